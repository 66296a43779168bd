import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, EmptyState, Page, PageHeader, Spinner, useAuthStore } from 'shared-ui';
import { useConversationSummariesQuery } from 'shared-ui/notifications';
import { useConversationsListQuery } from '../api/conversations-list-query';
import { usePersonDetailQuery } from '../api/person-detail-query';
import { useConversationsRealtime } from '../hooks/use-conversations-realtime';
import { otherParticipant } from '../display';
import { ConversationList } from './ConversationList';
import { ConversationView } from './ConversationView';
import { NewMessage } from './NewMessage';

const Panes = styled.div`
  display: grid;
  gap: 1rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 20rem 1fr;
    height: min(40rem, calc(100vh - 14rem));
    min-height: 28rem;
  }
`;
/** On a phone the list and the conversation are two screens: only the one in use shows. */
const Pane = styled.section<{ $hiddenOnMobile: boolean }>`
  display: flex;
  flex-direction: column;
  min-height: 0;
  min-width: 0;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  padding: 1rem;
  @media (max-width: calc(${({ theme }) => theme.breakpoints.md} - 1px)) {
    display: ${({ $hiddenOnMobile }) => ($hiddenOnMobile ? 'none' : 'flex')};
    height: max(24rem, calc(100dvh - 13rem));
  }
`;
const ListHead = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  margin-bottom: 0.75rem;
  h2 { font-size: 1rem; margin: 0; }
`;
const Scroll = styled.div`
  overflow-y: auto;
  min-height: 0;
`;
const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

export default function MessagesPage() {
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const [params, setParams] = useSearchParams();
  const conversationId = params.get('conversation');
  const to = params.get('to');
  const composing = params.get('new') === '1';

  const list = useConversationsListQuery(userId);
  const summaries = useConversationSummariesQuery(userId);
  const toPerson = usePersonDetailQuery(to && !conversationId ? to : null);
  useConversationsRealtime(userId);

  const summaryById = useMemo(() => new Map((summaries.data ?? []).map((s) => [s.conversation_id, s])), [summaries.data]);
  const conversations = list.data ?? [];
  const active = conversationId ? conversations.find((c) => c.id === conversationId) : undefined;

  // /messages?to=<user>: the existing conversation with them, if there is one (never "with yourself": you are in all of them)
  const existingWithTo = to && to !== userId ? conversations.find((c) => c.participants.length === 2 && c.participants.some((p) => p.user_id === to)) : undefined;
  useEffect(() => {
    if (existingWithTo) setParams({ conversation: existingWithTo.id }, { replace: true });
  }, [existingWithTo, setParams]);

  const header = <PageHeader title="Messages" description="Talk directly with brands, athletes, creators and agencies." />;
  if (!userId) {
    return (
      <Page>
        {header}
        <Spinner label="Loading messages..." />
      </Page>
    );
  }
  const showThread = !!conversationId || !!to || composing;
  const backToList = () => setParams({});

  let thread;
  if (composing) {
    thread = <NewMessage userId={userId} onPick={(p) => setParams({ to: p.user_id })} onBack={backToList} />;
  } else if (conversationId) {
    thread = list.isPending ? (
      <Spinner label="Loading conversation..." />
    ) : active ? (
      <ConversationView
        key={active.id}
        userId={userId}
        conversationId={active.id}
        recipient={otherParticipant(active, userId)}
        participants={active.participants}
        unread={summaryById.get(active.id)?.unread_count ?? 0}
        onBack={backToList}
        onStarted={() => undefined}
      />
    ) : (
      <EmptyState>
        <h2>Conversation not found</h2>
        <p>It may have been removed, or you are not part of it.</p>
      </EmptyState>
    );
  } else if (to) {
    thread =
      to === userId ? (
        <EmptyState><h2>You cannot message yourself</h2></EmptyState>
      ) : toPerson.isPending || list.isPending || existingWithTo ? (
        <Spinner label="Loading conversation..." />
      ) : toPerson.data ? (
        <ConversationView
          key={`to-${to}`}
          userId={userId}
          conversationId={null}
          recipient={toPerson.data}
          participants={[toPerson.data]}
          unread={0}
          onBack={backToList}
          onStarted={(id) => setParams({ conversation: id }, { replace: true })}
        />
      ) : (
        <EmptyState><h2>This user could not be found</h2></EmptyState>
      );
  } else {
    thread = (
      <EmptyState>
        <h2>Select a conversation</h2>
        <p>Choose a conversation to read and reply, or start a new one.</p>
      </EmptyState>
    );
  }

  return (
    <Page>
      {header}
      <Panes>
        <Pane aria-labelledby="conversations-heading" $hiddenOnMobile={showThread}>
          <ListHead>
            <h2 id="conversations-heading">Conversations</h2>
            <Button type="button" $size="sm" onClick={() => setParams({ new: '1' })}>
              New message
            </Button>
          </ListHead>
          <Scroll>
            {list.isPending ? (
              <Spinner label="Loading conversations..." />
            ) : list.isError ? (
              <Note role="alert">Conversations could not be loaded. Please try again.</Note>
            ) : conversations.length === 0 ? (
              <Note>No conversations yet. Start one with New message.</Note>
            ) : (
              <ConversationList userId={userId} conversations={conversations} summaries={summaries.data ? summaryById : null} activeId={conversationId} />
            )}
          </Scroll>
        </Pane>
        <Pane aria-label="Conversation" $hiddenOnMobile={!showThread}>
          {thread}
        </Pane>
      </Panes>
    </Page>
  );
}
