import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { EmptyState, Page, Spinner, usePageHead } from 'shared-ui';
import { formatLabel, formatMinutes, LEVEL_LABELS } from '../../common/labels';
import { LearnNav } from '../../common/LearnNav';
import { Markdown } from '../../common/Markdown';
import { ButtonLink } from '../../common/SignInPrompt';
import { useViewer } from '../../common/use-viewer';
import { useBookmarksQuery } from 'shared-ui/bookmarks';
import { LIBRARY_BOOKMARK_TYPE } from '../api/keys';
import { useLibraryItemDetailQuery } from '../api/library-item-detail-query';
import { BookmarkButton } from './BookmarkButton';

const Head = styled.header`
  display: grid;
  gap: 0.5rem;
  margin-bottom: 1.5rem;
  .crumb { font-size: 0.875rem; margin: 0; }
  .crumb a { color: ${({ theme }) => theme.color.accent}; }
  h1 { margin: 0; font-size: clamp(1.5rem, 4vw, 2.25rem); }
  p { margin: 0; color: ${({ theme }) => theme.color.textMuted}; }
  .row { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: center; }
`;
const Source = styled.p`
  margin-top: 1.5rem;
  a { color: ${({ theme }) => theme.color.accent}; font-weight: 600; }
`;

const SOURCE_LABELS: Record<string, string> = { video: 'Watch the video', podcast: 'Listen to the episode' };

export default function LibraryItemPage() {
  const { itemSlug = '' } = useParams();
  const viewer = useViewer();
  const item = useLibraryItemDetailQuery(itemSlug);
  const bookmarks = useBookmarksQuery(viewer.userId, LIBRARY_BOOKMARK_TYPE);
  usePageHead({ title: item.data?.title ?? 'Content Library' });

  if (item.isPending) return <Spinner label="Loading..." />;
  if (item.isError || !item.data) {
    return (
      <Page>
        <EmptyState role={item.isError ? 'alert' : undefined}>
          <h1>{item.isError ? "We couldn't load this item" : 'Item not found'}</h1>
          <p>{item.isError ? 'Check your connection and reload the page.' : 'This library item may have been moved or removed.'}</p>
          <p style={{ marginTop: '1rem' }}>
            <ButtonLink to="/learn/content-library">Back to the Content Library</ButtonLink>
          </p>
        </EmptyState>
      </Page>
    );
  }
  const d = item.data;
  return (
    <Page>
      <LearnNav />
      <article aria-labelledby="item-title">
        <Head>
          <p className="crumb">
            <Link to="/learn/content-library">Content Library</Link> / {formatLabel(d.content_type)}
          </p>
          <h1 id="item-title">{d.title}</h1>
          <p>{d.description}</p>
          <div className="row">
            <p>{[d.category, LEVEL_LABELS[d.level], formatMinutes(d.duration_minutes), d.author ? `by ${d.author}` : null].filter(Boolean).join(' · ')}</p>
            {viewer.userId ? <BookmarkButton userId={viewer.userId} itemId={d.id} title={d.title} bookmarks={bookmarks.data} /> : null}
          </div>
        </Head>
        <Markdown source={d.body} />
        {d.url ? (
          <Source>
            <a href={d.url} target="_blank" rel="noopener noreferrer">
              {SOURCE_LABELS[d.content_type] ?? 'Open the original'} (opens in a new tab)
            </a>
          </Source>
        ) : null}
      </article>
    </Page>
  );
}
