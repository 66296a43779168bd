import { Link } from 'react-router-dom';
import { Button, submitWith, TextField, useFormState, type Profile } from 'shared-ui';
import { useAgencyClientsQuery } from 'shared-ui/reads';
import { StatusBadge } from '../../../core/status-badge';
import { useUpdateProfile } from '../../../core/use-update-profile';
import { agencySchema, type AgencyValues } from '../lib/schemas';
import { Loadable } from './Loadable';
import { Actions, FieldGrid, FormCard, ItemList, Muted, orNull } from '../../../core/form-parts';

export function ClientsTab({ profile, userId }: { profile: Profile | null; userId: string }) {
  const form = useFormState<AgencyValues>({ company_name: profile?.company_name ?? '', website_url: profile?.website_url ?? '' });
  const save = useUpdateProfile(userId);
  const clients = useAgencyClientsQuery(userId);
  const onSubmit = () => {
    const data = form.check(agencySchema);
    if (!data) return;
    save.mutate({ company_name: data.company_name.trim(), website_url: orNull(data.website_url), extra_data: { company_name: data.company_name.trim() } });
  };
  return (
    <>
      <FormCard as="form" aria-labelledby="agency-title" onSubmit={submitWith(onSubmit, save.isPending)} noValidate>
        <h2 id="agency-title">Agency</h2>
        <FieldGrid>
          <TextField label="Agency Name" required value={form.values.company_name} error={form.errors.company_name} onChange={(e) => form.setField('company_name', e.target.value)} autoComplete="organization" />
          <TextField label="Website URL" type="url" value={form.values.website_url} error={form.errors.website_url} onChange={(e) => form.setField('website_url', e.target.value)} placeholder="https://example.com" />
        </FieldGrid>
        <Actions>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Agency'}
          </Button>
        </Actions>
      </FormCard>
      <FormCard as="section" aria-labelledby="clients-title">
        <h2 id="clients-title">Clients</h2>
        <Loadable query={clients} empty="No clients on your roster yet.">
          <ItemList aria-label="Your clients">
            {clients.data?.map((c) => (
              <li key={c.id}>
                <span>
                  <strong>{c.client_user_id ? <Link to={`/user-profile?id=${c.client_user_id}`}>{c.client_name}</Link> : c.client_name}</strong> <span className="muted">{c.client_type}</span>
                </span>
                <StatusBadge status={c.status} />
              </li>
            ))}
          </ItemList>
        </Loadable>
        <Muted>
          Add, edit and remove clients on your roster in <Link to="/deals">Deals</Link>.
        </Muted>
      </FormCard>
    </>
  );
}
