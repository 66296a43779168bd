/**
 * `npm run bench:backend`: the marketplace deals query through the local server vs directly on the database.
 *
 * Fresh PGlite in a temp dir (platform + migrations + seed), 10,000 extra deals, then the product's query
 * (select *,brand:brands(name,logo_url,verified), is_active, tags cs, or(title/description ilike), amount range,
 * order created_at desc, limit 50) as a signed-in athlete:
 *   - through HTTP (concurrency BENCH_CONCURRENCY=8, BENCH_REQUESTS=2000 requests, bounded by BENCH_SECONDS=30 s x2)
 *   - directly in-process: the same SQL statement the server builds, with asRole() (same role and claims)
 *   run in alternating rounds so load on a shared machine affects both alike; then a hand-written JOIN for information
 * Prints requests/s, p50/p95 and the ratio (target <= 1.5x). Informational: nothing is asserted.
 *
 * Issue 35: on both engines in one run (BENCH_ENGINES=pglite,postgres): PGlite, then PostgreSQL (DATABASE_URL, a
 * throw-away database it fills with deals, or the throw-away PostgreSQL 15 the tests use), through a pool of
 * BENCH_POOL=10; HTTP with 1 and with 8 clients side by side, against issue 35's PostgreSQL targets (8 clients >= 4x
 * one client's throughput, p50 within 1.5x).
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { asRole, openDb, type Db } from '../db';
import { openTestDb } from '../db/testing';
import { getJson, seedDeals, TAGS, WORDS } from './deals-fixture';
import { buildConfig } from '../server/config';
import { createServer } from '../server/create-server';
import { parseQuery } from '../server/rest/parser';
import { planRead, tableOrThrow } from '../server/rest/plan-read';
import { Params, readSql } from '../server/rest/query';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const MAX_SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',').map((e) => e.trim()) as Engine[];
const POOL = Number(process.env.BENCH_POOL ?? 10);
type Engine = 'pglite' | 'postgres';

interface Stats { count: number; seconds: number; rps: number; p50: number; p95: number }

interface Run { lat: number[]; seconds: number }

async function runFor(fn: (i: number) => Promise<void>, from: number, count: number, deadline: number, concurrency = CONCURRENCY): Promise<Run> {
  const lat: number[] = [];
  let next = from;
  const end = from + count;
  const started = performance.now();
  const worker = async () => {
    while (next < end && performance.now() < deadline) {
      const i = next++;
      const t0 = performance.now();
      await fn(i);
      lat.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { lat, seconds: (performance.now() - started) / 1000 };
}

function stats(runs: Run[]): Stats {
  const lat = runs.flatMap((r) => r.lat).sort((a, b) => a - b);
  const seconds = runs.reduce((a, r) => a + r.seconds, 0);
  const q = (p: number) => lat[Math.min(lat.length - 1, Math.floor(p * lat.length))] ?? 0;
  return { count: lat.length, seconds, rps: lat.length / seconds, p50: q(0.5), p95: q(0.95) };
}

async function measure(fn: (i: number) => Promise<void>, concurrency = CONCURRENCY): Promise<Stats> {
  return stats([await runFor(fn, 0, REQUESTS, performance.now() + MAX_SECONDS * 1000, concurrency)]);
}

/** Alternates rounds of a and b so that load drift on a shared machine hits both alike. */
async function measurePair(a: (i: number) => Promise<void>, b: (i: number) => Promise<void>, rounds = 10): Promise<[Stats, Stats]> {
  const ra: Run[] = [];
  const rb: Run[] = [];
  const per = Math.max(1, Math.ceil(REQUESTS / rounds));
  const deadline = performance.now() + 2 * MAX_SECONDS * 1000;
  for (let r = 0; r < rounds && performance.now() < deadline; r++) {
    ra.push(await runFor(a, r * per, per, deadline));
    rb.push(await runFor(b, r * per, per, deadline));
  }
  return [stats(ra), stats(rb)];
}

