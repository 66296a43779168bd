import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { Notification } from '../api/notification-schema';
import { useNotificationDeleteMutation } from '../api/notification-delete-mutation';
import { useNotificationReadMutation } from '../api/notification-read-mutation';
import { useNotificationsListQuery } from '../api/notifications-list-query';
import { useNotificationsReadAllMutation } from '../api/notifications-read-all-mutation';
import { useUnreadNotificationCountQuery } from '../api/notifications-unread-count-query';
import { useNotificationsRealtime } from '../use-notifications-realtime';
import { CountBadge } from './CountBadge';
import { NotificationPanel } from './NotificationPanel';
import { useAuthStore } from 'shared-ui';

const Wrap = styled.div`
  position: relative;
`;
const BellButton = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 2.5rem;
  min-height: 2.5rem;
  padding: 0 0.5rem;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
  & > span[data-testid] { position: absolute; top: -0.4rem; right: -0.4rem; }
`;

/** Message notifications of the conversation on screen need no toast: the user is reading it. */
function isReadingConversation(item: Notification, pathname: string, search: string): boolean {
  const conversationId = (item.metadata as { conversation_id?: unknown } | undefined)?.conversation_id;
  return typeof conversationId === 'string' && pathname.startsWith('/messages') && new URLSearchParams(search).get('conversation') === conversationId;
}

/** The top navigation's bell: unread badge (99+ above 99), live updates and toasts, and the panel. */
export function NotificationBell() {
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const panelId = useId();
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const live = useNotificationsRealtime(userId, (url) => navigate(url), (item) => !isReadingConversation(item, location.pathname, location.search));
  const list = useNotificationsListQuery(userId, live);
  const count = useUnreadNotificationCountQuery(userId, live);
  const markRead = useNotificationReadMutation();
  const markAll = useNotificationsReadAllMutation();
  const remove = useNotificationDeleteMutation();

  useEffect(() => {
    if (list.error) console.error('Failed to fetch notifications', list.error);
    if (count.error) console.error('Failed to count notifications', count.error);
  }, [list.error, count.error]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      if (!wrapRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  useEffect(() => setOpen(false), [location.pathname]);

  if (!userId) return null;
  const unread = count.data ?? 0;
  const read = (item: Notification) => {
    if (!item.read) markRead.mutate({ userId, id: item.id, wasUnread: true });
  };

  return (
    <Wrap ref={wrapRef}>
      <BellButton
        ref={buttonRef}
        type="button"
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => {
          setNow(Date.now());
          setOpen((o) => !o);
        }}
      >
        <svg width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
          <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 0 1-3.4 0" />
        </svg>
        <CountBadge count={unread} testId="notifications-unread-badge" />
      </BellButton>
      {open ? (
        <NotificationPanel
          id={panelId}
          items={list.data}
          loading={list.isPending}
          failed={list.isError}
          unread={unread}
          now={now}
          onOpen={(item) => {
            read(item);
            setOpen(false);
            if (item.action_url) navigate(item.action_url);
          }}
          onRead={read}
          onReadAll={() => markAll.mutate({ userId })}
          onDelete={(item) => remove.mutate({ userId, id: item.id, wasUnread: !item.read })}
        />
      ) : null}
    </Wrap>
  );
}
