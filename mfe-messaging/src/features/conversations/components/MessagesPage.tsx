import styled from 'styled-components';
import { EmptyState, Page, PageHeader } from 'shared-ui';

const Panes = styled.div`
  display: grid;
  gap: 1rem;
  min-height: 24rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 18rem 1fr;
  }
`;

const Pane = styled.section`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  padding: 1rem;
  h2 { font-size: 1rem; margin: 0 0 0.75rem; }
`;

export default function MessagesPage() {
  return (
    <Page>
      <PageHeader title="Messages" description="Talk directly with brands, athletes, creators and agencies." />
      <Panes>
        <Pane aria-labelledby="conversations-heading">
          <h2 id="conversations-heading">Conversations</h2>
          <EmptyState>
            <p>No conversations yet.</p>
          </EmptyState>
        </Pane>
        <Pane aria-label="Conversation">
          <EmptyState>
            <h2>Select a conversation</h2>
            <p>Choose a conversation to read and reply.</p>
          </EmptyState>
        </Pane>
      </Panes>
    </Page>
  );
}
