import { Link } from 'react-router-dom';
import { Page, PageHeader, Spinner, useAuthStore, USER_ROLES, type UserRole } from 'shared-ui';
import { useAgencyClientsQuery } from '../api/agency-clients-query';
import { useBrandDealsQuery } from '../api/brand-deals-query';
import { useMyApplicationsQuery } from '../api/my-applications-query';
import { useUpcomingEventsQuery } from '../api/upcoming-events-query';
import { Completeness, day, Grid, money, QueryState, Section, StatusBadge } from '../components/DashboardParts';
import { profileCompleteness } from '../lib/completeness';
import { nextSteps } from '../lib/next-steps';

const TITLES: Record<UserRole, string> = {
  athlete: 'Athlete Dashboard',
  creator: 'Creator Dashboard',
  brand: 'Brand Dashboard',
  agency: 'Agency Dashboard',
  admin: 'Admin Dashboard',
};

function Applications({ userId }: { userId: string }) {
  const q = useMyApplicationsQuery(userId);
  const pending = q.data?.filter((a) => a.status === 'pending').length ?? 0;
  return (
    <Section title="My applications">
      <QueryState isLoading={q.isLoading} error={q.error} empty={!q.data?.length} emptyText={<>No applications yet. <Link to="/marketplace">Browse deals</Link></>}>
        <p className="muted">
          {q.data?.length} total, {pending} pending. <Link to="/marketplace/applications">See all</Link>
        </p>
        <ul>
          {q.data?.slice(0, 5).map((a) => (
            <li key={a.id}>
              <span>
                {a.deal?.title ?? 'Deal'} <span className="muted">{a.deal?.brand?.name ?? ''}</span>
              </span>
              <StatusBadge status={a.status} />
            </li>
          ))}
        </ul>
      </QueryState>
    </Section>
  );
}

function BrandDeals({ userId }: { userId: string }) {
  const q = useBrandDealsQuery(userId);
  const active = q.data?.deals.filter((d) => d.is_active).length ?? 0;
  return (
    <Section title="My brand's deals">
      <QueryState
        isLoading={q.isLoading}
        error={q.error}
        empty={!q.data?.deals.length}
        emptyText={q.data?.brands.length ? 'No deals posted yet.' : 'No brand set up yet: create your brand to post deals.'}
      >
        <p className="muted">
          {q.data?.deals.length} deals, {active} active{q.data?.brands[0] ? ` for ${q.data.brands.map((b) => b.name).join(', ')}` : ''}.
        </p>
        <ul>
          {q.data?.deals.slice(0, 5).map((d) => (
            <li key={d.id}>
              <span>
                {d.title} <span className="muted">{money(d.compensation_amount)}</span>
              </span>
              <StatusBadge status={d.is_active ? 'active' : 'inactive'} />
            </li>
          ))}
        </ul>
      </QueryState>
    </Section>
  );
}

function AgencyClients({ userId }: { userId: string }) {
  const q = useAgencyClientsQuery(userId);
  return (
    <Section title="Clients">
      <QueryState isLoading={q.isLoading} error={q.error} empty={!q.data?.length} emptyText="No clients yet. Add the athletes, creators and brands you represent.">
        <p className="muted">{q.data?.length} clients managed.</p>
        <ul>
          {q.data?.slice(0, 6).map((c) => (
            <li key={c.id}>
              <span>
                {c.client_name} <span className="muted">{c.client_type}</span>
              </span>
              <StatusBadge status={c.status} />
            </li>
          ))}
        </ul>
      </QueryState>
    </Section>
  );
}

function UpcomingEvents() {
  const q = useUpcomingEventsQuery();
  return (
    <Section title="Upcoming events">
      <QueryState isLoading={q.isLoading} error={q.error} empty={!q.data?.length} emptyText="No upcoming events.">
        <ul>
          {q.data?.map((e) => (
            <li key={e.id}>
              <span>{e.title}</span>
              <span className="muted">
                {day(e.start_date)} · {e.is_virtual ? 'Online' : (e.location ?? '')}
              </span>
            </li>
          ))}
        </ul>
        <p className="muted" style={{ marginTop: '0.75rem' }}>
          <Link to="/community">All events in the community</Link>
        </p>
      </QueryState>
    </Section>
  );
}

export default function RoleDashboardPage({ role: routeRole }: { role?: string }) {
  const user = useAuthStore((s) => s.user);
  const profile = useAuthStore((s) => s.profile);
  const storeRole = useAuthStore((s) => s.role);
  const role: UserRole = routeRole && (USER_ROLES as readonly string[]).includes(routeRole) ? (routeRole as UserRole) : storeRole;
  if (!user) return <Spinner label="Loading..." />;
  const completeness = profileCompleteness(profile, role);
  const steps = nextSteps(role, completeness.percent);
  const name = profile?.full_name?.trim() || user.email?.split('@')[0] || 'there';
  return (
    <Page>
      <PageHeader title={TITLES[role]} description={`Welcome back, ${name}. Here is what is happening with your account.`} />
      <Grid>
        <Completeness {...completeness} />
        {role === 'athlete' || role === 'creator' ? <Applications userId={user.id} /> : null}
        {role === 'brand' ? <BrandDeals userId={user.id} /> : null}
        {role === 'agency' ? <AgencyClients userId={user.id} /> : null}
        <UpcomingEvents />
        <Section title="Suggested next steps">
          <ul>
            {steps.map((s) => (
              <li key={s.to}>
                <Link to={s.to}>{s.label}</Link>
              </li>
            ))}
          </ul>
        </Section>
      </Grid>
    </Page>
  );
}
