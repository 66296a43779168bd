import { MessagesUnreadBadge } from 'shared-ui/notifications';
import { QueryProvider } from 'shared-ui/query';

/** The unread count next to Messages in the main nav: a lazy header widget, like the bell (see SignedInActions). */
export default function MessagesBadge() {
  return (
    <QueryProvider>
      <MessagesUnreadBadge />
    </QueryProvider>
  );
}
