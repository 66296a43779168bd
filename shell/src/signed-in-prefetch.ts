import { sessionKnown } from 'shared-ui';
import { queryClient } from 'shared-ui/query';
import { myBrandsQuery } from 'shared-ui/reads';
import { nextDeliverablesQuery } from './features/dashboards/api/next-deliverables-query';
import { talentAnalyticsQuery } from './features/dashboards/api/talent-analytics-query';

const RUNS_BRANDS = ['brand', 'agency', 'admin'];

/**
 * The data a signed-in page draws its first screen from starts loading as the visit starts (bootstrap.tsx, a
 * signed-in frame), alongside restoring the member's profile, rather than once the page has rendered: the page then
 * finds it in the query cache (the same queries, key and read). A talent dashboard's next step (its figures and the
 * deliverables due) on /dashboard, /athlete-dashboard and /creator-dashboard; a brand's or agency's brands on /deals.
 * The profile's role is not known yet, so the sign-up's role decides which (none: a talent); a guess that turns out
 * wrong only reads something the page does not show.
 */
export async function prefetchSignedInData(pathname: string): Promise<void> {
  const { user } = await sessionKnown();
  if (!user) return;
  const runsBrands = RUNS_BRANDS.includes(String(user.user_metadata?.role));
  if (pathname === '/athlete-dashboard' || pathname === '/creator-dashboard' || (pathname === '/dashboard' && !runsBrands)) {
    await Promise.all([queryClient.prefetchQuery(talentAnalyticsQuery(user.id)), queryClient.prefetchQuery(nextDeliverablesQuery(user.id))]);
  } else if (pathname === '/deals' && runsBrands) {
    await queryClient.prefetchQuery(myBrandsQuery(user.id));
  }
}
