/** @jest-environment node */
import { openTestDb, type TestDb } from '../db/testing';
import { startScheduledJobs } from './scheduled-jobs';
import { createUsers } from '../../../supabase/tests/helpers';

jest.setTimeout(120_000);

let t: TestDb;
beforeAll(async () => {
  t = await openTestDb('pglite', { seed: false });
});
afterAll(async () => {
  await t?.cleanup();
});

test('the local backend sends the reminders of events starting within a day, once, as a hosted scheduler would', async () => {
  const [host, guest] = await createUsers(t.db, 2, 'brand', 'sched');
  const ev = await t.db.query<{ id: string }>(`insert into public.events (title, start_date, location, created_by) values ('Film Day', now() + interval '3 hours', 'Studio 4', $1) returning id`, [host]);
  await t.db.query('insert into public.event_attendees (event_id, user_id) values ($1, $2)', [ev.rows[0]!.id, guest]);
  const logged: string[] = [];
  const first = startScheduledJobs(t.db, (m) => logged.push(m));
  await first.ran;
  first.stop();
  expect(logged).toEqual(['event reminders: 1 sent']);
  const again = startScheduledJobs(t.db, (m) => logged.push(m));
  await again.ran;
  again.stop();
  expect(logged).toHaveLength(1);
  const n = await t.db.query<{ title: string }>(`select title from public.notifications where user_id = $1 and metadata->>'kind' = 'event_reminder'`, [guest]);
  expect(n.rows).toEqual([{ title: 'Event reminder: Film Day' }]);
});
