import type { ReactNode } from 'react';
import styled from 'styled-components';
import { usePageHead } from '../head/page-head';

export const Page = styled.main`
  width: 100%;
  max-width: 72rem;
  margin: 0 auto;
  padding: 2rem 1rem 4rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding: 2.5rem 2rem 4rem;
  }
`;

const Header = styled.header`
  margin-bottom: 1.75rem;
  h1 { margin: 0 0 0.5rem; font-size: clamp(1.75rem, 4vw, 2.5rem); }
  p { margin: 0; color: ${({ theme }) => theme.color.textMuted}; max-width: 48rem; }
`;

const HeaderActions = styled.div`
  margin-top: 1rem;
`;

/** The page's heading, and its document title unless the page sets its own head (usePageHead in the page wins). */
export function PageHeader({ title, description, children }: { title: string; description?: string; children?: ReactNode }) {
  usePageHead({ title });
  return (
    <Header>
      <h1>{title}</h1>
      {description ? <p>{description}</p> : null}
      {children ? <HeaderActions>{children}</HeaderActions> : null}
    </Header>
  );
}

export const EmptyState = styled.div`
  text-align: center;
  padding: 2.5rem 1rem;
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  color: ${({ theme }) => theme.color.textMuted};
  h2, h3 { color: ${({ theme }) => theme.color.text}; margin: 0 0 0.5rem; }
  p { margin: 0; }
`;
