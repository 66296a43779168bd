import styled from 'styled-components';

const Heart = styled.button<{ $on: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  min-height: 2.25rem;
  padding: 0 0.75rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme, $on }) => ($on ? theme.color.danger : theme.color.border)};
  background: transparent;
  color: ${({ theme, $on }) => ($on ? theme.color.danger : theme.color.text)};
  font: inherit;
  cursor: pointer;
  svg { width: 1.125rem; height: 1.125rem; }
  &:hover { border-color: ${({ theme }) => theme.color.danger}; }
`;

/** The heart: pressed when the viewer likes the post, with the count beside it. */
export function LikeButton({ liked, count, disabled, onToggle }: { liked: boolean; count: number; disabled?: boolean; onToggle: () => void }) {
  return (
    <Heart type="button" $on={liked} aria-pressed={liked} disabled={disabled} onClick={onToggle} aria-label={`Like, ${count} ${count === 1 ? 'like' : 'likes'}`}>
      <svg viewBox="0 0 24 24" aria-hidden="true" fill={liked ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2">
        <path d="M12 21s-7.5-4.6-9.5-9.2C1.1 8.4 3.3 5 6.7 5c2 0 3.4 1.1 4.3 2.4C11.9 6.1 13.3 5 15.3 5c3.4 0 5.6 3.4 4.2 6.8C19.5 16.4 12 21 12 21z" />
      </svg>
      <span aria-hidden="true">{count}</span>
    </Heart>
  );
}
