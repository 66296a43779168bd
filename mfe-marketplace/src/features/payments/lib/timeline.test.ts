import type { DealPayment } from '../api/deal-payment-query';
import { paymentHeadline, paymentTimeline } from './timeline';

const base: DealPayment = {
  id: 'dp', status: 'held', amount: 80000, currency: 'usd', release_reason: null, funded_at: '2026-11-01T10:00:00Z',
  submitted_at: null, approved_at: null, released_at: null, refunded_at: null, created_at: '2026-11-01T09:00:00Z', release_requested_at: null,
  kill_fee_amount: null, cancelled_by: null, disputes: [],
};

describe('deal payment timeline', () => {
  test('unfunded: one waiting step and "Not funded yet"', () => {
    expect(paymentTimeline(null)).toEqual([{ label: 'Waiting for the brand to fund the deal', at: null }]);
    expect(paymentHeadline({ ...base, status: 'awaiting_funding' }, '$800')).toBe('Not funded yet');
  });
  test('held, then released after approval, with dates where they happened', () => {
    expect(paymentHeadline(base, '$800')).toBe('Funded: $800 held');
    const released = { ...base, status: 'released', submitted_at: '2026-11-03T10:00:00Z', approved_at: '2026-11-04T10:00:00Z', released_at: '2026-11-04T10:01:00Z', release_reason: 'approved' };
    expect(paymentTimeline(released).map((s) => [s.label, s.at])).toEqual([
      ['Funded: held by Pitchside', base.funded_at], ['Work submitted', released.submitted_at], ['Work approved', released.approved_at], ['Released to the talent', released.released_at],
    ]);
    expect(paymentHeadline(released, '$800')).toBe('Released: $800');
  });
  test('released without a response, and refunded', () => {
    expect(paymentTimeline({ ...base, status: 'released', release_reason: 'no_response', released_at: 'x' }).at(-1)!.label).toBe('Released (no response from the brand within 7 days)');
    expect(paymentTimeline({ ...base, status: 'refunded', refunded_at: 'y' }).map((s) => s.label)).toEqual(['Funded: held by Pitchside', 'Refunded to the brand']);
  });
  test('cancelled with a kill fee: the partial refund, then the kill fee sent to the talent', () => {
    const cancelled = { ...base, status: 'refunded', refunded_at: '2026-11-05T10:00:00Z', kill_fee_amount: 20000, released_at: null };
    expect(paymentHeadline(cancelled, '$800')).toBe('Cancelled: $200 kill fee');
    expect(paymentTimeline(cancelled).map((s) => [s.label, s.at])).toEqual([
      ['Funded: held by Pitchside', base.funded_at], ['Cancelled: refunded to the brand less the kill fee', cancelled.refunded_at], ['Kill fee sent to the talent', null],
    ]);
  });
});
