import { useDeferredValue } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EmptyState, Page, PageHeader, SelectField, Spinner, TextField, usePageHead } from 'shared-ui';
import { useLibraryItemsQuery } from '../../catalog/api/library-items-query';
import { FilterBar, withParam } from '../../common/FilterBar';
import { formatLabel, LIBRARY_TYPES } from '../../common/labels';
import { LearnNav } from '../../common/LearnNav';
import { useViewer } from '../../common/use-viewer';
import { CardGrid } from '../../hub/components/HubCatalog';
import { useBookmarksQuery } from 'shared-ui/bookmarks';
import { LIBRARY_BOOKMARK_TYPE } from '../api/keys';
import { filterLibrary, readLibraryFilters } from '../library-filter';
import { BookmarkButton } from './BookmarkButton';
import { LibraryItemCard } from './LibraryItemCard';

const TYPE_OPTIONS = LIBRARY_TYPES.map((t) => ({ value: t, label: formatLabel(t) }));

export default function ContentLibraryPage() {
  usePageHead({ title: 'Content Library', description: 'Articles, guides, templates, videos and podcasts for athletes, creators and brands. Free to read.' });
  const [params, setParams] = useSearchParams();
  const filters = readLibraryFilters(params);
  const viewer = useViewer();
  const items = useLibraryItemsQuery();
  // The cards render in the background, in slices, so the whole library never blocks the main thread in one long task.
  const data = useDeferredValue(items.data);
  const bookmarks = useBookmarksQuery(viewer.userId, LIBRARY_BOOKMARK_TYPE);
  const set = (key: string, value: string) => setParams(withParam(params, key, value), { replace: true });
  const topics = [...new Set((data ?? []).map((i) => i.category).filter((c): c is string => !!c))].sort().map((t) => ({ value: t, label: t }));
  const shown = filterLibrary(data ?? [], filters);

  return (
    <Page>
      <PageHeader title="Content Library" description="Articles, guides, templates, videos and podcasts on deals, rules and money. Open to everyone." />
      <LearnNav />
      <FilterBar label="Filter the content library">
        <TextField label="Search" type="search" value={filters.q} onChange={(e) => set('q', e.target.value)} placeholder="Try invoice, disclosure, supplements" />
        <SelectField label="Type" value={filters.type} onChange={(e) => set('type', e.target.value)} options={TYPE_OPTIONS} placeholder="All types" />
        <SelectField label="Topic" value={filters.topic} onChange={(e) => set('topic', e.target.value)} options={topics} placeholder="All topics" />
      </FilterBar>
      {items.isError ? (
        <EmptyState role="alert">
          <h2>We couldn't load the library</h2>
          <p>Check your connection and reload the page.</p>
        </EmptyState>
      ) : !data ? (
        <Spinner label="Loading library..." />
      ) : (
        <>
          <h2 className="visually-hidden">Library items</h2>
          <p role="status" aria-live="polite">
            {shown.length} {shown.length === 1 ? 'item' : 'items'}
          </p>
          {shown.length ? (
            <CardGrid aria-label="Library items">
              {shown.map((item) => (
                <li key={item.id}>
                  <LibraryItemCard
                    item={item}
                    actions={viewer.userId ? <BookmarkButton userId={viewer.userId} itemId={item.id} title={item.title} bookmarks={bookmarks.data} /> : undefined}
                  />
                </li>
              ))}
            </CardGrid>
          ) : (
            <EmptyState>
              <h2>Nothing matches these filters</h2>
              <p>Try another word, or choose All types and All topics.</p>
            </EmptyState>
          )}
        </>
      )}
    </Page>
  );
}
