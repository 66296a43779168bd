import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

/** Building blocks the public pages share. */
export const Main = styled.main`
  width: 100%;
`;

export const Container = styled.div`
  width: 100%;
  max-width: 72rem;
  margin: 0 auto;
  padding: 0 1rem;
  @media (min-width: 768px) { padding: 0 2rem; }
`;

export const Section = styled.section<{ $tint?: boolean }>`
  padding: 3.5rem 0;
  /* Off screen, a section costs no style, layout or paint until it nears the viewport. */
  content-visibility: auto;
  contain-intrinsic-block-size: auto 40rem;
  ${({ $tint, theme }) => $tint && css`background: ${theme.color.surface}; border-block: 1px solid ${theme.color.border};`}
  h2 { font-size: clamp(1.5rem, 3.2vw, 2.125rem); margin: 0 0 0.75rem; }
`;

export const Eyebrow = styled.p`
  margin: 0 0 0.5rem;
  text-transform: uppercase;
  letter-spacing: 0.08em;
  font-size: 0.8125rem;
  font-weight: 700;
  color: ${({ theme }) => theme.color.primary};
`;

export const Lead = styled.p`
  margin: 0 0 1.5rem;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 1.0625rem;
  max-width: 46rem;
`;

export const Grid = styled.div<{ $min?: string }>`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ $min = '16rem' }) => $min}), 1fr));
`;

export const Tile = styled.div`
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  padding: 1.25rem;
  h3 { margin: 0.5rem 0 0.375rem; font-size: 1.125rem; }
  p { margin: 0; color: ${({ theme }) => theme.color.textMuted}; }
  ul { margin: 0.75rem 0 0; padding-left: 1.1rem; color: ${({ theme }) => theme.color.textMuted}; }
  li + li { margin-top: 0.25rem; }
`;

/** A whole card that is one link: the landing's Find Your Path cards and the explore page's areas. */
export const LinkCard = styled(Link)`
  display: block;
  text-decoration: none;
  color: inherit;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  padding: 1.25rem;
  transition: border-color 0.15s ease, transform 0.15s ease;
  &:hover { border-color: ${({ theme }) => theme.color.primary}; transform: translateY(-2px); }
  h3 { margin: 0.75rem 0 0.25rem; font-size: 1.125rem; color: ${({ theme }) => theme.color.text}; }
  p { margin: 0; color: ${({ theme }) => theme.color.textMuted}; }
`;

export const IconBubble = styled.span`
  display: inline-grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: 12px;
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.primary};
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
`;

export const PageHero = styled.header`
  padding: 3rem 0 2rem;
  h1 { font-size: clamp(2rem, 5vw, 3rem); margin: 0 0 0.75rem; letter-spacing: -0.02em; }
`;

export const Prose = styled.div`
  max-width: 48rem;
  h2 { font-size: 1.375rem; margin: 2rem 0 0.5rem; }
  p, li { color: ${({ theme }) => theme.color.textMuted}; }
`;

export function InfoPage({ eyebrow, title, lead, children }: { eyebrow?: string; title: string; lead: string; children: ReactNode }) {
  return (
    <Main>
      <Container>
        <PageHero>
          {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
          <h1>{title}</h1>
          <Lead>{lead}</Lead>
        </PageHero>
        {children}
      </Container>
    </Main>
  );
}
