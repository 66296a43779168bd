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
