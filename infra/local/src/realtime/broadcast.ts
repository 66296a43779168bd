/**
 * Broadcast: messages relayed between the sockets joined to a topic. The product does not use broadcast, so
 * publishing is for signed-in users and the service role only (anon may still listen); Realtime's
 * channel authorization (RLS on realtime.messages) is not modelled locally.
 *
 * Over HTTP (realtime-js httpSend() and send() before joining):
 *   POST /realtime/v1/api/broadcast                           { messages: [{ topic, event, payload }] }
 *   POST /realtime/v1/api/broadcast/<topic>/events/<event>    <payload>: JSON, or bytes (application/octet-stream,
 *                                                              httpSend() of an ArrayBuffer), relayed as a binary broadcast
 * both answer 202 Accepted, as Realtime does.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Caller, ServerContext } from '../server/extension';
import { HttpError } from '../server/extension';
import { bearerToken, parseJsonBounded, readBody, sendJson, sendRaw } from '../server/http';
import type { Frame } from './protocol';

export const BROADCAST_REFUSED = 'Broadcast needs a signed-in user: anon may listen but not publish';
const BODY_LIMIT = 256 * 1024;

export function mayPublish(caller: Caller): boolean {
  return caller.role === 'authenticated' || caller.role === 'service_role';
}

/** A broadcast frame's payload, as the sockets on `topic` receive it. */
export interface Outgoing {
  topic: string;
  payload: { type: 'broadcast'; event: string; payload: unknown };
  /** a binary payload (sent as application/octet-stream) */
  binary?: Buffer;
}

function bad(message: string, status = 400): HttpError {
  return new HttpError(status, { message });
}

async function readPayload(req: IncomingMessage): Promise<unknown> {
  const text = await readBody(req, BODY_LIMIT, () => ({ message: `Request body too large (limit ${BODY_LIMIT} bytes)` }));
  let parsed: ReturnType<typeof parseJsonBounded>;
  try {
    parsed = parseJsonBounded(text, 64);
  } catch {
    throw bad('The request body is not valid JSON');
  }
  if (parsed.tooDeep) throw bad('The request body is nested too deeply (more than 64 levels)');
  return parsed.value;
}

/** The request body's bytes, up to BODY_LIMIT (413 beyond). */
function readBytes(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > BODY_LIMIT) {
        req.destroy();
        reject(bad(`Request body too large (limit ${BODY_LIMIT} bytes)`, 413));
      } else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/**
 * Realtime's binary "user broadcast" (kind 4) as realtime-js 2.x decodes it: kind, topic / event / metadata sizes, the
 * payload encoding (0: binary), then topic, event and the payload's bytes.
 */
export function encodeUserBroadcast(topic: string, event: string, payload: Buffer): Buffer {
  const t = Buffer.from(topic, 'utf8');
  const e = Buffer.from(event, 'utf8');
  return Buffer.concat([Buffer.from([4, Math.min(t.length, 255), Math.min(e.length, 255), 0, 0]), t.subarray(0, 255), e.subarray(0, 255), payload]);
}

function messagesOf(body: unknown): Outgoing[] {
  const list = (body as { messages?: unknown } | null)?.messages;
  if (!Array.isArray(list) || list.length === 0) throw bad('messages must be a non-empty array of { topic, event, payload }');
  return list.map((m: unknown) => {
    const { topic, event, payload } = (m ?? {}) as Record<string, unknown>;
    if (typeof topic !== 'string' || !topic || typeof event !== 'string' || !event) throw bad('Each message needs a topic and an event');
    return { topic: `realtime:${topic}`, payload: { type: 'broadcast', event, payload: payload ?? {} } };
  });
}

/** Serves the HTTP broadcast API; `relay` hands each message to the sockets on its topic. */
export async function handleBroadcastHttp(req: IncomingMessage, res: ServerResponse, ctx: ServerContext, rel: string, relay: (m: Outgoing) => void): Promise<boolean> {
  const single = /^api\/broadcast\/([^/]+)\/events\/([^/]+)$/.exec(rel);
  if (rel !== 'api/broadcast' && !single) return false;
  if (req.method !== 'POST') throw bad(`${req.method} is not allowed here: POST a broadcast`, 405);
  const caller = await ctx.authenticate(bearerToken(req));
  if (!mayPublish(caller)) throw bad(BROADCAST_REFUSED, 403);
  const binary = single && (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase() === 'application/octet-stream';
  if (binary) {
    const bytes = await readBytes(req);
    const event = decodeURIComponent(single[2]!);
    relay({ topic: `realtime:${decodeURIComponent(single[1]!)}`, payload: { type: 'broadcast', event, payload: null }, binary: bytes });
    sendRaw(res, 202, '');
    return true;
  }
  const body = await readPayload(req);
  const messages = single
    ? [{ topic: `realtime:${decodeURIComponent(single[1]!)}`, payload: { type: 'broadcast' as const, event: decodeURIComponent(single[2]!), payload: body } }]
    : messagesOf(body);
  messages.forEach(relay);
  sendRaw(res, 202, '');
  return true;
}

export function notServed(req: IncomingMessage, res: ServerResponse): void {
  sendJson(res, 404, { message: `${req.method} ${req.url} is not supported by the local realtime server` });
}

/**
 * realtime-js 2.x (vsn 2.0.0) sends a broadcast as a binary "user broadcast push" (kind 3): a header of
 * sizes, then join_ref, ref, topic, event, metadata and the payload. Returns the frame it stands for, or null
 * for anything else (other kinds, binary payloads, which the local relay does not carry).
 */
export function decodeBroadcastPush(buf: Buffer): Frame | null {
  if (buf.length < 7 || buf[0] !== 3) return null;
  const [joinRefLen, refLen, topicLen, eventLen, metaLen, encoding] = [buf[1]!, buf[2]!, buf[3]!, buf[4]!, buf[5]!, buf[6]!];
  let at = 7;
  const take = (n: number) => {
    const s = buf.subarray(at, at + n).toString('latin1');
    at += n;
    return s;
  };
  if (buf.length < at + joinRefLen + refLen + topicLen + eventLen + metaLen || encoding !== 1) return null;
  const joinRef = take(joinRefLen);
  const ref = take(refLen);
  const topic = take(topicLen);
  const event = take(eventLen);
  take(metaLen);
  let payload: unknown;
  try {
    const parsed = parseJsonBounded(buf.subarray(at).toString('utf8'), 64);
    if (parsed.tooDeep) return null;
    payload = parsed.value;
  } catch {
    return null;
  }
  return { join_ref: joinRef || null, ref: ref || null, topic, event: 'broadcast', payload: { type: 'broadcast', event, payload } };
}
