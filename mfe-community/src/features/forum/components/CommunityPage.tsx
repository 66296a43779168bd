import styled from 'styled-components';
import { Page, PageHeader } from 'shared-ui';
import { EventsPanel } from '../../events/components/EventsPanel';
import { PostFeed } from '../../posts/components/PostFeed';

const Columns = styled.div`
  display: grid;
  gap: 1.5rem;
  align-items: start;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: minmax(0, 1fr) 22rem;
  }
`;

const Skip = styled.a`
  font-size: 0.875rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    display: none;
  }
`;

export default function CommunityPage() {
  return (
    <Page>
      <PageHeader
        title="Community"
        description="Discussions, questions and wins from athletes, creators, brands and agencies, plus upcoming events you can join."
      >
        <Skip href="#events-heading">Jump to upcoming events</Skip>
      </PageHeader>
      <Columns>
        <PostFeed />
        <EventsPanel />
      </Columns>
    </Page>
  );
}
