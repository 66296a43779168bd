import styled from 'styled-components';
import { formatBadgeCount } from '../../components/Badge';

const Pill = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 1.25rem;
  height: 1.25rem;
  padding: 0 0.3rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.danger};
  color: ${({ theme }) => theme.color.dangerText};
  font-size: 0.6875rem;
  font-weight: 700;
  line-height: 1;
`;

const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/** A red unread count (99+ above 99); nothing at 0. `label` is what a screen reader hears, e.g. '3 unread messages'. */
export function CountBadge({ count, label, testId }: { count: number; label?: string; testId?: string }) {
  if (count <= 0) return null;
  return (
    <Pill data-testid={testId}>
      <span aria-hidden={label ? true : undefined}>{formatBadgeCount(count)}</span>
      {label ? <Hidden>{label}</Hidden> : null}
    </Pill>
  );
}
