import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** The app frame's styled parts: the top bar, its navigation and actions, and the account menu. */
export const MOBILE = '767.98px';

export const SkipLink = styled.a`
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

export const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.nav};
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

export const Inner = styled.div`
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

export const Logo = styled(Link)`
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

export const Nav = styled.nav`
  flex: 1;
  order: 2;
  @media (max-width: ${MOBILE}) {
    order: 10;
    flex-basis: 100%;
  }
`;

export const NavList = styled.ul<{ $open: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  gap: 0.25rem;
  li { display: flex; align-items: center; gap: 0.125rem; }
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

export const Actions = styled.div`
  order: 3;
  display: flex;
  align-items: center;
  gap: 0.375rem;
  margin-left: auto;
`;

export const IconButton = styled.button`
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

export const ThemeLabel = styled.span`
  @media (max-width: ${MOBILE}) {
    position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
  }
`;

export const MenuToggle = styled(IconButton)`
  @media (min-width: 768px) { display: none; }
`;

export const SignInLink = styled(Link)`
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

export const MenuWrap = styled.div`
  position: relative;
`;

export const Dropdown = styled.div`
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

export const Who = styled.div`
  padding: 0.5rem 0.75rem 0.75rem;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  margin-bottom: 0.25rem;
  p { margin: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  p + p { color: ${({ theme }) => theme.color.textMuted}; font-size: 0.875rem; }
`;

export const ThemeChoice = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
`;
