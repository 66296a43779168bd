import pg from 'pg';
import type { Db, QueryResult, Tx } from './types';
import { int8Value, parsePgArray, TEMPORAL_ARRAY_OIDS, TEMPORAL_OIDS } from './type-mapping';

/** Type parsers so pg returns the same JS values as PGlite (see type-mapping.ts). */
function typeOverrides(): pg.TypeOverrides {
  const t = new pg.TypeOverrides();
  const identity = (x: string): string => x;
  for (const oid of TEMPORAL_OIDS) t.setTypeParser(oid, 'text', identity);
  for (const oid of TEMPORAL_ARRAY_OIDS) t.setTypeParser(oid, 'text', (x: string) => parsePgArray(x, identity));
  t.setTypeParser(20, 'text', int8Value);
  t.setTypeParser(1016, 'text', (x: string) => parsePgArray(x, int8Value));
  return t;
}

function toResult<T>(r: pg.QueryResult): QueryResult<T> {
  const out: QueryResult<T> = {
    rows: r.rows as T[],
    fields: (r.fields ?? []).map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
  };
  if (typeof r.rowCount === 'number' && r.command !== 'SELECT') out.affectedRows = r.rowCount;
  else if (r.command === 'SELECT') out.affectedRows = 0;
  return out;
}

class PgTx implements Tx {
  constructor(private readonly client: pg.PoolClient) {}
  async query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
    return toResult<T>(await this.client.query(sql, params));
  }
  async exec(sql: string): Promise<void> {
    await this.client.query(sql);
  }
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export async function openPostgres(databaseUrl: string, poolSize = 10): Promise<Db> {
  const types = typeOverrides();
  const config: pg.PoolConfig = {
    connectionString: databaseUrl,
    max: poolSize,
    types,
    options: '-c TimeZone=UTC -c DateStyle=ISO,MDY -c IntervalStyle=postgres',
  };
  const pool = new pg.Pool(config);
  // An idle client's error (server restart) must not crash the process.
  pool.on('error', () => undefined);
  await pool.query('select 1');

  let listener: pg.Client | null = null;
  let listenerReady: Promise<pg.Client> | null = null;
  const subscribers = new Map<string, Set<(payload: string) => void>>();
  let closed = false;

  const getListener = (): Promise<pg.Client> => {
    if (!listenerReady) {
      listenerReady = (async () => {
        const c = new pg.Client({ connectionString: databaseUrl, types, options: config.options });
        c.on('error', () => undefined);
        c.on('notification', (msg) => {
          const subs = subscribers.get(msg.channel);
          if (!subs) return;
          for (const cb of subs) cb(msg.payload ?? '');
        });
        await c.connect();
        listener = c;
        return c;
      })();
    }
    return listenerReady;
  };

  const db: Db = {
    kind: 'postgres',
    async query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
      return toResult<T>(await pool.query(sql, params));
    },
    async exec(sql: string): Promise<void> {
      await pool.query(sql);
    },
    async transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      let broken = false;
      try {
        await client.query('begin');
        const result = await fn(new PgTx(client));
        await client.query('commit');
        return result;
      } catch (err) {
        try {
          await client.query('rollback');
        } catch {
          broken = true;
        }
        throw err;
      } finally {
        client.release(broken);
      }
    },
    async listen(channel: string, cb: (payload: string) => void): Promise<() => Promise<void>> {
      const c = await getListener();
      let subs = subscribers.get(channel);
      if (!subs) {
        subs = new Set();
        subscribers.set(channel, subs);
        await c.query(`listen ${quoteIdent(channel)}`);
      }
      subs.add(cb);
      return async () => {
        const set = subscribers.get(channel);
        if (!set) return;
        set.delete(cb);
        if (set.size === 0) {
          subscribers.delete(channel);
          if (!closed && listener) await listener.query(`unlisten ${quoteIdent(channel)}`);
        }
      };
    },
    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      if (listenerReady) {
        try {
          const c = await listenerReady;
          await c.end();
        } catch {
          /* ignore */
        }
      }
      await pool.end();
    },
  };
  return db;
}
