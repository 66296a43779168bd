import type { Deliverable } from '../api/deliverable-columns';
import { csvCell, deliverablesCsv } from './deliverables-csv';

const item = (over: Partial<Deliverable>): Deliverable => ({
  id: 'd1', title: '2 in-game posts', position: 0, due_date: '2026-12-01', status: 'submitted', submission_url: 'https://instagram.com/p/1',
  submission_note: null, caption: null, review_note: null, submitted_at: '2026-11-20T10:00:00Z', reviewed_at: null, ...over,
});

describe('deliverablesCsv', () => {
  it('lists each deliverable with its disclosure status and reason', () => {
    const csv = deliverablesCsv([
      { talent: 'Jordan Reyes', items: [item({ caption: '#ad New shoes, "fast" ones' }), item({ id: 'd2', title: 'Reel', caption: 'Thanks @apex #sp' }), item({ id: 'd3', status: 'todo', submission_url: null })] },
    ]);
    const lines = csv.trim().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toBe('"Talent","Deliverable","Status","Due date","Submitted at","Link","Caption","Disclosure","Why"');
    expect(lines[1]).toContain('"#ad New shoes, ""fast"" ones","Disclosed"');
    expect(lines[2]).toContain('"Not clear enough","#sp, thanks @brand alone is not a clear disclosure');
    expect(lines[3]).toContain('"todo"');
    expect(lines[3]).toContain('"No caption","No caption was submitted."');
  });
  it('neutralises spreadsheet formulas', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('@apex')).toBe('"\'@apex"');
    expect(csvCell(null)).toBe('""');
  });
});
