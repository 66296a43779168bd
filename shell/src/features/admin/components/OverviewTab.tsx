import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { SelectField, Spinner } from 'shared-ui';
import { useOverviewQuery, type DayPoint, type Overview } from '../api/overview-query';
import { cents, percent } from '../lib/format';
import { Panel, QueryState, Table, Toolbar } from './parts';
import type { TrendSeries } from './TrendChart';

const TrendChart = lazy(() => import(/* webpackChunkName: "admin-trend-chart" */ './TrendChart'));

const PERIODS = [
  { value: '7', label: 'Last 7 days' },
  { value: '30', label: 'Last 30 days' },
  { value: '90', label: 'Last 90 days' },
];

const TRENDS = {
  signups: { label: 'Sign-ups by role', series: (s: DayPoint[]): TrendSeries[] => [
    { label: 'Athletes', color: 'primary', values: s.map((d) => d.signups.athlete) },
    { label: 'Creators', color: 'accent', values: s.map((d) => d.signups.creator) },
    { label: 'Brands', color: 'warning', values: s.map((d) => d.signups.brand) },
    { label: 'Agencies', color: 'danger', values: s.map((d) => d.signups.agency) },
  ], stacked: true },
  marketplace: { label: 'Deals and applications', series: (s: DayPoint[]): TrendSeries[] => [
    { label: 'Deals posted', color: 'warning', values: s.map((d) => d.deals) },
    { label: 'Applications', color: 'primary', values: s.map((d) => d.applications) },
    { label: 'Accepted', color: 'accent', values: s.map((d) => d.accepted) },
  ], stacked: false },
  messages: { label: 'Messages', series: (s: DayPoint[]): TrendSeries[] => [{ label: 'Messages sent', color: 'accent', values: s.map((d) => d.messages) }], stacked: true },
  payments: { label: 'Payments (USD)', series: (s: DayPoint[]): TrendSeries[] => [
    { label: 'Collected', color: 'primary', values: s.map((d) => Math.round(d.payments_collected / 100)) },
    { label: 'Refunded', color: 'danger', values: s.map((d) => Math.round(d.payments_refunded / 100)) },
  ], stacked: false },
} as const;
type TrendName = keyof typeof TRENDS;

const ROLE_PLURALS: Record<string, string> = { athlete: 'athletes', creator: 'creators', brand: 'brands', agency: 'agencies', admin: 'admins' };

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9.5rem, 1fr));
  gap: 0.75rem;
  margin: 0;
  div { padding: 0.875rem 1rem; border: 1px solid ${({ theme }) => theme.color.border}; border-radius: ${({ theme }) => theme.radius.md}; background: ${({ theme }) => theme.color.surfaceRaised}; }
  dt { font-size: 0.8125rem; color: ${({ theme }) => theme.color.textMuted}; }
  dd { margin: 0.25rem 0 0; font-size: 1.5rem; font-weight: 700; font-variant-numeric: tabular-nums; }
`;

function Counts({ o }: { o: Overview }) {
  const t = o.totals;
  const decided = t.accepted + t.rejected;
  const stats: [string, string | number][] = [
    ['New sign-ups', t.signups],
    ['Deals posted', t.deals_posted],
    ['Applications', t.applications],
    ['Acceptance rate', percent(t.accepted, decided)],
    ['Messages', t.messages],
    ['Payments collected', cents(t.payments_collected)],
    ['Refunded', cents(t.payments_refunded)],
    ['Deal payments held', cents(t.deal_payments_held)],
    ['Deal payments released', cents(t.deal_payments_released)],
    ['Active deals', t.deals_active],
    ['Open reports', t.open_reports],
    ['Brands awaiting verification', t.pending_verifications],
    ['Users', t.users],
    ['Suspended users', t.suspended_users],
  ];
  return (
    <Stats>
      {stats.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </Stats>
  );
}

export function OverviewTab() {
  const [days, setDays] = useState(30);
  const [trend, setTrend] = useState<TrendName>('signups');
  const q = useOverviewQuery(days);
  const o = q.data;
  const byRole = o ? Object.entries(o.totals.users_by_role).map(([role, n]) => `${n} ${n === 1 ? role : (ROLE_PLURALS[role] ?? role)}`).join(', ') : '';
  const chosen = TRENDS[trend];
  return (
    <Panel as="section" aria-labelledby="admin-overview-title">
      <h2 id="admin-overview-title">Overview</h2>
      <Toolbar>
        <SelectField label="Period" options={PERIODS} value={String(days)} onChange={(e) => setDays(Number(e.target.value))} />
        <SelectField
          label="Trend"
          options={Object.entries(TRENDS).map(([value, t]) => ({ value, label: t.label }))}
          value={trend}
          onChange={(e) => setTrend(e.target.value as TrendName)}
        />
      </Toolbar>
      <QueryState isLoading={q.isLoading} error={q.error} empty={false} emptyText="" onRetry={() => void q.refetch()}>
        {o ? (
          <>
            <p className="muted">
              Since {new Date(o.since).toLocaleDateString('en-US', { month: 'long', day: 'numeric' })}. Users by role: {byRole}.
            </p>
            <Counts o={o} />
            <h3>{chosen.label}, per day</h3>
            <Suspense fallback={<Spinner label="Loading chart..." size={24} />}>
              <TrendChart title={`${chosen.label} per day, last ${days} days`} days={o.series.map((d) => d.day)} series={chosen.series(o.series)} stacked={chosen.stacked} />
            </Suspense>
            <details>
              <summary>Show the numbers as a table</summary>
              <Table caption={`${chosen.label} per day`}>
                <thead>
                  <tr>
                    <th scope="col">Day</th>
                    {chosen.series(o.series).map((s) => (
                      <th scope="col" key={s.label}>
                        {s.label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {o.series.map((d, i) => (
                    <tr key={d.day}>
                      <td>{d.day}</td>
                      {chosen.series(o.series).map((s) => (
                        <td className="num" key={s.label}>
                          {s.values[i]}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </Table>
            </details>
          </>
        ) : null}
      </QueryState>
    </Panel>
  );
}
