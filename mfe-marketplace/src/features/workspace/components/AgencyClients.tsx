import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, Button, ConfirmDialog, EmptyState, Modal, SelectField, Spinner, submitWith, TextAreaField, TextField, useFormState } from 'shared-ui';
import { useAgencyClientsQuery, type AgencyClient } from 'shared-ui/reads';
import { formatMoney } from '../../deals/lib/format';
import { useAgencyClientDeleteMutation } from '../api/agency-client-delete-mutation';
import { useAgencyClientSaveMutation } from '../api/agency-client-save-mutation';
import { useFittingDealsQuery } from '../api/fitting-deals-query';
import { clientSchema, EMPTY_CLIENT, type ClientInput } from '../lib/client-schema';
import { CardGrid, GridCard } from '../../common/lists';

const Bar = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 1rem;
  margin: 2rem 0 1rem;
  h2 { margin: 0; font-size: 1.25rem; }
  p { margin: 0.25rem 0 0; color: ${({ theme }) => theme.color.textMuted}; }
`;

const Item = styled(GridCard)`
  p { margin: 0; font-size: 0.875rem; overflow-wrap: anywhere; }
  ul { margin: 0; padding-left: 1.25rem; font-size: 0.875rem; }
`;

const Row = styled.div`
  display: flex;
  gap: 0.5rem;
  flex-wrap: wrap;
`;

const Form = styled.form`
  display: grid;
  gap: 1rem;
`;

const TYPE_LABEL: Record<string, string> = { athlete: 'Athlete', creator: 'Creator', brand: 'Brand' };
const STATUS_LABEL: Record<string, string> = { active: 'Active', inactive: 'Inactive', prospect: 'Prospect' };

function FittingDeals({ role }: { role: string }) {
  const deals = useFittingDealsQuery(role);
  if (deals.isPending || deals.isError || deals.data.length === 0) return null;
  return (
    <>
      <p>Open deals for {role === 'athlete' ? 'athletes' : 'creators'}:</p>
      <ul>
        {deals.data.map((d) => (
          <li key={d.id}>
            <Link to={`/marketplace?deal=${d.id}`}>{d.title}</Link> · {formatMoney(d.compensation_amount)}
          </li>
        ))}
      </ul>
    </>
  );
}

function ClientDialog({ agencyId, client, onClose }: { agencyId: string; client: AgencyClient | null; onClose: () => void }) {
  const form = useFormState<ClientInput>(
    client
      ? { client_name: client.client_name, client_type: client.client_type as ClientInput['client_type'], status: client.status as ClientInput['status'], contact: client.contact ?? '', notes: client.notes ?? '' }
      : EMPTY_CLIENT,
  );
  const save = useAgencyClientSaveMutation();
  const submit = async () => {
    const data = form.check(clientSchema);
    if (data) await save.mutateAsync({ agencyId, id: client?.id, data }).then(onClose, () => undefined);
  };
  const title = client ? `Edit ${client.client_name}` : 'Add a client';
  return (
    <Modal open title={title} onClose={onClose}>
      <Form aria-label={title} noValidate onSubmit={submitWith(submit, save.isPending)}>
        <TextField label="Client name" required value={form.values.client_name} error={form.errors.client_name} onChange={(e) => form.setField('client_name', e.target.value)} />
        <SelectField label="Type" value={form.values.client_type} error={form.errors.client_type} onChange={(e) => form.setField('client_type', e.target.value as ClientInput['client_type'])} options={Object.entries(TYPE_LABEL).map(([value, label]) => ({ value, label }))} />
        <SelectField label="Status" value={form.values.status} error={form.errors.status} onChange={(e) => form.setField('status', e.target.value as ClientInput['status'])} options={Object.entries(STATUS_LABEL).map(([value, label]) => ({ value, label }))} />
        <TextField label="Contact" value={form.values.contact} error={form.errors.contact} hint="Email or phone" onChange={(e) => form.setField('contact', e.target.value)} />
        <TextAreaField label="Notes" rows={3} value={form.values.notes} error={form.errors.notes} onChange={(e) => form.setField('notes', e.target.value)} />
        <Row>
          <Button type="button" $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {client ? 'Save Client' : 'Add Client'}
          </Button>
        </Row>
      </Form>
    </Modal>
  );
}

/** The agency's roster: add, edit and remove clients; for athletes and creators, the open deals meant for them. */
export function AgencyClients({ agencyId }: { agencyId: string }) {
  const clients = useAgencyClientsQuery(agencyId);
  const remove = useAgencyClientDeleteMutation();
  const [editing, setEditing] = useState<AgencyClient | null | 'new'>(null);
  const [removing, setRemoving] = useState<AgencyClient | null>(null);
  const close = useCallback(() => setEditing(null), []);
  return (
    <section aria-label="Clients">
      <Bar>
        <div>
          <h2>Clients</h2>
          {clients.data ? <p>{`You manage ${clients.data.length} ${clients.data.length === 1 ? 'client' : 'clients'}.`}</p> : null}
        </div>
        <Button type="button" onClick={() => setEditing('new')}>
          Add Client
        </Button>
      </Bar>
      {clients.isPending ? (
        <Spinner label="Loading clients..." />
      ) : clients.isError ? (
        <p role="alert">The clients could not be loaded.</p>
      ) : clients.data.length === 0 ? (
        <EmptyState>
          <h3>No clients yet</h3>
          <p>Add the athletes, creators and brands you represent.</p>
        </EmptyState>
      ) : (
        <CardGrid aria-label="Your clients">
          {clients.data.map((c) => (
            <li key={c.id}>
              <Item as="article" aria-label={`Client: ${c.client_name}`}>
                <h3>
                  {c.client_name} <Badge>{TYPE_LABEL[c.client_type] ?? c.client_type}</Badge> <Badge $tone={c.status === 'active' ? 'success' : 'neutral'}>{STATUS_LABEL[c.status] ?? c.status}</Badge>
                </h3>
                {c.contact ? <p>Contact: {c.contact}</p> : null}
                {c.notes ? <p>{c.notes}</p> : null}
                {c.client_type !== 'brand' ? <FittingDeals role={c.client_type} /> : null}
                <Row>
                  <Button type="button" $variant="secondary" onClick={() => setEditing(c)}>
                    Edit
                  </Button>
                  <Button type="button" $variant="secondary" disabled={remove.isPending} onClick={() => setRemoving(c)}>
                    Remove
                  </Button>
                </Row>
              </Item>
            </li>
          ))}
        </CardGrid>
      )}
      {removing ? (
        <ConfirmDialog
          title="Remove this client?"
          confirmLabel="Remove Client"
          pending={remove.isPending}
          onCancel={() => setRemoving(null)}
          onConfirm={() => remove.mutate({ id: removing.id, agencyId }, { onSuccess: () => setRemoving(null) })}
        >
          {`${removing.client_name} leaves your roster, with its contact and notes. Their own account and deals are not affected.`}
        </ConfirmDialog>
      ) : null}
      {editing ? <ClientDialog agencyId={agencyId} client={editing === 'new' ? null : editing} onClose={close} /> : null}
    </section>
  );
}
