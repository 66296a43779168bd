import { EmptyState, Page, PageHeader, Spinner, usePageHead } from 'shared-ui';
import { LearnNav } from '../../common/LearnNav';
import { useViewer } from '../../common/use-viewer';
import { CardGrid } from '../../hub/components/HubCatalog';
import { useRegistrationsQuery } from '../api/registrations-list-query';
import { useWorkshopsQuery } from '../api/workshops-list-query';
import { splitSessions } from '../schedule';
import { WorkshopCard } from './WorkshopCard';

export default function WorkshopsPage() {
  usePageHead({ title: 'Workshops & Webinars', description: 'Live sessions on media kits, taxes, negotiation and disclosure, with recordings of past sessions.' });
  const viewer = useViewer();
  const workshops = useWorkshopsQuery();
  const registrations = useRegistrationsQuery(viewer.userId);
  const { upcoming, past } = splitSessions(workshops.data ?? []);

  const list = (items: typeof upcoming, isPast: boolean, label: string) =>
    items.length ? (
      <CardGrid aria-label={label}>
        {items.map((w) => (
          <li key={w.id}>
            <WorkshopCard workshop={w} past={isPast} userId={viewer.userId} registered={registrations.data?.has(w.id) ?? false} />
          </li>
        ))}
      </CardGrid>
    ) : (
      <EmptyState>
        <p>{isPast ? 'No past sessions yet.' : 'No sessions are scheduled right now. Check back soon.'}</p>
      </EmptyState>
    );

  return (
    <Page>
      <PageHeader title="Workshops & Webinars" description="Live sessions with athletes, creators, agents and advisers. Times are shown in your time zone." />
      <LearnNav />
      {workshops.isError ? (
        <EmptyState role="alert">
          <h2>We couldn't load the sessions</h2>
          <p>Check your connection and reload the page.</p>
        </EmptyState>
      ) : workshops.isPending || (viewer.userId && registrations.isPending) ? (
        <Spinner label="Loading sessions..." />
      ) : (
        <>
          <section aria-labelledby="upcoming">
            <h2 id="upcoming">Upcoming sessions</h2>
            {list(upcoming, false, 'Upcoming sessions')}
          </section>
          <section aria-labelledby="past">
            <h2 id="past">Past sessions</h2>
            {list(past, true, 'Past sessions')}
          </section>
        </>
      )}
    </Page>
  );
}
