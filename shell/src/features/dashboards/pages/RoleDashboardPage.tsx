import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useTableChanges } from 'shared-ui/query';
import { analyticsKeys } from '../api/analytics-keys';
import { dealKeys, fullStop, Page, PageHeader, Spinner, useAuthStore, type Profile, type UserRole } from 'shared-ui';
import { useAgencyClientsQuery } from 'shared-ui/reads';
import { ScoreBadge } from 'shared-ui/ai';
import { businessDaysBetween, todayUtc, useNilItemsQuery } from 'shared-ui/nil';
import { useBrandAnalyticsQuery } from '../api/brand-analytics-query';
import { useTalentAnalyticsQuery } from '../api/talent-analytics-query';
import { Tile, Tiles } from '../components/analytics-parts';
import { percent, usd } from '../lib/figures';
import { dashboardRole } from '../lib/pick-dashboard';
import { useBrandDealsQuery } from '../api/brand-deals-query';
import { useLearningProgressQuery } from '../api/learning-progress-query';
import { useMyApplicationsQuery } from '../api/my-applications-query';
import { useNextDeliverablesQuery } from '../api/next-deliverables-query';
import { useRecommendedDealsQuery } from '../api/recommended-deals-query';
import { useUpcomingEventsQuery } from '../api/upcoming-events-query';
import { Completeness, day, Grid, NextActionCard, QueryState, Section } from '../components/DashboardParts';
import { formatDollars } from 'shared-ui/billing';
import { InvitationsCard } from '../components/InvitationsCard';
import { StatusBadge } from '../../../core/status-badge';
import { greeting } from '../lib/greeting';
import { profileCompleteness } from '../lib/completeness';
import { brandNextAction, firstDeliverable, talentNextAction } from '../lib/next-action';
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
  return (
    <Section title="My applications">
      <QueryState isLoading={q.isLoading} error={q.error} empty={!q.data?.length} emptyText={<>No applications yet. <Link to="/marketplace">Browse deals</Link></>}>
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
        <p className="muted" style={{ marginTop: '0.75rem' }}>
          <Link to="/marketplace/applications">See all applications</Link>
        </p>
      </QueryState>
    </Section>
  );
}

function Recommended({ userId, profile }: { userId: string; profile: Profile | null }) {
  const q = useRecommendedDealsQuery(userId, profile);
  return (
    <Section title="Recommended deals">
      <QueryState isLoading={q.isLoading} error={q.error} empty={!q.data?.length} emptyText={<>No new deals match your preferences. <Link to="/profile/preferences">Adjust them</Link></>}>
        <ul>
          {q.data?.map((d) => (
            <li key={d.id}>
              <Link to={`/marketplace/deals/${d.id}`}>{d.title}</Link>
              <span className="muted">
                {d.brand?.name} · {formatDollars(d.compensation_amount)} {typeof d.match_score === 'number' ? <ScoreBadge total={d.match_score} /> : null}
              </span>
            </li>
          ))}
        </ul>
        <p className="muted" style={{ marginTop: '0.75rem' }}>
          <Link to="/ai-scoring">Why these deals</Link>
        </p>
      </QueryState>
    </Section>
  );
}

function ActiveDeals({ deliverables }: { deliverables: ReturnType<typeof useNextDeliverablesQuery> }) {
  return (
    <Section title="Active deals">
      <QueryState isLoading={deliverables.isLoading} error={deliverables.error} empty={!deliverables.data?.length} emptyText={<>Nothing due. <Link to="/deals">Your accepted deals</Link></>}>
        <ul>
          {deliverables.data?.slice(0, 4).map((d) => (
            <li key={d.id}>
              <span>
                {d.title} <span className="muted">{d.deal_title}</span>
              </span>
              <span className="muted">{d.due_date ? `due ${day(`${d.due_date}T00:00:00`)}` : 'no due date'}</span>
            </li>
          ))}
        </ul>
        <p className="muted" style={{ marginTop: '0.75rem' }}>
          <Link to="/deals">Open your deals</Link>
        </p>
      </QueryState>
    </Section>
  );
}

