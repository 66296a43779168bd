import { useSearchParams } from 'react-router-dom';
import { Page, PageHeader, usePageHead } from 'shared-ui';
import { AdminTabs, type TabDef } from '../components/AdminTabs';
import { AuditTab } from '../components/AuditTab';
import { BrandsTab } from '../components/BrandsTab';
import { CommunityTab } from '../components/CommunityTab';
import { DealsTab } from '../components/DealsTab';
import { OverviewTab } from '../components/OverviewTab';
import { PaymentsTab } from '../components/PaymentsTab';
import { UsersTab } from '../components/UsersTab';
import { WebVitalsTab } from '../components/WebVitalsTab';

const TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'brands', label: 'Brand verification' },
  { id: 'deals', label: 'Deals' },
  { id: 'community', label: 'Community' },
  { id: 'users', label: 'Users' },
  { id: 'payments', label: 'Payments' },
  { id: 'audit', label: 'Audit log' },
  { id: 'vitals', label: 'Web Vitals' },
] as const satisfies readonly TabDef<string>[];
type TabId = (typeof TABS)[number]['id'];

const PANELS: Record<TabId, () => React.JSX.Element> = {
  overview: OverviewTab,
  brands: BrandsTab,
  deals: DealsTab,
  community: CommunityTab,
  users: UsersTab,
  payments: PaymentsTab,
  audit: AuditTab,
  vitals: WebVitalsTab,
};

const isTab = (v: string | null): v is TabId => TABS.some((t) => t.id === v);

/** /admin-dashboard and /dashboard/admin (admins only; the route guard sends anyone else to their own dashboard). */
export default function AdminDashboardPage() {
  usePageHead({ title: 'Admin Dashboard' });
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: TabId = isTab(raw) ? raw : 'overview';
  const Panel = PANELS[tab];
  return (
    <Page>
      <PageHeader title="Admin Dashboard" description="Verify brands, moderate deals and the community, manage users and see how the platform is doing." />
      <AdminTabs label="Admin tools" tabs={TABS} selected={tab} onSelect={(id) => setParams(id === 'overview' ? {} : { tab: id }, { replace: true })} />
      <div role="tabpanel" id={`admin-panel-${tab}`} aria-labelledby={`admin-tab-${tab}`}>
        <Panel />
      </div>
    </Page>
  );
}
