/**
 * `npm run bench:realtime`: latency from a committed INSERT to the subscriber's callback, and deliveries
 * per second, with 1, 100 and 500 subscribers on one machine (in-memory PGlite, seeded; raw vsn 2.0.0
 * WebSocket clients, each signed in as a DISTINCT user so row-level security is checked per user).
 * Every subscriber listens to INSERTs on public.deals (the marketplace feed): each change fans out to all.
 * A size `100/10` means 100 subscribers shared by 10 users (callers with the same claims share one RLS check).
 * Prints; asserts nothing. Env: BENCH_SIZES=1,100,100/10,500  BENCH_SAMPLES=30  BENCH_BURST=50
 * BENCH_RLS_FAST_PATH=0 checks RLS once per distinct caller (no claims-independent policy shortcut).
 */
import { performance } from 'node:perf_hooks';
import { SignJWT } from 'jose';
import WebSocket from 'ws';
import { openDb, type Db } from '../db';
import { buildConfig } from '../server/config';
import { createServer } from '../server/create-server';
import { createRealtimeExtension } from '../realtime';
import { freePort, sleep } from '../realtime/testing';
import { pct } from './percentile';

const APEX = '20000000-0000-4000-8000-000000000001';
const SIZES = (process.env.BENCH_SIZES ?? '1,100,100/10,500').split(',').map((x) => {
  const [subs, users] = x.split('/').map(Number);
  return { label: x, n: subs ?? 1, users: users ?? subs ?? 1 };
});
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 30);
const BURST = Number(process.env.BENCH_BURST ?? 50);
const DEADLINE = Date.now() + 110_000;

async function makeUsers(db: Db, n: number, secret: string): Promise<string[]> {
  const ids = (
    await db.query<{ id: string }>(
      `insert into auth.users (id, email, aud, role, email_confirmed_at)
       select gen_random_uuid(), 'bench-' || g || '-' || floor(random() * 1e9)::int || '@bench.dev', 'authenticated', 'authenticated', now()
       from generate_series(1, ${n}) g returning id`,
    )
  ).rows.map((r) => r.id);
  const key = new TextEncoder().encode(secret);
  return Promise.all(
    ids.map((sub) =>
      new SignJWT({ sub, role: 'authenticated', aud: 'authenticated' })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(key),
    ),
  );
}

interface Sub {
  ws: WebSocket;
  got: Map<number, number>; // seq -> arrival time
}

async function connect(wsUrl: string, token: string, i: number): Promise<Sub> {
  const ws = new WebSocket(wsUrl);
  const got = new Map<number, number>();
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  const joined = new Promise<void>((resolve, reject) => {
    ws.on('message', (m) => {
      const at = performance.now();
      const f = JSON.parse(m.toString());
      if (f[3] === 'postgres_changes') {
        const seq = Number(String(f[4].data.record.title).slice(6));
        got.set(seq, at);
      } else if (f[3] === 'phx_reply' && f[1] === 'j') {
        if (f[4].status === 'ok') resolve();
        else reject(new Error(JSON.stringify(f[4])));
      }
    });
  });
  ws.send(
    JSON.stringify(['j', 'j', `realtime:bench-${i}`, 'phx_join', { config: { postgres_changes: [{ event: 'INSERT', schema: 'public', table: 'deals' }] }, access_token: token }]),
  );
  await joined;
  return { ws, got };
}

let seq = 0;
const insertMs: number[] = [];
/** t0 is taken before the INSERT is sent, so latencies include the statement itself (insertMs). */
async function insertDeal(db: Db): Promise<{ seq: number; t0: number }> {
  const s = ++seq;
  const t0 = performance.now();
  await db.query(`insert into public.deals (brand_id, title) values ($1, $2)`, [APEX, `bench ${s}`]);
  insertMs.push(performance.now() - t0);
  return { seq: s, t0 };
}

async function waitAll(subs: Sub[], seqs: number[], timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until && !subs.every((s) => seqs.every((q) => s.got.has(q)))) await sleep(2);
}

async function main(): Promise<void> {
  const started = Date.now();
  const db = await openDb({ dataDir: 'memory://' });
  const config = await buildConfig({ port: await freePort() });
  const rt = createRealtimeExtension({ rlsFastPath: process.env.BENCH_RLS_FAST_PATH !== '0' });
  const server = await createServer({ db, config, extensions: [rt] });
  const wsUrl = `${server.url.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${config.anonKey}&vsn=2.0.0`;
  console.log(`realtime bench: PGlite in memory, ${SAMPLES} paced inserts + a burst of ${BURST} per size; setup ${Date.now() - started} ms`);
  console.log('subscribers[/users] | latency p50 / p95 / p99 (ms) | burst: deliveries/s (delivered/expected)');

  // process warm-up (JIT of the ws / JSON / PGlite paths), not reported
  const warm = [{ label: 'warm-up', n: 50, users: 50, quiet: true }];
  for (const { label, n, users, quiet } of [...warm, ...SIZES.map((x) => ({ ...x, quiet: false }))]) {
    if (Date.now() > DEADLINE - 15_000) {
      console.log(`${label.padStart(18)} | skipped (time budget)`);
      continue;
    }
    const distinct = await makeUsers(db, users, config.jwtSecret);
    const tokens = Array.from({ length: n }, (_, i) => distinct[i % distinct.length]!);
    const subs: Sub[] = [];
    for (let i = 0; i < n; i += 50) subs.push(...(await Promise.all(tokens.slice(i, i + 50).map((tk, j) => connect(wsUrl, tk, i + j)))));

    // warm-up (plans, JIT), not measured
    for (let k = 0; k < 3; k++) await waitAll(subs, [(await insertDeal(db)).seq], 5000);
    // paced: one insert at a time, wait until every subscriber has it
    const lat: number[] = [];
    insertMs.length = 0;
    for (let k = 0; k < SAMPLES && Date.now() < DEADLINE - 10_000; k++) {
      const { seq: s, t0 } = await insertDeal(db);
      await waitAll(subs, [s], 5000);
      for (const sub of subs) {
        const at = sub.got.get(s);
        if (at !== undefined) lat.push(at - t0);
      }
    }
    // burst: back-to-back inserts
    const seqs: number[] = [];
    const b0 = performance.now();
    for (let k = 0; k < BURST; k++) seqs.push((await insertDeal(db)).seq);
    await waitAll(subs, seqs, Math.max(5000, Math.min(30_000, DEADLINE - Date.now() - 5000)));
    let delivered = 0;
    let last = b0;
    for (const sub of subs)
      for (const s of seqs) {
        const at = sub.got.get(s);
        if (at !== undefined) {
          delivered++;
          last = Math.max(last, at);
        }
      }
    const rate = delivered / ((last - b0) / 1000);
    if (!quiet) console.log(
      `${label.padStart(18)} | ${pct(lat, 50).toFixed(1)} / ${pct(lat, 95).toFixed(1)} / ${pct(lat, 99).toFixed(1)}` +
        ` (${lat.length} samples; INSERT itself p50 ${pct(insertMs.slice(0, SAMPLES), 50).toFixed(1)}) | ${Math.round(rate)} msg/s (${delivered}/${n * BURST})`,
    );
    for (const s of subs) s.ws.terminate();
    await rt.idle();
  }
  await server.close();
  await db.close();
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
