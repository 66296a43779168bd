// Supabase Realtime, local edition: `/realtime/v1/websocket`, the Phoenix channel protocol as
// @supabase/realtime-js speaks it (vsn 1.0.0 object frames and 2.0.0 array frames), with
// postgres_changes driven by the database's own triggers (see ./sql.ts and ./changes.ts).
// Broadcast is relayed to the other sockets joined to the same topic (JSON payloads only);
// presence is accepted and ignored.

import type { ServerContext, ServerExtension } from '../server/extension';
import { handleBroadcastHttp, notServed } from './broadcast';
import type { RealtimeOptions } from './options';
import { RealtimeServer } from './server';

export type { RealtimeOptions } from './options';

export interface RealtimeExtension extends ServerExtension {
  /** Starts the change feed now instead of on the first connection. */
  init(ctx: ServerContext): Promise<void>;
  /** Resolves when every change notified so far has been delivered (tests, benchmarks). */
  idle(): Promise<void>;
  /** Number of open sockets. */
  connections(): number;
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
