import { Badge, type BadgeTone } from 'shared-ui';
import { useWebVitalsQuery } from '../api/web-vitals-query';
import { date } from '../lib/format';
import { byRoute, formatVital, rateVital, RATING_LABEL, VITALS, type VitalRating } from '../lib/web-vitals';
import { Panel, QueryState, Table } from './parts';

const TONE: Record<VitalRating, BadgeTone> = { good: 'success', 'needs-improvement': 'warning', poor: 'danger' };
const DAYS = 7;

/** Real users' Web Vitals: the p75 of each metric per route over the last 7 days, rated against the Core Web Vitals thresholds. */
export function WebVitalsTab() {
  const q = useWebVitalsQuery(DAYS);
  const lines = q.data ? byRoute(q.data.rows) : [];
  return (
    <Panel as="section" aria-labelledby="admin-vitals-title">
      <h2 id="admin-vitals-title">Web Vitals</h2>
      <p role="note">
        How fast pages are for real visitors: the 75th percentile (p75) of each Core Web Vital per page over the last {DAYS} days, from a sample of page
        loads. Good: LCP up to 2.5 s, INP up to 200 ms, CLS up to 0.1, TTFB up to 800 ms; poor: above 4 s, 500 ms, 0.25 and 1.8 s. Reports are
        anonymous and browsers that ask not to be tracked send none.
      </p>
      <QueryState
        isLoading={q.isLoading}
        error={q.error}
        empty={!lines.length}
        emptyText={`No Web Vitals reported in the last ${DAYS} days.`}
        onRetry={() => void q.refetch()}
      >
        {q.data ? (
          <p className="muted">
            {q.data.reports} reports since {date(q.data.since)}.
          </p>
        ) : null}
        <Table caption="Web Vitals per page, p75">
          <thead>
            <tr>
              <th scope="col">Page</th>
              <th scope="col">Reports</th>
              {VITALS.map((v) => (
                <th key={v.metric} scope="col">
                  <abbr title={v.name}>{v.metric}</abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.route}>
                <th scope="row">{line.route}</th>
                <td className="num" data-testid="vitals-reports">
                  {line.reports}
                </td>
                {VITALS.map((v) => {
                  const m = line.metrics[v.metric];
                  if (!m) return <td key={v.metric}>No data</td>;
                  const rating = rateVital(v.metric, m.p75);
                  return (
                    <td key={v.metric} className="num">
                      {formatVital(v.metric, m.p75)} <Badge $tone={TONE[rating]}>{RATING_LABEL[rating]}</Badge>
                      <span className="sub">{m.count} reports</span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </Table>
      </QueryState>
    </Panel>
  );
}
