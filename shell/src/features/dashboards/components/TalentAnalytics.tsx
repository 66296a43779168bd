import { Link } from 'react-router-dom';
import { countOf, Spinner } from 'shared-ui';
import { useTalentAnalyticsQuery } from '../api/talent-analytics-query';
import { monthLabel, percent, usd } from '../lib/figures';
import { ChartCard, EarningsChart, Tile, Tiles, ViewsChart } from './analytics-parts';

export function TalentAnalytics({ userId }: { userId: string }) {
  const q = useTalentAnalyticsQuery(userId);
  if (q.isLoading) return <Spinner label="Loading your analytics..." />;
  if (q.error || !q.data) return <p role="alert">Your analytics could not be loaded. Please try refreshing.</p>;
  const f = q.data;
  const months = f.earnings_by_month;
  const range = months.length ? `${monthLabel(months[0]!.month)} to ${monthLabel(months.at(-1)!.month)}` : '';
  const periodEarnings = months.reduce((s, m) => s + m.amount, 0);
  const periodViews = f.views_by_month.reduce((s, m) => s + m.profile + m.media_kit, 0);
  return (
    <>
      <Tiles>
        <Tile label="Applications sent" value={f.applications_sent} />
        <Tile label="Acceptance rate" value={percent(f.acceptance_rate)} />
        <Tile label="Active deals" value={f.active_deals} />
        <Tile label="Earnings released" value={usd(f.earnings_total)} />
        <Tile label="Held for you" value={usd(f.earnings_held)} />
        <Tile label="Profile views" value={f.views_total.profile} />
        <Tile label="Media kit views" value={f.views_total.media_kit} />
      </Tiles>
      <ChartCard
        title="Earnings by month"
        summary={`${usd(periodEarnings)} released to you from ${range}.`}
        empty={periodEarnings === 0}
        emptyText="No payments released to you in the last six months. Payments are released when a brand approves your deliverables."
      >
        <EarningsChart data={months} />
      </ChartCard>
      <ChartCard
        title="Profile and media kit views"
        summary={`${countOf(periodViews, 'view')} from ${range}.`}
        empty={periodViews === 0}
        emptyText="No views yet. Publish your media kit and share its link to be found."
      >
        <ViewsChart data={f.views_by_month} />
      </ChartCard>
      <p>
        Acceptance rate counts accepted applications out of those a brand has decided. <Link to="/marketplace/applications">See your applications</Link>
      </p>
    </>
  );
}
