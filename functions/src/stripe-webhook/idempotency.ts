import type Stripe from 'stripe';
import type { Db } from '../lib/clients';
import { must } from '../lib/clients';

export type Claim = 'new' | 'done' | 'in_progress';

/** Longer than the webhook function may run (its timeout): a claim this old was left by an invocation that died. */
export const CLAIM_EXPIRES_MS = 2 * 60_000;

/**
 * Claims an event id before applying it (Powertools-style idempotency): the first delivery gets 'new', a
 * duplicate of an applied event 'done' (answered 200, changes nothing), a duplicate racing the first
 * 'in_progress' (answered 409, so Stripe tries again later). A claim older than CLAIM_EXPIRES_MS was left by an
 * invocation that was cut off (a timeout never reaches releaseEvent): the next delivery takes it over, once.
 */
export async function claimEvent(db: Db, event: Stripe.Event, now = new Date()): Promise<Claim> {
  const inserted = await db.from('stripe_events').insert({ id: event.id, type: event.type, payload: event as unknown as never, status: 'processing', processed_at: now.toISOString() });
  if (!inserted.error) return 'new';
  if (inserted.error.code !== '23505') throw new Error(`claim event: ${inserted.error.message}`);
  const row = must(await db.from('stripe_events').select('status, attempts').eq('id', event.id).maybeSingle(), 'read event');
  if (row?.status === 'processed') return 'done';
  const taken = must(
    await db.from('stripe_events').update({ processed_at: now.toISOString(), attempts: (row?.attempts ?? 1) + 1 })
      .eq('id', event.id).eq('status', 'processing').lt('processed_at', new Date(now.getTime() - CLAIM_EXPIRES_MS).toISOString()).select('id'),
    'take over event',
  );
  return taken?.length ? 'new' : 'in_progress';
}

export async function finishEvent(db: Db, id: string): Promise<void> {
  must(await db.from('stripe_events').update({ status: 'processed', processed_at: new Date().toISOString() }).eq('id', id), 'finish event');
}

/** A failed attempt lets go of its claim, so Stripe's retry applies the event afresh. */
export async function releaseEvent(db: Db, id: string): Promise<void> {
  await db.from('stripe_events').delete().eq('id', id).eq('status', 'processing');
}