function fmt(s: Stats): string {
  return `${s.rps.toFixed(0).padStart(6)} req/s   p50 ${s.p50.toFixed(2).padStart(6)} ms   p95 ${s.p95.toFixed(2).padStart(6)} ms   (${s.count} in ${s.seconds.toFixed(1)} s)`;
}

async function openEngine(engine: Engine): Promise<{ db: Db; close: () => Promise<void>; label: string }> {
  if (engine === 'pglite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pitchside-bench-'));
    const db = await openDb({ dataDir: path.join(dir, 'db') });
    return { db, label: `PGlite, ${dir}`, close: async () => { await db.close(); fs.rmSync(dir, { recursive: true, force: true }); } };
  }
  if (process.env.DATABASE_URL) {
    const db = await openDb({ databaseUrl: process.env.DATABASE_URL, poolSize: POOL });
    return { db, label: `PostgreSQL at DATABASE_URL, pool ${POOL}`, close: () => db.close() };
  }
  const t = await openTestDb('postgres', { poolSize: POOL });
  return { db: t.db, label: `throw-away PostgreSQL, pool ${POOL}`, close: () => t.cleanup() };
}

interface EngineFigures { one: Stats; eight: Stats }

async function main(): Promise<void> {
  console.log(`backend bench: engines ${ENGINES.join(', ')}; load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  const results = new Map<Engine, EngineFigures>();
  for (const engine of ENGINES) results.set(engine, await runEngine(engine));
  console.log(`\nside by side: HTTP /rest/v1, 1 client vs ${CONCURRENCY} clients (PostgreSQL targets: >= 4x the throughput, p50 <= 1.5x)`);
  for (const [engine, f] of results) {
    const x = f.eight.rps / f.one.rps;
    const p = f.eight.p50 / f.one.p50;
    console.log(
      `  ${engine.padEnd(9)} 1 client ${f.one.rps.toFixed(0).padStart(6)} req/s p50 ${f.one.p50.toFixed(2).padStart(6)} ms | ${CONCURRENCY} clients ${f.eight.rps.toFixed(0).padStart(6)} req/s p50 ${f.eight.p50.toFixed(2).padStart(6)} ms | ` +
        `throughput ${x.toFixed(2)}x ${x >= 4 ? 'met' : 'MISSED'}, p50 ${p.toFixed(2)}x ${p <= 1.5 ? 'met' : 'MISSED'}${engine === 'pglite' ? ' (one writer: no target)' : ''}`,
    );
  }
  console.log(`load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
}

async function runEngine(engine: Engine): Promise<EngineFigures> {
  const t0 = Date.now();
  const { db, close, label } = await openEngine(engine);
  await seedDeals(db, Number(process.env.BENCH_DEALS ?? 10_000));
  const total = (await db.query<{ n: number }>('select count(*)::int as n from public.deals')).rows[0]?.n;
  console.log(`\ndatabase ready in ${((Date.now() - t0) / 1000).toFixed(1)} s: ${total} deals (${label})`);
  const srv = await createServer({ db, config: await buildConfig({ port: 0 }) });
  try {
    const login = await fetch(`${srv.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: srv.config.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'athlete@pitchside.dev', password: 'Pitchside123!' }),
    });
    const session = (await login.json()) as { access_token: string };
    const token = session.access_token;
    const claims = JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString()) as Record<string, unknown>;
    const headers = { apikey: srv.config.anonKey, authorization: `Bearer ${token}`, 'accept-profile': 'public', 'x-client-info': 'bench' };
    const params = (i: number) => {
      const w = WORDS[i % WORDS.length] as string;
      const tag = TAGS[(i * 7) % TAGS.length] as string;
      const lo = (i * 13) % 5000;
      return { w, tag, lo, hi: lo + 10000 };
    };
    const urlFor = (i: number) => {
      const { w, tag, lo, hi } = params(i);
      const q = new URLSearchParams();
      q.append('select', '*,brand:brands(name,logo_url,verified)');
      q.append('is_active', 'eq.true');
      q.append('tags', `cs.{${tag}}`);
      q.append('or', `(title.ilike.*${w}*,description.ilike.*${w}*)`);
      q.append('compensation_amount', `gte.${lo}`);
      q.append('compensation_amount', `lte.${hi}`);
      q.append('order', 'created_at.desc');
      q.append('limit', '50');
      return `${srv.url}/rest/v1/deals?${q.toString()}`;
    };
    const directSql = `select d.*, case when b.id is null then null else json_build_object('name', b.name, 'logo_url', b.logo_url, 'verified', b.verified) end as brand
      from public.deals d left join public.brands b on b.id = d.brand_id
      where d.is_active = true and d.tags @> $1::text[] and (d.title ilike $2 or d.description ilike $2)
        and d.compensation_amount >= $3 and d.compensation_amount <= $4
      order by d.created_at desc limit 50`;
    // "direct": the very statement the server sends (same JSON built in SQL), run in-process as the same role
    const cache = srv.rest.schema();
    const deals = tableOrThrow(cache, 'deals');
    const direct = async (i: number) => {
      const node = planRead(cache, deals, parseQuery(new URL(urlFor(i)).searchParams));
      const p = new Params();
      const sql = readSql(node, p, false);
      await asRole(db, 'authenticated', claims, (tx) => tx.query(sql, p.values));
    };
    // a hand-written equivalent (LEFT JOIN brands), for information
    const handWritten = async (i: number) => {
      const { w, tag, lo, hi } = params(i);
      await asRole(db, 'authenticated', claims, (tx) => tx.query(directSql, [[tag], `%${w}%`, lo, hi]));
    };
    const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
    const viaHttp = async (i: number) => {
      await getJson(agent, urlFor(i), headers);
    };
    // same answers?
    const n1 = ((await (await fetch(urlFor(3), { headers })).json()) as unknown[]).length;
    const n2 = (await asRole(db, 'authenticated', claims, (tx) => tx.query(directSql, [[params(3).tag], `%${params(3).w}%`, params(3).lo, params(3).hi]))).rows.length;
    console.log(`sanity: HTTP returned ${n1} rows, direct SQL ${n2} rows`);
    // warm up both paths
    for (let i = 0; i < 50; i++) {
      await direct(i);
      await viaHttp(i);
      if (i < 5) await handWritten(i);
    }
    const [d, h] = await measurePair(direct, viaHttp);
    const one = await measure(viaHttp, 1);
    const hand = await measure(handWritten);
    const noRls = await measure(async (i) => {
      const { w, tag, lo, hi } = params(i);
      await db.query(directSql, [[tag], `%${w}%`, lo, hi]);
    });
    agent.destroy();
    console.log(`\nmarketplace deals query, concurrency ${CONCURRENCY}, ${REQUESTS} requests each, direct and HTTP in alternating rounds (max ${2 * MAX_SECONDS} s)`);
    console.log(`  direct SQL (asRole, in-process)  ${fmt(d)}`);
    console.log(`  HTTP /rest/v1 (local server)     ${fmt(h)}`);
    console.log(`  (info) hand-written JOIN, asRole  ${fmt(hand)}`);
    console.log(`  (info) hand-written, owner, no RLS ${fmt(noRls)}`);
    const ratio = d.rps / h.rps;
    console.log(`  ratio (direct rps / HTTP rps)    ${ratio.toFixed(2)}x   p50 ratio ${(h.p50 / d.p50).toFixed(2)}x   target <= 1.5x ${ratio <= 1.5 ? 'OK' : 'MISSED'}`);
    console.log(`  HTTP, 1 client                   ${fmt(one)}`);
    return { one, eight: h };
  } finally {
    await srv.close();
    await close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
