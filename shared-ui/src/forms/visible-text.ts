/**
 * The one "has visible text" rule of every required text, the same as the database's public.has_visible_text():
 * at least one character that is not white space. Spaces, tabs, line breaks, no-break, zero-width and other
 * invisible spaces, and the byte-order mark are blank. Forms refine their zod strings with it, so a form
 * refuses what the database would.
 */
const VISIBLE = /[^\s\u00a0\u1680\u180e\u2000-\u200d\u2028\u2029\u202f\u205f\u2060\u3000\ufeff]/u;

export function hasVisibleText(value: unknown): boolean {
  return typeof value === 'string' && VISIBLE.test(value);
}
