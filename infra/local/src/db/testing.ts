/**
 * Test helpers shared by every package that needs a database:
 *   freshPglite()        a new in-memory PGlite with platform + migrations (+ seed by default)
 *   startTempPostgres()  a throw-away PostgreSQL server (initdb in a temp dir, random port)
 *   openTestDb(kind)     either of the two, migrated and seeded, with one cleanup()
 */
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { migrate, openDb, seed } from './index';
import { openPglite } from './pglite';
import { withoutTarEntries } from './tar-entries';
import { runSnapshot } from './test-snapshot';
import type { Db } from './types';

const run = promisify(execFile);

export type TestDbKind = 'pglite' | 'postgres';

export interface FreshDbOptions {
  seed?: boolean;
  log?: (msg: string) => void;
}

/**
 * PGlite loads its WASM, data bundle and extensions with dynamic import(). Inside jest's VM
 * that needs Node's --experimental-vm-modules flag (NODE_OPTIONS=--experimental-vm-modules).
 */
export function assertDynamicImportAvailable(): void {
  const inJest = typeof process.env.JEST_WORKER_ID === 'string';
  const flag = '--experimental-vm-modules';
  const hasFlag = process.execArgv.includes(flag) || (process.env.NODE_OPTIONS ?? '').includes(flag);
  if (inJest && !hasFlag) {
    throw new Error(
      'PGlite cannot start inside jest without dynamic import support: run jest with ' +
        'NODE_OPTIONS=--experimental-vm-modules (e.g. `NODE_OPTIONS=--experimental-vm-modules npx jest ...`).',
    );
  }
}

/**
 * A new in-memory PGlite database with platform.sql, every migration and (unless seed: false) seed.sql; in a jest
 * run, it is loaded from the run's snapshot (test-snapshot.ts), as openTestDb's PostgreSQL is copied.
 */
export async function freshPglite(opts: FreshDbOptions = {}): Promise<Db> {
  assertDynamicImportAvailable();
  const seeded = opts.seed !== false;
  const snapshot = await runSnapshot(seeded ? 'pglite-seeded.tar' : 'pglite-migrated.tar', (target) => buildPgliteSnapshot(target, seeded));
  if (snapshot) return (await openPglite('memory://', { loadDataDir: await fs.openAsBlob(snapshot), sharedBuffers: TEST_SHARED_BUFFERS })).db;
  return openDb({ dataDir: 'memory://', seed: seeded, log: opts.log });
}

/** A suite's database holds the seed and what its tests add: a few MB, far under PostgreSQL's default 128MB. */
const TEST_SHARED_BUFFERS = '16MB';

