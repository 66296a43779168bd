import styled from 'styled-components';

const Pill = styled.button`
  position: sticky;
  top: 4.5rem;
  z-index: 5;
  justify-self: center;
  padding: 0.5rem 1rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 0;
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.primaryText};
  font: inherit;
  font-weight: 600;
  box-shadow: ${({ theme }) => theme.shadow.md};
  cursor: pointer;
`;

/** "3 new posts": new posts wait here instead of pushing the list down; clicking shows them. */
export function NewPostsPill({ count, onShow }: { count: number; onShow: () => void }) {
  if (count === 0) return null;
  return (
    <Pill type="button" onClick={onShow}>
      {count === 1 ? '1 new post' : `${count} new posts`}
    </Pill>
  );
}
