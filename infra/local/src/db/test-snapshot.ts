/**
 * One migrated and seeded PGlite per test run, dumped once and loaded by every suite that asks for a fresh seeded
 * database: loading the dump takes ~1.5 s where migrating and seeding takes ~15 s. jest's global setup
 * (infra/local/test/global-setup.cjs) names a directory for the run in PITCHSIDE_PGLITE_SNAPSHOT_DIR; the first
 * worker that needs the dump builds it there under a lock while the others wait. The dump is made from this run's
 * SQL files and dated by this run's now(), so no suite ever sees an older schema or older seed dates.
 */
import fs from 'node:fs';
import path from 'node:path';
import { migrate, seed } from './index';
import { openPglite } from './pglite';

const WAIT_FOR_BUILDER_MS = 240_000;

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

async function build(file: string): Promise<void> {
  const opened = await openPglite('memory://');
  try {
    await migrate(opened.db);
    await seed(opened.db);
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, Buffer.from(await (await opened.dump()).arrayBuffer()));
    fs.renameSync(tmp, file);
  } finally {
    await opened.db.close();
  }
}

/** The run's seeded data directory, or null outside a jest run that set one up (then the caller migrates and seeds). */
export async function seededSnapshot(): Promise<Blob | null> {
  const dir = process.env.PITCHSIDE_PGLITE_SNAPSHOT_DIR;
  if (!dir || !fs.existsSync(dir)) return null;
  const file = path.join(dir, 'seeded.tar');
  const lock = path.join(dir, 'building');
  const giveUpAt = Date.now() + WAIT_FOR_BUILDER_MS;
  while (!fs.existsSync(file)) {
    let builder = false;
    try {
      fs.mkdirSync(lock);
      builder = true;
    } catch {
      if (Date.now() > giveUpAt) return null;
      await sleep(250);
      continue;
    }
    try {
      if (!fs.existsSync(file)) await build(file);
    } finally {
      if (builder) fs.rmSync(lock, { recursive: true, force: true });
    }
  }
  return new Blob([fs.readFileSync(file)]);
}
