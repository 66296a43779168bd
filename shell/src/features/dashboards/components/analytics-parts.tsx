import { lazy, Suspense, type ReactNode } from 'react';
import styled from 'styled-components';
import { Card, Spinner } from 'shared-ui';

// recharts loads with the first chart on the page, in its own chunk
export const EarningsChart = lazy(() => import(/* webpackChunkName: "analytics-charts" */ './Charts').then((m) => ({ default: m.EarningsChart })));
export const ViewsChart = lazy(() => import(/* webpackChunkName: "analytics-charts" */ './Charts').then((m) => ({ default: m.ViewsChart })));
export const ApplicantsChart = lazy(() => import(/* webpackChunkName: "analytics-charts" */ './Charts').then((m) => ({ default: m.ApplicantsChart })));
export const BudgetChart = lazy(() => import(/* webpackChunkName: "analytics-charts" */ './Charts').then((m) => ({ default: m.BudgetChart })));

export const Tiles = styled.dl`
  display: grid;
  gap: 0.75rem;
  grid-template-columns: repeat(auto-fit, minmax(9.5rem, 1fr));
  margin: 0 0 1rem;
  div { background: ${({ theme }) => theme.color.surface}; border: 1px solid ${({ theme }) => theme.color.border}; border-radius: ${({ theme }) => theme.radius.lg}; padding: 1rem; }
  dt { color: ${({ theme }) => theme.color.textMuted}; font-size: 0.875rem; }
  dd { margin: 0.25rem 0 0; font-size: 1.75rem; font-weight: 700; }
`;

export function Tile({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

const ChartCardRoot = styled(Card)`
  margin-bottom: 1rem;
  h2 { margin: 0 0 0.25rem; font-size: 1.125rem; }
  p { margin: 0 0 0.75rem; color: ${({ theme }) => theme.color.textMuted}; font-size: 0.875rem; }
`;

/** A chart with its title, a one-line summary in words, and the empty state when there is nothing to draw. */
export function ChartCard({ title, summary, empty, emptyText, children }: { title: string; summary: string; empty: boolean; emptyText: string; children: ReactNode }) {
  const id = `chart-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <ChartCardRoot as="section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p>{empty ? emptyText : summary}</p>
      {empty ? null : (
        <div aria-hidden="true" inert>
          <Suspense fallback={<Spinner label="Loading chart..." size={20} />}>{children}</Suspense>
        </div>
      )}
    </ChartCardRoot>
  );
}
