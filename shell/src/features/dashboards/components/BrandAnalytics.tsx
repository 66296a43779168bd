import { countOf, Spinner } from 'shared-ui';
import { useBrandAnalyticsQuery } from '../api/brand-analytics-query';
import { percent, usd } from '../lib/figures';
import { ApplicantsChart, BudgetChart, ChartCard, Tile, Tiles } from './analytics-parts';

export function BrandAnalytics({ userId }: { userId: string }) {
  const q = useBrandAnalyticsQuery(userId);
  if (q.isLoading) return <Spinner label="Loading your analytics..." />;
  if (q.error || !q.data) return <p role="alert">Your analytics could not be loaded. Please try refreshing.</p>;
  const f = q.data;
  return (
    <>
      <Tiles>
        <Tile label="Deals" value={f.deals_total} />
        <Tile label="Active deals" value={f.deals_active} />
        <Tile label="Applicants" value={f.applicants_total} />
        <Tile label="Acceptance rate" value={percent(f.acceptance_rate)} />
        <Tile label="Spend" value={usd(f.spend_total)} />
        <Tile label="Campaign budgets" value={usd(f.budget_total)} />
      </Tiles>
      <ChartCard
        title="Applicants per deal"
        summary={`${countOf(f.applicants_total, 'applicant')} across ${countOf(f.deals_total, 'deal')}; ${f.applicants_to_review} waiting for review.`}
        empty={f.applicants_per_deal.every((d) => d.applicants === 0)}
        emptyText="No applicants yet. Active, verified deals appear in the marketplace."
      >
        <ApplicantsChart data={f.applicants_per_deal} />
      </ChartCard>
      <ChartCard
        title="Spend against budget"
        summary={`${usd(f.spend_total)} funded (${usd(f.spend_released)} released) against ${usd(f.budget_total)} of campaign budgets.`}
        empty={f.campaigns.length === 0}
        emptyText="No campaigns yet. Group deals into a campaign with a budget in Deals."
      >
        <BudgetChart data={f.campaigns} />
      </ChartCard>
    </>
  );
}
