import styled from 'styled-components';

export type BadgeTone = 'neutral' | 'primary' | 'success' | 'warning' | 'danger' | 'info';

export const Badge = styled.span<{ $tone?: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  padding: 0.125rem 0.5rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: 0.75rem;
  font-weight: 600;
  line-height: 1.5;
  border: 1px solid ${({ theme, $tone = 'neutral' }) => ($tone === 'neutral' ? theme.color.border : theme.color[$tone])};
  color: ${({ theme, $tone = 'neutral' }) => ($tone === 'neutral' ? theme.color.textMuted : theme.color[$tone])};
  background: ${({ theme }) => theme.color.surfaceRaised};
`;

/** The spec's badge cap: counts above 99 read 99+. */
export function formatBadgeCount(count: number): string {
  return count > 99 ? '99+' : String(Math.max(0, Math.floor(count)));
}
