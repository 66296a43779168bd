import { NavLink } from 'react-router-dom';
import styled from 'styled-components';

const Nav = styled.nav`
  margin: -0.75rem 0 1.5rem;
  ul { list-style: none; display: flex; flex-wrap: wrap; gap: 0.5rem; margin: 0; padding: 0; }
  a {
    display: inline-block;
    padding: 0.4rem 0.85rem;
    border-radius: ${({ theme }) => theme.radius.pill};
    border: 1px solid ${({ theme }) => theme.color.border};
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
    font-weight: 600;
    font-size: 0.9375rem;
  }
  a[aria-current='page'] { background: ${({ theme }) => theme.color.primary}; color: ${({ theme }) => theme.color.primaryText}; border-color: transparent; }
  a:focus-visible { outline: 2px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
`;

const LINKS = [
  { to: '/learn', label: 'Learning Hub', end: true },
  { to: '/learn/content-library', label: 'Content Library', end: false },
  { to: '/learn/workshops-webinars', label: 'Workshops & Webinars', end: false },
];

export function LearnNav() {
  return (
    <Nav aria-label="Learning hub sections">
      <ul>
        {LINKS.map((l) => (
          <li key={l.to}>
            <NavLink to={l.to} end={l.end}>
              {l.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </Nav>
  );
}
