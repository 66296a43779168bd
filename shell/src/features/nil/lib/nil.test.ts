import type { NilItem } from 'shared-ui/nil';
import { contractSection, dealSheet, dealSheetCsv, dealSheetFileName, statusLabel } from './deal-sheet';
import { disclosureCsv, disclosurePeriods, itemsInPeriod } from './disclosure';
import { csvCell } from './format';

const item = (over: Partial<NilItem> = {}): NilItem => ({
  application_id: '00000000-0000-4000-8000-000000000001', deal_id: '00000000-0000-4000-8000-000000000002',
  deal_title: 'Recycled Running Kit Lookbook', deal_description: null, compensation_type: 'cash',
  brand_id: '00000000-0000-4000-8000-000000000003', payor_name: 'Stride Apparel', payor_website: 'https://stride.example.com', payor_industry: 'fashion',
  agreed_at: '2026-11-20T15:00:00Z', agreed_on: '2026-11-20', cash_cents: 40_000, in_kind_cents: 25_000, total_cents: 65_000,
  in_kind_items: [{ id: '00000000-0000-4000-8000-000000000004', description: 'Recycled running kit, "three" outfits', value_cents: 25_000 }],
  deliverables: [{ title: '1 carousel post', due_date: '2026-12-04', status: 'todo' }],
  terms: null, payor_total_cents: 65_000, flagged: true, start_on: '2026-11-20', remind_on: '2026-11-25', due_on: '2026-11-27',
  reported_on: null, reference: null, status: 'due', contract: null, ...over,
});
const athlete = { name: 'Riley James', school: 'University of Nebraska-Lincoln' };

test('the deal sheet has the payor, deliverables, dates, the value with in-kind items, the terms and a place for the contract', () => {
  const sheet = dealSheet(item(), athlete);
  expect(sheet.map((s) => s.title)).toEqual(['Athlete', 'Payor', 'Deal', 'Value', 'Deliverables', 'Agreed terms', 'Signed contract', 'NIL Go']);
  const value = Object.fromEntries(sheet.find((s) => s.title === 'Value')!.rows);
  expect(value).toEqual({ Cash: '$400.00', 'In kind: Recycled running kit, "three" outfits': '$250.00', 'Total value': '$650.00', 'All deals with Stride Apparel': '$650.00' });
  expect(Object.fromEntries(sheet.find((s) => s.title === 'NIL Go')!.rows)).toEqual({ Status: 'Report to NIL Go within 5 business days', 'Report by': 'Fri, Nov 27, 2026' });
  expect(contractSection(item()).rows[0]![1]).toMatch(/^None on Pitchside/);
});

test('the signed contract is on the sheet: version, both signatures and the document hash', () => {
  const hash = 'a'.repeat(64);
  const contract = {
    version: 1, status: 'in_force' as const, document_hash: hash, in_force_at: '2026-11-21T10:00:00Z',
    brand_signed_name: 'Dana Ortiz', brand_signed_at: '2026-11-21T10:00:00Z', talent_signed_name: 'Riley James', talent_signed_at: '2026-11-20T16:00:00Z',
  };
  const rows = Object.fromEntries(contractSection(item({ contract })).rows);
  expect(rows).toMatchObject({
    Contract: 'Version 1, in force since Sat, Nov 21, 2026',
    'Signed by the brand': 'Dana Ortiz, Sat, Nov 21, 2026',
    'Signed by the athlete': 'Riley James, Fri, Nov 20, 2026',
    'Document hash (SHA-256)': hash,
  });
  const waiting = Object.fromEntries(contractSection(item({ contract: { ...contract, status: 'awaiting_signatures', in_force_at: null, brand_signed_name: null, brand_signed_at: null } })).rows);
  expect(waiting).toMatchObject({ Contract: 'Version 1, waiting for signatures', 'Signed by the brand': 'Not signed yet' });
  expect(dealSheetCsv(item({ contract }), athlete)).toContain(hash);
});

test('negotiated terms appear on the sheet', () => {
  const terms = { version: 3, amount_cents: 70_000, deliverables: [{ title: 'Reel', due_date: '2026-12-01' }], usage_channels: ['instagram'], usage_months: 6, paid_ads_whitelisting: true, exclusivity_category: 'Footwear', exclusivity_months: 3, payment_timing: 'upfront' };
  const rows = Object.fromEntries(dealSheet(item({ terms }), athlete).flatMap((s) => s.rows));
  expect(rows).toMatchObject({ Version: 'Version 3, accepted in Pitchside', 'Usage rights': 'instagram for 6 months, paid-ads whitelisting', Exclusivity: 'Footwear for 3 months', 'Payment timing': 'Up front' });
});

test('the CSV quotes what needs quoting and defuses formulas', () => {
  expect(csvCell('a,b')).toBe('"a,b"');
  expect(csvCell('say "hi"')).toBe('"say ""hi"""');
  expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
  const csv = dealSheetCsv(item({ status: 'reported', reported_on: '2026-11-24', reference: 'NG-1' }), athlete);
  expect(csv.split('\r\n')[0]).toBe('Section,Field,Value');
  expect(csv).toContain('Value,"In kind: Recycled running kit, ""three"" outfits",$250.00');
  expect(csv).toContain('NIL Go,Reference,NG-1');
  expect(dealSheetFileName(item(), 'pdf')).toBe('nil-deal-sheet-stride-apparel-2026-11-20.pdf');
});

test('disclosure periods: years and the academic terms that have deals; a period holds its deals in date order', () => {
  const items = [item({ agreed_on: '2026-09-10', application_id: 'a' }), item({ agreed_on: '2026-03-02', application_id: 'b' }), item({ agreed_on: '2025-10-01', application_id: 'c' })];
  const periods = disclosurePeriods(items, '2026-11-26');
  expect(periods.map((p) => p.id)).toEqual(['year-2026', 'fall-2026', 'spring-2026', 'year-2025', 'fall-2025']);
  expect(itemsInPeriod(items, periods[0]!).map((i) => i.application_id)).toEqual(['b', 'a']);
  expect(itemsInPeriod(items, periods[1]!).map((i) => i.application_id)).toEqual(['a']);
  const csv = disclosureCsv(items as NilItem[], athlete, periods[0]!);
  expect(csv).toContain('School disclosure report,2026 (full year)');
  expect(csv).toContain('Total,,2 deals,,,"$1,300.00"');
});

test('an unflagged deal says why: under $600 with the payor, or a profile that does not say Division I', () => {
  const unflagged = { status: 'not_required' as const, flagged: false, start_on: null, remind_on: null, due_on: null };
  expect(statusLabel(item({ ...unflagged, payor_total_cents: 40_000 }))).toBe('Under $600 with this payor: no NIL Go report needed');
  expect(statusLabel(item({ ...unflagged, payor_total_cents: 930_000 }))).toBe('Not flagged: your profile does not say you are a Division I athlete');
  expect(statusLabel(item())).toBe('Report to NIL Go within 5 business days');
  expect(Object.fromEntries(dealSheet(item({ ...unflagged, payor_total_cents: 60_000 }), athlete).find((s) => s.title === 'NIL Go')!.rows).Status)
    .toBe('Not flagged: your profile does not say you are a Division I athlete');
});
