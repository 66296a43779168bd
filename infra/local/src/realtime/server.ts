// The sockets of one server, the change feed they share and the broadcasts relayed between them.

import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { Caller, ServerContext } from '../server/extension';
import { isBrowserRequest } from '../server/keys';
import { ChangeFeed, type Binding, type BindingEvent, type FeedDb } from './changes';
import { parseFilter } from './filters';
import { parseVsn } from './protocol';
import { q } from './sql';
import { encodeUserBroadcast, type Outgoing } from './broadcast';
import { Connection, JoinError, reasonOf, type Channel } from './connection';
import type { RealtimeOptions } from './options';

const EVENTS = new Set<BindingEvent>(['*', 'INSERT', 'UPDATE', 'DELETE']);

export class RealtimeServer {
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
