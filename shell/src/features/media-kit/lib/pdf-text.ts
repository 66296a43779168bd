const REPLACEMENTS: Record<string, string> = { '\u2018': "'", '\u2019': "'", '\u201C': '"', '\u201D': '"', '\u2013': '-', '\u2014': '-', '\u2026': '...', '\u2022': '-' };

/**
 * Text the PDF's standard fonts can draw: they cover Latin-1 only, so typographic quotes and dashes become their
 * plain forms and anything else outside it (emoji, other scripts) is dropped rather than printed as garbage.
 */
export function pdfText(input: string): string {
  return input
    .replace(/[\u2018\u2019\u201C\u201D\u2013\u2014\u2026\u2022]/g, (c) => REPLACEMENTS[c] ?? '')
    .replace(/[^\n\x20-\x7E\xA0-\xFF]/g, '')
    .replace(/[ \t]+/g, ' ')
    .trim();
}

/** The PDF's file name: the kit's handle, else the name, as a slug. */
export function pdfFileName(handle: string | null, name: string): string {
  const base = (handle || name).toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'media-kit';
  return `${base}-media-kit.pdf`;
}
