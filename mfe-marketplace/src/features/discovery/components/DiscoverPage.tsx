import { lazy, Suspense, useState } from 'react';
import { Link, Route, Routes, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Avatar, Badge, Button, ButtonLink, Card, Checkbox, EmptyState, type Exclusivity, Page, PageHeader, RouteGuard, SelectField, Spinner, submitWith, TextField, useAuthStore } from 'shared-ui';
import { StackList } from '../../common/lists';
import { fitFactors, useDiscoverTalentQuery, type TalentHit } from '../api/discover-talent-query';
import { useOpenDealsQuery, type OpenDeal } from '../api/open-deals-query';
import { InviteDialog } from '../../invitations/components/InviteDialog';
import { RosterRequestDialog } from '../../offers/components/RosterRequestDialog';
import { SendOfferDialog } from '../../offers/components/SendOfferDialog';
import { useMyBrandsQuery } from 'shared-ui/reads';
import { AGE_BANDS, DEFAULT_DISCOVER, DISCOVER_PAGE_SIZE, DISCOVER_SORTS, formatFollowers, PLATFORMS, readDiscover, writeDiscover, type DiscoverFilters } from '../lib/discover-filters';
import { useTalentExclusivitiesQuery } from '../api/talent-exclusivities-query';
import { formatDay } from '../../contracts/lib/contract-state';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(15rem, 18rem) 1fr;
  gap: 1.25rem;
  align-items: start;
  @media (max-width: 60rem) { grid-template-columns: 1fr; }
`;
const Filters = styled.form`
  display: grid;
  gap: 0.75rem;
  fieldset { border: 0; padding: 0; margin: 0; display: grid; gap: 0.5rem; grid-template-columns: 1fr 1fr; }
  legend { font-weight: 600; margin-bottom: 0.25rem; }
`;
const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: end;
  justify-content: space-between;
  margin-bottom: 0.75rem;
  > div { min-width: 12rem; }
`;
const Person = styled.div`
  display: flex;
  gap: 0.75rem;
  align-items: center;
  flex-wrap: wrap;
  h2 { margin: 0; font-size: 1.0625rem; }
  p { margin: 0; color: ${({ theme }) => theme.color.textMuted}; font-size: 0.875rem; }
`;
const Facts = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0.5rem 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  font-size: 0.875rem;
`;
const Why = styled.details`
  font-size: 0.875rem;
  summary { cursor: pointer; }
  ul { margin: 0.375rem 0 0; padding-left: 1.125rem; display: grid; gap: 0.25rem; }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: 0.5rem;
