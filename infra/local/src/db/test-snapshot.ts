/**
 * A migrated database (seeded, and one without the seed) is made once per test run and copied by every suite that
 * asks for a fresh one: loading a PGlite dump takes ~1 s and copying a PostgreSQL data directory well under a second,
 * where migrating and seeding takes ~15 s (PGlite) or ~5 s plus initdb (PostgreSQL). jest's global setup
 * (infra/local/test/global-setup.cjs) names a directory for the run in PITCHSIDE_TEST_SNAPSHOT_DIR; the first
 * worker that needs a snapshot builds it there under a lock while the others wait. Snapshots are made from this
 * run's SQL files and dated by this run's now(), so no suite sees an older schema or older seed dates.
 */
import fs from 'node:fs';
import path from 'node:path';

const WAIT_FOR_BUILDER_MS = 240_000;

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The run's snapshot `name` (a file or a directory), built by `build(target)` if no worker has built it yet; null
 * outside a jest run that set a snapshot directory up (the caller then migrates and seeds itself).
 */
export async function runSnapshot(name: string, build: (target: string) => Promise<void>): Promise<string | null> {
  const dir = process.env.PITCHSIDE_TEST_SNAPSHOT_DIR;
  if (!dir || !fs.existsSync(dir)) return null;
  const target = path.join(dir, name);
  const lock = `${target}.building`;
  const giveUpAt = Date.now() + WAIT_FOR_BUILDER_MS;
  while (!fs.existsSync(target)) {
    try {
      fs.mkdirSync(lock);
    } catch {
      if (Date.now() > giveUpAt) return null;
      await sleep(250);
      continue;
    }
    try {
      if (!fs.existsSync(target)) await build(target);
    } finally {
      fs.rmSync(lock, { recursive: true, force: true });
    }
  }
  return target;
}
