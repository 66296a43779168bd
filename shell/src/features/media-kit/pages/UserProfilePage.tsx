import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { ButtonLink, EmptyState, Page, Spinner, useAuthStore, usePageHead } from 'shared-ui';
import { useMediaKitQuery } from '../api/media-kit-query';
import { useRecordProfileView } from '../api/profile-view-record-mutation';
import { MediaKitView } from '../components/MediaKitView';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /user-profile?id=<user>: another member's profile (from an applicant list, a post, a conversation), with Message. */
export default function UserProfilePage() {
  const [params] = useSearchParams();
  const me = useAuthStore((s) => s.user?.id);
  const id = params.get('id') ?? '';
  const valid = UUID.test(id) && id !== me;
  const kit = useMediaKitQuery({ userId: valid ? id : '' });
  const record = useRecordProfileView();
  const { mutate } = record;
  usePageHead({ title: kit.data ? `${kit.data.full_name} | Profile` : 'Profile' });
  const shown = !!kit.data;
  useEffect(() => {
    if (shown && valid) mutate({ kind: 'profile', userId: id });
  }, [shown, valid, id, mutate]);

  if (!valid) return <Navigate to="/user-profile/me" replace />;
  if (kit.isLoading) return <Spinner label="Loading profile..." />;
  return (
    <Page>
      {kit.data ? (
        <MediaKitView kit={kit.data} actions={<ButtonLink to={`/messages?to=${id}`}>Message</ButtonLink>} />
      ) : (
        <EmptyState>
          <h1>Profile not found</h1>
          <p>{kit.error ? 'It could not be loaded. Please try again.' : 'This member may have left Pitchside.'}</p>
        </EmptyState>
      )}
    </Page>
  );
}
