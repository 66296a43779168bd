import { useState } from 'react';
import styled from 'styled-components';
import { Avatar, Button } from 'shared-ui';
import { useLiveRefresh } from 'shared-ui/query';
import { adminKeys } from '../api/keys';
import { useBrandRequestsQuery, type BrandRequest } from '../api/brand-requests-query';
import { useBrandVerificationDecideMutation } from '../api/brand-verification-decide-mutation';
import { date } from '../lib/format';
import { Actions, Panel, QueryState } from './parts';
import { ReasonDialog } from './ReasonDialog';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
  li { display: grid; grid-template-columns: auto 1fr auto; gap: 1rem; align-items: start; padding: 1rem; border: 1px solid ${({ theme }) => theme.color.border}; border-radius: ${({ theme }) => theme.radius.md}; }
  @media (max-width: 640px) { li { grid-template-columns: 1fr; } }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 0.75rem; margin: 0.5rem 0 0; font-size: 0.875rem; }
  dt { color: ${({ theme }) => theme.color.textMuted}; }
  dd { margin: 0; overflow-wrap: anywhere; }
  p { margin: 0.25rem 0 0; }
`;

export function BrandsTab() {
  const q = useBrandRequestsQuery();
  useLiveRefresh('brands', adminKeys.brandRequests());
  const decide = useBrandVerificationDecideMutation();
  const [rejecting, setRejecting] = useState<BrandRequest | null>(null);
  return (
    <Panel as="section" aria-labelledby="admin-brands-title">
      <h2 id="admin-brands-title">Brand verification</h2>
      <p className="muted">Verifying a brand puts its active deals in the marketplace at once. The owner is notified of either decision.</p>
      <QueryState isLoading={q.isLoading} error={q.error} empty={!q.data?.length} emptyText="No brands are waiting for verification." onRetry={() => void q.refetch()}>
        <List aria-label="Brands waiting for verification">
          {q.data?.map((b) => (
            <li key={b.id}>
              <Avatar src={b.logo_url ?? undefined} name={b.name} size={48} />
              <div>
                <h3>{b.name}</h3>
                {b.description ? <p>{b.description}</p> : null}
                <dl>
                  <dt>Website</dt>
                  <dd>{b.website_url ? <a href={b.website_url} target="_blank" rel="noreferrer noopener">{b.website_url}</a> : 'None given'}</dd>
                  <dt>Industry</dt>
                  <dd>{b.industry ?? 'Not given'}</dd>
                  <dt>Owner</dt>
                  <dd>{b.owner_name ?? 'No owner'}{b.owner_email ? ` (${b.owner_email})` : ''}</dd>
                  <dt>Deals</dt>
                  <dd>{b.deals_total} posted, {b.deals_active} active</dd>
                  <dt>Requested</dt>
                  <dd>{date(b.verification_requested_at)}</dd>
                </dl>
              </div>
              <Actions>
                <Button type="button" $size="sm" disabled={decide.isPending} onClick={() => decide.mutate({ brandId: b.id, brandName: b.name, approve: true })} aria-label={`Verify ${b.name}`}>
                  Verify
                </Button>
                <Button type="button" $size="sm" $variant="danger" onClick={() => setRejecting(b)} aria-label={`Reject ${b.name}`}>
                  Reject
                </Button>
              </Actions>
            </li>
          ))}
        </List>
      </QueryState>
      {rejecting ? (
        <ReasonDialog
          title={`Reject ${rejecting.name}`}
          description="The owner reads this reason in their notification and can ask again after fixing it."
          confirmLabel="Reject Verification"
          reasonRequired
          danger
          busy={decide.isPending}
          onConfirm={(reason) => decide.mutateAsync({ brandId: rejecting.id, brandName: rejecting.name, approve: false, reason })}
          onClose={() => setRejecting(null)}
        />
      ) : null}
    </Panel>
  );
}
