// Helpers shared by the realtime tests and the benchmark.
import net from 'node:net';

export const SEED = {
  password: 'Pitchside123!',
  athlete: { email: 'athlete@pitchside.dev', id: '10000000-0000-4000-8000-000000000001' },
  creator: { email: 'creator@pitchside.dev', id: '10000000-0000-4000-8000-000000000002' },
  brand: { email: 'brand@pitchside.dev', id: '10000000-0000-4000-8000-000000000003' },
  agency: { email: 'agency@pitchside.dev', id: '10000000-0000-4000-8000-000000000004' },
  apexBrandId: '20000000-0000-4000-8000-000000000001',
  conversationId: '60000000-0000-4000-8000-000000000001',
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export async function waitFor(check: () => boolean, timeoutMs = 20_000, what = 'condition'): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Leaves every channel and closes the socket without leaving realtime-js timers behind. */
export async function closeRealtime(c: { removeAllChannels(): Promise<unknown>; realtime: { disconnect(): unknown } }): Promise<void> {
  await c.removeAllChannels().catch(() => undefined);
  c.realtime.disconnect();
  // realtime-js schedules a deferred disconnect when the last channel goes; disconnect() does not cancel it
  (c.realtime as unknown as { _cancelPendingDisconnect?: () => void })._cancelPendingDisconnect?.();
}
