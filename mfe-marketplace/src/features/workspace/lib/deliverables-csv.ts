import { checkDisclosure, DISCLOSURE_LABELS } from 'shared-ui/ai';
import type { Deliverable } from '../api/deliverable-columns';

export const DELIVERABLES_CSV_HEADER = ['Talent', 'Deliverable', 'Status', 'Due date', 'Submitted at', 'Link', 'Caption', 'Disclosure', 'Why'];

/** One CSV cell: quoted, quotes doubled, and a leading = + - @ neutralised so a spreadsheet never runs it as a formula. */
export function csvCell(value: string | null | undefined): string {
  const v = value ?? '';
  const safe = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** The brand's compliance record: every deliverable of a deal with its caption's disclosure status. */
export function deliverablesCsv(rows: { talent: string; items: Deliverable[] }[]): string {
  const lines = [DELIVERABLES_CSV_HEADER.map(csvCell).join(',')];
  for (const { talent, items } of rows) {
    for (const d of items) {
      const disclosure = d.caption ? checkDisclosure(d.caption) : null;
      lines.push(
        [talent, d.title, d.status.replace('_', ' '), d.due_date, d.submitted_at, d.submission_url, d.caption,
          disclosure ? DISCLOSURE_LABELS[disclosure.status] : 'No caption', disclosure?.reason ?? 'No caption was submitted.'].map(csvCell).join(','),
      );
    }
  }
  return `${lines.join('\r\n')}\r\n`;
}
