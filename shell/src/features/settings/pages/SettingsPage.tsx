import styled from 'styled-components';
import { Page, PageHeader, Spinner, useAuthStore, usePageHead } from 'shared-ui';
import { BillingCard } from '../components/BillingCard';
import { DeleteAccountCard } from '../components/DeleteAccountCard';
import { DiscoverableCard } from '../components/DiscoverableCard';
import { EmailCard } from '../components/EmailCard';
import { InterestsCard } from '../components/InterestsCard';
import { NotificationsCard } from '../components/NotificationsCard';
import { PasswordCard } from '../components/PasswordCard';
import { SessionsCard } from '../components/SessionsCard';
import { ThemeCard } from '../components/ThemeCard';

const Columns = styled.div`
  display: grid;
  gap: 0 1rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) { grid-template-columns: 1fr 1fr; align-items: start; }
`;

/** /user-profile/settings (and /settings): notifications, brand discovery (talent), interests, theme, email, password, sessions, deletion. */
export default function SettingsPage() {
  usePageHead({ title: 'Settings' });
  const user = useAuthStore((s) => s.user);
  const profile = useAuthStore((s) => s.profile);
  const role = useAuthStore((s) => s.role);
  if (!user) return <Spinner label="Loading..." />;
  return (
    <Page>
      <PageHeader title="Settings" description="Notifications, interests, theme and your account." />
      <Columns>
        <div>
          <NotificationsCard profile={profile} userId={user.id} />
          {role === 'athlete' || role === 'creator' ? <DiscoverableCard profile={profile} userId={user.id} /> : null}
          <InterestsCard profile={profile} userId={user.id} role={role} />
          <ThemeCard />
        </div>
        <div>
          <EmailCard email={user.email ?? ''} pendingEmail={user.new_email} />
          <PasswordCard email={user.email ?? ''} />
          <SessionsCard />
          <BillingCard />
          <DeleteAccountCard />
        </div>
      </Columns>
    </Page>
  );
}
