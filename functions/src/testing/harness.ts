/**
 * The functions under test with real parts: the local Supabase-compatible server on a fresh seeded PGlite,
 * the local Stripe stand-in spoken to by the real stripe SDK, and webhooks delivered over HTTP to the
 * webhook function. Each suite gets its own.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import Stripe from 'stripe';
import { startTestServer, type TestServer } from '../../../infra/local/src/server/testing';
import { createStorageExtension } from '../../../infra/local/src/storage';
import { startStripeStandIn, type StripeStandIn } from '../../../infra/local/src/stripe/server';
import { createServiceDb, createStripe } from '../lib/clients';
import type { FunctionsConfig } from '../lib/config';
import type { Deps } from '../lib/deps';
import { httpFunction, type HttpRequest, type HttpResult } from '../lib/http';
import { stripeWebhook } from '../stripe-webhook/stripe-webhook';

export const SITE = 'http://localhost:3000';
export const DEMO_PASSWORD = 'Pitchside123!';
const WEBHOOK_SECRET = 'whsec_functions_test';
const quiet = () => undefined;
const signer = new Stripe('sk_test_local');

export interface Harness {
  server: TestServer;
  stripe: StripeStandIn;
  deps: Deps;
  /** Calls a function the way API Gateway does, with the caller's access token if given. */
  call(fn: (deps: Deps, req: HttpRequest) => Promise<HttpResult>, body: unknown, token?: string, headers?: Record<string, string>): Promise<{ status: number; body: any }>;
  token(email: string): Promise<string>;
  /** Signs a Stripe event (fields over Stripe's envelope) and delivers it to the webhook function. */
  deliver(event: Record<string, unknown>): Promise<{ status: number; body: any }>;
  /** Pays a checkout on the stand-in's hosted page and waits for its webhooks to be applied. */
  pay(url: string, card?: string): Promise<number>;
  close(): Promise<void>;
}

export function apiEvent(body: string, headers: Record<string, string> = {}, method = 'POST'): APIGatewayProxyEventV2 {
  return {
    version: '2.0', routeKey: '$default', rawPath: '/', rawQueryString: '', headers, body, isBase64Encoded: false,
    requestContext: { requestId: `test-${Math.random().toString(36).slice(2)}`, http: { method, path: '/', protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'jest' } },
  } as unknown as APIGatewayProxyEventV2;
}

/** `storage`: the server also answers /storage/v1, with files in a directory of the suite's own. */
export async function startHarness(opts: { retryDelays?: number[]; storage?: boolean } = {}): Promise<Harness> {
  const storageDir = opts.storage ? fs.mkdtempSync(path.join(os.tmpdir(), 'functions-storage-')) : null;
  const server = await startTestServer(storageDir ? { extensions: [createStorageExtension({ storageDir })] } : {});
  let deps!: Deps;
  const webhook = httpFunction('stripe-webhook', () => deps.config, (req) => stripeWebhook(deps, req), quiet);
  const hookServer = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', async () => {
      const out = (await webhook(apiEvent(body, req.headers as Record<string, string>))) as APIGatewayProxyStructuredResultV2;
      res.writeHead(out.statusCode ?? 500, { 'content-type': 'application/json' }).end(out.body);
    });
  });
  await new Promise<void>((r) => hookServer.listen(0, '127.0.0.1', r));
  const stripe = await startStripeStandIn({
    webhookUrl: `http://127.0.0.1:${(hookServer.address() as AddressInfo).port}/stripe-webhook`,
    webhookSecret: WEBHOOK_SECRET,
    retryDelays: opts.retryDelays ?? [0.05, 0.1, 0.2],
  });
  const config: FunctionsConfig = {
    siteOrigins: [SITE],
    supabaseUrl: server.url,
    secretKey: server.secretKey,
    // as deployed: users' tokens checked against the server's JWKS only (no legacy secret)
    auth: { jwksUrl: `${server.url}/auth/v1/.well-known/jwks.json` },
    stripe: { secretKey: 'sk_test_local', webhookSecret: WEBHOOK_SECRET, host: '127.0.0.1', port: stripe.port, protocol: 'http' },
    payoutMode: 'transfer',
  };
  deps = { config, db: createServiceDb(config), stripe: createStripe(config), now: () => new Date() };
  // the seed's payout accounts exist in this Stripe too, as `npm start` adopts them
  const accounts = await deps.db.from('payout_accounts').select('user_id, stripe_account_id, state, requirements');
  for (const a of accounts.data ?? []) stripe.connect.adoptAccount(a);

  const harness: Harness = {
    server,
    stripe,
    deps,
    async call(fn, body, token, headers = {}) {
      const wrapped = httpFunction('test', () => config, (req) => fn(deps, req), quiet);
      const out = (await wrapped(apiEvent(typeof body === 'string' ? body : JSON.stringify(body), { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers }))) as APIGatewayProxyStructuredResultV2;
      return { status: out.statusCode ?? 500, body: out.body ? JSON.parse(out.body) : undefined };
    },
    deliver(event) {
      const payload = JSON.stringify({ object: 'event', api_version: '2025-09-30.clover', livemode: false, ...event });
      return harness.call(stripeWebhook, payload, undefined, { 'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) });
    },
    async token(email) {
      const { data, error } = await server.client().auth.signInWithPassword({ email, password: DEMO_PASSWORD });
      if (error) throw error;
      return data.session!.access_token;
    },
    async pay(url, card = '4242 4242 4242 4242') {
      const res = await fetch(url, {
        method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ number: card, expiry: '12 / 34', cvc: '123' }),
      });
      await stripe.webhooks.idle();
      return res.status;
    },
    async close() {
      await stripe.close();
      await new Promise((r) => hookServer.close(r));
      await server.cleanup();
      if (storageDir) fs.rmSync(storageDir, { recursive: true, force: true });
    },
  };
  return harness;
}
