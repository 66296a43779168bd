// Supabase Realtime, local edition: `/realtime/v1/websocket`, the Phoenix channel protocol as
// @supabase/realtime-js speaks it (vsn 1.0.0 object frames and 2.0.0 array frames), with
// postgres_changes driven by the database's own triggers (see ./sql.ts and ./changes.ts).
// Broadcast is relayed to the other sockets joined to the same topic (JSON payloads only);
// presence is accepted and ignored.

import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, WebSocket, type RawData } from 'ws';
import { HttpError, type Caller, type ServerContext, type ServerExtension } from '../server/extension';
import { isBrowserRequest } from '../server/keys';
import { ChangeFeed, type Binding, type BindingEvent, type FeedDb, type Subscription } from './changes';
import { parseFilter } from './filters';
import { decodeFrame, encodeFrame, parseVsn, type Frame, type Vsn } from './protocol';
import { q } from './sql';
import { BROADCAST_REFUSED, decodeBroadcastPush, encodeUserBroadcast, handleBroadcastHttp, mayPublish, notServed, type Outgoing } from './broadcast';

export interface RealtimeOptions {
  /** Frames handed to the socket until its unsent bytes reach this; later frames wait in the queue. Default 1 MiB. */
  highWaterBytes?: number;
  /** A socket whose queue grows past this many frames is closed (slow client). Default 5000. */
  maxQueuedFrames?: number;
  /** ... or past this many bytes (UTF-16 length). Default 32 MiB. */
  maxQueuedBytes?: number;
  /** Close a socket that sent nothing (not even a heartbeat) for this long. Default 60 s. */
  idleTimeoutMs?: number;
  /** Max channels per socket. Default 100. */
  maxChannels?: number;
  /** Check rows that pass a claims-independent SELECT policy once per role instead of once per caller (default true). */
  rlsFastPath?: boolean;
}

export interface RealtimeExtension extends ServerExtension {
  /** Starts the change feed now instead of on the first connection. */
  init(ctx: ServerContext): Promise<void>;
  /** Resolves when every change notified so far has been delivered (tests, benchmarks). */
  idle(): Promise<void>;
  /** Number of open sockets. */
  connections(): number;
}

const EVENTS = new Set<BindingEvent>(['*', 'INSERT', 'UPDATE', 'DELETE']);

