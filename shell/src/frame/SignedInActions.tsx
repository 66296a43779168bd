import { NotificationBell } from 'shared-ui/notifications';
import { QueryProvider } from 'shared-ui/query';
import { AvatarMenu } from './AvatarMenu';

/**
 * The header's widgets for a signed-in visitor. AppFrame loads this file as its own chunk (HeaderSlot), so a
 * widget added here and whatever it imports (react-query, the notifications) stays out of the shell's first
 * load: a signed-out visitor never downloads it. It reads data, so it brings its own QueryProvider (the same
 * page-wide query client the pages use).
 */
export default function SignedInActions() {
  return (
    <>
      <QueryProvider>
        <NotificationBell />
      </QueryProvider>
      <AvatarMenu />
    </>
  );
}
