/** @jest-environment node */
// postgres_changes through @supabase/supabase-js against the real local server (auth + rest + realtime).
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { openTestDb, type TestDb } from '../db/testing';
import { buildConfig } from '../server/config';
import { createServer, type LocalServer } from '../server/create-server';
import type { FullServerConfig } from '../server/config';
import { clientFor } from '../server/testing';
import { createRealtimeExtension, type RealtimeExtension } from './index';
import { SEED, closeRealtime, freePort, sleep, waitFor } from './testing';

jest.setTimeout(120_000);

type Change = { eventType: string; new: Record<string, unknown>; old: Record<string, unknown>; table: string };

let t: TestDb;
let config: FullServerConfig;
let server: LocalServer;
let rt: RealtimeExtension;
const clients: SupabaseClient[] = [];

async function start(): Promise<void> {
  rt = createRealtimeExtension();
  server = await createServer({ db: t.db, config, extensions: [rt] });
}

async function signedIn(email: string): Promise<SupabaseClient> {
  const c = clientFor(server.url, config.anonKey);
  const { error } = await c.auth.signInWithPassword({ email, password: SEED.password });
  if (error) throw error;
  clients.push(c);
  return c;
}

/** Subscribes and records every change; `statuses` collects SUBSCRIBED / CHANNEL_ERROR / ... */
function listen(c: SupabaseClient, name: string, opts: { table: string; filter?: string; event?: '*' | 'INSERT' | 'UPDATE' | 'DELETE' }) {
  const events: Change[] = [];
  const statuses: string[] = [];
  const channel: RealtimeChannel = c
    .channel(name)
    .on(
      'postgres_changes' as never,
      { event: opts.event ?? '*', schema: 'public', table: opts.table, ...(opts.filter ? { filter: opts.filter } : {}) },
      (p: Change) => events.push(p),
    )
    .subscribe((s) => statuses.push(s));
  const subscribed = waitFor(() => statuses.includes('SUBSCRIBED'), 30_000, `${name} SUBSCRIBED`);
  return { events, statuses, channel, subscribed };
}

beforeAll(async () => {
  t = await openTestDb('pglite');
  config = await buildConfig({ port: await freePort(), auth: { bcryptCost: 4, signInRateLimit: 10_000 } });
  await start();
});

afterAll(async () => {
  for (const c of clients) await closeRealtime(c);
  await server?.close();
  await t?.cleanup();
});

test('a filtered notifications channel gets its user’s inserts, updates and deletes; another user gets none', async () => {
  const athlete = await signedIn(SEED.athlete.email);
  const creator = await signedIn(SEED.creator.email);
  const a = listen(athlete, 'notif-a', { table: 'notifications', filter: `user_id=eq.${SEED.athlete.id}` });
  const b = listen(creator, 'notif-b', { table: 'notifications' });
  await Promise.all([a.subscribed, b.subscribed]);

  // written by SQL as the superuser: changes come from the database, whoever writes
  const ins = await t.db.query<{ id: string }>(
    `insert into public.notifications (user_id, title, message) values ($1, 'Deal accepted', 'Apex said yes') returning id`,
    [SEED.athlete.id],
  );
  const id = ins.rows[0]!.id;
  await waitFor(() => a.events.length === 1, 20_000, 'INSERT');
  expect(a.events[0]).toMatchObject({ eventType: 'INSERT', table: 'notifications', new: { id, user_id: SEED.athlete.id, title: 'Deal accepted', read: false, metadata: {} } });
  expect(typeof a.events[0]!.new.created_at).toBe('string');

  // written through the REST API as the user
  const upd = await athlete.from('notifications').update({ read: true }).eq('id', id);
  expect(upd.error).toBeNull();
  await waitFor(() => a.events.length === 2, 20_000, 'UPDATE');
  expect(a.events[1]).toMatchObject({ eventType: 'UPDATE', new: { id, read: true }, old: { id } });

  const del = await athlete.from('notifications').delete().eq('id', id);
  expect(del.error).toBeNull();
  await waitFor(() => a.events.length === 3, 20_000, 'DELETE');
  expect(a.events[2]).toMatchObject({ eventType: 'DELETE', old: { id } });

  // the creator's own notification reaches the creator, not the athlete's filtered channel
  await t.db.query(`insert into public.notifications (user_id, title) values ($1, 'For the creator')`, [SEED.creator.id]);
  await waitFor(() => b.events.length === 1, 20_000, 'creator INSERT');
  await rt.idle();
  await sleep(200);
  expect(b.events.map((e) => e.new.user_id)).toEqual([SEED.creator.id]);
  expect(a.events).toHaveLength(3);
});

