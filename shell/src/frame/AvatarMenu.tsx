import { useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Avatar, FALLBACK_USER_NAME, signOut, useAuthStore } from 'shared-ui';
import { AVATAR_MENU_ITEMS } from './nav-items';
import { Dropdown, IconButton, MenuWrap, Who } from './styles';
import { useDismiss } from './use-dismiss';

/** The signed-in user's menu: who is signed in, the account pages, and Sign out. */
export function AvatarMenu() {
  const user = useAuthStore((s) => s.user);
  const profile = useAuthStore((s) => s.profile);
  const [open, setOpen] = useState(false);
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const navigate = useNavigate();
  const close = useRef(() => setOpen(false)).current;
  useDismiss(open, close, wrapRef, buttonRef);

  const meta = (user?.user_metadata ?? {}) as { full_name?: string };
  const name = profile?.full_name?.trim() || meta.full_name?.trim() || FALLBACK_USER_NAME;
  const email = user?.email ?? profile?.email ?? '';
  const src = profile?.avatar_url || null;

  return (
    <MenuWrap ref={wrapRef}>
      <IconButton
        ref={buttonRef}
        type="button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label="Account menu"
        onClick={() => setOpen((o) => !o)}
        style={{ padding: 2, borderRadius: 999 }}
      >
        <Avatar src={src} name={profile?.full_name ?? meta.full_name} email={email} size={34} />
      </IconButton>
      {open ? (
        <Dropdown id={menuId}>
          <Who>
            <p><strong>{name}</strong></p>
            {email ? <p>{email}</p> : null}
          </Who>
          <ul>
            {AVATAR_MENU_ITEMS.map((item) => (
              <li key={item.label}>
                <Link to={item.to} onClick={close}>{item.label}</Link>
              </li>
            ))}
            <li>
              <button type="button" className="item" onClick={() => { close(); void signOut(navigate); }}>
                Sign out
              </button>
            </li>
          </ul>
        </Dropdown>
      ) : null}
    </MenuWrap>
  );
}
