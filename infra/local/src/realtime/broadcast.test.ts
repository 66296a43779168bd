/** @jest-environment node */
// Broadcast through @supabase/supabase-js: publishing needs a signed-in user; self: true; httpSend() and send() over HTTP.
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { startTestServer, type TestServer } from '../server/testing';
import { createRealtimeExtension } from './index';
import { SEED, closeRealtime, sleep, waitFor } from './testing';

jest.setTimeout(120_000);

let t: TestServer;
const clients: SupabaseClient[] = [];

async function client(email?: string): Promise<SupabaseClient> {
  const c = t.client();
  if (email) {
    const { error } = await c.auth.signInWithPassword({ email, password: SEED.password });
    if (error) throw error;
  }
  clients.push(c);
  return c;
}

async function join(c: SupabaseClient, topic: string, self = false) {
  const got: Array<{ event: string; payload: unknown }> = [];
  let status = '';
  const channel: RealtimeChannel = c
    .channel(topic, { config: { broadcast: { self, ack: true } } })
    .on('broadcast', { event: '*' }, (m: { event: string; payload: unknown }) => got.push({ event: m.event, payload: m.payload }))
    .subscribe((s) => (status = s));
  await waitFor(() => status === 'SUBSCRIBED', 30_000, `${topic} SUBSCRIBED`);
  return { channel, got };
}

beforeAll(async () => {
  t = await startTestServer({ extensions: [createRealtimeExtension()] });
});
afterAll(async () => {
  for (const c of clients) await closeRealtime(c);
  await t?.cleanup();
});

test('a signed-in user broadcasts to the others on the topic; with self: true to itself as well', async () => {
  const listener = await join(await client(SEED.creator.email), 'room-1');
  const sender = await join(await client(SEED.athlete.email), 'room-1', true);
  expect(await sender.channel.send({ type: 'broadcast', event: 'cursor', payload: { x: 1 } })).toBe('ok');
  await waitFor(() => listener.got.length === 1 && sender.got.length === 1, 10_000, 'both receive');
  expect(listener.got[0]).toEqual({ event: 'cursor', payload: { x: 1 } });
  expect(sender.got[0]).toEqual({ event: 'cursor', payload: { x: 1 } });
  const quiet = await join(await client(SEED.brand.email), 'room-1');
  await quiet.channel.send({ type: 'broadcast', event: 'cursor', payload: { x: 2 } });
  await waitFor(() => listener.got.length === 2, 10_000, 'listener gets the second');
  await sleep(200);
  expect(quiet.got).toHaveLength(0);
});

test('anon may listen but not publish', async () => {
  const listener = await join(await client(SEED.creator.email), 'room-2');
  const anon = await join(await client(), 'room-2');
  expect(await anon.channel.send({ type: 'broadcast', event: 'spam', payload: { x: 1 } })).toBe('error');
  const http = await anon.channel.httpSend('spam', { x: 1 }).catch((e: Error) => e.message);
  expect(http).toBe('Broadcast needs a signed-in user: anon may listen but not publish');
  await sleep(300);
  expect(listener.got).toHaveLength(0);
});

test('httpSend() and send() before joining go over POST /realtime/v1/api/broadcast', async () => {
  const listener = await join(await client(SEED.creator.email), 'room-3');
  const sender = await client(SEED.athlete.email);
  const unjoined = sender.channel('room-3');
  expect(await unjoined.httpSend('note', { text: 'over http' })).toEqual({ success: true });
  expect(await unjoined.send({ type: 'broadcast', event: 'note', payload: { text: 'rest fallback' } })).toBe('ok');
  await waitFor(() => listener.got.length === 2, 10_000, 'two http broadcasts');
  expect(listener.got).toEqual([
    { event: 'note', payload: { text: 'over http' } },
    { event: 'note', payload: { text: 'rest fallback' } },
  ]);
  const r = await fetch(`${t.url}/realtime/v1/api/broadcast`, { method: 'POST', headers: { apikey: t.serviceRoleKey, 'content-type': 'application/json' }, body: JSON.stringify({ messages: [{ topic: 'room-3' }] }) });
  expect(r.status).toBe(400);
  expect((await r.json()).message).toBe('Each message needs a topic and an event');
});

test('httpSend() of a binary payload (vsn 2.0.0) to a private channel is accepted and relayed as a binary broadcast', async () => {
  const listener = await join(await client(SEED.creator.email), 'room-4');
  const sender = await client(SEED.athlete.email);
  const priv = sender.channel('room-4', { config: { private: true } });
  expect(await priv.httpSend('bytes', new Uint8Array([1, 2, 250]).buffer)).toEqual({ success: true });
  await waitFor(() => listener.got.length === 1, 10_000, 'the binary broadcast');
  expect(listener.got[0]?.event).toBe('bytes');
  expect([...new Uint8Array(listener.got[0]?.payload as ArrayBuffer)]).toEqual([1, 2, 250]);
});
