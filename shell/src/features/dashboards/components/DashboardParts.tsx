import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink, Card, Spinner } from 'shared-ui';

export const Grid = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr));
  /* each card as tall as its content: a short card beside a long one no longer stretches into an empty panel */
  align-items: start;
  margin-bottom: 1rem;
  &[hidden] { display: none; }
`;

const SectionCard = styled(Card)`
  h2 { margin: 0 0 0.75rem; font-size: 1.125rem; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.5rem; }
  li { display: flex; justify-content: space-between; gap: 0.75rem; align-items: baseline; }
  .muted { color: ${({ theme }) => theme.color.textMuted}; font-size: 0.875rem; }
`;

export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `dash-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <SectionCard as="section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </SectionCard>
  );
}

/** Loading / error / empty states of one dashboard query. */
export function QueryState({ isLoading, error, empty, emptyText, children }: { isLoading: boolean; error: unknown; empty: boolean; emptyText: ReactNode; children: ReactNode }) {
  if (isLoading) return <Spinner label="Loading..." size={20} />;
  if (error) return <p className="muted">Could not load this right now. Please try refreshing.</p>;
  if (empty) return <p className="muted">{emptyText}</p>;
  return <>{children}</>;
}

const Bar = styled.div`
  height: 0.625rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.color.surfaceRaised};
  overflow: hidden;
  margin: 0.5rem 0 0.75rem;
  span { display: block; height: 100%; background: ${({ theme }) => theme.color.primary}; }
`;

export function Completeness({ percent, missing }: { percent: number; missing: string[] }) {
  return (
    <Section title="Profile completeness">
      <strong>{percent}% complete</strong>
      <Bar role="progressbar" aria-label="Profile completeness" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <span style={{ width: `${percent}%` }} />
      </Bar>
      {missing.length ? (
        <p className="muted">
          Still missing: {missing.join(', ')}. <Link to="/profile">Update your profile</Link>
        </p>
      ) : (
        <p className="muted">Your profile is complete.</p>
      )}
    </Section>
  );
}

// numeric columns arrive as exact decimal strings from the local server and as numbers from PostgREST.
export const day = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' }) : '');

const ActionCard = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  margin-bottom: 1rem;
  border-color: ${({ theme }) => theme.color.primary};
  h2 { margin: 0; font-size: 1.25rem; }
  p { margin: 0.25rem 0 0; color: ${({ theme }) => theme.color.textMuted}; }
`;

/** The one clear next action at the top of a dashboard. */
export function NextActionCard({ title, detail, label, to }: { title: string; detail: string; label: string; to: string }) {
  return (
    <ActionCard as="section" aria-labelledby="next-action">
      <div>
        <p style={{ margin: 0, fontSize: '0.8125rem', textTransform: 'uppercase', letterSpacing: '0.06em' }}>Next step</p>
        <h2 id="next-action">{title}</h2>
        <p>{detail}</p>
      </div>
      <ButtonLink to={to}>{label}</ButtonLink>
    </ActionCard>
  );
}
