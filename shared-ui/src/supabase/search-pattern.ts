/**
 * A search term as an ilike pattern for PostgREST's `or=(...)`: `%` and `_` match anything in ilike, and `,()`
 * split the list, so they become spaces and a search term means itself. Null for a blank term.
 */
export function searchPattern(q: string): string | null {
  const words = q.trim().replace(/[%_,()\\*]/g, ' ').replace(/\s+/g, ' ').trim();
  return words ? `*${words}*` : null;
}

/**
 * The same pattern for a plain `like` on a column the database keeps as lower() of the searched texts
 * (`deals.search_text`, `community_posts.search_text`). PostgreSQL's ilike is lower(text) like lower(pattern), so for
 * an ASCII term, whose lowercase JavaScript and PostgreSQL agree on, it finds exactly what ilike finds without
 * lowercasing every row. Null for any other term, which keeps ilike on the texts themselves.
 */
export function searchTextPattern(pattern: string): string | null {
  return /^[\x20-\x7e]*$/.test(pattern) ? pattern.toLowerCase() : null;
}
