import { ButtonLink, Page, PageHeader, Spinner, useAuthStore } from 'shared-ui';
import { AgencyClients } from './AgencyClients';
import { BrandWorkspace } from './BrandWorkspace';
import { TalentDeals } from './TalentDeals';
import { InvitationsCard } from '../../invitations/components/InvitationsCard';

/** /deals: brands and agencies run their brands' deals; athletes and creators follow the deals they won. */
export function DealsHome() {
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const role = useAuthStore((s) => s.profile?.role ?? null);
  // The heading holds its place while the user loads (the shell's pre-rendered frame shows the same).
  if (!userId || !role)
    return (
      <Page>
        <PageHeader title="Deals" />
        <Spinner label="Loading deals..." />
      </Page>
    );
  const runsBrands = role === 'brand' || role === 'agency' || role === 'admin';
  return (
    <Page>
      <PageHeader
        title="Deals"
        description={
          runsBrands
            ? role === 'agency'
              ? 'Run deals for the brands you represent, and keep your client roster.'
              : 'Post sponsorship deals for your brand, review who applies and choose your partners.'
            : 'The deals you won: what to deliver, for how much, and where each one stands.'
        }
      >
        {runsBrands ? null : <ButtonLink to="/deals/earnings" $variant="secondary">Earnings</ButtonLink>}
      </PageHeader>
      {runsBrands ? null : <InvitationsCard />}
      {runsBrands ? <BrandWorkspace userId={userId} /> : <TalentDeals userId={userId} />}
      {role === 'agency' ? <AgencyClients agencyId={userId} /> : null}
    </Page>
  );
}
