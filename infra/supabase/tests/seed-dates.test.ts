/** @jest-environment node */
/**
 * Issue 37 (17): the seed's dates tell one story. An application is submitted after its deal is posted, its status
 * history starts when it was submitted and never runs backwards or into the future, it is reviewed after it was
 * submitted; deliverables are handed in after the application was accepted and reviewed after they were handed in;
 * a deal payment is funded, then released or refunded, in that order.
 */
import { openTestDb, type TestDb } from '../../local/src/db/testing';

jest.setTimeout(180_000);

describe('the seed data dates (pglite)', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb('pglite');
  });
  afterAll(() => t?.cleanup());

  const offenders = async (sql: string) => (await t.db.query(sql)).rows;

  test('applications come after their deal, and are reviewed after they were submitted', async () => {
    expect(await offenders(`select d.title, a.created_at, d.created_at as deal_created from public.applications a join public.deals d on d.id = a.deal_id
      where a.created_at < d.created_at`)).toEqual([]);
    expect(await offenders('select id, created_at, reviewed_at from public.applications where reviewed_at < created_at or reviewed_at > now()')).toEqual([]);
  });

  test("an application's status history starts pending when it was submitted, runs forward and ends with its status", async () => {
    expect(await offenders(`select h.application_id, h.new_status, h.created_at, a.created_at as submitted from public.application_status_history h
      join public.applications a on a.id = h.application_id
      where h.created_at < a.created_at - interval '1 second' or h.created_at > now()
         or (h.old_status is null and h.created_at > a.created_at + interval '1 minute')`)).toEqual([]);
    expect(await offenders(`select a.id, a.status, last.new_status from public.applications a
      cross join lateral (select new_status from public.application_status_history h where h.application_id = a.id order by h.created_at desc, h.id desc limit 1) last
      where last.new_status <> a.status`)).toEqual([]);
    expect(await offenders(`select application_id, new_status from public.application_status_history
      where old_status is null and new_status <> 'pending'`)).toEqual([]);
  });

  test("an application's terms are proposed while it is open: after its submission, before it was decided or withdrawn", async () => {
    expect(await offenders(`select t.id, t.version, t.created_at, a.created_at as submitted from public.application_terms t
      join public.applications a on a.id = t.application_id
      where t.created_at < a.created_at - interval '1 second' or t.created_at > now() or t.accepted_at < t.created_at
         or exists (select 1 from public.application_status_history h where h.application_id = a.id
                    and h.new_status not in ('pending', 'shortlisted') and h.created_at < t.created_at - interval '1 second')`)).toEqual([]);
  });

  test('deliverables are handed in after acceptance and reviewed after they were handed in', async () => {
    expect(await offenders(`select dd.title, dd.submitted_at, a.reviewed_at as accepted_at from public.deal_deliverables dd join public.applications a on a.id = dd.application_id
      where dd.submitted_at < coalesce(a.reviewed_at, a.created_at) or dd.submitted_at > now()`)).toEqual([]);
    expect(await offenders('select title, submitted_at, reviewed_at from public.deal_deliverables where reviewed_at < submitted_at or (reviewed_at is not null and submitted_at is null)')).toEqual([]);
  });

  test('deal payments are funded before they are released or refunded', async () => {
    expect(await offenders(`select id, funded_at, released_at, refunded_at from public.deal_payments
      where released_at < funded_at or refunded_at < funded_at or funded_at < created_at - interval '1 second'
         or (released_at is not null and funded_at is null)`)).toEqual([]);
  });
});
