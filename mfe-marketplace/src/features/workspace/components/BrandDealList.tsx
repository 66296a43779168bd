import styled from 'styled-components';
import { Badge, Button, ButtonLink, Card, EmptyState } from 'shared-ui';
import { brandApplicantsLine, closesIn, formatMoney } from '../../deals/lib/format';
import { useDealActiveMutation } from '../api/deal-active-mutation';
import type { BrandDeal } from '../api/brand-deals-query';
import { ButtonRow, StackList } from '../../common/lists';

const Row = styled(Card)`
  display: grid;
  gap: 0.5rem;
  h3 { margin: 0; font-size: 1rem; }
  p { margin: 0; color: ${({ theme }) => theme.color.textMuted}; font-size: 0.875rem; }
`;

/** The brand's deals, open and closed, with what to do next on each. */
export function BrandDealList({ deals }: { deals: BrandDeal[] }) {
  const active = useDealActiveMutation();
  if (deals.length === 0) {
    return (
      <EmptyState>
        <h2>No deals yet</h2>
        <p>Post your first deal: athletes and creators apply, and you choose who to work with.</p>
      </EmptyState>
    );
  }
  return (
    <StackList $gap="0.75rem" aria-label="Your deals">
      {deals.map((d) => (
        <li key={d.id}>
          <Row as="article" aria-label={d.title}>
            <h3>
              {d.title} {d.is_active ? <Badge $tone="success">Open</Badge> : <Badge $tone="neutral">Closed</Badge>}{' '}
              {d.private_for ? <Badge $tone="info">Private offer</Badge> : null}
            </h3>
            <p>
              {formatMoney(d.compensation_amount)} · {d.application_deadline ? (closesIn(d.application_deadline) ?? 'Deadline passed') : 'Open until filled'} · <span data-testid="applicants-line">{brandApplicantsLine(d)}</span>
            </p>
            <ButtonRow>
              <ButtonLink to={`/deals/${d.id}/applicants`} $variant="secondary">
                Review Applicants
              </ButtonLink>
              <ButtonLink to={`/deals/${d.id}/edit`} $variant="secondary">
                Edit
              </ButtonLink>
              <ButtonLink to={`/deals/${d.id}/duplicate`} $variant="secondary">
                Duplicate
              </ButtonLink>
              <Button type="button" $variant="secondary" disabled={active.isPending} onClick={() => active.mutate({ dealId: d.id, active: !d.is_active })}>
                {d.is_active ? 'Close Deal' : 'Reopen Deal'}
              </Button>
            </ButtonRow>
          </Row>
        </li>
      ))}
    </StackList>
  );
}
