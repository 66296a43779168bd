import styled from 'styled-components';

export const Form = styled.form`
  display: grid;
  gap: 1rem;
`;

export const LinkButton = styled.button`
  font: inherit;
  font-weight: 600;
  background: none;
  border: 0;
  padding: 0;
  color: ${({ theme }) => theme.color.accent};
  cursor: pointer;
  text-decoration: underline;
  justify-self: start;
`;

export const Muted = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.textMuted};
`;

export const Divider = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.8125rem;
  &::before, &::after { content: ''; flex: 1; border-top: 1px solid ${({ theme }) => theme.color.border}; }
`;
