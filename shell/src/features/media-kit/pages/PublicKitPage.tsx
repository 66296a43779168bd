import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { ButtonLink, EmptyState, Page, Spinner, usePageHead } from 'shared-ui';
import { useMediaKitQuery } from '../api/media-kit-query';
import { useRecordProfileView } from '../api/profile-view-record-mutation';
import { DownloadPdfButton } from '../components/DownloadPdfButton';
import { MediaKitView } from '../components/MediaKitView';
import { kitSubtitle } from '../lib/kit';

/** /kit/<handle>: a published media kit, readable signed out, with a page head for link previews. */
export default function PublicKitPage() {
  const { handle = '' } = useParams();
  const kit = useMediaKitQuery({ handle });
  const record = useRecordProfileView();
  const data = kit.data;
  usePageHead(
    data
      ? {
          title: `${data.full_name} | Media Kit`,
          description: data.headline || data.bio?.slice(0, 160) || kitSubtitle(data) || `${data.full_name}'s media kit`,
          image: data.avatar_url || undefined,
          canonicalPath: `/kit/${handle}`,
        }
      : { title: 'Media Kit' },
  );
  const shown = !!data;
  const { mutate } = record;
  useEffect(() => {
    if (shown) mutate({ kind: 'media_kit', handle });
  }, [shown, handle, mutate]);

  if (kit.isLoading) return <Spinner label="Loading media kit..." />;
  return (
    <Page>
      {data ? (
        <MediaKitView kit={data} actions={<DownloadPdfButton kit={data} />} />
      ) : (
        <EmptyState>
          <h1>This media kit is not available</h1>
          <p>{kit.error ? 'It could not be loaded. Please try again.' : 'The link may be wrong, or its owner has unpublished it.'}</p>
          <div style={{ marginTop: '1rem' }}>
            <ButtonLink to="/marketplace">Browse deals</ButtonLink>
          </div>
        </EmptyState>
      )}
    </Page>
  );
}
