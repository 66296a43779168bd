import type { Db } from '../db';

/**
 * What a hosted project runs on a schedule (pg_cron there, see infra/supabase/README.md), run here on a timer
 * while the local backend is up: each job once at start, then every `everyMs`.
 */
export const SCHEDULED_JOBS = [
  { name: 'event reminders', sql: 'select public.send_event_reminders() as sent', everyMs: 15 * 60 * 1000 },
] as const;

export function startScheduledJobs(db: Db, log: (m: string) => void): { stop: () => void; ran: Promise<void> } {
  const runs: Promise<void>[] = [];
  const timers = SCHEDULED_JOBS.map((job) => {
    const run = () =>
      db.query<{ sent: number }>(job.sql).then(
        (r) => {
          const sent = r.rows[0]?.sent ?? 0;
          if (sent > 0) log(`${job.name}: ${sent} sent`);
        },
        (err: unknown) => log(`${job.name} failed: ${err instanceof Error ? err.message : String(err)}`),
      );
    runs.push(run());
    const timer = setInterval(() => void run(), job.everyMs);
    timer.unref();
    return timer;
  });
  return { stop: () => timers.forEach((t) => clearInterval(t)), ran: Promise.all(runs).then(() => undefined) };
}
