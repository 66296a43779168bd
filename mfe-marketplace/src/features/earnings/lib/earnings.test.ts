import { dealLabel, earnedAmount, earningsCsv, earningState, feeAndNet, paidOutLabel, periodLabel, requirementLabel, shownFeeAndNet, totalsBy, type EarningRow } from './earnings';

const row = (over: Partial<EarningRow>): EarningRow => ({
  id: 'dp', status: 'released', amount: 80000, currency: 'usd', fee_bps: 1000, fee_amount: 8000, net_amount: 72000,
  funded_at: '2026-10-01T10:00:00Z', released_at: '2026-10-20T10:00:00Z', refunded_at: null, release_requested_at: null, transfer_reversed_at: null, kill_fee_amount: null,
  created_at: '2026-10-01T10:00:00Z', deal: { title: 'Court Shoe Launch' }, payout: null, disputes: [], ...over,
});

describe('earnings', () => {
  test('states: held, waiting for payouts, on hold, releasing, paid out, payout failed, refunded', () => {
    expect(earningState(row({ status: 'held' }))).toBe('held');
    expect(earningState(row({ status: 'held', release_requested_at: '2026-10-20T10:00:00Z' }))).toBe('waiting_for_payouts');
    expect(earningState(row({ status: 'held', disputes: [{ status: 'needs_response' }] }))).toBe('on_hold');
    expect(earningState(row({ status: 'held', disputes: [{ status: 'won' }] }))).toBe('held');
    expect(earningState(row({}))).toBe('releasing');
    expect(earningState(row({ payout: { status: 'paid', paid_at: '2026-10-20T10:00:01Z', arrival_at: null, failure_message: null } }))).toBe('paid_out');
    expect(earningState(row({ payout: { status: 'failed', paid_at: null, arrival_at: null, failure_message: 'closed' } }))).toBe('payout_failed');
    expect(earningState(row({ status: 'refunded' }))).toBe('refunded');
  });

  test("a cancelled deal's kill fee: waiting, releasing, paid out, with its own fee and net, counted in the totals", () => {
    const kill = row({ status: 'refunded', kill_fee_amount: 11250, refunded_at: '2026-10-05T10:00:00Z', released_at: null, fee_amount: null, net_amount: null });
    expect(earningState({ ...kill, release_requested_at: '2026-10-05T10:00:00Z' })).toBe('waiting_for_payouts');
    expect(earningState({ ...kill, released_at: '2026-10-05T10:00:00Z', fee_amount: 1125, net_amount: 10125 })).toBe('releasing');
    expect(earningState({ ...kill, released_at: '2026-10-05T10:00:00Z', payout: { status: 'paid', paid_at: '2026-10-07T00:00:00Z', arrival_at: null, failure_message: null } })).toBe('paid_out');
    expect(earnedAmount(kill)).toBe(11250);
    expect(shownFeeAndNet(kill)).toEqual({ fee: 1125, net: 10125, bps: 1000 });
    expect(dealLabel(kill)).toBe('Court Shoe Launch (kill fee)');
    const paid = { ...kill, released_at: '2026-10-05T10:00:00Z', fee_amount: 1125, net_amount: 10125 };
    expect(totalsBy([paid, kill], 'month')).toEqual([{ period: '2026-10', gross: 11250, fees: 1125, net: 10125, count: 1 }]);
    expect(earningsCsv([paid]).split('\n')[1]).toBe('Court Shoe Launch (kill fee),In transit,112.50,11.25,101.25,2026-10-01,2026-10-05,,2026-10-05');
  });

  test('fee and net: as recorded, else at the current rate', () => {
    expect(feeAndNet(row({}))).toEqual({ fee: 8000, net: 72000, bps: 1000 });
    expect(feeAndNet(row({ fee_amount: null, net_amount: null, fee_bps: null, amount: 45000 }))).toEqual({ fee: 4500, net: 40500, bps: 1000 });
  });

  test('totals by month and year count released money only', () => {
    const rows = [row({}), row({ released_at: '2026-10-28T10:00:00Z', amount: 30000, fee_amount: 3000, net_amount: 27000 }), row({ released_at: '2025-12-02T10:00:00Z' }), row({ status: 'held', released_at: null }), row({ status: 'refunded' })];
    expect(totalsBy(rows, 'month')).toEqual([
      { period: '2026-10', gross: 110000, fees: 11000, net: 99000, count: 2 },
      { period: '2025-12', gross: 80000, fees: 8000, net: 72000, count: 1 },
    ]);
    expect(totalsBy(rows, 'year').map((t) => [t.period, t.net])).toEqual([['2026', 99000], ['2025', 72000]]);
    expect(periodLabel('2026-10')).toBe('October 2026');
  });

  test('CSV: dollars, quoted where needed, no formulas', () => {
    const csv = earningsCsv([row({ deal: { title: '=HYPERLINK("x"), "Reel"' }, payout: { status: 'paid', paid_at: '2026-10-21T00:00:00Z', arrival_at: null, failure_message: null } })]);
    expect(csv.split('\n')[0]).toBe('Deal,State,Amount (USD),Platform fee (USD),Net (USD),Funded,Transferred,Paid out,Refunded');
    expect(csv.split('\n')[1]).toBe('"\'=HYPERLINK(""x""), ""Reel""",Paid out,800.00,80.00,720.00,2026-10-01,2026-10-20,2026-10-21,');
  });

  test('a refunded payment shows no fee and no net: the money went back to the brand', () => {
    const refunded = row({ status: 'refunded', released_at: null, refunded_at: '2026-10-05T10:00:00Z', fee_amount: null, net_amount: null });
    expect(shownFeeAndNet(refunded)).toBeNull();
    expect(shownFeeAndNet(row({ status: 'held', released_at: null, fee_amount: null, net_amount: null }))).toEqual({ fee: 8000, net: 72000, bps: 1000 });
    expect(earningsCsv([refunded]).split('\n')[1]).toBe('Court Shoe Launch,Refunded,800.00,,,2026-10-01,,,2026-10-05');
  });

  test('the Paid out column: the bank day, a payout on its way expected, a refund, else a dash', () => {
    const payout = { status: 'paid', paid_at: '2026-10-21T12:00:00Z', arrival_at: '2026-10-21T12:00:00Z', failure_message: null };
    expect(paidOutLabel(row({ payout }))).toBe('Oct 21, 2026');
    expect(paidOutLabel(row({ payout: { ...payout, status: 'in_transit', paid_at: null, arrival_at: '2026-10-23T12:00:00Z' } }))).toBe('Expected Oct 23, 2026');
    expect(paidOutLabel(row({ status: 'refunded', refunded_at: '2026-10-05T12:00:00Z' }))).toBe('Refunded Oct 5, 2026');
    expect(paidOutLabel(row({ status: 'held', released_at: null }))).toBe('-');
  });

  test("Stripe's requirement names read as words", () => {
    expect(requirementLabel('external_account')).toBe('a bank account for payouts');
    expect(requirementLabel('company.tax_id')).toBe('company tax id');
  });
});
