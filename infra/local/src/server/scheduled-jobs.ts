import type { Db } from '../db';
import { autovacuum } from '../db/autovacuum';

interface ScheduledJob {
  name: string;
  everyMs: number;
  /** Runs once when the backend starts too. */
  atStart: boolean;
  /** Only on PGlite: PostgreSQL does it itself. */
  pgliteOnly?: boolean;
  /** Does the work; returns a line for the log, or null when there is nothing to tell. */
  run(db: Db): Promise<string | null>;
}

/**
 * What a hosted project runs on a schedule (pg_cron there, see infra/supabase/README.md) or what PostgreSQL runs by
 * itself, run here on a timer while the local backend is up.
 */
export const SCHEDULED_JOBS: readonly ScheduledJob[] = [
  {
    name: 'event reminders',
    everyMs: 15 * 60 * 1000,
    atStart: true,
    async run(db) {
      const sent = (await db.query<{ sent: number }>('select public.send_event_reminders() as sent')).rows[0]?.sent ?? 0;
      return sent > 0 ? `${sent} sent` : null;
    },
  },
  {
    // both parties, 14 days before a contract's usage window or exclusivity ends (once per window)
    name: 'contract reminders',
    everyMs: 60 * 60 * 1000,
    atStart: true,
    async run(db) {
      const sent = (await db.query<{ sent: number }>('select public.send_contract_reminders() as sent')).rows[0]?.sent ?? 0;
      return sent > 0 ? `${sent} sent` : null;
    },
  },
  {
    name: 'autovacuum',
    everyMs: 60 * 1000,
    atStart: false,
    pgliteOnly: true,
    async run(db) {
      await autovacuum(db);
      return null;
    },
  },
];

export function startScheduledJobs(db: Db, log: (m: string) => void): { stop: () => void; ran: Promise<void> } {
  const runs: Promise<void>[] = [];
  const timers = SCHEDULED_JOBS
    .filter((job) => !job.pgliteOnly || db.kind === 'pglite')
    .map((job) => {
      const run = () =>
        job.run(db).then(
          (line) => {
            if (line) log(`${job.name}: ${line}`);
          },
          (err: unknown) => log(`${job.name} failed: ${err instanceof Error ? err.message : String(err)}`),
        );
      if (job.atStart) runs.push(run());
      const timer = setInterval(() => void run(), job.everyMs);
      timer.unref();
      return timer;
    });
  return { stop: () => timers.forEach((t) => clearInterval(t)), ran: Promise.all(runs).then(() => undefined) };
}
