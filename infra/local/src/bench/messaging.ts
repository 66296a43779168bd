/**
 * `npm run bench:messaging` (issue 13): with 100 open conversations and 200 subscribed supabase-js clients (two
 * distinct users per conversation, each subscribed the way the messaging section is: INSERTs on messages,
 * row-level security choosing what each receives), the time from one participant's `rpc('send_message')` call
 * to the other participant's realtime callback: p50 / p95 / p99, and whether every message reached each
 * participant exactly once and nobody else. Then the conversation-list queries of a user in 500 conversations.
 * Prints; asserts nothing. Env: BENCH_SAMPLES=300 (sends), BENCH_LIST_RUNS=40.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import WebSocket from 'ws';
import { openDb, type Db } from '../db';
import { buildConfig } from '../server/config';
import { createServer } from '../server/create-server';
import { createRealtimeExtension } from '../realtime';
import { freePort, sleep } from '../realtime/testing';
import { pct } from './percentile';

const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 100);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);
const LIST_CONVERSATIONS = 500;
const LIST_RUNS = Number(process.env.BENCH_LIST_RUNS ?? 40);
// The messaging section's own list query, loaded by path: sections are not dependencies of infra.
const LIST_QUERY = path.resolve(__dirname, '../../../../mfe-messaging/src/features/conversations/api/conversations-list.ts');
type ListConversations = (client: SupabaseClient, userId: string) => Promise<unknown[]>;

const figures = (xs: number[]) => `${pct(xs, 50).toFixed(1)} / ${pct(xs, 95).toFixed(1)} / ${pct(xs, 99).toFixed(1)} ms`;

async function makeUsers(db: Db, n: number, secret: string): Promise<{ id: string; token: string }[]> {
  const ids = (
    await db.query<{ id: string }>(
      `insert into auth.users (id, email, aud, role, email_confirmed_at, raw_user_meta_data)
       select gen_random_uuid(), 'bench-msg-' || g || '-' || floor(random() * 1e9)::int || '@bench.dev', 'authenticated',
              'authenticated', now(), jsonb_build_object('full_name', 'Bench User ' || g, 'role', 'athlete')
       from generate_series(1, ${n}) g returning id`,
    )
  ).rows.map((r) => r.id);
  const key = new TextEncoder().encode(secret);
  return Promise.all(
    ids.map(async (sub) => ({
      id: sub,
      token: await new SignJWT({ sub, role: 'authenticated', aud: 'authenticated' })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(key),
    })),
  );
}

/** Conversations between the given pairs, made the way start_conversation makes them (one per pair). */
async function makeConversations(db: Db, pairs: [string, string][]): Promise<string[]> {
  const ids: string[] = [];
  for (const [a, b] of pairs) {
    const { rows } = await db.query<{ id: string }>(
      `insert into public.conversations (created_by, direct_key, is_active)
       values ($1, public.conversation_direct_key($1, $2), true) returning id`,
      [a, b],
    );
    const id = rows[0]!.id;
    await db.query(`insert into public.conversation_participants (conversation_id, user_id) values ($1, $2), ($1, $3)`, [id, a, b]);
    ids.push(id);
  }
  return ids;
}

function clientAs(url: string, anonKey: string, token: string): SupabaseClient {
  const client = createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { Authorization: `Bearer ${token}` } },
    realtime: { transport: WebSocket as unknown as never },
  });
  void client.realtime.setAuth(token);
  return client;
}

interface Listener {
  userId: string;
  client: SupabaseClient;
  got: Map<string, number[]>; // message content -> arrival times
}

async function listen(url: string, anonKey: string, user: { id: string; token: string }): Promise<Listener> {
  const client = clientAs(url, anonKey, user.token);
  const got = new Map<string, number[]>();
  await new Promise<void>((resolve, reject) => {
    client
      .channel(`messaging:${user.id}`)
      .on('postgres_changes' as never, { event: 'INSERT', schema: 'public', table: 'messages' }, (change: { new: { content: string } }) => {
        const at = performance.now();
        got.set(change.new.content, [...(got.get(change.new.content) ?? []), at]);
      })
      .subscribe((status, err) => {
        if (status === 'SUBSCRIBED') resolve();
        else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(err ?? new Error(status));
      });
  });
  return { userId: user.id, client, got };
}

