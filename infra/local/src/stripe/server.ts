import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkoutPage } from './checkout-page';
import { ConnectStore, missingOnboardingFields } from './connect';
import { dashboardPage, onboardingPage } from './connect-pages';
import { parseStripeForm } from './form';
import { receiptPage } from './receipt-page';
import { StripeRequestError, StripeStore, type StripeObject } from './store';
import { WebhookSender } from './webhooks';

export interface StripeStandInOptions {
  port?: number;
  host?: string;
  /** Where the browser reaches the hosted checkout page (default http://localhost:<port>). */
  publicUrl?: string;
  webhookUrl: string;
  webhookSecret: string;
  retryDelays?: number[];
  log?: (line: string) => void;
}

export interface StripeStandIn {
  url: string;
  port: number;
  store: StripeStore;
  connect: ConnectStore;
  webhooks: WebhookSender;
  close(): Promise<void>;
}

/** `account` is the Stripe-Account header (a request made on a connected account); `query` the URL's. */
type Route = (params: Record<string, unknown>, match: RegExpExecArray, account: string | undefined, query: URLSearchParams) => StripeObject;

/**
 * A local stand-in for the part of Stripe's API Pitchside uses, spoken to by the real `stripe` SDK
 * (`host`/`port`/`protocol`): customers, Checkout Sessions with a hosted card page, subscriptions (their invoices
 * paid by refundable payment intents, listed as invoice payments), charges with a `receipt_url` on a local receipt
 * page, refunds, disputes, Connect (Express accounts with a hosted onboarding page, transfers, reversals, balance,
 * payouts and the balance transactions each payout paid out), and signed webhooks with Stripe's retries
 * (a connected account's events carry `account`). Errors keep Stripe's `{error: {type, message}}`.
 */
