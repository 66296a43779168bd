import styled from 'styled-components';
import { Avatar, Badge } from 'shared-ui';
import type { DealCardRow } from '../api/deal-columns';
import { applicantsLabel, closesIn, formatMoney } from '../lib/format';
import { DealScore } from './DealScore';

/** The card: its border holds the match score row (when shown) and the button that opens the details. */
const Item = styled.li`
  list-style: none;
  display: flex;
  flex-direction: column;
  min-width: 0;
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  &:hover { border-color: ${({ theme }) => theme.color.primary}; }
`;

const Open = styled.button`
  display: grid;
  gap: 0.625rem;
  flex: 1;
  width: 100%;
  min-width: 0;
  text-align: left;
  font: inherit;
  color: inherit;
  padding: 1rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: none;
  cursor: pointer;
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.color.focus}; outline-offset: -2px; }
  h3 { margin: 0; font-size: 1.0625rem; }
`;

const Brand = styled.span`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const Tags = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: 0.375rem;
`;

const Meta = styled.span`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: 0.5rem;
  strong { font-size: 1.125rem; }
  span { font-size: 0.875rem; color: ${({ theme }) => theme.color.textMuted}; }
`;

/** A deal in the list: the whole card opens the details; for talent (`scoreFor`, their user id) the match score sits at the top of the card, inside its border. */
export function DealCard({ deal, bookmarked, onOpen, scoreFor = null }: { deal: DealCardRow; bookmarked: boolean; onOpen: (id: string) => void; scoreFor?: string | null }) {
  const closing = closesIn(deal.application_deadline);
  return (
    <Item>
      {scoreFor && typeof deal.match_score === 'number' ? <DealScore dealId={deal.id} dealTitle={deal.title} score={deal.match_score} userId={scoreFor} /> : null}
      <Open type="button" data-deal-id={deal.id} onClick={() => onOpen(deal.id)} aria-label={`${deal.title} by ${deal.brands.name}, ${formatMoney(deal.compensation_amount)}`}>
        <Brand>
          <Avatar src={deal.brands.logo_url} name={deal.brands.name} size={28} />
          {deal.brands.name}
          {deal.brands.verified ? <Badge $tone="success">Verified</Badge> : null}
          {bookmarked ? <Badge $tone="info">Saved</Badge> : null}
        </Brand>
        <h3>{deal.title}</h3>
        <Description>{deal.description}</Description>
        <Tags>
          {deal.tags.map((t) => (
            <Badge key={t}>{t}</Badge>
          ))}
        </Tags>
        <Meta>
          <strong>{formatMoney(deal.compensation_amount)}</strong>
          <span>
            <span data-testid="card-applicants">{applicantsLabel(deal.applicants_count)}</span>
            {closing ? ` · ${closing}` : null}
          </span>
        </Meta>
      </Open>
    </Item>
  );
}
