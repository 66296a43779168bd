import { Link } from 'react-router-dom';
import { Button, DraftNotice, draftKey, SelectField, submitWith, TextField, useDraftedFormState, type Profile } from 'shared-ui';
import { INDUSTRY_OPTIONS } from 'shared-ui/profile-fields';
import { useUpdateProfile } from '../../../core/use-update-profile';
import { brandSchema, type BrandValues } from '../lib/schemas';
import { Actions, FieldGrid, FormCard, Muted, orNull } from '../../../core/form-parts';

export function BrandTab({ profile, userId }: { profile: Profile | null; userId: string }) {
  const { form, draft } = useDraftedFormState<BrandValues>(draftKey(userId, 'profile-brand'), { company_name: profile?.company_name ?? '', industry: profile?.industry ?? '', website_url: profile?.website_url ?? '' });
  const save = useUpdateProfile(userId);
  const onSubmit = () => {
    const data = form.check(brandSchema);
    if (!data) return;
    const industry = orNull(data.industry);
    save.mutate({
      company_name: data.company_name.trim(),
      industry: industry as Profile['industry'],
      website_url: orNull(data.website_url),
      extra_data: { company_name: data.company_name.trim(), industry },
    }, { onSuccess: () => draft.clear() });
  };
  return (
    <FormCard as="form" aria-labelledby="brand-title" onSubmit={submitWith(onSubmit, save.isPending)} noValidate>
      <h2 id="brand-title">Brand</h2>
      <DraftNotice draft={draft} />
      <FieldGrid>
        <TextField label="Company Name" required value={form.values.company_name} error={form.errors.company_name} onChange={(e) => form.setField('company_name', e.target.value)} autoComplete="organization" />
        <SelectField label="Industry" options={INDUSTRY_OPTIONS} placeholder="Choose an industry" value={form.values.industry} onChange={(e) => form.setField('industry', e.target.value)} />
        <TextField label="Website URL" type="url" value={form.values.website_url} error={form.errors.website_url} onChange={(e) => form.setField('website_url', e.target.value)} placeholder="https://example.com" />
      </FieldGrid>
      <Actions>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Brand'}
        </Button>
        <Muted>
          Your brand page, logo, verification and deals are managed in <Link to="/deals">Deals</Link>.
        </Muted>
      </Actions>
    </FormCard>
  );
}
