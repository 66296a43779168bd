import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { createRoutesFromElements, matchRoutes, Navigate } from 'react-router-dom';
import { RouteGuard, USER_ROLES } from 'shared-ui';
import { isPublicLink, ROUTE_TABLE, routeFor, SHELL_ROUTES } from './route-table';
import { OpenGuard, PAGES, QueryScope, routes } from './routes';

const ROUTE_OBJECTS = createRoutesFromElements(routes);

/** What guards the element a route renders: none, the RouteGuard with its props, or the guard that runs only once signed in. */
function guardOf(element: ReactNode): { kind: 'none' } | { kind: 'route-guard'; props: Record<string, unknown> } | { kind: 'open' } {
  if (!isValidElement(element)) return { kind: 'none' };
  const el = element as ReactElement<Record<string, unknown>>;
  if (el.type === RouteGuard) {
    const { children: _children, ...props } = el.props;
    return { kind: 'route-guard', props };
  }
  if (el.type === OpenGuard) return { kind: 'open' };
  return { kind: 'none' };
}

describe('the router follows the route table', () => {
  it('renders a route for every shell entry of the table, each with a page, and nothing else but the fallback', () => {
    const paths = ROUTE_OBJECTS.map((r) => r.path);
    expect(paths).toEqual([...SHELL_ROUTES.map((r) => r.path), '*']);
    expect(Object.keys(PAGES).sort()).toEqual(SHELL_ROUTES.map((r) => r.path).sort());
    for (const r of SHELL_ROUTES) expect(PAGES[r.path]).toBeDefined();
  });

  it.each(SHELL_ROUTES.map((r) => [r.path, r] as const))('%s is guarded as the table says', (_path, info) => {
    const element = ROUTE_OBJECTS.find((r) => r.path === info.path)!.element;
    const guard = guardOf(element);
    switch (info.access) {
      case 'guarded':
        expect(guard).toEqual({ kind: 'route-guard', props: { roles: info.roles } });
        break;
      case 'sign-in':
        expect(guard).toEqual({ kind: 'route-guard', props: { requireOnboarding: false } });
        break;
      case 'open':
        expect(guard).toEqual({ kind: 'open' });
        break;
      default:
        expect(guard).toEqual({ kind: 'none' });
    }
  });

  it.each(USER_ROLES.flatMap((role) => [`/dashboard/${role}`, `/${role}-dashboard`]))('%s is a guarded dashboard, not the fallback', (path) => {
    const match = matchRoutes(ROUTE_OBJECTS, path)!.at(-1)!;
    expect(match.route.path).not.toBe('*');
    expect(guardOf(match.route.element).kind).toBe('route-guard');
  });

  it.each(SHELL_ROUTES.map((r) => [r.path, r] as const))('%s waits for react-query only if it is not a marketing page', (_path, info) => {
    const element = ROUTE_OBJECTS.find((r) => r.path === info.path)!.element as ReactElement<{ children?: ReactNode }>;
    const page = guardOf(element).kind === 'none' ? element : element.props.children;
    expect(isValidElement(page) && page.type === QueryScope).toBe(!info.marketing);
  });

  it('an unknown path falls back to the landing page', () => {
    const match = matchRoutes(ROUTE_OBJECTS, '/no-such-page')!.at(-1)!;
    expect(match.route.path).toBe('*');
    expect(isValidElement(match.route.element) && match.route.element.type).toBe(Navigate);
  });

  it('links land on their table entry: sections by their /* route, section pages by their own entry', () => {
    expect(routeFor('/community')?.path).toBe('/community/*');
    expect(routeFor('/marketplace/deals/42')?.path).toBe('/marketplace/*');
    expect(routeFor('/marketplace/applications')?.access).toBe('guarded');
    expect(routeFor('/learn/content-library')?.inSection).toBe(true);
    expect(isPublicLink('/marketplace')).toBe(true);
    expect(isPublicLink('/explore')).toBe(true);
    expect(isPublicLink('/ai-scoring')).toBe(false);
    expect(isPublicLink('/profile')).toBe(false);
  });

  it('every listed page has a group, and every path is in the table once', () => {
    expect(ROUTE_TABLE.filter((r) => r.listed && !r.group)).toEqual([]);
    expect(new Set(ROUTE_TABLE.map((r) => r.path)).size).toBe(ROUTE_TABLE.length);
  });
});
