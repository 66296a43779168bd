// One socket: its channels, its send queue and the frames it handles (join, leave, heartbeat, broadcast, access token).

import { WebSocket, type RawData } from 'ws';
import { HttpError, type Caller } from '../server/extension';
import type { Binding, Subscription } from './changes';
import { decodeFrame, encodeFrame, type Frame, type Vsn } from './protocol';
import { BROADCAST_REFUSED, decodeBroadcastPush, mayPublish } from './broadcast';
import type { RealtimeServer } from './server';

export function reasonOf(e: unknown): string {
  if (e && typeof e === 'object') {
    const body = (e as { body?: Record<string, unknown> }).body;
    if (body) {
      const m = body.message ?? body.msg ?? body.error_description ?? body.error;
      if (typeof m === 'string') return m;
    }
    if (e instanceof Error) return e.message;
  }
  return String(e);
}

export class JoinError extends Error {}

export interface Channel extends Subscription {
  presenceKey: string;
  /** config.broadcast.self: the sender's own channel receives its broadcasts too. */
  broadcastSelf: boolean;
}

export class Connection {
  readonly channels = new Map<string, Channel>();
  private chain: Promise<void> = Promise.resolve();
  private lastSeen = Date.now();
  private closed = false;
  private queue: (string | Buffer)[] = [];
  private queuedBytes = 0;

  constructor(
    private readonly rt: RealtimeServer,
    readonly ws: WebSocket,
    readonly vsn: Vsn,
    private readonly apikey: string | undefined,
    /** Opened by a browser: the secret key is refused as an access_token too (the server refuses it as apikey). */
    private readonly fromBrowser = false,
  ) {
    ws.on('message', (data: RawData, isBinary: boolean) => {
      this.lastSeen = Date.now();
      if (isBinary) {
        const f = decodeBroadcastPush(Buffer.isBuffer(data) ? data : Buffer.concat(Array.isArray(data) ? data : [Buffer.from(data)]));
        if (f) this.chain = this.chain.then(() => this.broadcast(f)).catch((e) => this.rt.log(e));
        return;
      }
      const text = data.toString();
      this.chain = this.chain.then(() => this.onText(text)).catch((e) => this.rt.log(e));
    });
    ws.on('close', () => this.dispose());
    ws.on('error', () => this.dispose());
  }

  idleFor(): number {
    return Date.now() - this.lastSeen;
  }

  dispose(): void {
    if (this.closed) return;
    this.closed = true;
    for (const ch of this.channels.values()) this.rt.removeChannel(ch);
    this.channels.clear();
    this.rt.conns.delete(this);
  }

  /**
   * Sends a text frame. Frames beyond what the socket has accepted wait in a bounded queue; a client
   * that lets its queue exceed maxQueuedFrames / maxQueuedBytes is disconnected (it will reconnect,
   * resubscribe and refetch), so one slow reader never holds up the others.
   */
  sendText(text: string | Buffer): void {
    const ws = this.ws;
    if (this.closed || ws.readyState !== WebSocket.OPEN) return;
    if (this.queue.length === 0 && ws.bufferedAmount < this.rt.highWaterBytes) {
      ws.send(text, this.flushCb);
      return;
    }
    this.queue.push(text);
    this.queuedBytes += text.length;
    if (this.queue.length > this.rt.maxQueuedFrames || this.queuedBytes > this.rt.maxQueuedBytes) {
      this.queue = [];
      this.queuedBytes = 0;
      ws.terminate();
      this.dispose();
    }
  }

  private readonly flushCb = () => this.flush();

  private flush(): void {
    const ws = this.ws;
    while (this.queue.length && !this.closed && ws.readyState === WebSocket.OPEN && ws.bufferedAmount < this.rt.highWaterBytes) {
      const text = this.queue.shift()!;
      this.queuedBytes -= text.length;
      ws.send(text, this.flushCb);
    }
  }

  send(f: Frame): void {
    this.sendText(encodeFrame(this.vsn, f));
  }

  reply(f: Frame, status: 'ok' | 'error', response: Record<string, unknown>): void {
    this.send({ join_ref: f.join_ref, ref: f.ref, topic: f.topic, event: 'phx_reply', payload: { status, response } });
  }

  private async onText(text: string): Promise<void> {
    const f = decodeFrame(text);
    if (!f) return;
    if (f.topic === 'phoenix') {
      if (f.event === 'heartbeat') this.reply(f, 'ok', {});
      return;
    }
    switch (f.event) {
      case 'phx_join':
        return this.join(f);
      case 'phx_leave': {
        const ch = this.channels.get(f.topic);
        if (ch) {
          this.rt.removeChannel(ch);
          this.channels.delete(f.topic);
        }
        this.reply(f, 'ok', {});
        return;
      }
      case 'access_token':
        return this.accessToken(f);
      case 'broadcast':
        return this.broadcast(f);
      case 'presence':
        this.reply(f, 'ok', {});
        return;
      default: {
        const ch = this.channels.get(f.topic);
        if (!ch && f.ref) this.reply(f, 'error', { reason: 'unmatched topic' });
      }
    }
  }

