import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

interface LockInfo {
  pid: number;
  hostname: string;
  startedAt: string;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLock(file: string): LockInfo | null {
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (parsed && typeof parsed === 'object' && 'pid' in parsed && typeof parsed.pid === 'number') {
      const rec = parsed as { pid: number; hostname?: unknown; startedAt?: unknown };
      return {
        pid: rec.pid,
        hostname: typeof rec.hostname === 'string' ? rec.hostname : '',
        startedAt: typeof rec.startedAt === 'string' ? rec.startedAt : '',
      };
    }
    return null;
  } catch {
    return null;
  }
}

export class DataDirLockedError extends Error {
  constructor(
    readonly lockFile: string,
    readonly holderPid: number,
  ) {
    super(
      `The database directory is in use by another process (pid ${holderPid}; lock file ${lockFile}). ` +
        'Stop that process first (two processes must never open one PGlite data directory).',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DirLock {
  file: string;
  release(): void;
}

/**
 * Lock a PGlite data directory with `<dataDir>.lock` holding {pid, hostname, startedAt}.
 * Refuses when a live process (including this one, through another openDb) holds it;
 * takes over a stale lock left by a dead process.
 */
export function lockDataDir(dataDir: string): DirLock {
  const file = `${path.resolve(dataDir)}.lock`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const info: LockInfo = { pid: process.pid, hostname: os.hostname(), startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify(info), { flag: 'wx' });
      let released = false;
      const onExit = (): void => release();
      const release = (): void => {
        if (released) return;
        released = true;
        process.removeListener('exit', onExit);
        const current = readLock(file);
        if (current && current.pid === process.pid) {
          try {
            fs.unlinkSync(file);
          } catch {
            /* already gone */
          }
        }
      };
      process.on('exit', onExit);
      return { file, release };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = readLock(file);
      const stat = fs.statSync(file, { throwIfNoEntry: false });
      if (!holder && stat && Date.now() - stat.mtimeMs < 5000) {
        // just created by another process that has not written it yet
        throw new DataDirLockedError(file, -1);
      }
      const sameHost = !holder || holder.hostname === '' || holder.hostname === os.hostname();
      if (holder && sameHost && isAlive(holder.pid)) {
        throw new DataDirLockedError(file, holder.pid);
      }
      if (holder && !sameHost) {
        throw new DataDirLockedError(file, holder.pid);
      }
      // stale (dead pid or unreadable): take it over
      try {
        fs.unlinkSync(file);
      } catch {
        /* raced with another taker */
      }
    }
  }
  throw new Error(`Could not acquire the database lock ${file}`);
}