async function main(): Promise<void> {
  const started = Date.now();
  const db = await openDb({ dataDir: 'memory://' });
  const config = await buildConfig({ port: await freePort() });
  const rt = createRealtimeExtension();
  const server = await createServer({ db, config, extensions: [rt] });
  console.log(`messaging bench: PGlite in memory (seeded), ${CONVERSATIONS} conversations, ${CONVERSATIONS * 2} subscribed supabase-js clients`);

  const users = await makeUsers(db, CONVERSATIONS * 2, config.jwtSecret);
  const pairs = Array.from({ length: CONVERSATIONS }, (_, i) => [users[2 * i]!, users[2 * i + 1]!] as const);
  const conversationIds = await makeConversations(db, pairs.map(([a, b]) => [a.id, b.id]));
  const listeners: Listener[] = [];
  for (let i = 0; i < users.length; i += 25) listeners.push(...(await Promise.all(users.slice(i, i + 25).map((u) => listen(server.url, config.anonKey, u)))));
  const byUser = new Map(listeners.map((l) => [l.userId, l]));
  console.log(`setup ${((Date.now() - started) / 1000).toFixed(1)} s`);

  // Each send goes from one side of a conversation (alternating sides, round-robin over conversations); the
  // other side's callback stops the clock. The first 20 warm up the paths and are not reported.
  const latency: number[] = [];
  const callMs: number[] = [];
  const sent: { content: string; conversation: number }[] = [];
  for (let k = 0; k < SAMPLES + 20; k++) {
    const c = k % CONVERSATIONS;
    const [a, b] = pairs[c]!;
    const [from, to] = k % 2 ? [b, a] : [a, b];
    const content = `bench message ${k}`;
    const receiver = byUser.get(to.id)!;
    const t0 = performance.now();
    const { error } = await byUser.get(from.id)!.client.rpc('send_message', { p_content: content, p_conversation_id: conversationIds[c] });
    const called = performance.now() - t0;
    if (error) throw new Error(`send_message: ${error.message}`);
    const until = Date.now() + 5000;
    while (!receiver.got.has(content) && Date.now() < until) await sleep(1);
    const at = receiver.got.get(content)?.[0];
    sent.push({ content, conversation: c });
    if (k >= 20 && at !== undefined) {
      latency.push(at - t0);
      callMs.push(called);
    }
  }
  await sleep(500); // let anything misrouted or duplicated arrive before counting

  let exactlyOnce = 0;
  let missing = 0;
  let duplicated = 0;
  let leaked = 0;
  for (const { content, conversation } of sent) {
    const members = new Set(pairs[conversation]!.map((u) => u.id));
    for (const l of listeners) {
      const n = l.got.get(content)?.length ?? 0;
      if (!members.has(l.userId)) leaked += n;
      else if (n === 1) exactlyOnce++;
      else if (n === 0) missing++;
      else duplicated++;
    }
  }
  console.log(`send -> other participant's callback, p50 / p95 / p99: ${figures(latency)} (${latency.length} sends; the send_message call itself p50 ${pct(callMs, 50).toFixed(1)} ms)`);
  console.log(
    `delivery: ${exactlyOnce}/${sent.length * 2} participant deliveries exactly once (both sides receive each message); missing ${missing}, duplicated ${duplicated}, delivered to non-participants ${leaked}` +
      (missing + duplicated + leaked === 0 ? ' -> every message arrived exactly once' : ' -> NOT exactly once'),
  );
  await Promise.all(listeners.map((l) => l.client.removeAllChannels()));
  await rt.idle();

  // The conversation list of a user in 500 conversations: the list screen's own query function and the unread
  // summaries it shows beside it.
  const [heavy, ...others] = await makeUsers(db, LIST_CONVERSATIONS + 1, config.jwtSecret);
  await makeConversations(db, others.map((o) => [o.id, heavy!.id]));
  const client = clientAs(server.url, config.anonKey, heavy!.token);
  const { listConversations } = (await import(LIST_QUERY)) as { listConversations: ListConversations };
  const list: number[] = [];
  const summaries: number[] = [];
  let rows = 0;
  for (let k = 0; k < LIST_RUNS + 5; k++) {
    const t0 = performance.now();
    rows = (await listConversations(client, heavy!.id)).length;
    const t1 = performance.now();
    const sums = await client.rpc('my_conversation_summaries');
    if (sums.error) throw new Error(sums.error.message);
    const t2 = performance.now();
    if (k >= 5) {
      list.push(t1 - t0);
      summaries.push(t2 - t1);
    }
  }
  console.log(`conversation list, user in ${LIST_CONVERSATIONS} conversations (${rows} rows), p50 / p95 / p99: ${figures(list)} ; unread summaries ${figures(summaries)}`);

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
