import { z } from 'zod';
import { ACTIVE_SUBSCRIPTION_STATUSES } from 'shared-ui/billing';
import { callerId } from '../lib/auth';
import { assertInGoodStanding } from '../lib/standing';
import { must } from '../lib/clients';
import type { Deps } from '../lib/deps';
import { notFound } from '../lib/errors';
import { parseBody, type HttpRequest, type HttpResult } from '../lib/http';

const Body = z.strictObject({ cancel_at_period_end: z.boolean() });

/** POST /manage-subscription: cancel the caller's plan at the end of the period, or keep it after all. */
export async function manageSubscription(deps: Deps, req: HttpRequest): Promise<HttpResult> {
  const { cancel_at_period_end } = parseBody(req, Body);
  const caller = await callerId(req.headers, deps.config);
  await assertInGoodStanding(deps, caller);
  const row = must(
    await deps.db.from('subscriptions').select('id, stripe_subscription_id').eq('user_id', caller).in('status', [...ACTIVE_SUBSCRIPTION_STATUSES])
      .not('stripe_subscription_id', 'is', null).order('created_at', { ascending: false }).limit(1).maybeSingle(),
    'read subscription',
  );
  if (!row?.stripe_subscription_id) throw notFound('You have no paid plan to change.');
  const sub = await deps.stripe.subscriptions.update(row.stripe_subscription_id, { cancel_at_period_end });
  must(await deps.db.from('subscriptions').update({ cancel_at_period_end: sub.cancel_at_period_end }).eq('id', row.id), 'save subscription');
  return { status: 200, body: { cancel_at_period_end: sub.cancel_at_period_end } };
}