function reasonOf(e: unknown): string {
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

class JoinError extends Error {}

interface Channel extends Subscription {
  presenceKey: string;
  /** config.broadcast.self: the sender's own channel receives its broadcasts too. */
  broadcastSelf: boolean;
}

class Connection {
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

class RealtimeServer {
  ctx: ServerContext | null = null;
  feed: ChangeFeed | null = null;
  private starting: Promise<void> | null = null;
  readonly conns = new Set<Connection>();
  private readonly owners = new Map<Channel, Connection>();
  private nextId = 1000;
  readonly highWaterBytes: number;
  readonly maxQueuedFrames: number;
  readonly maxQueuedBytes: number;
  readonly maxChannels: number;
  private readonly idleTimeoutMs: number;
  private sweeper: NodeJS.Timeout | null = null;
  readonly wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });

  constructor(private readonly opts: RealtimeOptions) {
    this.highWaterBytes = opts.highWaterBytes ?? 1024 * 1024;
    this.maxQueuedFrames = opts.maxQueuedFrames ?? 5000;
    this.maxQueuedBytes = opts.maxQueuedBytes ?? 32 * 1024 * 1024;
    this.maxChannels = opts.maxChannels ?? 100;
    this.idleTimeoutMs = opts.idleTimeoutMs ?? 60_000;
  }

  log(e: unknown): void {
    console.error('[realtime]', e);
  }

  init(ctx: ServerContext): Promise<void> {
    this.ctx = ctx;
    if (!this.starting) {
      const feed = new ChangeFeed(ctx.db as unknown as FeedDb, { rlsFastPath: this.opts.rlsFastPath });
      this.starting = feed.start().then(() => {
        this.feed = feed;
      });
      this.starting.catch(() => {
        this.starting = null;
      });
      this.sweeper = setInterval(() => {
        for (const c of this.conns) if (c.idleFor() > this.idleTimeoutMs) c.ws.terminate();
      }, Math.min(10_000, this.idleTimeoutMs));
      this.sweeper.unref();
    }
    return this.starting;
  }

  addChannel(ch: Channel, conn: Connection): void {
    this.owners.set(ch, conn);
    this.feed?.subs.add(ch);
  }

  removeChannel(ch: Channel): void {
    ch.active = false;
    this.owners.delete(ch);
    this.feed?.subs.delete(ch);
  }

  /** Sends a broadcast to every channel on `topic` except `skip` (the sender, unless it asked for self). */
  relay(topic: string, payload: Record<string, unknown> | Outgoing['payload'], skip: Channel | null, binary?: Buffer): void {
    for (const [other, conn] of this.channelsOnTopic(topic)) {
      if (other === skip) continue;
      // a binary payload reaches vsn 2.0.0 sockets as Realtime's binary user broadcast; vsn 1.0.0 has no way to carry it
      if (binary) {
        if (conn.vsn === '2.0.0') conn.sendText(encodeUserBroadcast(topic, (payload as Outgoing['payload']).event, binary));
        continue;
      }
      conn.send({ join_ref: other.joinRef, ref: null, topic, event: 'broadcast', payload: payload as Record<string, unknown> });
    }
  }

  *channelsOnTopic(topic: string): Iterable<[Channel, Connection]> {
    for (const [ch, conn] of this.owners) if (ch.topic === topic && ch.active) yield [ch, conn];
  }

  async checkPrivileges(bindings: Binding[], caller: Caller): Promise<void> {
    const db = this.ctx!.db as unknown as FeedDb;
    const tables = new Set(bindings.filter((b) => b.table).map((b) => `${b.schema}.${b.table}`));
    for (const t of tables) {
      const [schema, table] = t.split('.');
      const rows = await q<{ ok: boolean }>(db, `select has_table_privilege($1, format('%I.%I', $2::text, $3::text), 'SELECT') as ok`, [
        caller.role,
        schema,
        table,
      ]);
      if (!rows[0]?.ok) throw new JoinError(`permission denied for table ${table}`);
    }
  }

  /** Validates the join's postgres_changes bindings; the echo is what the client compares its bindings against. */
  async parseBindings(raw: unknown, caller: Caller): Promise<{ bindings: Binding[]; echo: Array<Record<string, unknown>> }> {
    await this.starting;
    const feed = this.feed!;
    if (raw === undefined || raw === null) return { bindings: [], echo: [] };
    if (!Array.isArray(raw)) throw new JoinError('postgres_changes must be a list');
    if (raw.length > 100) throw new JoinError('too many postgres_changes bindings');
    const bindings: Binding[] = [];
    const echo: Array<Record<string, unknown>> = [];
    let refreshed = false;
    for (const item of raw) {
      if (!item || typeof item !== 'object') throw new JoinError('invalid postgres_changes binding');
      const b = item as Record<string, unknown>;
      const eventRaw = typeof b.event === 'string' ? b.event : '*';
      const event = eventRaw.toUpperCase() as BindingEvent;
      if (!EVENTS.has(event)) throw new JoinError(`invalid event "${eventRaw}": expected *, INSERT, UPDATE or DELETE`);
      const schema = typeof b.schema === 'string' && b.schema ? b.schema : 'public';
      const tableRaw = typeof b.table === 'string' && b.table && b.table !== '*' ? b.table : null;
      const filterText = typeof b.filter === 'string' && b.filter ? b.filter : null;
      const describe = () =>
        `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: [event: ${eventRaw}, schema: ${schema}, table: ${tableRaw ?? '*'}, filters: [${filterText ?? ''}]]`;
      if (tableRaw !== null) {
        const key = `${schema}.${tableRaw}`;
        if (!feed.tables.has(key) && !refreshed) {
          refreshed = true;
          await feed.refresh();
        }
        if (!feed.tables.has(key)) throw new JoinError(describe());
      } else if (filterText) {
        throw new JoinError(`${describe()}: a filter needs a table`);
      } else if (schema !== '*' && ![...feed.tables.values()].some((t) => t.schema === schema)) {
        throw new JoinError(describe());
      }
      let filter = null;
      if (filterText) {
        try {
          filter = parseFilter(filterText);
        } catch (e) {
          throw new JoinError(`${describe()}: ${(e as Error).message}`);
        }
        const info = feed.tables.get(`${schema}.${tableRaw}`)!;
        if (!info.columns.some((c) => c.name === filter!.column)) {
          throw new JoinError(`${describe()}: column "${filter.column}" does not exist on ${schema}.${tableRaw}`);
        }
      }
      const id = this.nextId++;
      bindings.push({ id, event, schema, table: tableRaw, filter });
      const e: Record<string, unknown> = { id, event: b.event ?? '*', schema: b.schema, table: b.table };
      if (b.filter !== undefined) e.filter = b.filter;
      echo.push(e);
    }
    if (caller.role !== 'service_role') await this.checkPrivileges(bindings, caller);
    return { bindings, echo };
  }

  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer, ctx: ServerContext, prefix: string): void {
    const url = new URL(req.url ?? '/', 'http://local');
    const path = url.pathname.replace(/\/+$/, '');
    if (path !== `${prefix}/websocket` && path !== `${prefix}/socket/websocket`) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    const vsn = parseVsn(url.searchParams.get('vsn'));
    if (!vsn) {
      socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    const apikey = url.searchParams.get('apikey') ?? (req.headers.apikey as string | undefined) ?? undefined;
    const reject = (status: string, message: string) => {
      const body = JSON.stringify({ message });
      socket.end(
        `HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
    };
    if (!apikey) {
      reject('401 Unauthorized', 'apikey is required');
      return;
    }
    Promise.all([ctx.authenticate(apikey), this.init(ctx)]).then(
      () => {
        if (socket.destroyed) return;
        this.wss.handleUpgrade(req, socket, head, (ws) => {
          const conn = new Connection(this, ws, vsn, apikey, isBrowserRequest(req.headers));
          this.conns.add(conn);
        });
      },
      (e) => {
        if ((e as { status?: number }).status === 401) reject('401 Unauthorized', reasonOf(e));
        else {
          this.log(e);
          reject('503 Service Unavailable', 'realtime is starting');
        }
      },
    );
  }

  async close(): Promise<void> {
    if (this.sweeper) clearInterval(this.sweeper);
    for (const c of this.conns) {
      c.ws.terminate();
      c.dispose();
    }
    this.wss.close();
    if (this.starting) await this.starting.catch(() => undefined);
    await this.feed?.close();
  }
}

export function createRealtimeExtension(opts: RealtimeOptions = {}): RealtimeExtension {
  const rt = new RealtimeServer(opts);
  const prefix = '/realtime/v1';
  return {
    prefix,
    upgrade(req, socket, head, ctx) {
      rt.upgrade(req, socket, head, ctx, prefix);
    },
    async handle(req, res, ctx) {
      const rel = (req.url ?? '').split('?')[0]!.slice(prefix.length).replace(/^\/+|\/+$/g, '');
      // of Realtime's REST API only broadcast is served locally
      if (await handleBroadcastHttp(req, res, ctx, rel, (m) => rt.relay(m.topic, m.payload, null, m.binary))) return;
      notServed(req, res);
    },
    init: (ctx) => rt.init(ctx),
    idle: () => rt.feed?.whenIdle() ?? Promise.resolve(),
    connections: () => rt.conns.size,
    close: () => rt.close(),
  };
}
