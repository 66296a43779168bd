/** @jest-environment node */
// The wire protocol itself: vsn 1.0.0 object frames from a raw socket, join errors that surface as
// CHANNEL_ERROR in supabase-js, filters, leave, and a slow consumer that must not hold up others.
import WebSocket from 'ws';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestServer, type TestServer } from '../server/testing';
import { createRealtimeExtension, type RealtimeExtension } from './index';
import { SEED, closeRealtime, sleep, waitFor } from './testing';

jest.setTimeout(120_000);

let t: TestServer;
let rt: RealtimeExtension;
const clients: SupabaseClient[] = [];
const sockets: WebSocket[] = [];

beforeAll(async () => {
  rt = createRealtimeExtension({ highWaterBytes: 256 * 1024, maxQueuedBytes: 2 * 1024 * 1024 });
  t = await startTestServer({ extensions: [rt] });
});

afterAll(async () => {
  for (const s of sockets) s.terminate();
  for (const c of clients) await closeRealtime(c);
  await t?.cleanup();
});

async function tokenFor(email: string): Promise<string> {
  const c = t.client();
  const { data, error } = await c.auth.signInWithPassword({ email, password: SEED.password });
  if (error) throw error;
  return data.session!.access_token;
}

interface Raw {
  ws: WebSocket;
  frames: unknown[];
  send(f: unknown): void;
  next(pred: (f: any) => boolean, what?: string): Promise<any>;
}

async function raw(vsn: '1.0.0' | '2.0.0'): Promise<Raw> {
  const ws = new WebSocket(`${t.url.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${t.anonKey}&vsn=${vsn}`);
  sockets.push(ws);
  const frames: unknown[] = [];
  ws.on('message', (m) => frames.push(JSON.parse(m.toString())));
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  return {
    ws,
    frames,
    send: (f) => ws.send(JSON.stringify(f)),
    async next(pred, what = 'frame') {
      let found: unknown;
      await waitFor(() => (found = frames.find(pred)) !== undefined, 20_000, what);
      return found;
    },
  };
}

test('vsn 1.0.0: object frames for heartbeat, join, changes and leave', async () => {
  const token = await tokenFor(SEED.athlete.email);
  const r = await raw('1.0.0');
  r.send({ topic: 'phoenix', event: 'heartbeat', payload: {}, ref: '1', join_ref: null });
  expect(await r.next((f) => f.ref === '1', 'heartbeat reply')).toEqual({
    topic: 'phoenix',
    event: 'phx_reply',
    payload: { status: 'ok', response: {} },
    ref: '1',
    join_ref: null,
  });

  const binding = { event: 'INSERT', schema: 'public', table: 'notifications', filter: `user_id=eq.${SEED.athlete.id}` };
  r.send({ topic: 'realtime:v1', event: 'phx_join', payload: { config: { postgres_changes: [binding] }, access_token: token }, ref: '2', join_ref: '2' });
  const reply = await r.next((f) => f.ref === '2', 'join reply');
  expect(reply).toMatchObject({ topic: 'realtime:v1', event: 'phx_reply', join_ref: '2', payload: { status: 'ok' } });
  const [server] = reply.payload.response.postgres_changes;
  expect(server).toMatchObject(binding);
  expect(typeof server.id).toBe('number');

  const ins = await t.db.query<{ id: string }>(`insert into public.notifications (user_id, title) values ($1, 'raw v1') returning id`, [
    SEED.athlete.id,
  ]);
  const change = await r.next((f) => f.event === 'postgres_changes', 'postgres_changes');
  expect(change).toMatchObject({
    topic: 'realtime:v1',
    join_ref: '2',
    ref: null,
    payload: {
      ids: [server.id],
      data: { schema: 'public', table: 'notifications', type: 'INSERT', errors: null, record: { id: ins.rows[0]!.id, title: 'raw v1' } },
    },
  });
  expect(change.payload.data.columns).toContainEqual({ name: 'id', type: 'uuid' });
  expect(change.payload.data.commit_timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/);

  r.send({ topic: 'realtime:v1', event: 'phx_leave', payload: {}, ref: '3', join_ref: '2' });
  await r.next((f) => f.ref === '3', 'leave reply');
  const before = r.frames.filter((f: any) => f.event === 'postgres_changes').length;
  await t.db.query(`insert into public.notifications (user_id, title) values ($1, 'after leave')`, [SEED.athlete.id]);
  await rt.idle();
  await sleep(200);
  expect(r.frames.filter((f: any) => f.event === 'postgres_changes')).toHaveLength(before);
});

