import { Page, PageHeader, Spinner, useAuthStore, usePageHead } from 'shared-ui';
import { BrandAnalytics } from '../components/BrandAnalytics';
import { TalentAnalytics } from '../components/TalentAnalytics';

/** /analytics: talent see applications, acceptance, earnings and views; brands and agencies see deals, applicants and spend. */
export default function AnalyticsPage() {
  usePageHead({ title: 'Analytics' });
  const user = useAuthStore((s) => s.user);
  const role = useAuthStore((s) => s.role);
  if (!user) return <Spinner label="Loading..." />;
  const brandSide = role === 'brand' || role === 'agency';
  return (
    <Page>
      <PageHeader
        title="Analytics"
        description={brandSide ? 'Your deals, the applicants they draw, and what you have spent against your budgets.' : 'Your applications, earnings and who is looking at your profile.'}
      />
      {brandSide ? <BrandAnalytics userId={user.id} /> : <TalentAnalytics userId={user.id} />}
    </Page>
  );
}
