import fs from 'node:fs';
import path from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import type { Transaction } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import type { Db, QueryResult, Tx } from './types';
import { lockDataDir, type DirLock } from './lock';
import { int8Value, TEMPORAL_OIDS, TEMPORAL_ARRAY_OIDS } from './type-mapping';

interface PgliteResultLike<T> {
  rows: T[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

function toResult<T>(r: PgliteResultLike<T>): QueryResult<T> {
  const out: QueryResult<T> = { rows: r.rows, fields: r.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })) };
  if (typeof r.affectedRows === 'number') out.affectedRows = r.affectedRows;
  return out;
}

const identity = (x: string): string => x;

/** Parsers so PGlite returns the same JS values as our pg setup (see type-mapping.ts). */
function parsers(): Record<number, (x: string, typeId?: number) => unknown> {
  const p: Record<number, (x: string, typeId?: number) => unknown> = {};
  for (const oid of TEMPORAL_OIDS) p[oid] = identity;
  for (const oid of TEMPORAL_ARRAY_OIDS) p[oid] = (x: string) => types.arrayParser(x, identity, oid);
  p[types.INT8] = int8Value;
  p[1016] = (x: string) => types.arrayParser(x, int8Value, 1016);
  return p;
}

class PgliteTx implements Tx {
  constructor(private readonly tx: Transaction) {}
  async query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
    return toResult(await this.tx.query<T>(sql, params));
  }
  async exec(sql: string): Promise<void> {
    await this.tx.exec(sql);
  }
}

export interface OpenedPglite {
  db: Db;
  /** true when the data directory did not hold a database before this open. */
  created: boolean;
  /** The whole data directory as an uncompressed tar (what `loadDataDir` opens again). */
  dump(): Promise<Blob>;
}

export interface OpenPgliteOptions {
  /** Start from this dumped data directory instead of an empty one (in-memory databases only). */
  loadDataDir?: Blob;
  /** PostgreSQL's buffer pool, 128MB by default: PGlite clears it at every start, so a smaller one opens sooner. */
  sharedBuffers?: string;
}

export function isMemoryDir(dataDir: string): boolean {
  return dataDir.startsWith('memory://');
}

export async function openPglite(dataDir: string, opts: OpenPgliteOptions = {}): Promise<OpenedPglite> {
  const memory = isMemoryDir(dataDir);
  if (opts.loadDataDir && !memory) throw new Error('loadDataDir opens an in-memory database only');
  let lock: DirLock | null = null;
  let created = !opts.loadDataDir;
  if (!memory) {
    const abs = path.resolve(dataDir);
    lock = lockDataDir(abs);
    created = !fs.existsSync(path.join(abs, 'PG_VERSION'));
    fs.mkdirSync(abs, { recursive: true });
    dataDir = abs;
  }
  let pg: PGlite;
  try {
    pg = await PGlite.create({
      dataDir,
      loadDataDir: opts.loadDataDir,
      startParams: opts.sharedBuffers ? [...PGlite.defaultStartParams, '-c', `shared_buffers=${opts.sharedBuffers}`] : undefined,
      extensions: { pgcrypto, pg_trgm, uuid_ossp },
      parsers: parsers(),
    });
    await pg.exec(`set timezone = 'UTC'; set datestyle = 'ISO, MDY'; set intervalstyle = 'postgres';`);
  } catch (err) {
    lock?.release();
    throw err;
  }

  let closed = false;
  const db: Db = {
    kind: 'pglite',
    async query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
      return toResult(await pg.query<T>(sql, params));
    },
    async exec(sql: string): Promise<void> {
      await pg.exec(sql);
    },
    async transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
      return pg.transaction((tx) => fn(new PgliteTx(tx)));
    },
    async listen(channel: string, cb: (payload: string) => void): Promise<() => Promise<void>> {
      const unsub = await pg.listen(channel, cb);
      return async () => {
        if (!closed) await unsub();
      };
    },
    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      try {
        await pg.close();
      } finally {
        lock?.release();
      }
    },
  };
  return { db, created, dump: async () => (await pg.dumpDataDir('none')) as Blob };
}
