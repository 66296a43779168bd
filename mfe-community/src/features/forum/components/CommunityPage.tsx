import styled from 'styled-components';
import { EmptyState, Page, PageHeader } from 'shared-ui';

const Columns = styled.div`
  display: grid;
  gap: 1.5rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: 1fr 20rem;
  }
  h2 { font-size: 1.125rem; }
`;

export default function CommunityPage() {
  return (
    <Page>
      <PageHeader
        title="Community"
        description="Discussions, questions and wins from athletes, creators, brands and agencies, plus upcoming events you can join."
      />
      <Columns>
        <section aria-labelledby="posts-heading">
          <h2 id="posts-heading">Latest posts</h2>
          <EmptyState>
            <p>The newest discussions will appear here.</p>
          </EmptyState>
        </section>
        <section aria-labelledby="events-heading">
          <h2 id="events-heading">Upcoming events</h2>
          <EmptyState>
            <p>Workshops, meetups and live sessions will appear here.</p>
          </EmptyState>
        </section>
      </Columns>
    </Page>
  );
}
