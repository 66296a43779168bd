import type Stripe from 'stripe';
import type { Db } from '../lib/clients';
import { must } from '../lib/clients';

export type Claim = 'new' | 'done' | 'in_progress';

/**
 * Claims an event id before applying it (Powertools-style idempotency): the first delivery gets 'new', a
 * duplicate of an applied event 'done' (answered 200, changes nothing), a duplicate racing the first
 * 'in_progress' (answered 409, so Stripe tries again later).
 */
export async function claimEvent(db: Db, event: Stripe.Event): Promise<Claim> {
  const inserted = await db.from('stripe_events').insert({ id: event.id, type: event.type, payload: event as unknown as never, status: 'processing' });
  if (!inserted.error) return 'new';
  if (inserted.error.code !== '23505') throw new Error(`claim event: ${inserted.error.message}`);
  const row = must(await db.from('stripe_events').select('status').eq('id', event.id).maybeSingle(), 'read event');
  return row?.status === 'processed' ? 'done' : 'in_progress';
}

export async function finishEvent(db: Db, id: string): Promise<void> {
  must(await db.from('stripe_events').update({ status: 'processed', processed_at: new Date().toISOString() }).eq('id', id), 'finish event');
}

/** A failed attempt lets go of its claim, so Stripe's retry applies the event afresh. */
export async function releaseEvent(db: Db, id: string): Promise<void> {
  await db.from('stripe_events').delete().eq('id', id).eq('status', 'processing');
}