async function buildPgliteSnapshot(target: string, seeded: boolean): Promise<void> {
  const opened = await openPglite('memory://');
  try {
    await migrate(opened.db);
    if (seeded) await seed(opened.db);
    // After a checkpoint only the WAL segments from its redo point on are read at start; the others (16 MB each,
    // a quarter of the dump here) would be copied by every suite for nothing.
    await opened.db.exec('checkpoint');
    const { first, last } = (
      await opened.db.query<{ first: string; last: string }>(
        'select pg_walfile_name(redo_lsn) as first, pg_walfile_name(pg_current_wal_lsn()) as last from pg_control_checkpoint()',
      )
    ).rows[0]!;
    const dump = new Uint8Array(await (await opened.dump()).arrayBuffer());
    const unread = (entry: string) => {
      const segment = /^\/?pg_wal\/([0-9A-F]{24})$/.exec(entry)?.[1];
      return !!segment && (segment < first || segment > last);
    };
    const tmp = `${target}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, withoutTarEntries(dump, unread));
    fs.renameSync(tmp, target);
  } finally {
    await opened.db.close();
  }
}

async function buildPostgresSnapshot(target: string, seeded: boolean): Promise<void> {
  const server = await startTempPostgres();
  try {
    const db = await openDb({ databaseUrl: server.url, seed: seeded, poolSize: 1 });
    await db.close();
  } catch (err) {
    await server.stop();
    throw err;
  }
  await server.stop({ keepDataDirAt: target });
}

export interface TempPostgres {
  /** postgresql://postgres@127.0.0.1:<port>/postgres (trust auth) */
  url: string;
  port: number;
  dir: string;
  /** Stop the server and delete it; keepDataDirAt: shut down cleanly and move the data directory there first. */
  stop(opts?: { keepDataDirAt?: string }): Promise<void>;
}

const CANDIDATE_BIN_DIRS = [
  '/usr/lib/postgresql/18/bin',
  '/usr/lib/postgresql/17/bin',
  '/usr/lib/postgresql/16/bin',
  '/usr/lib/postgresql/15/bin',
  '/usr/local/pgsql/bin',
];

/** Where initdb / pg_ctl / postgres live: $PG_BIN_DIR, Debian's /usr/lib/postgresql/<v>/bin, or `pg_config --bindir`. */
export function findPostgresBinDir(): string {
  const hasServer = (dir: string): boolean =>
    fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl')) && fs.existsSync(path.join(dir, 'postgres'));
  const fromEnv = process.env.PG_BIN_DIR;
  if (fromEnv) {
    if (hasServer(fromEnv)) return fromEnv;
    throw new Error(`PG_BIN_DIR=${fromEnv} does not contain initdb, pg_ctl and postgres.`);
  }
  for (const dir of CANDIDATE_BIN_DIRS) if (hasServer(dir)) return dir;
  try {
    const dir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
    if (hasServer(dir)) return dir;
  } catch {
    /* no pg_config */
  }
  throw new Error(
    'PostgreSQL server binaries (initdb, pg_ctl, postgres) were not found in ' +
      `${CANDIDATE_BIN_DIRS.join(', ')} or via pg_config. The PostgreSQL variant of the database tests ` +
      'is required: install them (Debian: apt-get install -y postgresql-15) or set PG_BIN_DIR.',
  );
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

function isRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/** As root, Postgres refuses to run: use the `postgres` OS user (created when missing). */
function ensurePostgresOsUser(): string {
  try {
    execFileSync('id', ['-u', 'postgres'], { stdio: 'ignore' });
  } catch {
    try {
      execFileSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres'], { stdio: 'ignore' });
    } catch (err) {
      throw new Error(
        `Running as root and no 'postgres' OS user exists (could not create one: ${String(err)}). ` +
          'Create it (useradd --system postgres) or run the tests as a non-root user.',
      );
    }
  }
  return 'postgres';
}

/**
 * Start a throw-away PostgreSQL server in a temp dir on a random free port: a new cluster, or a copy of
 * fromDataDir (a cleanly stopped one).
 */
export async function startTempPostgres(opts: { log?: (msg: string) => void; fromDataDir?: string } = {}): Promise<TempPostgres> {
  const binDir = findPostgresBinDir();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pitchside-pg-'));
  const dataDir = path.join(dir, 'data');
  const asUser = isRoot() ? ensurePostgresOsUser() : null;
  const cmd = (bin: string, args: string[]): [string, string[]] =>
    asUser ? ['runuser', ['-u', asUser, '--', path.join(binDir, bin), ...args]] : [path.join(binDir, bin), args];

  const started = Date.now();
  if (opts.fromDataDir) {
    await run('cp', ['-a', opts.fromDataDir, dataDir]);
    if (asUser) execFileSync('chown', ['-R', asUser, dir]);
  } else {
    if (asUser) execFileSync('chown', ['-R', asUser, dir]);
    const [initCmd, initArgs] = cmd('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
    await run(initCmd, initArgs);
  }

  let port = 0;
  let lastErr: unknown = null;
  for (let attempt = 0; attempt < 3 && !port; attempt++) {
    const candidate = await freePort();
    const serverOpts = [
      `-p ${candidate}`,
      `-k ${dir}`,
      "-c listen_addresses='127.0.0.1'",
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=200',
    ].join(' ');
    const [ctlCmd, ctlArgs] = cmd('pg_ctl', ['-D', dataDir, '-w', '-t', '60', '-l', path.join(dir, 'server.log'), '-o', serverOpts, 'start']);
    try {
      await run(ctlCmd, ctlArgs);
      port = candidate;
    } catch (err) {
      lastErr = err;
    }
  }
  if (!port) {
    const logText = fs.existsSync(path.join(dir, 'server.log')) ? fs.readFileSync(path.join(dir, 'server.log'), 'utf8') : '';
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(`Could not start a temporary PostgreSQL server: ${String(lastErr)}\n${logText}`);
  }
  opts.log?.(`temporary PostgreSQL on port ${port} in ${Date.now() - started} ms`);

  const [stopCmd, stopArgs] = cmd('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
  let stopped = false;
  const stopSync = (): void => {
    if (stopped) return;
    stopped = true;
    try {
      execFileSync(stopCmd, stopArgs, { stdio: 'ignore' });
    } catch {
      /* already down */
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', stopSync);
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    port,
    dir,
    async stop(stopOpts = {}): Promise<void> {
      if (stopped) return;
      stopped = true;
      process.removeListener('exit', stopSync);
      try {
        if (stopOpts.keepDataDirAt) {
          const [cleanCmd, cleanArgs] = cmd('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
          await run(cleanCmd, cleanArgs);
          fs.renameSync(dataDir, stopOpts.keepDataDirAt);
        } else {
          await run(stopCmd, stopArgs);
        }
      } catch (err) {
        if (stopOpts.keepDataDirAt) throw err;
        /* already down */
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

export interface TestDb {
  kind: TestDbKind;
  db: Db;
  cleanup(): Promise<void>;
}

/** A migrated (and by default seeded) database of the given kind, with one cleanup(). */
export async function openTestDb(kind: TestDbKind, opts: FreshDbOptions & { poolSize?: number } = {}): Promise<TestDb> {
  if (kind === 'pglite') {
    const db = await freshPglite(opts);
    return { kind, db, cleanup: () => db.close() };
  }
  const seeded = opts.seed !== false;
  const template = await runSnapshot(seeded ? 'postgres-seeded' : 'postgres-migrated', (target) => buildPostgresSnapshot(target, seeded));
  const server = await startTempPostgres({ log: opts.log, fromDataDir: template ?? undefined });
  try {
    const db = await openDb({ databaseUrl: server.url, seed: seeded, log: opts.log, poolSize: opts.poolSize ?? 20 });
    return {
      kind,
      db,
      async cleanup() {
        try {
          await db.close();
        } finally {
          await server.stop();
        }
      },
    };
  } catch (err) {
    await server.stop();
    throw err;
  }
}
