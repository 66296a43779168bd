import { describeTerms, diffTerms, formatCents, nextMoves, shownTermsStatus, termsBody, termsFormSchema, termsFormStart, type Terms } from './terms';

const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const v = (over: Partial<Terms>): Terms => ({
  id: `t${over.version ?? 1}`, version: 1, proposer_side: 'talent', proposed_by: 'u', amount_cents: 100_000,
  deliverables: [{ title: 'Reel', due_date: '2030-01-15' }], usage_channels: [], usage_months: 0, paid_ads_whitelisting: false,
  exclusivity_category: null, exclusivity_months: null, payment_timing: 'on_approval', note: null, status: 'open',
  accepted_at: null, withdrawn_at: null, created_at: '2026-11-20T10:00:00Z', ...over,
});

test('cents show as dollars, with cents only when there are some', () => {
  expect(formatCents(120_000)).toBe('$1,200');
  expect(formatCents(110_050)).toBe('$1,100.50');
});

test('the diff names each changed line with before and after; the first version is compared with the application ask', () => {
  const v1 = v({});
  const v2 = v({ version: 2, proposer_side: 'brand', amount_cents: 80_000, usage_channels: ['instagram', 'website'], usage_months: 6, exclusivity_category: 'Footwear', exclusivity_months: 3 });
  expect(diffTerms(v1, v2)).toEqual([
    { label: 'Amount', before: '$1,000', after: '$800' },
    { label: 'Usage rights', before: 'None beyond the posts themselves', after: 'Instagram, Brand website for 6 months' },
    { label: 'Exclusivity', before: 'None', after: 'Footwear for 3 months' },
  ]);
  expect(diffTerms(v2, { ...v2, id: 'x', version: 3 })).toEqual([]);
  const first = diffTerms(null, v1, 120_000);
  expect(first[0]).toEqual({ label: 'Amount', before: '$1,200', after: '$1,000' });
  expect(first.map((c) => c.label)).toEqual(['Amount', 'Deliverables', 'Usage rights', 'Paid-ads whitelisting', 'Exclusivity', 'Payment']);
  expect(diffTerms(null, v1, 100_000).map((c) => c.label)).not.toContain('Amount');
  expect(describeTerms(v1)[1]).toEqual(['Deliverables', 'Reel (due Jan 15, 2030)']);
});

test('only the other side accepts the latest open version; the proposer withdraws it; nothing moves once the application is closed', () => {
  const versions = [v({ status: 'superseded' }), v({ id: 't2', version: 2, proposer_side: 'brand' })];
  expect(nextMoves(versions, 'talent', true)).toMatchObject({ canAccept: true, canWithdraw: false, canPropose: true });
  expect(nextMoves(versions, 'brand', true)).toMatchObject({ canAccept: false, canWithdraw: true, canPropose: true });
  expect(nextMoves(versions, 'talent', false)).toMatchObject({ canAccept: false, canWithdraw: false, canPropose: false });
  const accepted = [v({ status: 'accepted', accepted_at: '2026-11-21T00:00:00Z' })];
  expect(nextMoves(accepted, 'brand', false)).toMatchObject({ agreed: { id: 't1' }, canAccept: false });
  expect(nextMoves([v({ status: 'withdrawn' })], 'brand', true)).toMatchObject({ canAccept: false, canPropose: true });
  // a version left open when the application closed (an offer declined, an application withdrawn) shows as closed
  expect(shownTermsStatus(v({}), false)).toBe('closed');
  expect(shownTermsStatus(v({}), true)).toBe('open');
  expect(shownTermsStatus(v({ status: 'accepted' }), false)).toBe('accepted');
});

test('the form turns dollars into integer cents and checks what the database checks', () => {
  const start = termsFormStart(null, 1200, ['Reel', 'Story'], future(14));
  expect(start.amount).toBe('1200');
  expect(start.deliverables).toEqual([{ title: 'Reel', due_date: future(14) }, { title: 'Story', due_date: future(14) }]);
  const ok = termsFormSchema.safeParse({ ...start, amount: '1,100.50', exclusivity_category: 'Footwear', exclusivity_months: '3' });
  expect(ok.success && termsBody(ok.data)).toEqual({
    amount_cents: 110_050, deliverables: start.deliverables, usage_channels: [], usage_months: 0, paid_ads_whitelisting: false,
    exclusivity_category: 'Footwear', exclusivity_months: 3, payment_timing: 'on_approval', note: null,
  });
  const issues = (over: Record<string, unknown>) => {
    const r = termsFormSchema.safeParse({ ...start, ...over });
    return r.success ? [] : r.error.issues.map((i) => i.message);
  };
  expect(issues({ amount: '0.99' })).toEqual(['The amount must be between $1 and $100,000']);
  expect(issues({ amount: '100000.01' })).toEqual(['The amount must be between $1 and $100,000']);
  expect(issues({ amount: '12.345' })).toEqual(['Enter an amount in dollars, like 1200 or 1200.50']);
  expect(issues({ deliverables: [] })).toEqual(['List at least one deliverable']);
  expect(issues({ deliverables: [{ title: 'Reel', due_date: '2020-01-01' }] })).toEqual(['A due date cannot be in the past']);
  expect(issues({ usage_channels: ['instagram'] })).toEqual(['Say for how many months the brand may use the content']);
  expect(issues({ exclusivity_category: 'Footwear' })).toEqual(['Exclusivity needs both a category and a duration']);
  // a counter starts from the latest version's terms
  const counter = termsFormStart(v({ amount_cents: 90_050, usage_channels: ['tiktok'], usage_months: 12 }), 1200, [], future(3));
  expect(counter).toMatchObject({ amount: '900.5', usage_channels: ['tiktok'], usage_months: '12', note: '' });
});
