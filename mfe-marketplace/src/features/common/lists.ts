import styled from 'styled-components';
import { Card } from 'shared-ui';

/** A list without bullets whose items stack with a gap (1rem unless `$gap`). */
export const StackList = styled.ul<{ $gap?: string }>`
  display: grid;
  gap: ${({ $gap = '1rem' }) => $gap};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A row of buttons that wraps on a phone. */
export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

/** Cards in one column on a phone, two from the md breakpoint. */
export const CardGrid = styled(StackList).attrs({ $gap: '0.75rem' })`
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) { grid-template-columns: 1fr 1fr; }
`;

/** A card of such a grid: its parts stacked, a small heading. */
export const GridCard = styled(Card)`
  display: grid;
  gap: 0.5rem;
  h3 { margin: 0; font-size: 1rem; }
`;

/**
 * A timeline (status history, payment steps): a dot per step on a line, not a numbered list. An `li` with
 * `data-done="false"` is a step still to come (hollow dot, muted text).
 */
export const Timeline = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 0.5rem;
  li {
    position: relative;
    padding-left: 1.25rem;
    font-size: 0.875rem;
  }
  li::before {
    content: '';
    position: absolute;
    left: 0.1875rem;
    top: 0.375rem;
    width: 0.5rem;
    height: 0.5rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.primary};
  }
  li:not(:last-child)::after {
    content: '';
    position: absolute;
    left: 0.40625rem;
    top: 0.9375rem;
    bottom: -0.5rem;
    width: 1px;
    background: ${({ theme }) => theme.color.border};
  }
  li[data-done='false'] { color: ${({ theme }) => theme.color.textMuted}; }
  li[data-done='false']::before { background: transparent; border: 1px solid ${({ theme }) => theme.color.textMuted}; }
`;
