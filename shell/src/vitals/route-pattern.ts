import { ROUTE_TABLE } from '../route-table';

const MAX_SEGMENTS = 3;
/** A path segment that is a page's name, not someone's id, handle or slug: a short lowercase word or two. */
const WORD = /^[a-z]+(?:-[a-z]+){0,3}$/;

/**
 * The route a path belongs to, as a Web Vitals report names it: the route table's pattern (`/kit/:handle`,
 * `/help/:slug`), or for a section's page its path with every segment that is not a plain word replaced by `:id`
 * (`/marketplace/apply/:id`), at most three segments. Never a query, a hash, an id or a handle: the report holds no
 * personal data.
 */
export function routePattern(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  const path = `/${segments.join('/')}`;
  for (const route of ROUTE_TABLE) {
    if (route.path.endsWith('/*')) continue;
    const parts = route.path.split('/').filter(Boolean);
    if (parts.length !== segments.length) continue;
    if (parts.every((p, i) => p.startsWith(':') || p === segments[i])) return route.path;
  }
  const known = ROUTE_TABLE.some((r) => r.path.endsWith('/*') && (path === r.path.slice(0, -2) || path.startsWith(r.path.slice(0, -1))));
  if (!known) return '/:unknown';
  return `/${segments
    .slice(0, MAX_SEGMENTS)
    .map((s, i) => (i === 0 || WORD.test(s) ? s : ':id'))
    .join('/')}`;
}
