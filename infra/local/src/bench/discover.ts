/**
 * `npm run bench:discover` (issue 32): Discover Talent's own query (discover_talent() through the local server, the
 * arguments the section builds from its URL filters) over the seed plus 10,000 talent profiles, as the demo brand:
 * p50 / p95 per filter combination and sort against the 25 ms p50 target. Prints, asserts nothing.
 * Env: BENCH_TALENT=10000 BENCH_ROUNDS=100.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { openDb } from '../db';
import { buildConfig } from '../server/config';
import { createServer } from '../server/create-server';
import { seedTalent } from './deals-fixture';
import { pct } from './percentile';

const TALENT = Number(process.env.BENCH_TALENT ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 100);
const TARGET_MS = 25;
// the section's own argument builder, loaded by path: sections are not dependencies of infra
const FILTERS = path.resolve(__dirname, '../../../../mfe-marketplace/src/features/discovery/lib/discover-filters.ts');

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pitchside-bench-discover-'));
  const started = Date.now();
  const db = await openDb({ dataDir: path.join(dir, 'db') });
  await seedTalent(db, TALENT);
  const srv = await createServer({ db, config: await buildConfig({ port: 0 }) });
  try {
    const n = (await db.query<{ n: number }>('select count(*)::int as n from public.talent_directory')).rows[0]!.n;
    console.log(`discover bench: ${n} talent in the directory (PGlite); ${ROUNDS} requests per figure; setup ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const client = createClient(srv.url, srv.config.anonKey, { auth: { persistSession: false }, realtime: { transport: WebSocket as unknown as never } });
    const { error } = await client.auth.signInWithPassword({ email: 'brand@pitchside.dev', password: 'Pitchside123!' });
    if (error) throw error;
    type Filters = Record<string, string | number | boolean>;
    const { DEFAULT_DISCOVER, discoverArgs } = (await import(FILTERS)) as { DEFAULT_DISCOVER: Filters; discoverArgs: (f: Filters) => Record<string, unknown> };
    const deal = (await db.query<{ id: string }>("select id from public.deals where title = 'Pre-Season Training Gear Ambassador'")).rows[0]!.id;
    const d = DEFAULT_DISCOVER;
    const figures: [string, Filters][] = [
      ['default (followers)', d],
      ['role + category', { ...d, role: 'athlete', category: 'basketball' }],
      ['platform + followers range', { ...d, platform: 'tiktok', followersMin: '10000', followersMax: '500000' }],
      ['engagement >= 5%', { ...d, engagementMin: '5' }],
      ['audience: age + women + country', { ...d, ageBand: '25-34', femaleMin: '50', country: 'United States' }],
      ['location', { ...d, location: 'Austin' }],
      ['school', { ...d, school: 'Lakeside' }],
      ['budget $1,500', { ...d, budget: '1500' }],
      ['has a media kit', { ...d, mediaKit: true }],
      ['every filter at once', { ...d, role: 'athlete', category: 'basketball', platform: 'instagram', followersMin: '1000', engagementMin: '2', ageBand: '25-34', femaleMin: '30', location: 'Austin', budget: '3000' }],
      ['sort engagement', { ...d, sort: 'engagement' }],
      ['sort newest', { ...d, sort: 'newest' }],
      ['sort fit for a deal', { ...d, deal, sort: 'fit' }],
      ['fit + filters', { ...d, deal, sort: 'fit', role: 'athlete', platform: 'instagram' }],
      ['page 100', { ...d, page: 100 }],
    ];
    console.log('figure                           | rows | count | p50 ms | p95 ms | target p50 25 ms');
    for (const [name, f] of figures) {
      const call = async () => {
        const r = await client.rpc('discover_talent', discoverArgs(f));
        if (r.error) throw r.error;
        return r.data as { total_count: number }[];
      };
      const rows = await call();
      for (let i = 0; i < 10; i++) await call();
      const lat: number[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        const t0 = performance.now();
        await call();
        lat.push(performance.now() - t0);
      }
      const p50 = pct(lat, 50);
      console.log(`${name.padEnd(32)} | ${String(rows.length).padStart(4)} | ${String(rows[0]?.total_count ?? 0).padStart(5)} | ${p50.toFixed(1).padStart(6)} | ${pct(lat, 95).toFixed(1).padStart(6)} | ${p50 <= TARGET_MS ? 'met' : 'NOT met'}`);
    }
  } finally {
    await srv.close();
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
