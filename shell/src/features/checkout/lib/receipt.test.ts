import { billingPurpose, billingStatus, receiptAmounts } from './receipt';

const deal = (over: Record<string, unknown> = {}) => ({
  id: 'dp1', amount: 80000, status: 'released', fee_bps: 1000, fee_amount: 8000, net_amount: 72000, kill_fee_amount: null, payee_id: 'u1', deal: { id: 'd1', title: 'Court Shoe Launch' }, ...over,
});

describe('receipts', () => {
  test('a deal funding: the fee recorded at release, what the talent receives, the total charged', () => {
    const none = { refunded: null, killFee: null };
    expect(receiptAmounts({ amount: 80000, refunded_amount: null, deal_payment: deal() })).toEqual({ total: 80000, fee: 8000, feeRate: '10%', toTalent: 72000, ...none });
    // held, not released yet: the current rate applies
    expect(receiptAmounts({ amount: 45050, refunded_amount: null, deal_payment: deal({ fee_bps: null, fee_amount: null, net_amount: null }) }))
      .toEqual({ total: 45050, fee: 4505, feeRate: '10%', toTalent: 40545, ...none });
    expect(receiptAmounts({ amount: 1900, refunded_amount: null, deal_payment: null })).toEqual({ total: 1900, fee: null, feeRate: null, toTalent: null, ...none });
  });

  test('a deal cancelled with a kill fee: the rest refunded, the fee taken from the kill fee', () => {
    const cancelled = deal({ status: 'refunded', kill_fee_amount: 11250, fee_amount: null, net_amount: null });
    expect(receiptAmounts({ amount: 45000, refunded_amount: 33750, deal_payment: cancelled })).toEqual({ total: 45000, fee: 1125, feeRate: '10%', toTalent: 10125, refunded: 33750, killFee: 11250 });
    expect(billingStatus({ status: 'succeeded', refund_reason: null, refunded_amount: 33750, disputes: [] })).toEqual({ label: 'Partly refunded', tone: 'neutral' });
  });

  test('status: paid, refunded (a duplicate says so), failed; an open dispute or a lost one wins over the payment status', () => {
    expect(billingStatus({ refunded_amount: null, status: 'succeeded', refund_reason: null, disputes: [] })).toEqual({ label: 'Paid', tone: 'success' });
    expect(billingStatus({ refunded_amount: null, status: 'refunded', refund_reason: null, disputes: [] }).label).toBe('Refunded');
    expect(billingStatus({ refunded_amount: null, status: 'refunded', refund_reason: 'duplicate', disputes: [] }).label).toBe('Refunded (duplicate charge)');
    expect(billingStatus({ refunded_amount: null, status: 'refunded', refund_reason: 'not_accepted', disputes: [] }).label).toBe('Refunded (the deal had ended)');
    expect(billingStatus({ refunded_amount: null, status: 'failed', refund_reason: null, disputes: [] }).label).toBe('Failed');
    expect(billingStatus({ refunded_amount: null, status: 'succeeded', refund_reason: null, disputes: [{ status: 'needs_response' }] }).label).toBe('Disputed');
    expect(billingStatus({ refunded_amount: null, status: 'succeeded', refund_reason: null, disputes: [{ status: 'lost' }] }).label).toBe('Charged back');
    expect(billingStatus({ refunded_amount: null, status: 'succeeded', refund_reason: null, disputes: [{ status: 'won' }] }).label).toBe('Paid');
  });

  test('purpose: the deal and its talent, a plan, or the checkout description', () => {
    expect(billingPurpose({ description: 'Deal funding', deal_payment: deal(), metadata: {}, talent_name: 'Jordan Reyes' })).toEqual({ kind: 'deal', title: 'Deal funding: Court Shoe Launch', detail: 'Talent: Jordan Reyes' });
    expect(billingPurpose({ description: 'Pitchside Pro: monthly plan', deal_payment: null, metadata: { invoice_id: 'in_1' }, talent_name: null })).toEqual({ kind: 'plan', title: 'Pitchside Pro: monthly plan', detail: 'Subscription' });
    expect(billingPurpose({ description: null, deal_payment: null, metadata: null, talent_name: null })).toEqual({ kind: 'other', title: 'Payment', detail: null });
  });
});
