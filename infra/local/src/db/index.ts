/**
 * Database layer for the local stack and the tests.
 *
 *   openDb({ dataDir })      PGlite at dataDir (default <repo>/.local/db), locked by <dataDir>.lock
 *   openDb({ databaseUrl })  a real PostgreSQL server through pg
 *
 * On every open: infra/local/sql/platform.sql (idempotent), then each file of
 * infra/supabase/migrations not yet recorded in supabase_migrations.schema_migrations
 * (each in its own transaction), then infra/supabase/seed.sql if the database was
 * just created and seed !== false.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Db, DbRole, OpenDbOptions, Tx } from './types';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import { defaultDataDir, migrationsDir, platformSqlFile, seedFile } from './paths';

export type { Db, DbRole, OpenDbOptions, QueryResult, Tx } from './types';
export { DataDirLockedError } from './lock';

export interface MigrationFile {
  version: string;
  name: string;
  file: string;
}

/** Migration files in order: <version>_<name>.sql */
export function listMigrations(dir: string = migrationsDir): MigrationFile[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => /^\d+_.+\.sql$/.test(f))
    .sort()
    .map((f) => {
      const m = /^(\d+)_(.+)\.sql$/.exec(f);
      return { version: m?.[1] ?? f, name: m?.[2] ?? f, file: path.join(dir, f) };
    });
}

const MIGRATIONS_TABLE_SQL = `
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  statements text[],
  name text
);`;

async function migrationsTableExists(db: Db): Promise<boolean> {
  const r = await db.query<{ exists: boolean }>(
    `select to_regclass('supabase_migrations.schema_migrations') is not null as exists`,
  );
  return r.rows[0]?.exists === true;
}

/** Apply platform.sql and pending migrations. Returns the versions applied now. */
export async function migrate(db: Db, log: (msg: string) => void = () => undefined): Promise<string[]> {
  await db.exec(fs.readFileSync(platformSqlFile, 'utf8'));
  await db.exec(MIGRATIONS_TABLE_SQL);
  const done = new Map(
    (
      await db.query<{ version: string; statements: string[] | null }>(
        'select version, statements from supabase_migrations.schema_migrations',
      )
    ).rows.map((r) => [r.version, r.statements?.join('') ?? null]),
  );
  const applied: string[] = [];
  for (const m of listMigrations()) {
    const sql = fs.readFileSync(m.file, 'utf8');
    if (done.has(m.version)) {
      const before = done.get(m.version);
      if (before !== null && before !== undefined && before !== sql) {
        log(
          `warning: migration ${path.basename(m.file)} changed after it was applied to this database; ` +
            'migrations are append-only (add a new file), or recreate the local database (delete .local/db)',
        );
      }
      continue;
    }
    const started = Date.now();
    try {
      await db.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query('insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)', [
          m.version,
          m.name,
          [sql],
        ]);
      });
    } catch (err) {
      const msg = err instanceof Error ? err.message : String(err);
      throw new Error(`Migration ${path.basename(m.file)} failed: ${msg}`, { cause: err });
    }
    applied.push(m.version);
    log(`applied migration ${m.version}_${m.name} (${Date.now() - started} ms)`);
  }
  return applied;
}

/** Run seed.sql in one transaction. */
export async function seed(db: Db, log: (msg: string) => void = () => undefined): Promise<void> {
  if (!fs.existsSync(seedFile)) return;
  const started = Date.now();
  const sql = fs.readFileSync(seedFile, 'utf8');
  try {
    await db.transaction((tx) => tx.exec(sql));
  } catch (err) {
    const msg = err instanceof Error ? err.message : String(err);
    throw new Error(`seed.sql failed: ${msg}`, { cause: err });
  }
  log(`applied seed.sql (${Date.now() - started} ms)`);
}

export async function openDb(opts: OpenDbOptions = {}): Promise<Db> {
  const log = opts.log ?? (() => undefined);
  let db: Db;
  let created: boolean;
  if (opts.databaseUrl) {
    db = await openPostgres(opts.databaseUrl, opts.poolSize);
    try {
      created = !(await migrationsTableExists(db));
    } catch (err) {
      await db.close();
      throw err;
    }
    log(`connected to PostgreSQL${created ? ' (new database)' : ''}`);
  } else {
    const dataDir = opts.dataDir ?? defaultDataDir;
    const started = Date.now();
    const opened = await openPglite(dataDir);
    db = opened.db;
    created = opened.created;
    log(`opened PGlite at ${dataDir}${created ? ' (new database)' : ''} in ${Date.now() - started} ms`);
  }
  try {
    await migrate(db, log);
    if (created && opts.seed !== false) await seed(db, log);
  } catch (err) {
    await db.close();
    throw err;
  }
  return db;
}

const ROLES: readonly DbRole[] = ['anon', 'authenticated', 'service_role'];

/**
 * Run fn in one transaction as `role` with the JWT claims PostgREST would set:
 * role (SET LOCAL ROLE via set_config('role', ..., true)), request.jwt.claims (JSON),
 * request.jwt.claim.sub and request.jwt.claim.role. All settings are local to the transaction.
 */
export async function asRole<T>(
  db: Db,
  role: DbRole,
  claims: Record<string, unknown> | null,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  if (!ROLES.includes(role)) throw new Error(`Unknown database role: ${String(role)}`);
  const json = claims ? JSON.stringify(claims) : '';
  const sub = claims && typeof claims.sub === 'string' ? claims.sub : '';
  const claimRole = claims && typeof claims.role === 'string' ? claims.role : role;
  return db.transaction(async (tx) => {
    await tx.query(
      `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
              set_config('request.jwt.claim.sub', $3, true), set_config('request.jwt.claim.role', $4, true)`,
      [role, json, sub, claimRole],
    );
    return fn(tx);
  });
}
