import { NIL_REPORT_THRESHOLD_CENTS, type NilItem } from 'shared-ui/nil';
import { csvLine, longDate, slug, usd } from './format';

export interface Athlete {
  name: string;
  school: string | null;
}

export interface SheetSection {
  title: string;
  rows: [label: string, value: string][];
}

const TIMING: Record<string, string> = {
  on_approval: 'When the work is approved',
  upfront: 'Up front',
  net_15: 'Net 15 days',
  net_30: 'Net 30 days',
};

const STATUS_LABELS: Record<NilItem['status'], string> = {
  due: 'Report to NIL Go within 5 business days',
  overdue: 'Overdue: report to NIL Go now',
  reported: 'Reported to NIL Go',
  not_required: 'Under $600 with this payor: no NIL Go report needed',
};

/**
 * The item's state in words. A deal is not flagged either because its payor's total is under $600 or because the
 * athlete's profile does not say Division I (the database flags neither then); the words say which.
 */
export function statusLabel(item: Pick<NilItem, 'status' | 'payor_total_cents'>): string {
  if (item.status === 'not_required' && item.payor_total_cents >= NIL_REPORT_THRESHOLD_CENTS) return 'Not flagged: your profile does not say you are a Division I athlete';
  return STATUS_LABELS[item.status];
}

const signature = (name: string | null, at: string | null) => (name && at ? `${name}, ${longDate(at.slice(0, 10))}` : 'Not signed yet');

/** The deal's contract: its version, whether it is in force, both signatures and the hash of the document they signed. */
export function contractSection(item: NilItem): SheetSection {
  const c = item.contract;
  if (!c) return { title: 'Signed contract', rows: [['Contract', 'None on Pitchside: the deal was agreed before contracts. Attach your own copy when you report.']] };
  return {
    title: 'Signed contract',
    rows: [
      ['Contract', `Version ${c.version}, ${c.status === 'in_force' ? `in force since ${longDate((c.in_force_at ?? '').slice(0, 10))}` : 'waiting for signatures'}`],
      ['Signed by the brand', signature(c.brand_signed_name, c.brand_signed_at)],
      ['Signed by the athlete', signature(c.talent_signed_name, c.talent_signed_at)],
      ['Document hash (SHA-256)', c.document_hash],
      ['Copy', 'Download the contract PDF, with its signature page, from the deal on Pitchside and attach it.'],
    ],
  };
}

/** Everything the athlete submits for one deal, in order: the PDF and the CSV are both drawn from it. */
export function dealSheet(item: NilItem, athlete: Athlete): SheetSection[] {
  const terms = item.terms;
  const report: [string, string][] = [['Status', statusLabel(item)]];
  if (item.due_on) report.push(['Report by', longDate(item.due_on)]);
  if (item.reported_on) report.push(['Reported on', longDate(item.reported_on)]);
  if (item.reference) report.push(['Reference', item.reference]);
  return [
    { title: 'Athlete', rows: [['Name', athlete.name], ['School', athlete.school ?? 'Not given']] },
    {
      title: 'Payor',
      rows: [
        ['Name', item.payor_name],
        ['Website', item.payor_website ?? 'Not given'],
        ['Industry', item.payor_industry ?? 'Not given'],
      ],
    },
    {
      title: 'Deal',
      rows: [
        ['Title', item.deal_title],
        ['Terms agreed on', longDate(item.agreed_on)],
        ['Payment timing', terms ? TIMING[terms.payment_timing] ?? terms.payment_timing : 'When the work is approved'],
      ],
    },
    {
      title: 'Value',
      rows: [
        ['Cash', usd(item.cash_cents)],
        ...item.in_kind_items.map((k): [string, string] => [`In kind: ${k.description}`, usd(k.value_cents)]),
        ['Total value', usd(item.total_cents)],
        [`All deals with ${item.payor_name}`, usd(item.payor_total_cents)],
      ],
    },
    {
      title: 'Deliverables',
      rows: item.deliverables.length
        ? item.deliverables.map((d, i): [string, string] => [`${i + 1}. ${d.title}`, d.due_date ? `due ${longDate(d.due_date)} (${d.status.replace('_', ' ')})` : d.status.replace('_', ' ')])
        : [['Deliverables', 'None recorded']],
    },
    {
      title: 'Agreed terms',
      rows: terms
        ? [
            ['Version', `Version ${terms.version}, accepted in Pitchside`],
            ['Amount', usd(terms.amount_cents)],
            ['Usage rights', terms.usage_months ? `${terms.usage_channels.join(', ')} for ${terms.usage_months} months${terms.paid_ads_whitelisting ? ', paid-ads whitelisting' : ''}` : 'None'],
            ['Exclusivity', terms.exclusivity_category ? `${terms.exclusivity_category} for ${terms.exclusivity_months} months` : 'None'],
          ]
        : [['Terms', `Accepted application at ${usd(item.cash_cents)}; no negotiated terms`]],
    },
    contractSection(item),
    { title: 'NIL Go', rows: report },
  ];
}

export function dealSheetCsv(item: NilItem, athlete: Athlete): string {
  const lines = [csvLine(['Section', 'Field', 'Value'])];
  for (const section of dealSheet(item, athlete)) for (const [label, value] of section.rows) lines.push(csvLine([section.title, label, value]));
  return `${lines.join('\r\n')}\r\n`;
}

export function dealSheetFileName(item: NilItem, ext: 'pdf' | 'csv'): string {
  return `nil-deal-sheet-${slug(item.payor_name)}-${item.agreed_on}.${ext}`;
}
