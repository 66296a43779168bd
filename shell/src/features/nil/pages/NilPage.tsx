import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, EmptyState, Page, PageHeader, Spinner, useAuthStore, usePageHead } from 'shared-ui';
import { useNilItemsQuery } from 'shared-ui/nil';
import { DisclosureReport } from '../components/DisclosureReport';
import { NilItemCard } from '../components/NilItemCard';

const Notice = styled(Card)`
  display: grid;
  gap: 0.5rem;
  margin-bottom: 1rem;
  p { margin: 0; }
`;
const List = styled.div`
  display: grid;
  gap: 1rem;
  margin-bottom: 1.5rem;
`;

/** /nil: a college athlete's NIL reporting: flagged deals, "I reported it", deal sheets and the school report. */
export default function NilPage() {
  usePageHead({ title: 'NIL Compliance', description: 'Track which deals to report to NIL Go, download deal sheets and your school disclosure report.' });
  const user = useAuthStore((s) => s.user);
  const profile = useAuthStore((s) => s.profile);
  const items = useNilItemsQuery(user?.id ?? '', !!user);
  if (!user) return <Spinner label="Loading..." />;
  const extra = (profile?.extra_data ?? {}) as Record<string, unknown>;
  const divisionI = extra.ncaa_division_i === true;
  const athlete = { name: profile?.full_name ?? 'Athlete', school: typeof extra.school === 'string' && extra.school ? extra.school : null };
  const flagged = (items.data ?? []).filter((i) => i.flagged || i.status === 'reported');
  const others = (items.data ?? []).filter((i) => !(i.flagged || i.status === 'reported'));

  return (
    <Page>
      <PageHeader
        title="NIL Compliance"
        description="Division I athletes report each deal worth $600 or more from one payor to NIL Go within 5 business days. Pitchside tracks the dates and prepares what you submit; it submits nothing itself."
      />
      <Notice>
        <p>
          <strong>Rules differ by school and state.</strong> Your school's compliance office has the last word on what you report and when; this is
          not legal advice. Learn more in the <a href="/learn">Learning Hub</a>'s NIL lessons and the <Link to="/faq">FAQ</Link>.
        </p>
      </Notice>
      {!divisionI ? (
        <Notice>
          <p>
            You have not said you are an NCAA Division I athlete, so no deal is flagged. If you are, turn it on in your profile and add your school.
          </p>
          <p>
            <Link to="/profile">Open Profile, then Athletics</Link>
          </p>
        </Notice>
      ) : null}
      {items.isPending ? (
        <Spinner label="Loading your deals..." />
      ) : items.isError ? (
        <EmptyState role="alert">
          <p>Your NIL items could not be loaded.</p>
          <Button type="button" onClick={() => void items.refetch()}>Try again</Button>
        </EmptyState>
      ) : !items.data.length ? (
        <EmptyState>
          <p>No accepted deals yet. When a brand accepts you, the deal appears here with what, if anything, you need to report.</p>
        </EmptyState>
      ) : (
        <>
          <h2>To report</h2>
          {flagged.length ? (
            <List>{flagged.map((item) => <NilItemCard key={item.application_id} item={item} userId={user.id} athlete={athlete} />)}</List>
          ) : (
            <p>Nothing to report: no payor has reached $600 with you.</p>
          )}
          {others.length ? (
            <>
              <h2>Other deals</h2>
              <List>{others.map((item) => <NilItemCard key={item.application_id} item={item} userId={user.id} athlete={athlete} />)}</List>
            </>
          ) : null}
          <DisclosureReport items={items.data} athlete={athlete} />
        </>
      )}
    </Page>
  );
}