  private async authenticate(token: unknown): Promise<Caller> {
    const t = typeof token === 'string' && token ? token : this.apikey;
    if (this.fromBrowser && t?.startsWith('sb_secret_')) throw new HttpError(401, { message: 'Forbidden use of secret API key in browser' });
    return this.rt.ctx!.authenticate(t);
  }

  private async join(f: Frame): Promise<void> {
    if (!f.topic.startsWith('realtime:')) {
      this.reply(f, 'error', { reason: 'unmatched topic' });
      return;
    }
    const old = this.channels.get(f.topic);
    if (old) {
      this.rt.removeChannel(old);
      this.channels.delete(f.topic);
    }
    if (this.channels.size >= this.rt.maxChannels) {
      this.reply(f, 'error', { reason: 'Too many channels' });
      return;
    }
    const config = (f.payload.config ?? {}) as Record<string, unknown>;
    let caller: Caller;
    try {
      caller = await this.authenticate(f.payload.access_token);
    } catch (e) {
      this.reply(f, 'error', { reason: `Invalid JWT: ${reasonOf(e)}` });
      return;
    }
    let bindings: Binding[];
    let echo: Array<Record<string, unknown>>;
    try {
      ({ bindings, echo } = await this.rt.parseBindings(config.postgres_changes, caller));
    } catch (e) {
      if (!(e instanceof JoinError)) throw e;
      this.reply(f, 'error', { reason: e.message });
      return;
    }
    if (this.closed) return;
    const conn = this;
    const topic = f.topic;
    const joinRef = f.join_ref;
    const prefixJoinRef = JSON.stringify(joinRef);
    const topicJson = JSON.stringify(topic);
    const presence = (config.presence ?? {}) as Record<string, unknown>;
    const ch: Channel = {
      topic,
      joinRef,
      caller,
      bindings,
      active: true,
      presenceKey: typeof presence.key === 'string' ? presence.key : '',
      broadcastSelf: ((config.broadcast ?? {}) as Record<string, unknown>).self === true,
      deliver(ids: number[], dataJson: string) {
        if (conn.vsn === '2.0.0') {
          conn.sendText(`[${prefixJoinRef},null,${topicJson},"postgres_changes",{"ids":${JSON.stringify(ids)},"data":${dataJson}}]`);
        } else {
          conn.sendText(
            `{"join_ref":${prefixJoinRef},"ref":null,"topic":${topicJson},"event":"postgres_changes","payload":{"ids":${JSON.stringify(ids)},"data":${dataJson}}}`,
          );
        }
      },
    };
    this.channels.set(topic, ch);
    this.rt.addChannel(ch, this);
    this.reply(f, 'ok', { postgres_changes: echo });
    if (bindings.length) {
      this.send({
        join_ref: joinRef,
        ref: null,
        topic,
        event: 'system',
        payload: { extension: 'postgres_changes', channel: topic.slice('realtime:'.length), status: 'ok', message: 'Subscribed to PostgreSQL' },
      });
    }
  }

  private async accessToken(f: Frame): Promise<void> {
    const ch = this.channels.get(f.topic);
    if (!ch) return;
    try {
      ch.caller = await this.authenticate(f.payload.access_token);
      // a caller that may no longer read a table loses those bindings' events through RLS and grants
      await this.rt.checkPrivileges(ch.bindings, ch.caller);
      if (f.ref) this.reply(f, 'ok', {});
    } catch (e) {
      this.send({
        join_ref: ch.joinRef,
        ref: null,
        topic: ch.topic,
        event: 'system',
        payload: { extension: 'system', channel: ch.topic.slice('realtime:'.length), status: 'error', message: reasonOf(e) },
      });
      this.rt.removeChannel(ch);
      this.channels.delete(ch.topic);
      this.send({ join_ref: ch.joinRef, ref: ch.joinRef, topic: ch.topic, event: 'phx_close', payload: {} });
    }
  }

  private broadcast(f: Frame): void {
    const ch = this.channels.get(f.topic);
    if (!ch) return;
    const event = f.payload.event;
    if (typeof event !== 'string') return;
    if (!mayPublish(ch.caller)) {
      if (f.ref) this.reply(f, 'error', { reason: BROADCAST_REFUSED });
      return;
    }
    this.rt.relay(f.topic, f.payload, ch.broadcastSelf ? null : ch);
    if (f.ref) this.reply(f, 'ok', {});
  }
}
