import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { ButtonLink, EmptyState, Page, Spinner, useAuthStore, usePageHead } from 'shared-ui';
import { useMediaKitQuery } from '../api/media-kit-query';
import { useRecordProfileView } from '../api/profile-view-record-mutation';
import { useTalentExclusivitiesQuery } from '../api/talent-exclusivities-query';
import { MediaKitView } from '../components/MediaKitView';

/** A calendar date ('2026-12-06') as "Dec 6, 2026", the same in every time zone. */
const formatDay = (day: string) =>
  new Date(`${day.slice(0, 10)}T00:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' });

/** The talent's current exclusivities, shown only when the database returns some (to a competing brand). */
function Exclusivities({ userId }: { userId: string }) {
  const rows = useTalentExclusivitiesQuery(userId);
  if (!rows.data?.length) return null;
  return (
    <section aria-label="Current exclusivities" style={{ marginBottom: '1rem' }}>
      <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
        {rows.data.map((e) => <li key={e.category}>Exclusive with a competing brand in {e.category} until {formatDay(e.ends_on)}</li>)}
      </ul>
    </section>
  );
}

/** Message for everyone; a brand, agency or admin looking at an athlete or creator can also invite, offer or (agencies) ask to join the roster. */
function ProfileActions({ id, talent }: { id: string; talent: boolean }) {
  const role = useAuthStore((s) => s.role);
  const finds = talent && (role === 'brand' || role === 'agency' || role === 'admin');
  return (
    <>
      {finds ? <ButtonLink to={`/discover/invite/${id}`}>Invite to deal</ButtonLink> : null}
      {finds ? <ButtonLink to={`/discover/offer/${id}`} $variant="secondary">Send offer</ButtonLink> : null}
      {finds && role === 'agency' ? <ButtonLink to={`/discover/roster/${id}`} $variant="secondary">Ask to join roster</ButtonLink> : null}
      <ButtonLink to={`/messages?to=${id}`} $variant={finds ? 'secondary' : 'primary'}>Message</ButtonLink>
    </>
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /user-profile?id=<user>: another member's profile (from an applicant list, a post, a conversation), with Message (and, for brands and agencies looking at talent, Invite to deal, Send offer and Ask to join roster). */
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
        <>
          <Exclusivities userId={id} />
          <MediaKitView kit={kit.data} actions={<ProfileActions id={id} talent={kit.data.role === 'athlete' || kit.data.role === 'creator'} />} />
        </>
      ) : (
        <EmptyState>
          <h1>Profile not found</h1>
          <p>{kit.error ? 'It could not be loaded. Please try again.' : 'This member may have left Pitchside.'}</p>
        </EmptyState>
      )}
    </Page>
  );
}
