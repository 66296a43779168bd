/**
 * `npm run bench:functions` (issue 12): the functions as `npm start` runs them (osls offline, the Stripe stand-in,
 * the local backend on a fresh seeded PGlite). Prints the cold (first) and warm latency of each HTTP function,
 * then the webhook's throughput over 1,000 signed events of which 100 are duplicates, and whether the duplicates
 * changed anything. Env: BENCH_PORT_BASE=7100, BENCH_ROUNDS=40, BENCH_EVENTS=1000, BENCH_DUPLICATES=100,
 * BENCH_CONCURRENCY=8.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import Stripe from 'stripe';
import { openDb } from '../db';
import { apiKeys, signingKeys } from '../locations';
import { buildConfig } from '../server/config';
import { createServer } from '../server/create-server';
import { stripeStandIn } from '../stack/payments';
import { startFunctions } from '../stack/services';
import { pct } from './percentile';

const BASE = Number(process.env.BENCH_PORT_BASE ?? 7100);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 1000);
const DUPLICATES = Number(process.env.BENCH_DUPLICATES ?? 100);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const WEBHOOK_P95_TARGET_MS = 50;
const TYLER = '10000000-0000-4000-8000-000000000015';

const ms = (n: number) => `${n.toFixed(1)} ms`;

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pitchside-bench-functions-'));
  Object.assign(process.env, {
    PITCHSIDE_STATE_DIR: dir,
    FUNCTIONS_PORT: String(BASE + 10),
    SUPABASE_PORT: String(BASE + 20),
    STRIPE_PORT: String(BASE + 13),
    JWT_SECRET: randomBytes(32).toString('base64url'),
  });
  const db = await openDb({ dataDir: path.join(dir, 'db') });
  const server = await createServer({ db, config: await buildConfig({ port: BASE + 20, jwtSecret: process.env.JWT_SECRET, signingKeys: signingKeys(), apiKeys: apiKeys() }) });
  const standIn = stripeStandIn(BASE + 10, () => undefined);
  const stripe = await standIn.start();
  const functions = await startFunctions(standIn.env, () => undefined);
  const url = `http://127.0.0.1:${BASE + 10}`;
  try {
    const signIn = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: server.config.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'tyler.brooks@pitchside.dev', password: 'Pitchside123!' }),
    });
    const { access_token: token } = (await signIn.json()) as { access_token: string };
    const site = 'http://localhost:3000';
    const post = (fn: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${url}/${fn}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });
    const signer = new Stripe('sk_test_local');
    const secret = standIn.env.STRIPE_WEBHOOK_SECRET!;
    let n = 0;
    const invoiceEvent = () => {
      n++;
      return JSON.stringify({
        id: `evt_bench_${n}`, object: 'event', type: 'invoice.paid', created: Math.floor(Date.now() / 1000), livemode: false,
        data: { object: { id: `in_bench_${n}`, object: 'invoice', status: 'paid', amount_paid: 1900, amount_due: 1900, currency: 'usd', subscription: 'sub_seedJordanPro' } },
      });
    };
    const deliver = (payload: string) => post('stripe-webhook', payload, { 'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }) });

    // version.json is already warm: the stack's readiness check asked it
    const calls: [string, () => Promise<Response>][] = [
      ['GET /version.json', () => fetch(`${url}/version.json`)],
      ['POST /create-checkout-session', () => post('create-checkout-session', { user_id: TYLER, plan_id: 'pro', price_id: 'price_pro_monthly', success_url: `${site}/subscription?success=true`, cancel_url: `${site}/subscription?canceled=true` })],
      ['POST /create-payment', () => post('create-payment', { user_id: TYLER, amount: 2500, description: 'Bench payment', success_url: `${site}/payment-success`, cancel_url: `${site}/payment-canceled` })],
      ['POST /stripe-webhook', () => deliver(invoiceEvent())],
    ];
    console.log(`Functions under serverless-offline (osls), local Stripe, PGlite; ${ROUNDS} warm calls each\n`);
    console.log('function                          cold        warm p50    warm p95');
    for (const [name, call] of calls) {
      const t0 = performance.now();
      const first = await call();
      const cold = performance.now() - t0;
      if (!first.ok) throw new Error(`${name} answered ${first.status}: ${await first.text()}`);
      const warm: number[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        const t = performance.now();
        const res = await call();
        await res.arrayBuffer();
        warm.push(performance.now() - t);
      }
      console.log(`${name.padEnd(32)} ${ms(cold).padStart(10)} ${ms(pct(warm, 50)).padStart(11)} ${ms(pct(warm, 95)).padStart(11)}`);
    }

    // Throughput: unique events (invoices of Jordan's seeded Pro plan) with duplicates among them, CONCURRENCY at a time.
    const before = Number((await db.query<{ n: string }>("select count(*) as n from public.payments where metadata->>'invoice_id' like 'in_bench_%'")).rows[0]!.n);
    const unique = Array.from({ length: EVENTS - DUPLICATES }, invoiceEvent);
    const queue = [...unique];
    for (let i = 0; i < DUPLICATES; i++) queue.splice(Math.floor(((i + 1) * queue.length) / (DUPLICATES + 1)) + 1, 0, unique[(i * 7) % unique.length]!);
    const latencies: number[] = [];
    const answers = { applied: 0, duplicate: 0, retryLater: 0, other: 0 };
    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < queue.length) {
          const payload = queue[next++]!;
          const t = performance.now();
          const res = await deliver(payload);
          const body = (await res.json()) as { duplicate?: boolean };
          latencies.push(performance.now() - t);
          if (res.status === 200) answers[body.duplicate ? 'duplicate' : 'applied']++;
          else if (res.status === 409) answers.retryLater++;
          else answers.other++;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const ids = unique.map((e) => (JSON.parse(e) as { id: string }).id);
    const recorded = Number((await db.query<{ n: string }>("select count(*) as n from public.stripe_events where id = any($1) and status = 'processed'", [ids])).rows[0]!.n);
    const paid = Number((await db.query<{ n: string }>("select count(*) as n from public.payments where metadata->>'invoice_id' like 'in_bench_%'")).rows[0]!.n) - before;
    const p95 = pct(latencies, 95);
    console.log(`\nWebhook: ${queue.length} signed events (${unique.length} unique, ${DUPLICATES} duplicates), ${CONCURRENCY} at a time`);
    console.log(`  ${(queue.length / seconds).toFixed(0)} events/s; per delivery p50 ${ms(pct(latencies, 50))}, p95 ${ms(p95)} (target p95 <= ${WEBHOOK_P95_TARGET_MS} ms: ${p95 <= WEBHOOK_P95_TARGET_MS ? 'met' : 'NOT met'})`);
    console.log(`  answers: ${answers.applied} applied, ${answers.duplicate} acknowledged as duplicates, ${answers.retryLater} told to retry (a duplicate racing its original), ${answers.other} other`);
    console.log(`  effect: ${recorded} events recorded once and ${paid} invoice payments for ${unique.length} unique events: ${recorded === unique.length && paid === unique.length ? 'the duplicates changed nothing' : 'MISMATCH'}`);
  } finally {
    await functions.stop();
    await stripe.close();
    await server.close();
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

void main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
