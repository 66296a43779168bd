import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Avatar } from 'shared-ui';
import { CountBadge, type ConversationSummary } from 'shared-ui/notifications';
import type { Conversation } from '../api/schemas';
import { otherParticipant, personName, roleLabel, shortTime } from '../display';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.25rem;
`;
const Item = styled(Link)`
  display: grid;
  grid-template-columns: auto 1fr auto;
  gap: 0.625rem;
  align-items: center;
  padding: 0.625rem;
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  &[aria-current='page'], &:hover { background: ${({ theme }) => theme.color.surfaceRaised}; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.color.focus}; }
`;
const Middle = styled.span`
  min-width: 0;
  display: grid;
  gap: 0.125rem;
  strong { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`;
const Preview = styled.span<{ $unread: boolean }>`
  font-size: 0.8125rem;
  color: ${({ theme, $unread }) => ($unread ? theme.color.text : theme.color.textMuted)};
  font-weight: ${({ $unread }) => ($unread ? 600 : 400)};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
const Side = styled.span`
  display: grid;
  justify-items: end;
  gap: 0.25rem;
  font-size: 0.75rem;
  color: ${({ theme }) => theme.color.textMuted};
`;

export interface ConversationListProps {
  userId: string;
  conversations: Conversation[];
  /** null while the summaries load (they wait for their channel to join): no preview yet, rather than a wrong one */
  summaries: Map<string, ConversationSummary> | null;
  activeId: string | null;
}

/** Newest activity first: the other person, the last message and its time, and the unread count. */
export function ConversationList({ userId, conversations, summaries, activeId }: ConversationListProps) {
  return (
    <List aria-label="Conversations">
      {conversations.map((c) => {
        const other = otherParticipant(c, userId);
        const name = personName(other);
        const summary = summaries?.get(c.id);
        const unread = summary?.unread_count ?? 0;
        // a no-break space keeps the line's height, so the preview's arrival shifts nothing
        const preview = !summaries
          ? '\u00a0'
          : summary?.last_message
            ? `${summary.last_sender_id === userId ? 'You: ' : ''}${summary.last_message}`
            : 'No messages yet';
        return (
          <li key={c.id}>
            <Item to={`/messages?conversation=${c.id}`} aria-current={c.id === activeId ? 'page' : undefined} data-conversation={c.id}>
              <Avatar src={other?.avatar_url} name={name} size={40} />
              <Middle>
                <strong>{name}</strong>
                {other?.role ? <Preview $unread={false}>{roleLabel(other.role)}</Preview> : null}
                <Preview $unread={unread > 0}>{preview}</Preview>
              </Middle>
              <Side>
                {summary?.last_message_at ? <time dateTime={summary.last_message_at}>{shortTime(summary.last_message_at)}</time> : null}
                <CountBadge count={unread} label={`${unread} unread`} testId="conversation-unread" />
              </Side>
            </Item>
          </li>
        );
      })}
    </List>
  );
}
