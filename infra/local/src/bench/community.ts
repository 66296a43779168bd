/**
 * `npm run bench:community` (issue 14): the community section's own queries (mfe-community listPosts and
 * listComments, each one request with the authors embedded) over the seed plus 20,000 posts and 200,000
 * comments, through the local server as the demo athlete: the feed's first page, a filtered page, a later page,
 * and a thread with 200 comments. p50 / p95 per figure; prints, asserts nothing. Env: BENCH_POSTS=20000
 * BENCH_COMMENTS=200000 BENCH_ROUNDS=150.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { openDb } from '../db';
import { autovacuum } from '../db/autovacuum';
import { buildConfig } from '../server/config';
import { createServer } from '../server/create-server';
import { pct } from './percentile';

const POSTS = Number(process.env.BENCH_POSTS ?? 20_000);
const COMMENTS = Number(process.env.BENCH_COMMENTS ?? 200_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 150);
const TARGET_MS = 25;
// The community section's own queries, loaded by path: sections are not dependencies of infra.
const FEATURES = path.resolve(__dirname, '../../../../mfe-community/src/features');

interface Filters {
  type: string;
  tag: string;
  q: string;
}
type Cursor = { created_at: string; id: string } | null;
type ListPosts = (client: SupabaseClient, f: Filters, cursor: Cursor) => Promise<{ posts: unknown[]; next: Cursor }>;
type ListComments = (client: SupabaseClient, postId: string) => Promise<{ replies: unknown[] }[]>;

async function measure(fn: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < 15; i++) await fn();
  const lat: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const t0 = performance.now();
    await fn();
    lat.push(performance.now() - t0);
  }
  return { p50: pct(lat, 50), p95: pct(lat, 95) };
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pitchside-bench-community-'));
  const started = Date.now();
  const db = await openDb({ dataDir: path.join(dir, 'db') });
  // authors are the seeded users; posts spread over a year, one in ten with a type other than discussion
  await db.query(
    `insert into public.community_posts (user_id, title, content, post_type, tags, created_at)
     select u.ids[1 + (i % array_length(u.ids, 1))], 'Bench post ' || i || ' about ' || (array['pricing','recovery','gear','contracts','travel'])[1 + i % 5],
            'What worked for me this season, part ' || i || '. Happy to answer questions.',
            (array['discussion','question','showcase','opportunity','announcement'])[1 + (i % 10) / 6 * (1 + i % 4)],
            array[(array['pricing','recovery','gear','contracts','travel'])[1 + i % 5], 'bench'],
            now() - (i || ' minutes')::interval * 26
     from generate_series(1, $1::int) i,
          (select array_agg(id order by id) as ids from auth.users) u`,
    [POSTS],
  );
  const thread = (
    await db.query<{ id: string }>(`insert into public.community_posts (user_id, title, content, created_at) select id, 'Bench thread with 200 comments', 'Talk.', now() - interval '2 days' from auth.users where email = 'athlete@pitchside.dev' returning id`)
  ).rows[0]!.id;
  await db.query(
    `insert into public.post_comments (post_id, user_id, content, created_at)
     select $1, u.ids[1 + (i % array_length(u.ids, 1))], 'Comment ' || i || ' on the thread.', now() - interval '2 days' + (i || ' seconds')::interval
     from generate_series(1, 200) i, (select array_agg(id order by id) as ids from auth.users) u`,
    [thread],
  );
  // the bulk of comments skips the per-row triggers (counts and notifications), then the counts are set at once
  await db.query("set session_replication_role = 'replica'");
  await db.query(
    `insert into public.post_comments (post_id, user_id, content, created_at)
     select p.ids[1 + (i % array_length(p.ids, 1))], u.ids[1 + (i % array_length(u.ids, 1))], 'Bench comment ' || i, now() - (i || ' seconds')::interval
     from generate_series(1, $1::int) i,
          (select array_agg(id) as ids from public.community_posts where title like 'Bench post %') p,
          (select array_agg(id order by id) as ids from auth.users) u`,
    [Math.max(0, COMMENTS - 200)],
  );
  await db.query("set session_replication_role = 'origin'");
  await db.query(
    `update public.community_posts p set comments_count = c.n
     from (select post_id, count(*)::int as n from public.post_comments group by post_id) c where c.post_id = p.id`,
  );
  // the steady state: what the local server's autovacuum pass does after such an insert (db/autovacuum.ts)
  await autovacuum(db);
  const srv = await createServer({ db, config: await buildConfig({ port: 0 }) });
  try {
    const counts = (await db.query<{ posts: number; comments: number }>('select (select count(*)::int from public.community_posts) as posts, (select count(*)::int from public.post_comments) as comments')).rows[0]!;
    console.log(`community bench: ${counts.posts} posts, ${counts.comments} comments (PGlite); ${ROUNDS} requests per figure; setup ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const client = createClient(srv.url, srv.config.anonKey, { auth: { persistSession: false }, realtime: { transport: WebSocket as unknown as never } });
    const { error } = await client.auth.signInWithPassword({ email: 'athlete@pitchside.dev', password: 'Pitchside123!' });
    if (error) throw error;
    const { listPosts } = (await import(path.join(FEATURES, 'posts/api/posts-list.ts'))) as { listPosts: ListPosts };
    const { listComments } = (await import(path.join(FEATURES, 'threads/api/comments-list.ts'))) as { listComments: ListComments };
    const all: Filters = { type: 'all', tag: '', q: '' };
    const second = (await listPosts(client, all, null)).next;
    const figures: [string, () => Promise<unknown>][] = [
      ['feed, first page (50)', () => listPosts(client, all, null)],
      ['feed, second page (keyset)', () => listPosts(client, all, second)],
      ['feed, type question', () => listPosts(client, { ...all, type: 'question' }, null)],
      ['feed, tag recovery', () => listPosts(client, { ...all, tag: 'recovery' }, null)],
      ['feed, search "season" (all)', () => listPosts(client, { ...all, q: 'season' }, null)],
      ['feed, search "part 1234"', () => listPosts(client, { ...all, q: 'part 1234' }, null)],
      ['thread, 200 comments', () => listComments(client, thread)],
    ];
    console.log('query                        | rows | p50 ms | p95 ms | target p50');
    for (const [name, fn] of figures) {
      const result = (await fn()) as { posts?: unknown[] } | { replies: unknown[] }[];
      const rows = Array.isArray(result) ? result.reduce((n, c) => n + 1 + c.replies.length, 0) : (result.posts?.length ?? 0);
      const { p50, p95 } = await measure(fn);
      const target = name.startsWith('feed, first') || name.startsWith('thread') ? `${TARGET_MS} ms ${p50 <= TARGET_MS ? 'met' : 'NOT met'}` : '-';
      console.log(`${name.padEnd(28)} | ${String(rows).padStart(4)} | ${p50.toFixed(1).padStart(6)} | ${p95.toFixed(1).padStart(6)} | ${target}`);
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
