import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Avatar, defaultAvatarUrl, PRODUCT_NAME, signOut as endSession, toast, useAuthStore, useThemeStore } from 'shared-ui';
import { BellIcon, CloseIcon, MenuIcon, MoonIcon, SunIcon } from './icons';
import { AVATAR_MENU_ITEMS, isNavItemActive, SIGNED_IN_ITEMS, SIGNED_OUT_ITEMS } from './nav-items';
import { SiteFooter } from './SiteFooter';

const MOBILE = '767.98px';

const SkipLink = styled.a`
  position: absolute;
  left: 0.5rem;
  top: -3rem;
  z-index: ${({ theme }) => theme.zIndex.toast};
  padding: 0.5rem 0.75rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.primaryText};
  font-weight: 700;
  &:focus { top: 0.5rem; }
`;

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.nav};
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Inner = styled.div`
  max-width: 72rem;
  margin: 0 auto;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  padding: 0.625rem 1rem;
  min-height: 3.75rem;
  @media (max-width: ${MOBILE}) { column-gap: 0.5rem; padding: 0.5rem 0.75rem; }
  @media (min-width: 768px) { padding: 0.625rem 2rem; }
`;

const Logo = styled(Link)`
  @media (max-width: 380px) { font-size: 1.125rem !important; }
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  font-weight: 800;
  font-size: 1.25rem;
  letter-spacing: -0.01em;
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  span[aria-hidden] {
    display: inline-grid;
    place-items: center;
    width: 1.9rem;
    height: 1.9rem;
    border-radius: 8px;
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primaryText};
    font-size: 1.05rem;
  }
`;

const Nav = styled.nav`
  flex: 1;
  order: 2;
  @media (max-width: ${MOBILE}) {
    order: 10;
    flex-basis: 100%;
  }
`;

const NavList = styled.ul<{ $open: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  gap: 0.25rem;
  a {
    display: inline-flex;
    align-items: center;
    gap: 0.375rem;
    padding: 0.5rem 0.75rem;
    border-radius: ${({ theme }) => theme.radius.md};
    color: ${({ theme }) => theme.color.textMuted};
    text-decoration: none;
    font-weight: 600;
  }
  a[aria-current='page'], a:hover { color: ${({ theme }) => theme.color.text}; background: ${({ theme }) => theme.color.surfaceRaised}; }
  @media (max-width: ${MOBILE}) {
    display: ${({ $open }) => ($open ? 'flex' : 'none')};
    flex-direction: column;
    padding: 0.25rem 0 0.5rem;
    a { display: flex; padding: 0.75rem; }
  }
`;

const Actions = styled.div`
  order: 3;
  display: flex;
  align-items: center;
  gap: 0.375rem;
  margin-left: auto;
`;

const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.375rem;
  min-width: 2.5rem;
  min-height: 2.5rem;
  padding: 0 0.5rem;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  cursor: pointer;
  text-decoration: none;
  &:hover { background: ${({ theme }) => theme.color.surfaceRaised}; }
`;

const ThemeLabel = styled.span`
  @media (max-width: ${MOBILE}) {
    position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
  }
`;

const MenuToggle = styled(IconButton)`
  @media (min-width: 768px) { display: none; }
`;

const SignInLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 2.5rem;
  padding: 0 1rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.primaryText};
  font-weight: 700;
  text-decoration: none;
  &:hover { background: ${({ theme }) => theme.color.primaryHover}; }
  @media (max-width: ${MOBILE}) { padding: 0 0.75rem; }
`;

const MenuWrap = styled.div`
  position: relative;
`;

const Dropdown = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 0.5rem);
  width: min(16rem, calc(100vw - 2rem));
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.md};
  padding: 0.5rem;
  ul { list-style: none; margin: 0; padding: 0; }
  a, button.item {
    display: block;
    width: 100%;
    text-align: left;
    padding: 0.5rem 0.75rem;
    border-radius: ${({ theme }) => theme.radius.sm};
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
    background: none;
    border: 0;
    font: inherit;
    cursor: pointer;
  }
  a:hover, button.item:hover { background: ${({ theme }) => theme.color.surfaceRaised}; }
`;

