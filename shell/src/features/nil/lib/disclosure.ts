import type { NilItem } from 'shared-ui/nil';
import { csvLine, usd } from './format';
import { statusLabel, type Athlete } from './deal-sheet';

/** A reporting period: a calendar year, or an academic term (spring Jan-May, summer Jun-Jul, fall Aug-Dec). */
export interface Period {
  id: string;
  label: string;
  start: string;
  end: string;
}

const TERMS = [
  { key: 'spring', name: 'Spring', start: '01-01', end: '05-31' },
  { key: 'summer', name: 'Summer', start: '06-01', end: '07-31' },
  { key: 'fall', name: 'Fall', start: '08-01', end: '12-31' },
] as const;

/** The years (newest first) and, within each, the terms that have deals, plus this year and term. */
export function disclosurePeriods(items: Pick<NilItem, 'agreed_on'>[], today: string): Period[] {
  const years = [...new Set([today.slice(0, 4), ...items.map((i) => i.agreed_on.slice(0, 4))])].sort().reverse();
  const out: Period[] = [];
  for (const year of years) {
    out.push({ id: `year-${year}`, label: `${year} (full year)`, start: `${year}-01-01`, end: `${year}-12-31` });
    for (const term of [...TERMS].reverse()) {
      const start = `${year}-${term.start}`;
      const end = `${year}-${term.end}`;
      const has = items.some((i) => i.agreed_on >= start && i.agreed_on <= end) || (today >= start && today <= end);
      if (has) out.push({ id: `${term.key}-${year}`, label: `${term.name} ${year}`, start, end });
    }
  }
  return out;
}

export function itemsInPeriod<T extends Pick<NilItem, 'agreed_on'>>(items: T[], period: Period): T[] {
  return items.filter((i) => i.agreed_on >= period.start && i.agreed_on <= period.end).sort((a, b) => a.agreed_on.localeCompare(b.agreed_on));
}

export function disclosureCsv(items: NilItem[], athlete: Athlete, period: Period): string {
  const lines = [
    csvLine(['School disclosure report', period.label]),
    csvLine(['Athlete', athlete.name]),
    csvLine(['School', athlete.school ?? '']),
    '',
    csvLine(['Agreed on', 'Payor', 'Deal', 'Cash', 'In kind', 'Total', 'NIL Go status', 'Report by', 'Reported on', 'Reference']),
  ];
  const rows = itemsInPeriod(items, period);
  for (const i of rows) {
    lines.push(csvLine([i.agreed_on, i.payor_name, i.deal_title, usd(i.cash_cents), usd(i.in_kind_cents), usd(i.total_cents), statusLabel(i), i.due_on, i.reported_on, i.reference]));
  }
  lines.push(csvLine(['Total', '', `${rows.length} deals`, '', '', usd(rows.reduce((sum, i) => sum + i.total_cents, 0))]));
  return `${lines.join('\r\n')}\r\n`;
}
