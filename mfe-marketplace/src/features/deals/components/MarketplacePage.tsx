import { lazy, Suspense, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled, { useTheme } from 'styled-components';
import { Button, dealKeys, EmptyState, Modal, Page, PageHeader, Spinner, useAuthStore } from 'shared-ui';
import { useLiveRefresh } from 'shared-ui/query';
import { useBookmarksQuery } from 'shared-ui/bookmarks';
import { useDealsListQuery } from '../api/deals-list-query';
import { useMediaQuery } from '../../common/use-media-query';
import { activeFilterCount, hasActiveFilters, readFilters, writeFilters, type DealFilters as Filters } from '../lib/filters';
import { DealCard } from './DealCard';
import { DealFilters } from './DealFilters';

const DealDetailsModal = lazy(() => import(/* webpackChunkName: "deal-details" */ './DealDetailsModal'));

const Layout = styled.div`
  display: grid;
  gap: 1.5rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: 17rem 1fr;
    align-items: start;
  }
`;

/*
 * Which of the two shows is CSS's call (as well as the script's, which renders the list's filters only on a wide
 * screen): the page's pre-rendered HTML has both, and shows each at the width the app would render it at.
 */
const FiltersColumn = styled.div`
  @media (max-width: calc(${({ theme }) => theme.breakpoints.lg} - 0.02px)) {
    display: none;
  }
`;

const FiltersToggle = styled.div`
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    display: none;
  }
`;

const Grid = styled.ul`
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 0;
  grid-template-columns: repeat(auto-fill, minmax(min(17rem, 100%), 1fr));
`;

const Bar = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 1rem;
  margin-bottom: 1rem;
  p { margin: 0; color: ${({ theme }) => theme.color.textMuted}; }
  a { color: ${({ theme }) => theme.color.primary}; }
`;

const Skeleton = styled.li`
  list-style: none;
  height: 14rem;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surfaceRaised};
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: 1.5rem;
`;

/**
 * Each change of the address starts from the address as it is now: the router's functional setter hands over the
 * parameters of the last render, so the debounced search, landing just after a click on a card, dropped the open deal.
 */
const current = () => new URLSearchParams(window.location.search);

/** /marketplace: active deals of verified brands, filtered from the URL; `?deal=<id>` opens a deal's details. */
export default function MarketplacePage() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const role = useAuthStore((s) => s.role);
  const talent = !!userId && (role === 'athlete' || role === 'creator');
  const bookmarks = useBookmarksQuery(userId, 'deal');
  // the Saved filter waits for the bookmarks (null) before it asks for deals
  const savedIds = filters.saved && userId ? (bookmarks.data?.map((b) => b.content_id) ?? null) : undefined;
  const deals = useDealsListQuery(filters, savedIds);
  const wide = useMediaQuery(`(min-width: ${useTheme().breakpoints.lg})`);
  const [sheetOpen, setSheetOpen] = useState(false);
  const closeSheet = useCallback(() => setSheetOpen(false), []);
  useLiveRefresh('deals', dealKeys.all);
  // realtime tells no one about a row they can no longer see: a deal that closes is announced in deal_unlistings
  useLiveRefresh('deal_unlistings', dealKeys.all);

  const setFilters = useCallback((next: Filters) => setParams(writeFilters(current(), next), { replace: true }), [setParams]);
  const openDeal = useCallback((id: string) => setParams(() => { const n = current(); n.set('deal', id); return n; }), [setParams]);
  const closeDeal = useCallback(() => setParams(() => { const n = current(); n.delete('deal'); return n; }), [setParams]);
  if (deals.isError) throw deals.error;

  // The cards render in the background, in slices, so a page of 50 never blocks the main thread in one long task.
  const data = useDeferredValue(deals.data);
  const pending = !data;
  const list = data?.pages.flatMap((p) => p.deals) ?? [];
  const total = data?.pages[0]?.total ?? 0;
  const openId = params.get('deal');
  const bookmarkOf = (id: string) => bookmarks.data?.find((b) => b.content_id === id);

  return (
    <Page>
      <PageHeader title="Deal Marketplace" description="Sponsorship deals from verified brands, for athletes and creators. Filter by category, pay and deadline, then apply in a few steps." />
      <Layout>
        {wide ? (
          <FiltersColumn>
            <DealFilters filters={filters} onChange={setFilters} signedIn={!!userId} talent={talent} />
          </FiltersColumn>
        ) : null}
        <FiltersToggle>
          <Button type="button" $variant="secondary" aria-haspopup="dialog" onClick={() => setSheetOpen(true)}>
            {activeFilterCount(filters) ? `Filters (${activeFilterCount(filters)})` : 'Filters'}
          </Button>
          {wide ? null : (
            <Modal
              open={sheetOpen}
              title="Filters"
              onClose={closeSheet}
              footer={
                <Button type="button" onClick={closeSheet}>
                  {pending ? 'Show deals' : `Show ${total} ${total === 1 ? 'deal' : 'deals'}`}
                </Button>
              }
            >
              <DealFilters filters={filters} onChange={setFilters} signedIn={!!userId} talent={talent} sheet />
            </Modal>
          )}
        </FiltersToggle>
        <section aria-labelledby="deals-heading" aria-busy={pending}>
          <h2 id="deals-heading" className="visually-hidden">Deals</h2>
          <Bar>
            <p role="status">{pending ? 'Loading deals...' : `${total} ${total === 1 ? 'deal' : 'deals'}`}</p>
            {userId ? <Link to="/marketplace/applications">My applications</Link> : null}
          </Bar>
          {pending ? (
            <Grid aria-hidden>
              {Array.from({ length: 6 }, (_, i) => <Skeleton key={i} />)}
            </Grid>
          ) : list.length === 0 ? (
            <EmptyState>
              <h2>No deals match these filters</h2>
              <p>Try another category, a wider price range or a different search.</p>
              {hasActiveFilters(filters) ? (
                <Button type="button" $variant="secondary" onClick={() => setFilters(readFilters(new URLSearchParams()))}>
                  Clear filters
                </Button>
              ) : null}
            </EmptyState>
          ) : (
            <Grid>
              {list.map((d) => (
                <DealCard key={d.id} deal={d} bookmarked={!!bookmarkOf(d.id)} onOpen={openDeal} scoreFor={talent ? userId : null} />
              ))}
            </Grid>
          )}
          {deals.hasNextPage ? (
            <More>
              <Button type="button" $variant="secondary" disabled={deals.isFetchingNextPage} onClick={() => void deals.fetchNextPage()}>
                {deals.isFetchingNextPage ? 'Loading...' : 'Load more'}
              </Button>
            </More>
          ) : null}
        </section>
      </Layout>
      {openId ? (
        <Suspense fallback={<Spinner label="Loading deal..." />}>
          <DealDetailsModal dealId={openId} userId={userId} bookmark={bookmarkOf(openId)} onClose={closeDeal} />
        </Suspense>
      ) : null}
    </Page>
  );
}
