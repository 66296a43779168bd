import { renderMarkdown } from './render-markdown';

describe('renderMarkdown', () => {
  test('renders headings, lists, emphasis and tables', async () => {
    const html = await renderMarkdown('## Rules\n\n- **One**\n- Two\n\n| a | b |\n|---|---|\n| 1 | 2 |\n');
    expect(html).toContain('<h2>Rules</h2>');
    expect(html).toContain('<strong>One</strong>');
    expect(html).toContain('<td>1</td>');
    expect(html).toContain('class="table-scroll"');
  });

  test('removes scripts, event handlers and javascript: links', async () => {
    const html = await renderMarkdown('<script>alert(1)</script>\n\n<img src="x" onerror="alert(2)">\n\n[click](javascript:alert(3))');
    expect(html).not.toMatch(/<script|onerror|javascript:/i);
  });

  test('turns task-list boxes into text', async () => {
    const html = await renderMarkdown('- [ ] Read the contract\n- [x] Report it');
    expect(html).toContain('☐ Read the contract');
    expect(html).toContain('☑ Report it');
    expect(html).not.toContain('<input');
  });
});
