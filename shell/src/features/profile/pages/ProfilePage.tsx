import { Navigate, NavLink, Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink, Page, PageHeader, Spinner, useAuthStore, usePageHead, type Profile, type UserRole } from 'shared-ui';
import { AthleticsTab } from '../components/AthleticsTab';
import { AudienceTab } from '../components/AudienceTab';
import { BasicsTab } from '../components/BasicsTab';
import { BrandTab } from '../components/BrandTab';
import { ClientsTab } from '../components/ClientsTab';
import { PreferencesTab } from '../components/PreferencesTab';
import { SocialTab } from '../components/SocialTab';
import { TAB_LABELS, tabsFor, type ProfileTab } from '../lib/tabs';

const Tabs = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  margin-bottom: 1.25rem;
  a {
    font-weight: 600;
    padding: 0.625rem 0.875rem;
    min-height: 2.75rem;
    display: inline-flex;
    align-items: center;
    border-bottom: 3px solid transparent;
    color: ${({ theme }) => theme.color.textMuted};
    text-decoration: none;
  }
  a[aria-current='page'] { color: ${({ theme }) => theme.color.text}; border-bottom-color: ${({ theme }) => theme.color.primary}; }
  a:focus-visible { outline: 2px solid ${({ theme }) => theme.color.focus}; outline-offset: -2px; }
`;

function TabPage({ tab, profile, userId, role }: { tab: ProfileTab; profile: Profile | null; userId: string; role: UserRole }) {
  usePageHead({ title: `Profile: ${TAB_LABELS[tab]}` });
  const props = { profile, userId };
  switch (tab) {
    case 'basics':
      return <BasicsTab {...props} />;
    case 'athletics':
      return <AthleticsTab {...props} />;
    case 'social':
      return <SocialTab {...props} />;
    case 'audience':
      return <AudienceTab {...props} />;
    case 'brand':
      return <BrandTab {...props} />;
    case 'clients':
      return <ClientsTab {...props} />;
    case 'preferences':
      return <PreferencesTab {...props} role={role} />;
  }
}

/** /profile and its tabs (/profile/basics, /profile/athletics, ...): the ones that fit the user's role. */
export default function ProfilePage() {
  const user = useAuthStore((s) => s.user);
  const profile = useAuthStore((s) => s.profile);
  const role = useAuthStore((s) => s.role);
  if (!user) return <Spinner label="Loading your profile..." />;
  const tabs = tabsFor(role);
  return (
    <Page>
      <PageHeader title="Profile" description="What brands and partners see about you. Each tab saves on its own.">
        <ButtonLink to="/user-profile/me" $variant="secondary" $size="sm">
          View my media kit
        </ButtonLink>
      </PageHeader>
      <Tabs aria-label="Profile sections">
        {tabs.map((t) => (
          <NavLink key={t} to={`/profile/${t}`}>
            {TAB_LABELS[t]}
          </NavLink>
        ))}
      </Tabs>
      <Routes>
        {tabs.map((t) => (
          <Route key={t} path={t} element={<TabPage tab={t} profile={profile} userId={user.id} role={role} />} />
        ))}
        <Route path="*" element={<Navigate to={`/profile/${tabs[0]}`} replace />} />
      </Routes>
    </Page>
  );
}
