import styled from 'styled-components';
import { Badge } from '../../components/Badge';
import { notificationType, type Notification } from '../api/notification-schema';
import { isExpired } from '../expiry';
import { TypeIcon } from './TypeIcon';

const Row = styled.li<{ $faded: boolean; $unread: boolean }>`
  display: flex;
  gap: 0.625rem;
  padding: 0.75rem 1rem;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  opacity: ${({ $faded }) => ($faded ? 0.55 : 1)};
  background: ${({ theme, $unread }) => ($unread ? theme.color.surfaceRaised : 'transparent')};
`;
const Body = styled.div`
  flex: 1;
  min-width: 0;
  display: grid;
  gap: 0.25rem;
`;
const Title = styled.p`
  margin: 0;
  font-weight: 600;
  display: flex;
  gap: 0.375rem;
  align-items: center;
  flex-wrap: wrap;
`;
const TitleButton = styled.button`
  all: unset;
  cursor: pointer;
  text-decoration: underline;
  text-underline-offset: 2px;
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.color.focus}; }
`;
const Text = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.textMuted};
  overflow-wrap: anywhere;
`;
const Actions = styled.div`
  display: flex;
  gap: 0.75rem;
  button {
    background: none;
    border: none;
    padding: 0;
    font: inherit;
    font-size: 0.8125rem;
    font-weight: 600;
    color: ${({ theme }) => theme.color.accent};
    cursor: pointer;
  }
`;

const timeFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

export interface NotificationItemProps {
  item: Notification;
  now: number;
  onOpen: (item: Notification) => void;
  onRead: (item: Notification) => void;
  onDelete: (item: Notification) => void;
}

export function NotificationItem({ item, now, onOpen, onRead, onDelete }: NotificationItemProps) {
  const expired = isExpired(item.expires_at, now);
  return (
    <Row $faded={expired} $unread={!item.read} data-read={item.read} aria-label={item.title}>
      <TypeIcon type={notificationType(item.type)} />
      <Body>
        <Title>
          {item.action_url ? <TitleButton type="button" onClick={() => onOpen(item)}>{item.title}</TitleButton> : item.title}
          {expired ? <Badge $tone="neutral">Expired</Badge> : null}
          {!item.read ? <Badge $tone="primary">New</Badge> : null}
        </Title>
        {item.message ? <Text>{item.message}</Text> : null}
        <Text as="time" dateTime={item.created_at}>{timeFormat.format(new Date(item.created_at))}</Text>
        <Actions>
          {!item.read ? (
            <button type="button" onClick={() => onRead(item)} aria-label={`Mark as read: ${item.title}`}>
              Mark as read
            </button>
          ) : null}
          <button type="button" onClick={() => onDelete(item)} aria-label={`Delete: ${item.title}`}>
            Delete
          </button>
        </Actions>
      </Body>
    </Row>
  );
}
