import type { PitchsideClient } from 'shared-ui';

/**
 * One payment as the billing history and the receipt show it: the payment, the deal payment it funded (its deal,
 * talent and platform fee) and any dispute on it. Read under RLS: a member reads only their own payments.
 */
export const BILLING_COLUMNS =
  'id, amount, currency, description, status, refund_reason, refunded_amount, created_at, paid_at, receipt_url, stripe_charge_id, stripe_payment_intent_id, metadata, ' +
  'deal_payment:deal_payments!deal_payment_id(id, amount, status, fee_bps, fee_amount, net_amount, kill_fee_amount, payee_id, deal:deals(id, title)), ' +
  'disputes:payment_disputes(status)';

/** The payments that belong in a billing history: those that went through, were refunded, or were declined. */
export const BILLED_STATUSES = ['succeeded', 'refunded', 'failed'] as const;

export interface BillingRecord {
  id: string;
  amount: number;
  currency: string;
  description: string | null;
  status: string;
  refund_reason: string | null;
  /** cents refunded of a payment that stays paid (a deal cancelled with a kill fee) */
  refunded_amount: number | null;
  created_at: string;
  paid_at: string | null;
  receipt_url: string | null;
  stripe_charge_id: string | null;
  stripe_payment_intent_id: string | null;
  metadata: Record<string, unknown> | null;
  deal_payment: {
    id: string; amount: number; status: string; fee_bps: number | null; fee_amount: number | null; net_amount: number | null; kill_fee_amount: number | null;
    payee_id: string | null;
    deal: { id: string; title: string } | null;
  } | null;
  disputes: { status: string }[];
  /** The talent the deal paid (their public profile name). */
  talent_name: string | null;
}

/** Adds each funded deal's talent name (profiles are readable by signed-in members). */
export async function withTalentNames(client: PitchsideClient, rows: Omit<BillingRecord, 'talent_name'>[]): Promise<BillingRecord[]> {
  const ids = [...new Set(rows.map((r) => r.deal_payment?.payee_id).filter((id): id is string => !!id))];
  const names = new Map<string, string>();
  if (ids.length) {
    const { data, error } = await client.from('profiles').select('user_id, full_name').in('user_id', ids);
    if (error) throw error;
    for (const p of data ?? []) names.set(p.user_id, p.full_name ?? 'Talent');
  }
  return rows.map((r) => ({ ...r, talent_name: r.deal_payment?.payee_id ? (names.get(r.deal_payment.payee_id) ?? null) : null }));
}