const Who = styled.div`
  padding: 0.5rem 0.75rem 0.75rem;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  margin-bottom: 0.25rem;
  p { margin: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  p + p { color: ${({ theme }) => theme.color.textMuted}; font-size: 0.875rem; }
`;

/** Closes a popup on Escape and on a click outside it. */
function useDismiss(open: boolean, close: () => void, ref: React.RefObject<HTMLElement | null>, returnFocus?: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        close();
        returnFocus?.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, close, ref, returnFocus]);
}

export async function signOut(navigate: (to: string) => void) {
  try {
    await endSession();
    toast.success('Signed out successfully!');
    navigate('/auth');
  } catch (error) {
    console.error('[pitchside] sign out failed', error);
    toast.error('Error signing out');
  }
}

function AvatarMenu() {
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
  const name = profile?.full_name?.trim() || meta.full_name?.trim() || 'User';
  const email = user?.email ?? profile?.email ?? '';
  const src = profile?.avatar_url || (user?.id ? defaultAvatarUrl(user.id) : null);

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

const ThemeChoice = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
`;

/**
 * Names the theme it switches to. Both names are in the markup and the theme's CSS shows one
 * (shared-ui's when-dark / when-light), so a pre-rendered page is right in either theme.
 */
export function ThemeToggle() {
  const toggle = useThemeStore((s) => s.toggle);
  return (
    <IconButton type="button" onClick={toggle}>
      <ThemeChoice className="when-dark">
        <SunIcon size={18} />
        <ThemeLabel>Light theme</ThemeLabel>
      </ThemeChoice>
      <ThemeChoice className="when-light">
        <MoonIcon size={18} />
        <ThemeLabel>Dark theme</ThemeLabel>
      </ThemeChoice>
    </IconButton>
  );
}

export function AppFrame({ children }: { children: ReactNode }) {
  const signedIn = useAuthStore((s) => !!(s.session || s.user));
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeMenu = useRef(() => setMenuOpen(false)).current;
  useDismiss(menuOpen, closeMenu, navRef, toggleRef);
  useEffect(() => setMenuOpen(false), [pathname]);

  const items = signedIn ? SIGNED_IN_ITEMS : SIGNED_OUT_ITEMS;
  return (
    <>
      <SkipLink href="#main-content">Skip to content</SkipLink>
      <Bar>
        <Inner>
          <Logo to="/" aria-label={PRODUCT_NAME}>
            <span aria-hidden="true">P</span>
            {PRODUCT_NAME}
          </Logo>
          <Nav aria-label="Main" ref={navRef}>
            <NavList id="main-menu" $open={menuOpen}>
              {items.map((item) => {
                const active = isNavItemActive(pathname, item);
                return (
                  <li key={item.to}>
                    <Link to={item.to} aria-current={active ? 'page' : undefined}>
                      {item.label}
                    </Link>
                  </li>
                );
              })}
            </NavList>
          </Nav>
          <Actions>
            <ThemeToggle />
            {signedIn ? (
              <>
                {/* Counts and the notification panel come with the notifications work; no made-up numbers here. */}
                <IconButton as={Link} to="/dashboard" aria-label="Notifications">
                  <BellIcon size={18} />
                </IconButton>
                <AvatarMenu />
              </>
            ) : (
              <SignInLink to="/auth">Sign In</SignInLink>
            )}
            <MenuToggle
              ref={toggleRef}
              type="button"
              aria-expanded={menuOpen}
              aria-controls="main-menu"
              aria-label={menuOpen ? 'Close menu' : 'Open menu'}
              onClick={() => setMenuOpen((o) => !o)}
            >
              {menuOpen ? <CloseIcon /> : <MenuIcon />}
            </MenuToggle>
          </Actions>
        </Inner>
      </Bar>
      {/* At least a screen tall, so the footer never jumps when a lazily loaded page arrives. */}
      <div id="main-content" tabIndex={-1} style={{ outline: 'none', minHeight: '100vh' }}>
        {children}
      </div>
      <SiteFooter />
    </>
  );
}