test('vsn 2.0.0 filters: eq, neq, lt, lte, gt, gte, in (service role sees every row)', async () => {
  const r = await raw('2.0.0');
  const filters = ['title=eq.f-b', 'title=neq.f-b', 'title=lt.f-b', 'title=lte.f-b', 'title=gt.f-b', 'title=gte.f-b', 'title=in.(f-a,"f-c")'];
  const bindings = filters.map((filter) => ({ event: 'INSERT', schema: 'public', table: 'notifications', filter }));
  r.send(['1', '1', 'realtime:filters', 'phx_join', { config: { postgres_changes: bindings }, access_token: t.serviceRoleKey }]);
  const reply = await r.next((f) => f[1] === '1', 'join reply');
  expect(reply[4].status).toBe('ok');
  const ids: number[] = reply[4].response.postgres_changes.map((b: any) => b.id);
  await t.db.query(`insert into public.notifications (user_id, title) values ($1, 'f-a'), ($1, 'f-b'), ($1, 'f-c')`, [SEED.creator.id]);
  await waitFor(() => r.frames.filter((f: any) => f[3] === 'postgres_changes').length === 3, 20_000, '3 changes');
  const byTitle = Object.fromEntries(
    r.frames.filter((f: any) => f[3] === 'postgres_changes').map((f: any) => [f[4].data.record.title, f[4].ids.map((id: number) => filters[ids.indexOf(id)]).sort()]),
  );
  expect(byTitle).toEqual({
    'f-a': ['title=in.(f-a,"f-c")', 'title=lt.f-b', 'title=lte.f-b', 'title=neq.f-b'].sort(),
    'f-b': ['title=eq.f-b', 'title=gte.f-b', 'title=lte.f-b'].sort(),
    'f-c': ['title=gt.f-b', 'title=gte.f-b', 'title=in.(f-a,"f-c")', 'title=neq.f-b'].sort(),
  });
});

test('bad joins are replied with an error: supabase-js reports CHANNEL_ERROR', async () => {
  const c = t.client();
  clients.push(c);
  const bad = [
    { table: 'no_such_table' },
    { table: 'profiles' }, // exists, not in the publication
    { table: 'notifications', filter: 'user_id=like.abc' },
    { table: 'notifications', filter: 'nope=eq.1' },
    { table: 'notifications', filter: 'garbage' },
  ];
  for (const [i, b] of bad.entries()) {
    const seen: Array<{ status: string; err?: Error }> = [];
    const ch = c
      .channel(`bad-${i}`)
      .on('postgres_changes' as never, { event: '*', schema: 'public', ...b }, () => undefined)
      .subscribe((status, err) => seen.push({ status, err }));
    await waitFor(() => seen.length > 0, 20_000, `status for ${JSON.stringify(b)}`);
    expect(seen[0]!.status).toBe('CHANNEL_ERROR');
    expect(seen[0]!.err?.message).toMatch(/Unable to subscribe|filter|column/);
    await c.removeChannel(ch);
  }

  const r = await raw('2.0.0');
  r.send(['9', '9', 'realtime:x', 'phx_join', { config: { postgres_changes: [] }, access_token: 'not-a-jwt' }]);
  const reply = await r.next((f) => f[1] === '9', 'join reply');
  expect(reply[4]).toMatchObject({ status: 'error', response: { reason: expect.stringMatching(/Invalid JWT/) } });
});

test('a slow client is cut off at the outbound watermark; others keep receiving', async () => {
  const fast = await raw('2.0.0');
  const slow = await raw('2.0.0');
  const join = (r: Raw, topic: string) =>
    r.send(['1', '1', `realtime:${topic}`, 'phx_join', { config: { postgres_changes: [{ event: 'INSERT', schema: 'public', table: 'notifications', filter: 'title=eq.bulk' }] }, access_token: t.serviceRoleKey }]);
  join(fast, 'fast');
  join(slow, 'slow');
  await fast.next((f) => f[1] === '1', 'fast join');
  await slow.next((f) => f[1] === '1', 'slow join');
  const open = rt.connections();
  // the slow client stops reading from its TCP socket
  (slow.ws as unknown as { _socket: { pause(): void } })._socket.pause();

  // bursts of 20 x 60 kB: the fast client drains each one, the slow client's backlog grows until it is cut off
  let sent = 0;
  for (let burst = 0; burst < 30 && rt.connections() === open; burst++) {
    await t.db.query(
      `insert into public.notifications (user_id, title, message) select $1, 'bulk', repeat('x', 60000) from generate_series(1, 20)`,
      [SEED.creator.id],
    );
    sent += 20;
    await waitFor(() => fast.frames.filter((f: any) => f[3] === 'postgres_changes').length === sent, 20_000, 'fast client gets every burst');
  }
  await waitFor(() => rt.connections() === open - 1, 20_000, 'slow client closed');
});
