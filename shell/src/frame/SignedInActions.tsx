import { Link } from 'react-router-dom';
import { AvatarMenu } from './AvatarMenu';
import { BellIcon } from './icons';
import { IconButton } from './styles';

/**
 * The header's widgets for a signed-in visitor. AppFrame loads this file as its own chunk (HeaderSlot), so a
 * widget added here (the notification bell, a messages badge) and whatever it imports stays out of the
 * shell's first load: a signed-out visitor never downloads it.
 */
export default function SignedInActions() {
  return (
    <>
      {/* Counts and the notification panel come with the notifications work; no made-up numbers here. */}
      <IconButton as={Link} to="/dashboard" aria-label="Notifications">
        <BellIcon size={18} />
      </IconButton>
      <AvatarMenu />
    </>
  );
}
