/**
 * A search term as an ilike pattern for PostgREST's `or=(...)`: `%` and `_` match anything in ilike, and `,()`
 * split the list, so they become spaces and a search term means itself. Null for a blank term.
 */
export function searchPattern(q: string): string | null {
  const words = q.trim().replace(/[%_,()\\*]/g, ' ').replace(/\s+/g, ' ').trim();
  return words ? `*${words}*` : null;
}
