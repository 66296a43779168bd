import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Card } from 'shared-ui';

const Box = styled(Card)`
  display: grid;
  gap: 0.75rem;
  justify-items: start;
  h2, h3 { margin: 0; font-size: 1.125rem; }
  p { margin: 0; color: ${({ theme }) => theme.color.textMuted}; }
`;

export const ButtonLink = styled(Link)<{ $variant?: 'primary' | 'secondary' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.375rem;
  min-height: 2.75rem;
  padding: 0.625rem 1.125rem;
  border-radius: ${({ theme }) => theme.radius.md};
  font-weight: 600;
  text-decoration: none;
  border: 1px solid ${({ theme, $variant }) => ($variant === 'secondary' ? theme.color.border : theme.color.primary)};
  background: ${({ theme, $variant }) => ($variant === 'secondary' ? theme.color.surface : theme.color.primary)};
  color: ${({ theme, $variant }) => ($variant === 'secondary' ? theme.color.text : theme.color.primaryText)};
  &:hover { filter: brightness(1.05); }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
`;

/** The link to /auth that brings the visitor back here afterwards (the shell reads state.from). */
export function SignInLink({ children = 'Sign In' }: { children?: string }) {
  const location = useLocation();
  return (
    <ButtonLink to="/auth" state={{ from: location.pathname + location.search }}>
      {children}
    </ButtonLink>
  );
}

export function SignInPrompt({ text, headingLevel = 2 }: { text: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Box>
      <Heading>Sign in to access all features</Heading>
      <p>{text}</p>
      <SignInLink />
    </Box>
  );
}