test('a deals channel sees a new deal from a verified brand; inactive deals only reach their owner', async () => {
  const athlete = await signedIn(SEED.athlete.email);
  const brand = await signedIn(SEED.brand.email);
  const seen = listen(athlete, 'deals-athlete', { table: 'deals', event: 'INSERT' });
  const own = listen(brand, 'deals-brand', { table: 'deals', event: 'INSERT' });
  await Promise.all([seen.subscribed, own.subscribed]);

  const hidden = await brand.from('deals').insert({ brand_id: SEED.apexBrandId, title: 'Draft deal', is_active: false }).select('id').single();
  expect(hidden.error).toBeNull();
  const open = await brand
    .from('deals')
    .insert({ brand_id: SEED.apexBrandId, title: 'Trail running ambassadors', compensation_amount: 1500, tags: ['running'] })
    .select('id')
    .single();
  expect(open.error).toBeNull();
  await waitFor(() => seen.events.length >= 1 && own.events.length >= 2, 20_000, 'deal INSERTs');
  await rt.idle();
  await sleep(200);
  expect(seen.events.map((e) => e.new.id)).toEqual([open.data!.id]);
  expect(seen.events[0]!.new).toMatchObject({ title: 'Trail running ambassadors', compensation_amount: 1500, tags: ['running'], is_active: true });
  expect(own.events.map((e) => e.new.id).sort()).toEqual([hidden.data!.id, open.data!.id].sort());
});

test('a message reaches both participants and no one else', async () => {
  const athlete = await signedIn(SEED.athlete.email);
  const brand = await signedIn(SEED.brand.email);
  const creator = await signedIn(SEED.creator.email);
  const filter = `conversation_id=eq.${SEED.conversationId}`;
  const a = listen(athlete, 'msg-a', { table: 'messages', filter });
  const b = listen(brand, 'msg-b', { table: 'messages' });
  const c = listen(creator, 'msg-c', { table: 'messages' });
  const cf = listen(creator, 'msg-c-filtered', { table: 'messages', filter });
  await Promise.all([a.subscribed, b.subscribed, c.subscribed, cf.subscribed]);

  const sent = await brand
    .from('messages')
    .insert({ conversation_id: SEED.conversationId, sender_id: SEED.brand.id, content: 'Contract is in your inbox' })
    .select('id')
    .single();
  expect(sent.error).toBeNull();
  await waitFor(() => a.events.length === 1 && b.events.length === 1, 20_000, 'message at both participants');
  expect(a.events[0]!.new).toMatchObject({ id: sent.data!.id, content: 'Contract is in your inbox' });
  expect(b.events[0]!.new).toMatchObject({ id: sent.data!.id });
  await rt.idle();
  await sleep(300);
  expect(c.events).toHaveLength(0);
  expect(cf.events).toHaveLength(0);
});

test('signing out re-evaluates the caller: a channel that was a user’s stops receiving that user’s rows', async () => {
  const athlete = await signedIn(SEED.athlete.email);
  const a = listen(athlete, 'notif-signout', { table: 'notifications' });
  await a.subscribed;
  await t.db.query(`insert into public.notifications (user_id, title) values ($1, 'before sign-out')`, [SEED.athlete.id]);
  await waitFor(() => a.events.length === 1, 20_000, 'before sign-out');
  await athlete.auth.signOut();
  await sleep(300); // the client pushes access_token (anon key) to each channel
  await t.db.query(`insert into public.notifications (user_id, title) values ($1, 'after sign-out')`, [SEED.athlete.id]);
  await rt.idle();
  await sleep(300);
  expect(a.events.map((e) => e.new.title)).toEqual(['before sign-out']);
});

test('after a server restart the client resubscribes; it can refetch what was committed meanwhile and gets later changes', async () => {
  const athlete = await signedIn(SEED.athlete.email);
  const a = listen(athlete, 'notif-restart', { table: 'notifications', filter: `user_id=eq.${SEED.athlete.id}` });
  await a.subscribed;
  const subscribedBefore = a.statuses.filter((s) => s === 'SUBSCRIBED').length;

  await server.close(); // sockets dropped
  await t.db.query(`insert into public.notifications (user_id, title) values ($1, 'while down')`, [SEED.athlete.id]);
  await sleep(300);
  await start(); // same port, same database

  await waitFor(() => a.statuses.filter((s) => s === 'SUBSCRIBED').length > subscribedBefore, 30_000, 'resubscribe');
  const refetch = await athlete.from('notifications').select('title').eq('title', 'while down');
  expect(refetch.data).toEqual([{ title: 'while down' }]);

  await t.db.query(`insert into public.notifications (user_id, title) values ($1, 'after restart')`, [SEED.athlete.id]);
  await waitFor(() => a.events.some((e) => e.new.title === 'after restart'), 20_000, 'change after restart');
});