export async function startStripeStandIn(opts: StripeStandInOptions): Promise<StripeStandIn> {
  const webhooks = new WebhookSender({ url: opts.webhookUrl, secret: opts.webhookSecret, retryDelays: opts.retryDelays, log: opts.log });
  const store = new StripeStore((type, object) => webhooks.send(webhooks.event(type, object)));
  const connect = new ConnectStore((type, object, account) => webhooks.send(webhooks.event(type, object, account)), store.transfers, (id) => store.chargeIntent(id));
  store.connect = connect;

  const api: [string, RegExp, Route][] = [
    ['POST', /^\/v1\/customers$/, (p) => store.createCustomer(p)],
    ['GET', /^\/v1\/customers\/([\w]+)$/, (_p, m) => store.customer(m[1]!)],
    ['POST', /^\/v1\/checkout\/sessions$/, (p) => store.createSession(p)],
    ['GET', /^\/v1\/checkout\/sessions\/([\w]+)$/, (_p, m) => store.session(m[1]!)],
    ['POST', /^\/v1\/checkout\/sessions\/([\w]+)\/expire$/, (_p, m) => store.expireSession(m[1]!)],
    ['GET', /^\/v1\/subscriptions\/([\w]+)$/, (_p, m) => store.subscription(m[1]!)],
    ['POST', /^\/v1\/subscriptions\/([\w]+)$/, (p, m) => store.updateSubscription(m[1]!, p)],
    ['DELETE', /^\/v1\/subscriptions\/([\w]+)$/, (_p, m) => store.cancelSubscription(m[1]!)],
    ['POST', /^\/v1\/refunds$/, (p) => store.createRefund(p)],
    ['GET', /^\/v1\/refunds$/, (p) => store.listRefunds(p)],
    ['GET', /^\/v1\/payment_intents\/([\w]+)$/, (_p, m) => store.payment(m[1]!)],
    ['GET', /^\/v1\/charges\/([\w]+)$/, (_p, m) => store.charge(m[1]!)],
    ['GET', /^\/v1\/disputes\/([\w]+)$/, (_p, m) => store.dispute(m[1]!)],
    ['POST', /^\/v1\/disputes\/([\w]+)$/, (p, m) => store.updateDispute(m[1]!, p)],
    ['POST', /^\/v1\/accounts$/, (p) => connect.createAccount(p)],
    ['GET', /^\/v1\/accounts\/([\w]+)$/, (_p, m) => connect.account(m[1]!)],
    ['POST', /^\/v1\/accounts\/([\w]+)$/, (p, m) => connect.updateAccount(m[1]!, p)],
    ['POST', /^\/v1\/accounts\/([\w]+)\/login_links$/, (_p, m) => connect.createLoginLink(m[1]!)],
    ['POST', /^\/v1\/account_links$/, (p) => connect.createAccountLink(p)],
    ['POST', /^\/v1\/transfers$/, (p) => connect.createTransfer(p)],
    ['GET', /^\/v1\/transfers$/, (_p, _m, _a, q) => connect.listTransfers(q)],
    ['GET', /^\/v1\/transfers\/([\w]+)$/, (_p, m) => connect.transfer(m[1]!)],
    ['POST', /^\/v1\/transfers\/([\w]+)\/reversals$/, (p, m) => connect.createReversal(m[1]!, p)],
    ['GET', /^\/v1\/balance$/, (_p, _m, a) => connect.balance(a)],
    ['GET', /^\/v1\/payouts$/, (_p, _m, a) => connect.listPayouts(a)],
    ['GET', /^\/v1\/payouts\/([\w]+)$/, (_p, m, a) => connect.payout(m[1]!, a)],
    ['POST', /^\/v1\/payouts$/, (p, _m, a) => connect.createPayout(a, p)],
    ['GET', /^\/v1\/invoice_payments$/, (p) => store.listInvoicePayments(p)],
    ['GET', /^\/v1\/balance_transactions$/, (p, _m, a) => connect.listBalanceTransactions(a, p)],
  ];

  const idempotent = new Map<string, { body: string; out: StripeObject }>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stripe.local');
      const body = Buffer.concat(chunks).toString('utf8');
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_local_${Date.now()}` });
        res.end(JSON.stringify(value));
      };
      const html = (status: number, page: string) => {
        res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
        res.end(page);
      };
      try {
        const onboarding = /^\/connect\/onboarding\/([\w]+)$/.exec(url.pathname);
        if (onboarding) {
          const link = connect.link(onboarding[1]!);
          if (!link) return html(404, '<!doctype html><title>Not found</title><h1>This onboarding link is not valid.</h1>');
          // an account link is single-use and short-lived: Stripe sends a second visit to refresh_url for a new one
          if (req.method === 'GET' && (link.used || link.expires_at < Date.now() / 1000)) {
            res.writeHead(302, { location: link.refresh_url });
            return res.end();
          }
          const account = connect.account(link.account);
          if (req.method === 'GET') {
            link.used = true;
            return html(200, onboardingPage(account, link));
          }
          const form = Object.fromEntries(new URLSearchParams(body)) as Record<string, string>;
          const missing = form.intent === 'later' ? [] : missingOnboardingFields(form);
          if (missing.length) return html(400, onboardingPage(account, link, { values: form, missing }));
          connect.submitOnboarding(account.id, form.intent === 'later' ? {} : form);
          res.writeHead(303, { location: link.return_url });
          return res.end();
        }
        const dashboard = /^\/connect\/dashboard\/([\w]+)$/.exec(url.pathname);
        if (dashboard) {
          const account = connect.accounts.get(dashboard[1]!);
          if (!account) return html(404, '<!doctype html><title>Not found</title><h1>No such Express account.</h1>');
          return html(200, dashboardPage(account, connect.balance(account.id), connect.listPayouts(account.id)));
        }
        const receipt = /^\/receipts\/payment\/([\w-]+)$/.exec(url.pathname);
        if (receipt && req.method === 'GET') {
          const charge = store.receipt(receipt[1]!);
          return charge ? html(200, receiptPage(charge)) : html(404, '<!doctype html><title>Not found</title><h1>This receipt link is not valid.</h1>');
        }
        const page = /^\/checkout\/([\w]+)$/.exec(url.pathname);
        if (page) {
          const session = store.hosted(page[1]!);
          if (!session) return html(404, '<!doctype html><title>Not found</title><h1>This checkout link is not valid.</h1>');
          if (req.method === 'GET') return html(200, checkoutPage(session));
          const form = Object.fromEntries(new URLSearchParams(body)) as Record<string, string>;
          const result = store.pay(session.id, { number: form.number ?? '', expiry: form.expiry ?? '', cvc: form.cvc ?? '' });
          if (result.ok) {
            res.writeHead(303, { location: result.redirect! });
            return res.end();
          }
          return html(402, checkoutPage(session, { error: result.message, values: { ...form, number: '' } }));
        }
        if (!/^Bearer sk_(test|live)_\w+/.test(req.headers.authorization ?? '')) {
          return json(401, { error: { type: 'invalid_request_error', message: 'You did not provide an API key. Provide your API key in the Authorization header, using Bearer auth.' } });
        }
        // Stripe replays the first answer to a repeated Idempotency-Key instead of acting twice, and refuses the
        // key with other parameters
        const key = req.method === 'POST' ? req.headers['idempotency-key'] : undefined;
        const replay = typeof key === 'string' ? idempotent.get(key) : undefined;
        if (replay && replay.body !== body) {
          throw new StripeRequestError(400, `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${String(key)}' if you meant to execute a different request.`, undefined, undefined, 'idempotency_error');
        }
        if (replay) return json(200, replay.out);
        for (const [method, pattern, route] of api) {
          const m = pattern.exec(url.pathname);
          if (m && method === req.method) {
            // a GET's parameters are in its query string, a POST's in its form body
            const account = typeof req.headers['stripe-account'] === 'string' ? req.headers['stripe-account'] : undefined;
            const out = route(parseStripeForm(req.method === 'GET' ? url.search.slice(1) : body), m, account, url.searchParams);
            if (typeof key === 'string') idempotent.set(key, { body, out });
            return json(200, out);
          }
        }
        return json(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname}).` } });
      } catch (e) {
        if (e instanceof StripeRequestError) {
          return json(e.status, { error: { type: e.type, message: e.message, ...(e.param ? { param: e.param } : {}), ...(e.code ? { code: e.code } : {}) } });
        }
        opts.log?.(`stripe stand-in: ${(e as Error).stack ?? String(e)}`);
        return json(500, { error: { type: 'api_error', message: 'The local Stripe stand-in failed on this request.' } });
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', resolve);
  });
  const port = (server.address() as AddressInfo).port;
  store.publicUrl = opts.publicUrl ?? `http://localhost:${port}`;
  connect.publicUrl = store.publicUrl;
  return {
    url: `http://${opts.host ?? '127.0.0.1'}:${port}`,
    port,
    store,
    connect,
    webhooks,
    async close() {
      webhooks.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
