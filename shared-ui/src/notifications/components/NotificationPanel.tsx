import styled from 'styled-components';
import { Spinner } from '../../components/Spinner';
import type { Notification } from '../api/notification-schema';
import { NotificationItem } from './NotificationItem';

const Panel = styled.div`
  position: absolute;
  top: calc(100% + 0.5rem);
  right: 0;
  z-index: 60;
  width: 24rem;
  max-width: calc(100vw - 1rem);
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: 0 12px 32px rgb(0 0 0 / 0.35);
  overflow: hidden;
  @media (max-width: 480px) {
    position: fixed;
    top: 4rem;
    right: 0.5rem;
  }
`;
const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 0.75rem 1rem;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  h2 { margin: 0; font-size: 1rem; }
  button {
    background: none;
    border: none;
    font: inherit;
    font-size: 0.8125rem;
    font-weight: 600;
    color: ${({ theme }) => theme.color.accent};
    cursor: pointer;
  }
  button:disabled { color: ${({ theme }) => theme.color.textMuted}; cursor: default; }
`;
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  height: 24rem;
  max-height: calc(100vh - 9rem);
  overflow-y: auto;
`;
const Note = styled.p`
  margin: 0;
  padding: 2rem 1rem;
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
`;

export interface NotificationPanelProps {
  id: string;
  items: Notification[] | undefined;
  loading: boolean;
  failed: boolean;
  unread: number;
  now: number;
  onOpen: (item: Notification) => void;
  onRead: (item: Notification) => void;
  onReadAll: () => void;
  onDelete: (item: Notification) => void;
}

/** The panel under the bell (spec: 24rem wide, list 24rem high), newest first. */
export function NotificationPanel({ id, items, loading, failed, unread, now, onOpen, onRead, onReadAll, onDelete }: NotificationPanelProps) {
  return (
    <Panel id={id} role="dialog" aria-label="Notifications">
      <Header>
        <h2>Notifications</h2>
        <button type="button" onClick={onReadAll} disabled={unread === 0}>
          Mark all as read
        </button>
      </Header>
      {loading ? (
        <Note as="div"><Spinner label="Loading notifications..." /></Note>
      ) : failed ? (
        <Note>Notifications could not be loaded. Please try again later.</Note>
      ) : !items || items.length === 0 ? (
        <Note>You have no notifications.</Note>
      ) : (
        <List aria-label="Notification list">
          {items.map((item) => (
            <NotificationItem key={item.id} item={item} now={now} onOpen={onOpen} onRead={onRead} onDelete={onDelete} />
          ))}
        </List>
      )}
    </Panel>
  );
}
