import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { Button, useThemeStore } from 'shared-ui';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.nav};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem;
  padding: 0.75rem 1rem;
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Logo = styled(Link)`
  font-weight: 800;
  font-size: 1.25rem;
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
`;

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  flex: 1;
  a {
    padding: 0.5rem 0.75rem;
    border-radius: ${({ theme }) => theme.radius.md};
    color: ${({ theme }) => theme.color.textMuted};
    text-decoration: none;
    font-weight: 600;
  }
  a.active, a:hover { color: ${({ theme }) => theme.color.text}; background: ${({ theme }) => theme.color.surfaceRaised}; }
`;

const ITEMS = [
  { to: '/learn', label: 'Learn' },
  { to: '/marketplace', label: 'Marketplace' },
  { to: '/community', label: 'Community' },
  { to: '/messages', label: 'Messages' },
];

export function AppFrame({ children }: { children: ReactNode }) {
  const { mode, toggle } = useThemeStore();
  return (
    <>
      <Bar>
        <Logo to="/">Pitchside</Logo>
        <Nav aria-label="Main">
          {ITEMS.map((item) => (
            <NavLink key={item.to} to={item.to}>
              {item.label}
            </NavLink>
          ))}
        </Nav>
        <Button type="button" $variant="ghost" $size="sm" onClick={toggle} aria-pressed={mode === 'light'}>
          {mode === 'dark' ? 'Light theme' : 'Dark theme'}
        </Button>
      </Bar>
      {children}
    </>
  );
}
