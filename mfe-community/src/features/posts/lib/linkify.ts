export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// http(s) links and www. links; a trailing full stop, comma or closing bracket ends the sentence, not the link.
const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi;
const TRAILING = /[.,;:!?)\]}'"]+$/;

/**
 * Splits user text into plain text and links, so it renders as React text (never as HTML) with the links
 * clickable. Only http and https links are made: `javascript:` and other schemes stay text.
 */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    const raw = match[0];
    const link = raw.replace(TRAILING, '');
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', text: link, href: /^www\./i.test(link) ? `https://${link}` : link });
    last = start + link.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
