import styled from 'styled-components';
import { ButtonLink, EmptyState, Page, PageHeader, Spinner, useAuthStore, usePageHead } from 'shared-ui';
import { useMediaKitQuery } from '../api/media-kit-query';
import { useMediaKitSettingsQuery } from '../api/media-kit-settings-query';
import { DownloadPdfButton } from '../components/DownloadPdfButton';
import { KitSettings } from '../components/KitSettings';
import { MediaKitView } from '../components/MediaKitView';

const Layout = styled.div`
  display: grid;
  gap: 1rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) { grid-template-columns: minmax(0, 1fr) 24rem; align-items: start; }
`;

/** /user-profile/me: the user's media kit as others see it, with its publish settings and the PDF. */
export default function MyMediaKitPage() {
  usePageHead({ title: 'My Media Kit' });
  const user = useAuthStore((s) => s.user);
  const profile = useAuthStore((s) => s.profile);
  const kit = useMediaKitQuery({ mine: user?.id ?? '' });
  const settings = useMediaKitSettingsQuery(user?.id ?? '');
  if (!user) return <Spinner label="Loading..." />;
  return (
    <Page>
      <PageHeader title="My Media Kit" description="Your profile as brands see it. Publish it to share a public link, or download it as a PDF." />
      <Layout>
        <div>
          {kit.isLoading ? (
            <Spinner label="Loading your media kit..." />
          ) : kit.data ? (
            <MediaKitView
              kit={kit.data}
              headingLevel={2}
              actions={
                <>
                  <DownloadPdfButton kit={kit.data} />
                  <ButtonLink to="/profile" $variant="secondary">
                    Edit profile
                  </ButtonLink>
                </>
              }
            />
          ) : (
            <EmptyState role="alert">
              <h2>Your media kit could not be loaded</h2>
              <p>Please try refreshing the page.</p>
            </EmptyState>
          )}
        </div>
        <div>{settings.isLoading ? <Spinner label="Loading..." size={20} /> : <KitSettings userId={user.id} fullName={profile?.full_name ?? 'User'} stored={settings.data ?? null} />}</div>
      </Layout>
    </Page>
  );
}
