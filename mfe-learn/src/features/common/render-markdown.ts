/**
 * Markdown to safe HTML. marked parses, DOMPurify removes anything executable (scripts, event handlers,
 * javascript: URLs). Both load on first use, so they stay out of the section's first download.
 */
export async function renderMarkdown(markdown: string): Promise<string> {
  const [{ marked }, { default: DOMPurify }] = await Promise.all([import('marked'), import('dompurify')]);
  // Task-list boxes become text: disabled checkboxes without labels are noise for screen readers.
  const source = markdown.replace(/^(\s*[-*] )\[ \] /gm, '$1☐ ').replace(/^(\s*[-*] )\[x\] /gim, '$1☑ ');
  const html = await marked.parse(source, { gfm: true, async: true });
  const clean = DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input'] });
  return clean.replace(/<table>/g, '<div class="table-scroll" tabindex="0" role="region" aria-label="Table"><table>').replace(/<\/table>/g, '</table></div>');
}
