/** The database layer's public contract. Other packages code against these types. */

export interface QueryResult<T = Record<string, unknown>> {
  rows: T[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

export interface Tx {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Multi-statement SQL, no parameters. */
  exec(sql: string): Promise<void>;
}

export interface Db {
  kind: 'pglite' | 'postgres';
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Multi-statement SQL, no parameters. */
  exec(sql: string): Promise<void>;
  /** One transaction; commits when fn resolves, rolls back when it throws. */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** LISTEN on a channel; resolves to an unsubscribe function. */
  listen(channel: string, cb: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export type DbRole = 'anon' | 'authenticated' | 'service_role';

export interface OpenDbOptions {
  /** PGlite data directory (default <repo>/.local/db). 'memory://' for an in-memory database (no lock). */
  dataDir?: string;
  /** Use a real PostgreSQL server instead of PGlite. */
  databaseUrl?: string;
  /** Apply seed.sql when the database was just created (default true). */
  seed?: boolean;
  log?: (msg: string) => void;
  /** postgres only: connection pool size (default 10). */
  poolSize?: number;
}
