/** @jest-environment node */
/**
 * Issue 37 (7, 8): a deal's applicant counts are written by the database as applications arrive, are withdrawn,
 * reviewed or deleted, and no client can forge them; a listed deal that leaves the marketplace (closed,
 * brand unverified, deleted) leaves a row in the public deal_unlistings signal that open marketplace tabs follow.
 */
import { openTestDb, type TestDb } from '../../local/src/db/testing';
import { as, createUsers, DEMO, tryAs } from './helpers';

jest.setTimeout(180_000);
const APEX = '20000000-0000-4000-8000-000000000001';

describe.each(['pglite', 'postgres'] as const)('deal applicant counts and unlistings on %s', (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb(kind);
  });
  afterAll(() => t?.cleanup());

  const newDeal = async (title: string) =>
    (await t.db.query<{ id: string }>("insert into public.deals (brand_id, title, compensation_amount, application_deadline) values ($1, $2, 700, now() + interval '10 days') returning id", [APEX, title])).rows[0]!.id;
  const counts = async (deal: string) =>
    (await t.db.query<{ applicants_count: number; applicants_pending: number; applicants_accepted: number }>(
      'select applicants_count, applicants_pending, applicants_accepted from public.deals where id = $1', [deal])).rows[0];
  const apply = (user: string, deal: string) =>
    as(t.db, user, (tx) => tx.query("insert into public.applications (deal_id, user_id, status, application_data) values ($1, $2, 'pending', '{\"pitch\":\"I post weekly training reels.\"}')", [deal, user]));

  test('the counts follow applications: apply, withdraw, review, delete', async () => {
    const deal = await newDeal(`Counted reel ${kind}`);
    const [a, b, c] = await createUsers(t.db, 3, 'athlete', `count-${kind}`);
    expect(await counts(deal)).toEqual({ applicants_count: 0, applicants_pending: 0, applicants_accepted: 0 });
    await apply(a!, deal);
    await apply(b!, deal);
    await apply(c!, deal);
    expect(await counts(deal)).toEqual({ applicants_count: 3, applicants_pending: 3, applicants_accepted: 0 });
    await as(t.db, b!, (tx) => tx.query("update public.applications set status = 'withdrawn' where deal_id = $1 and user_id = $2", [deal, b]));
    expect(await counts(deal)).toEqual({ applicants_count: 2, applicants_pending: 2, applicants_accepted: 0 });
    // acceptance goes through agreed terms in the product; the count only follows the status
    await t.db.query("update public.applications set status = 'accepted' where deal_id = $1 and user_id = $2", [deal, a]);
    await t.db.query("update public.applications set status = 'rejected' where deal_id = $1 and user_id = $2", [deal, c]);
    expect(await counts(deal)).toEqual({ applicants_count: 2, applicants_pending: 0, applicants_accepted: 1 });
    await t.db.query('delete from public.applications where deal_id = $1 and user_id = $2', [deal, c]);
    expect(await counts(deal)).toEqual({ applicants_count: 1, applicants_pending: 0, applicants_accepted: 1 });
  });

  test('no client writes the counts: the brand\'s own update and insert keep the database\'s values', async () => {
    const deal = await newDeal(`Guarded reel ${kind}`);
    const [a] = await createUsers(t.db, 1, 'athlete', `guard-${kind}`);
    await apply(a!, deal);
    await as(t.db, DEMO.brand, (tx) => tx.query('update public.deals set applicants_count = 99, applicants_pending = 99, applicants_accepted = 99, title = title where id = $1', [deal]));
    expect(await counts(deal)).toEqual({ applicants_count: 1, applicants_pending: 1, applicants_accepted: 0 });
    const inserted = await tryAs(t.db, DEMO.brand, async (tx) => (await tx.query<{ applicants_count: number }>(
      "insert into public.deals (brand_id, title, compensation_amount, applicants_count) values ($1, 'Forged count', 500, 40) returning applicants_count", [APEX])).rows[0]!.applicants_count);
    expect(inserted).toBe(0);
  });

  test("a deal's updated_at moves when the brand changes it, not when applications are counted, and never to a client's value", async () => {
    const deal = await newDeal(`Stamped reel ${kind}`);
    const stamp = async () => Number((await t.db.query<{ at: number }>('select extract(epoch from updated_at)::float8 as at from public.deals where id = $1', [deal])).rows[0]!.at);
    const before = await stamp();
    const [a] = await createUsers(t.db, 1, 'athlete', `stamp-${kind}`);
    await apply(a!, deal);
    await as(t.db, a!, (tx) => tx.query("update public.applications set status = 'withdrawn' where deal_id = $1", [deal]));
    expect(await counts(deal)).toEqual({ applicants_count: 0, applicants_pending: 0, applicants_accepted: 0 });
    expect(await stamp()).toBe(before);
    await as(t.db, DEMO.brand, (tx) => tx.query("update public.deals set updated_at = '2020-01-01T00:00:00Z' where id = $1", [deal]));
    expect(await stamp()).toBe(before);
    await as(t.db, DEMO.brand, (tx) => tx.query("update public.deals set title = title || ' (v2)', updated_at = '2020-01-01T00:00:00Z' where id = $1", [deal]));
    expect(await stamp()).toBeGreaterThan(before);
  });

  test('a listed deal that closes, loses its verified brand or is deleted leaves a row anyone may read; other changes do not', async () => {
    const closed = await newDeal(`Closing reel ${kind}`);
    const edited = await newDeal(`Edited reel ${kind}`);
    const deleted = await newDeal(`Deleted reel ${kind}`);
    const signal = (id: string) => tryAs(t.db, null, async (tx) => (await tx.query('select deal_id from public.deal_unlistings where deal_id = $1', [id])).rows.length);
    await as(t.db, DEMO.brand, (tx) => tx.query("update public.deals set title = title || ' (updated)' where id = $1", [edited]));
    expect(await signal(edited)).toBe(0);
    await as(t.db, DEMO.brand, (tx) => tx.query('update public.deals set is_active = false where id = $1', [closed]));
    expect(await signal(closed)).toBe(1);
    // reopened and closed again: still one row, a newer time
    await as(t.db, DEMO.brand, (tx) => tx.query('update public.deals set is_active = true where id = $1', [closed]));
    await as(t.db, DEMO.brand, (tx) => tx.query('update public.deals set is_active = false where id = $1', [closed]));
    expect(await signal(closed)).toBe(1);
    await as(t.db, DEMO.brand, (tx) => tx.query('delete from public.deals where id = $1', [deleted]));
    expect(await signal(deleted)).toBe(1);
  });
});
