import { lazy, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { capturingSignedInFrame, PRODUCT_NAME, useAuthStore } from 'shared-ui';
import { AssistantLauncher } from '../features/assistant/components/AssistantLauncher';
import { useFirstScreenSettled } from '../first-screen';
import { HeaderSlot } from './HeaderSlot';
import { CloseIcon, MenuIcon } from './icons';
import { isNavItemActive, SIGNED_IN_ITEMS, SIGNED_OUT_ITEMS } from './nav-items';
import { SiteFooter } from './SiteFooter';
import { Actions, Bar, Inner, Logo, MenuToggle, Nav, NavList, SignInLink, SkipLink } from './styles';
import { ThemeToggle } from './ThemeToggle';
import { useDismiss } from './use-dismiss';

/** Signed-in widgets (bell, avatar menu): their own chunk, outside the first load of a signed-out visit. */
const SignedInActions = lazy(() => import(/* webpackChunkName: "header-signed-in" */ './SignedInActions'));
const MessagesBadge = lazy(() => import(/* webpackChunkName: "header-signed-in" */ './MessagesBadge'));

/** The page around every route: skip link, top bar (logo, navigation, theme, notifications, account), footer. */
export function AppFrame({ children }: { children: ReactNode }) {
  const member = useAuthStore((s) => !!(s.session || s.user));
  // The member's widgets and their queries come once the page's first screen is drawn (first-screen.ts).
  const widgets = useFirstScreenSettled() && member;
  // A signed-in frame's capture: the member's navigation, without their widgets (bell, avatar, unread badge).
  const signedIn = member || capturingSignedInFrame;
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
                    {widgets && item.to === '/messages' ? (
                      <HeaderSlot>
                        <MessagesBadge />
                      </HeaderSlot>
                    ) : null}
                  </li>
                );
              })}
            </NavList>
          </Nav>
          <Actions>
            <ThemeToggle />
            {widgets ? (
              <HeaderSlot>
                <SignedInActions />
              </HeaderSlot>
            ) : signedIn ? null : (
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
      <AssistantLauncher />
    </>
  );
}

