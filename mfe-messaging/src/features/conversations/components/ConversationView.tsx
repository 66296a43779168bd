import { useEffect, useMemo, useRef } from 'react';
import styled from 'styled-components';
import { Avatar, Button, fullStop, showFailureToast, Spinner } from 'shared-ui';
import { useConversationReadMutation } from '../api/conversation-read-mutation';
import { useMessageSendMutation, NotAuthenticatedError, type SendInput } from '../api/message-send-mutation';
import { useMessagesListQuery } from '../api/messages-list-query';
import type { Message, Person } from '../api/schemas';
import { personName, roleLabel } from '../display';
import { Composer } from './Composer';
import { MessageThread } from './MessageThread';

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  height: 100%;
  min-height: 0;
  gap: 0.5rem;
`;
const Header = styled.header`
  display: flex;
  align-items: center;
  gap: 0.625rem;
  padding-bottom: 0.75rem;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  h2 { margin: 0; font-size: 1.0625rem; }
  p { margin: 0; font-size: 0.8125rem; color: ${({ theme }) => theme.color.textMuted}; }
`;
const Back = styled(Button)`
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) { display: none; }
`;
const Note = styled.p`
  flex: 1;
  margin: 0;
  padding: 2rem 0;
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
`;

export interface ConversationViewProps {
  userId: string;
  /** null for a conversation that does not exist yet (first message to `recipient`) */
  conversationId: string | null;
  recipient: Person | undefined;
  participants: Person[];
  unread: number;
  onBack: () => void;
  onStarted: (conversationId: string) => void;
}

let tempCounter = 0;

export function ConversationView({ userId, conversationId, recipient, participants, unread, onBack, onStarted }: ConversationViewProps) {
  const messages = useMessagesListQuery(conversationId);
  const send = useMessageSendMutation();
  const markRead = useConversationReadMutation();
  const name = personName(recipient);
  const people = useMemo(() => new Map(participants.map((p) => [p.user_id, p])), [participants]);

  // Opening the conversation, and each new message while it is open, marks it read for this user.
  const lastMarked = useRef('');
  const count = messages.data?.length ?? 0;
  const loaded = messages.isSuccess;
  const { mutate: mutateRead } = markRead;
  useEffect(() => {
    if (!conversationId || !loaded) return;
    const mark = `${conversationId}:${count}`;
    if (lastMarked.current === mark && unread === 0) return;
    lastMarked.current = mark;
    mutateRead({ userId, conversationId });
  }, [conversationId, count, unread, loaded, userId, mutateRead]);

  const onSend = async (content: string): Promise<boolean> => {
    const input: SendInput = { userId, content, conversationId, recipientId: conversationId ? null : (recipient?.user_id ?? null), tempId: `pending-${++tempCounter}` };
    try {
      const stored: Message = await send.mutateAsync(input);
      if (!conversationId) onStarted(stored.conversation_id);
      return true;
    } catch (error) {
      if (error instanceof NotAuthenticatedError) {
        showFailureToast('not-authenticated');
      } else {
        showFailureToast('send-message', error, { action: { label: 'Retry', onClick: () => void onSend(content) } });
      }
      return false;
    }
  };

  return (
    <Wrap>
      <Header>
        <Back type="button" $variant="ghost" $size="sm" onClick={onBack} aria-label="Back to conversations">
          ← Back
        </Back>
        <Avatar src={recipient?.avatar_url} name={name} size={40} />
        <div>
          <h2>{name}</h2>
          {recipient?.role ? <p>{roleLabel(recipient.role)}</p> : null}
        </div>
      </Header>
      {!conversationId ? (
        <Note>{fullStop(`Say hello to ${name}`)} Your first message starts the conversation.</Note>
      ) : messages.isPending ? (
        <Spinner label="Loading messages..." />
      ) : messages.isError ? (
        <Note role="alert">Messages could not be loaded. Please try again.</Note>
      ) : messages.data.length === 0 ? (
        <Note>No messages yet.</Note>
      ) : (
        <MessageThread userId={userId} messages={messages.data} people={people} label={`Messages with ${name}`} />
      )}
      <Composer recipientName={name} busy={false} onSend={onSend} />
    </Wrap>
  );
}
