import type { BrowserContext } from '@playwright/test';

type Frame = string | Buffer;

/** A realtime (Phoenix) frame's topic, event and ref, in either of supabase-js's serialisations. */
function realtimeFrame(message: Frame): { topic: string; event: string; ref: string } | null {
  try {
    const frame = JSON.parse(message.toString()) as unknown;
    if (Array.isArray(frame)) return { topic: String(frame[2]), event: String(frame[3]), ref: String(frame[1]) };
    const { topic, event, ref } = frame as { topic: string; event: string; ref: string };
    return { topic, event, ref: String(ref) };
  } catch {
    return null;
  }
}

/**
 * The context's realtime connections pass through the journey, which can hold what the page sends (its channels then
 * join only when released, as on a slow connection) and drop the connection (realtime then reconnects). Released
 * frames go to the newest connection's server.
 */
export async function gateRealtime(context: BrowserContext, { holding = false } = {}) {
  let held: Frame[] | null = holding ? [] : null;
  let connections = 0;
  let current: { send: (message: Frame) => void; drop: () => Promise<void> } | null = null;
  const pendingJoins = new Set<string>();
  // postgres_changes frames delivered to the page, per channel topic
  const changes = new Map<string, number>();
  await context.routeWebSocket(/\/realtime\/v1\/websocket/, (ws) => {
    const server = ws.connectToServer();
    connections += 1;
    ws.onMessage((message) => {
      const frame = realtimeFrame(message);
      if (frame?.event === 'phx_join') pendingJoins.add(frame.ref);
      if (held) held.push(message);
      else server.send(message);
    });
    server.onMessage((message) => {
      const frame = realtimeFrame(message);
      if (frame?.event === 'phx_reply') pendingJoins.delete(frame.ref);
      if (frame?.event === 'postgres_changes') changes.set(frame.topic, (changes.get(frame.topic) ?? 0) + 1);
      ws.send(message);
    });
    current = {
      send: (message) => server.send(message),
      drop: async () => {
        await server.close();
        await ws.close();
      },
    };
  });
  return {
    /** From now on, what the page sends waits (joins the page sent before are forgotten). */
    hold: () => {
      held = [];
      pendingJoins.clear();
    },
    /** Sends what waited, in order, and lets what follows through. */
    release: () => {
      const waiting = held ?? [];
      held = null;
      for (const message of waiting) current?.send(message);
    },
    drop: async () => current?.drop(),
    held: () => held?.length ?? 0,
    connections: () => connections,
    pendingJoins: () => pendingJoins.size,
    /** postgres_changes delivered so far on channels whose topic starts with `prefix`. */
    changesOn: (prefix: string) => [...changes].reduce((sum, [topic, n]) => (topic.startsWith(prefix) ? sum + n : sum), 0),
  };
}
