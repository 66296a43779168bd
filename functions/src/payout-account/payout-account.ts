import { z } from 'zod';
import { callerId } from '../lib/auth';
import { assertInGoodStanding } from '../lib/standing';
import { must } from '../lib/clients';
import type { Deps } from '../lib/deps';
import { badRequest, conflict, forbidden } from '../lib/errors';
import { parseBody, type HttpRequest, type HttpResult } from '../lib/http';
import { ensurePayoutAccount, payoutAccountOf, releaseWaiting, syncAccount } from '../lib/payouts';
import { assertSiteUrl } from '../lib/urls';

const Body = z.discriminatedUnion('action', [
  /** "Set up payouts" (and "Update payout details"): the Express account, created once, and a fresh onboarding link. */
  z.strictObject({ action: z.literal('onboard'), return_url: z.string().max(2000) }),
  /** Back from Stripe's onboarding: the account's state as Stripe has it now. */
  z.strictObject({ action: z.literal('refresh') }),
  /** The talent's Stripe Express dashboard (payouts, bank details, tax forms). */
  z.strictObject({ action: z.literal('dashboard') }),
]);

const TALENT_ROLES = ['athlete', 'creator'];

/**
 * POST /payout-account: the caller's own payout account only; its Stripe id is never taken from the body.
 * -> {state, requirements, url?}
 */
export async function payoutAccount(deps: Deps, req: HttpRequest): Promise<HttpResult> {
  const body = parseBody(req, Body);
  const caller = await callerId(req.headers, deps.config);
  await assertInGoodStanding(deps, caller);
  const role = must(await deps.db.from('user_roles').select('role').eq('user_id', caller).maybeSingle(), 'read role');
  if (!TALENT_ROLES.includes(role?.role ?? 'athlete')) throw forbidden('Payout accounts are for athletes and creators.');
  if (deps.config.payoutMode === 'record') throw conflict('Payouts are sent by hand on this site: Stripe Connect is not set up.', 'connect_not_configured');

  if (body.action === 'onboard') {
    const returnUrl = assertSiteUrl(body.return_url, deps.config.siteOrigins, 'return_url');
    const account = await ensurePayoutAccount(deps, caller);
    const back = (flag: string) => {
      const u = new URL(returnUrl);
      u.searchParams.set('payouts', flag);
      return u.toString();
    };
    const link = await deps.stripe.accountLinks.create({
      account: account.stripe_account_id, type: account.state === 'ready' ? 'account_update' : 'account_onboarding',
      refresh_url: back('refresh'), return_url: back('return'),
    });
    return { status: 200, body: { state: account.state, requirements: account.requirements, url: link.url } };
  }

  const row = await payoutAccountOf(deps, caller);
  if (!row) {
    if (body.action === 'dashboard') throw badRequest('Set up payouts first.', 'no_payout_account');
    return { status: 200, body: { state: 'not_started', requirements: [] } };
  }
  if (body.action === 'dashboard') {
    if (row.state === 'not_started') throw conflict('Finish setting up payouts first: Stripe opens the dashboard once your details are in.', 'not_onboarded');
    const login = await deps.stripe.accounts.createLoginLink(row.stripe_account_id);
    return { status: 200, body: { state: row.state, requirements: row.requirements, url: login.url } };
  }
  // what Stripe has now reflects every event up to the previous second (event times are whole seconds)
  const asOf = new Date((Math.floor(deps.now().getTime() / 1000) - 1) * 1000).toISOString();
  const changed = await syncAccount(deps, row.stripe_account_id, asOf);
  if (changed?.state === 'ready') await releaseWaiting(deps, caller);
  const fresh = (await payoutAccountOf(deps, caller))!;
  return { status: 200, body: { state: fresh.state, requirements: fresh.requirements } };
}