function Learning({ userId }: { userId: string }) {
  const q = useLearningProgressQuery(userId);
  const done = q.data?.filter((p) => p.status === 'completed').length ?? 0;
  return (
    <Section title="Learning progress">
      <QueryState isLoading={q.isLoading} error={q.error} empty={!q.data?.length} emptyText={<>No modules started. <Link to="/learn">Start learning</Link></>}>
        <p className="muted">
          {done} of {q.data?.length} modules completed.
        </p>
        <ul>
          {q.data?.slice(0, 4).map((p) => (
            <li key={p.id}>
              <Link to={`/learn/modules/${p.module?.slug ?? ''}`}>{p.module?.title ?? 'Module'}</Link>
              <span className="muted">{p.progress_percent}%</span>
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

function NilReporting({ userId }: { userId: string }) {
  const q = useNilItemsQuery(userId);
  const open = (q.data ?? []).filter((i) => i.status === 'overdue' || i.status === 'due').sort((a, b) => (a.due_on ?? '').localeCompare(b.due_on ?? ''));
  const overdue = open.filter((i) => i.status === 'overdue').length;
  return (
    <Section title="NIL reporting">
      <QueryState isLoading={q.isLoading} error={q.error} empty={!open.length} emptyText={<>Nothing to report to NIL Go. <Link to="/nil">NIL compliance</Link></>}>
        {overdue ? (
          <p role="alert">
            <strong>{overdue === 1 ? '1 deal is' : `${overdue} deals are`} overdue to report to NIL Go.</strong>
          </p>
        ) : null}
        <ul>
          {open.slice(0, 4).map((i) => {
            const left = i.due_on ? businessDaysBetween(todayUtc(), i.due_on) : 0;
            return (
              <li key={i.application_id}>
                <span>
                  {i.deal_title} <span className="muted">{i.payor_name}</span>
                </span>
                <span className="muted">{i.status === 'overdue' ? `Overdue since ${day(`${i.due_on}T00:00:00`)}` : `due ${day(`${i.due_on}T00:00:00`)} (${left} business ${left === 1 ? 'day' : 'days'})`}</span>
              </li>
            );
          })}
        </ul>
        <p className="muted" style={{ marginTop: '0.75rem' }}>
          <Link to="/nil">Report to NIL Go within 5 business days: open NIL compliance</Link>
        </p>
      </QueryState>
    </Section>
  );
}

function TalentDashboard({ userId, profile, role }: { userId: string; profile: Profile | null; role: UserRole }) {
  const completeness = profileCompleteness(profile, role);
  const figures = useTalentAnalyticsQuery(userId);
  const deliverables = useNextDeliverablesQuery(userId);
  const f = figures.data;
  // The next step and the figures arrive together, and the cards below stay hidden (their queries already running)
  // until they do: content that arrives above cards already shown pushed them down (a layout shift of 0.32 on a phone).
  const topReady = (!!f && !deliverables.isLoading) || !!figures.error;
  return (
    <>
      {f && !deliverables.isLoading ? (
        <NextActionCard {...talentNextAction({ deliverable: firstDeliverable(deliverables.data), missing: completeness.missing, applications: f.applications_sent })} />
      ) : figures.error ? null : (
        <Spinner label="Loading..." size={20} />
      )}
      {f && topReady ? (
        <Tiles>
          <Tile label="Applications" value={f.applications_sent} />
          <Tile label="Pending" value={f.by_status.pending ?? 0} />
          <Tile label="Accepted" value={f.by_status.accepted ?? 0} />
          <Tile label="Acceptance rate" value={percent(f.acceptance_rate)} />
          <Tile label="Earnings" value={usd(f.earnings_total)} />
          <Tile label="Held for you" value={usd(f.earnings_held)} />
        </Tiles>
      ) : figures.error ? (
        <p role="alert">Your figures could not be loaded. Please try refreshing.</p>
      ) : null}
      <Grid hidden={!topReady}>
        {role === 'athlete' && (profile?.extra_data as Record<string, unknown> | undefined)?.ncaa_division_i === true ? <NilReporting userId={userId} /> : null}
        <InvitationsCard userId={userId} />
        <Completeness {...completeness} />
        <Recommended userId={userId} profile={profile} />
        <Applications userId={userId} />
        <ActiveDeals deliverables={deliverables} />
        <Learning userId={userId} />
        <UpcomingEvents />
      </Grid>
    </>
  );
}

function BrandDeals({ userId }: { userId: string }) {
  const q = useBrandDealsQuery(userId);
  const active = q.data?.deals.filter((d) => d.is_active).length ?? 0;
  // the database writes each deal's applicant counts on the deal: its update refreshes the list and the figures live
  const queryClient = useQueryClient();
  const brandIds = q.data?.brands.map((b) => b.id) ?? [];
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: dealKeys.ownedBy(userId) });
    void queryClient.invalidateQueries({ queryKey: analyticsKeys.brand(userId) });
  };
  useTableChanges('deals', refresh, { filter: `brand_id=in.(${brandIds.join(',')})`, enabled: brandIds.length > 0, resync: refresh });
  return (
    <Section title="My brand's deals">
      <QueryState
        isLoading={q.isLoading}
        error={q.error}
        empty={!q.data?.deals.length}
        emptyText={q.data?.brands.length ? 'No deals posted yet.' : 'No brand set up yet: create your brand to post deals.'}
      >
        <p className="muted">{fullStop(`${active} active${q.data?.brands[0] ? ` for ${q.data.brands.map((b) => b.name).join(', ')}` : ''}`)}</p>
        <ul>
          {q.data?.deals.slice(0, 5).map((d) => (
            <li key={d.id}>
              <span>
                {d.title} <span className="muted">{formatDollars(d.compensation_amount)}</span>{' '}
                <span className="muted" data-testid="dashboard-applicants">
                  · {d.applicants_count === 0 ? 'no applicants yet' : `${d.applicants_count} ${d.applicants_count === 1 ? 'applicant' : 'applicants'} (${d.applicants_pending} to review)`}
                </span>
              </span>
              <StatusBadge status={d.is_active ? 'active' : 'inactive'} />
            </li>
          ))}
        </ul>
      </QueryState>
    </Section>
  );
}

function BrandFigures({ userId }: { userId: string }) {
  const q = useBrandAnalyticsQuery(userId);
  const f = q.data;
  if (q.isLoading) return <Spinner label="Loading..." size={20} />;
  if (!f) return <p role="alert">Your figures could not be loaded. Please try refreshing.</p>;
  return (
    <>
      <NextActionCard {...brandNextAction({ deals: f.deals_total, applicantsToReview: f.applicants_to_review, deliverablesToReview: f.deliverables_to_review })} />
      <Tiles>
        <Tile label="Active deals" value={f.deals_active} />
        <Tile label="Applicants to review" value={f.applicants_to_review} />
        <Tile label="Deliverables to review" value={f.deliverables_to_review} />
        <Tile label="Spend" value={usd(f.spend_total)} />
        <Tile label="Campaign budgets" value={usd(f.budget_total)} />
      </Tiles>
      {f.campaigns.length ? (
        <Grid>
          <Section title="Campaign budgets">
            <ul>
              {f.campaigns.map((c) => (
                <li key={c.id}>
                  <span>
                    {c.name} <span className="muted">{c.status}</span>
                  </span>
                  <span className="muted">
                    {usd(c.spent)} spent · {usd(c.committed)} committed of {usd(c.budget)}
                  </span>
                </li>
              ))}
            </ul>
          </Section>
        </Grid>
      ) : null}
    </>
  );
}

function AgencyClients({ userId }: { userId: string }) {
  const q = useAgencyClientsQuery(userId);
  return (
    <Section title="Clients">
      <QueryState isLoading={q.isLoading} error={q.error} empty={!q.data?.length} emptyText={<>No clients yet. <Link to="/deals">Add the athletes, creators and brands you represent</Link>.</>}>
        <p className="muted">{q.data?.length} clients managed.</p>
        <ul>
          {q.data?.slice(0, 6).map((c) => (
            <li key={c.id}>
              <span>
                {c.client_user_id ? <Link to={`/user-profile?id=${c.client_user_id}`}>{c.client_name}</Link> : c.client_name} <span className="muted">{c.client_type}</span>
              </span>
              <StatusBadge status={c.status} />
            </li>
          ))}
        </ul>
      </QueryState>
    </Section>
  );
}

function SuggestedSteps({ role, percent: pct }: { role: UserRole; percent: number }) {
  return (
    <Section title="Suggested next steps">
      <ul>
        {nextSteps(role, pct).map((s) => (
          <li key={s.to}>
            <Link to={s.to}>{s.label}</Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** A role's dashboard: where the user starts the day, with real figures and one clear next action. */
export default function RoleDashboardPage({ role: routeRole }: { role?: string }) {
  const user = useAuthStore((s) => s.user);
  const profile = useAuthStore((s) => s.profile);
  const storeRole = useAuthStore((s) => s.role);
  const roleKnown = useAuthStore((s) => s.roleKnown);
  const role = dashboardRole(routeRole, { role: storeRole, roleKnown });
  if (!role) return <Spinner label="Loading your dashboard..." />;
  // The heading holds its place while the user loads (the shell's pre-rendered frame shows the same).
  if (!user)
    return (
      <Page>
        <PageHeader title={TITLES[role]} />
        <Spinner label="Loading..." />
      </Page>
    );
  const completeness = profileCompleteness(profile, role);
  const name = profile?.full_name?.trim() || user.email?.split('@')[0] || 'there';
  return (
    <Page>
      <PageHeader title={TITLES[role]} description={greeting(name, user.created_at)} />
      {role === 'athlete' || role === 'creator' ? <TalentDashboard userId={user.id} profile={profile} role={role} /> : null}
      {role === 'brand' || role === 'agency' ? (
        <>
          <BrandFigures userId={user.id} />
          <Grid>
            {role === 'agency' ? <AgencyClients userId={user.id} /> : null}
            <BrandDeals userId={user.id} />
            <Completeness {...completeness} />
            <UpcomingEvents />
            <SuggestedSteps role={role} percent={completeness.percent} />
          </Grid>
        </>
      ) : null}
      {role === 'admin' ? (
        <Grid>
          <Completeness {...completeness} />
          <SuggestedSteps role={role} percent={completeness.percent} />
        </Grid>
      ) : null}
    </Page>
  );
}