`;

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function TalentCard({ t, dealTitle, openDeals, exclusivities, brands, isAgency }: { t: TalentHit; dealTitle: string | null; openDeals: readonly OpenDeal[]; exclusivities: readonly Exclusivity[]; brands: readonly { id: string; name: string }[]; isAgency: boolean }) {
  const [inviting, setInviting] = useState(false);
  const [offering, setOffering] = useState(false);
  const [asking, setAsking] = useState(false);
  const factors = fitFactors(t.fit_factors);
  const about = [cap(t.role), t.sport ? cap(t.sport) : null, t.content_type ? cap(t.content_type) : null, t.location, t.school].filter(Boolean).join(' · ');
  const audience = [
    t.age_top ? `mostly ${t.age_top}` : null,
    t.female_share !== null ? `${Math.round(Number(t.female_share))}% women` : null,
    t.top_country ? `top country ${t.top_country}` : null,
  ].filter(Boolean).join(', ');
  return (
    <Card as="article" aria-label={t.full_name}>
      <Person>
        <Avatar src={t.avatar_url} name={t.full_name} size={44} />
        <div>
          <h2>
            {t.full_name} {t.fit !== null && dealTitle ? <Badge $tone={t.fit >= 70 ? 'success' : t.fit >= 45 ? 'info' : 'neutral'}>Fit {t.fit}</Badge> : null}
          </h2>
          <p>{about}</p>
        </div>
      </Person>
      {t.bio ? <p>{t.bio}</p> : null}
      <Facts aria-label="Reach and audience">
        <li>{formatFollowers(t.followers)}</li>
        {t.engagement_rate !== null ? <li>{Number(t.engagement_rate)}% engagement</li> : null}
        {t.platforms.length ? <li>{t.platforms.map(cap).join(', ')}</li> : <li>No platforms linked</li>}
        <li>{audience ? `Audience: ${audience}` : 'No audience data yet'}</li>
      </Facts>
      {exclusivities.length ? (
        <ul aria-label="Current exclusivities">
          {exclusivities.map((e) => <li key={e.category}>Exclusive with a competing brand in {e.category} until {formatDay(e.ends_on)}</li>)}
        </ul>
      ) : null}
      {factors.length && dealTitle ? (
        <Why>
          <summary>Why fit {t.fit} for {dealTitle}</summary>
          <ul>
            {factors.map((f) => (
              <li key={f.factor}>
                {f.factor}: {f.points} of {f.max}. {f.why}
                {f.missing ? ` Missing: ${f.missing}.` : ''}
              </li>
            ))}
          </ul>
        </Why>
      ) : null}
      <Actions>
        <Button type="button" onClick={() => setInviting(true)}>
          Invite to deal
        </Button>
        <Button type="button" $variant="secondary" onClick={() => setOffering(true)}>
          Send offer
        </Button>
        {isAgency ? (
          <Button type="button" $variant="secondary" onClick={() => setAsking(true)}>
            Ask to join roster
          </Button>
        ) : null}
        <ButtonLink to={`/user-profile?id=${t.user_id}`} $variant="secondary">
          View profile
        </ButtonLink>
        {t.media_kit_handle ? (
          <ButtonLink to={`/kit/${t.media_kit_handle}`} $variant="secondary">
            Media kit
          </ButtonLink>
        ) : null}
        <ButtonLink to={`/messages?to=${t.user_id}`} $variant="secondary">
          Message
        </ButtonLink>
      </Actions>
      {inviting ? <InviteDialog talentId={t.user_id} talentName={t.full_name} deals={openDeals} onClose={() => setInviting(false)} /> : null}
      {offering ? <SendOfferDialog talentId={t.user_id} talentName={t.full_name} brands={brands} onClose={() => setOffering(false)} /> : null}
      {asking ? <RosterRequestDialog talentId={t.user_id} talentName={t.full_name} onClose={() => setAsking(false)} /> : null}
    </Card>
  );
}

/** /discover: brands, agencies and admins search the athletes and creators who chose to be discoverable. */
function DiscoverPage() {
  const [params, setParams] = useSearchParams();
  const applied = readDiscover(params);
  const [draft, setDraft] = useState<DiscoverFilters>(applied);
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const isAgency = useAuthStore((s) => s.role === 'agency');
  const deals = useOpenDealsQuery(userId);
  const brands = useMyBrandsQuery(userId);
  const results = useDiscoverTalentQuery(applied);
  const set = <K extends keyof DiscoverFilters>(k: K, v: DiscoverFilters[K]) => setDraft((d) => ({ ...d, [k]: v }));
  const go = (f: DiscoverFilters) => {
    setDraft(f);
    setParams(writeDiscover(f));
  };
  const exclusivities = useTalentExclusivitiesQuery(results.data?.rows.map((t) => t.user_id) ?? []);
  const deal = deals.data?.find((d) => d.id === applied.deal) ?? null;
  const total = results.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / DISCOVER_PAGE_SIZE));

  return (
    <Page>
      <PageHeader title="Discover Talent" description="Athletes and creators who chose to be found by brands. Contact details and unpublished rates are never shown." />
      <Layout>
        <Filters aria-label="Talent filters" onSubmit={submitWith(() => go({ ...draft, page: 1 }))}>
          <SelectField label="Role" value={draft.role} placeholder="Athletes and creators" options={[{ value: 'athlete', label: 'Athletes' }, { value: 'creator', label: 'Creators' }]} onChange={(e) => set('role', e.target.value as DiscoverFilters['role'])} />
          <TextField label="Sport or content category" value={draft.category} hint="For example basketball, fitness or gaming" onChange={(e) => set('category', e.target.value)} />
          <SelectField label="Platform" value={draft.platform} placeholder="Any platform" options={PLATFORMS.map((p) => ({ value: p, label: cap(p) }))} onChange={(e) => set('platform', e.target.value)} />
          <fieldset>
            <legend>Followers</legend>
            <TextField label="At least" inputMode="numeric" value={draft.followersMin} onChange={(e) => set('followersMin', e.target.value)} />
            <TextField label="At most" inputMode="numeric" value={draft.followersMax} onChange={(e) => set('followersMax', e.target.value)} />
          </fieldset>
          <TextField label="Engagement rate at least (%)" inputMode="decimal" value={draft.engagementMin} onChange={(e) => set('engagementMin', e.target.value)} />
          <SelectField label="Audience's main age band" value={draft.ageBand} placeholder="Any age" options={AGE_BANDS.map((a) => ({ value: a, label: a }))} onChange={(e) => set('ageBand', e.target.value)} />
          <TextField label="Audience women at least (%)" inputMode="numeric" value={draft.femaleMin} onChange={(e) => set('femaleMin', e.target.value)} />
          <TextField label="Audience's top country" value={draft.country} onChange={(e) => set('country', e.target.value)} />
          <TextField label="Location" value={draft.location} onChange={(e) => set('location', e.target.value)} />
          <TextField label="School (athletes)" value={draft.school} onChange={(e) => set('school', e.target.value)} />
          <TextField label="Your budget (USD)" inputMode="numeric" value={draft.budget} hint="Only talent whose minimum deal amount fits it; the amount itself stays private" onChange={(e) => set('budget', e.target.value)} />
          <Checkbox label="Has a published media kit" checked={draft.mediaKit} onChange={(on) => set('mediaKit', on)} />
          <Button type="submit">Apply filters</Button>
          <Button type="button" $variant="secondary" onClick={() => go({ ...DEFAULT_DISCOVER, deal: applied.deal })}>
            Clear filters
          </Button>
        </Filters>
        <section aria-label="Results">
          <Bar>
            <p role="status">{results.isPending ? 'Searching...' : `${total.toLocaleString('en-US')} ${total === 1 ? 'person' : 'people'}`}</p>
            <SelectField
              label="Fit for your deal"
              value={applied.deal}
              placeholder={deals.data?.length ? 'No deal' : 'No open deals'}
              options={(deals.data ?? []).map((d) => ({ value: d.id, label: d.title }))}
              onChange={(e) => go({ ...applied, deal: e.target.value, sort: e.target.value ? 'fit' : applied.sort === 'fit' ? 'followers' : applied.sort, page: 1 })}
            />
            <SelectField
              label="Sort by"
              value={applied.sort}
              options={DISCOVER_SORTS.filter((s) => s.value !== 'fit' || applied.deal).map((s) => ({ value: s.value, label: s.label }))}
              onChange={(e) => go({ ...applied, sort: e.target.value as DiscoverFilters['sort'], page: 1 })}
            />
          </Bar>
          {results.isPending ? (
            <Spinner label="Searching talent..." />
          ) : results.isError ? (
            <p role="alert">The search could not be run. Reload to try again.</p>
          ) : results.data.rows.length === 0 ? (
            <EmptyState>
              <h2>No talent matches these filters</h2>
              <p>Loosen a filter, or <Link to="/discover">clear them all</Link>.</p>
            </EmptyState>
          ) : (
            <>
              <StackList aria-label="Talent">
                {results.data.rows.map((t) => (
                  <li key={t.user_id}>
                    <TalentCard t={t} dealTitle={deal?.title ?? null} openDeals={deals.data ?? []} exclusivities={exclusivities.data?.filter((e) => e.talent_id === t.user_id) ?? []} brands={brands.data ?? []} isAgency={isAgency} />
                  </li>
                ))}
              </StackList>
              <Actions aria-label="Pages">
                <Button type="button" $variant="secondary" disabled={applied.page <= 1} onClick={() => go({ ...applied, page: applied.page - 1 })}>
                  Previous
                </Button>
                <span>
                  Page {applied.page} of {pages}
                </span>
                <Button type="button" $variant="secondary" disabled={applied.page >= pages} onClick={() => go({ ...applied, page: applied.page + 1 })}>
                  Next
                </Button>
              </Actions>
            </>
          )}
        </section>
      </Layout>
    </Page>
  );
}

const TalentActionPage = lazy(() => import(/* webpackChunkName: "talent-action" */ './TalentActionPage'));

/**
 * /discover (and /discover/<invite|offer|roster>/<talent>, the same dialogs opened from a talent's profile page) is
 * for brands, agencies and admins: the shell guards the route, this the page again (the directory's policy a third time).
 */
export default function GuardedDiscoverPage() {
  return (
    <RouteGuard roles={['brand', 'agency', 'admin']}>
      <Suspense fallback={<Spinner label="Loading..." />}>
        <Routes>
          <Route path=":action/:talentId" element={<TalentActionPage />} />
          <Route path="*" element={<DiscoverPage />} />
        </Routes>
      </Suspense>
    </RouteGuard>
  );
}
