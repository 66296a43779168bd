/** @jest-environment node */
/**
 * NIL compliance (issue 33): the database flags a Division I athlete's deals once a payor's total (cash plus
 * in-kind, over the athlete's accepted deals) reaches $600, with a due date 5 business days from the day terms were
 * agreed, a day-3 reminder written by send_nil_reminders() (the scheduled function's RPC), and "I reported it"
 * through mark_/unmark_nil_reported(). The business-day rule here and in shared-ui/nil agree.
 */
import { asRole, type Tx } from '../../local/src/db';
import { openTestDb, type TestDb } from '../../local/src/db/testing';
import { addBusinessDays, businessDaysBetween, isBusinessDay } from '../../../shared-ui/src/nil/business-days';
import { as, createUsers, DEMO, errorCode, errorMessage, tryAs } from './helpers';

jest.setTimeout(180_000);

const APEX = '20000000-0000-4000-8000-000000000001';
const today = () => new Date().toISOString().slice(0, 10);

const MONEY = ['cash_cents', 'in_kind_cents', 'total_cents', 'payor_total_cents'] as const;

interface Item {
  application_id: string; deal_title: string; brand_id: string; payor_name: string; agreed_on: string;
  cash_cents: string; in_kind_cents: string; total_cents: string; payor_total_cents: string; flagged: boolean;
  start_on: string | null; remind_on: string | null; due_on: string | null; reported_on: string | null;
  reference: string | null; status: string; in_kind_items: { description: string; value_cents: number }[];
  contract: Record<string, unknown> | null;
  deliverables: unknown[]; terms: unknown;
}

describe.each(['pglite', 'postgres'] as const)('NIL compliance on %s', (kind) => {
  let t: TestDb;
  let apexDeals: string[];
  let otherBrandDeal: string;
  beforeAll(async () => {
    t = await openTestDb(kind);
    apexDeals = (await t.db.query<{ id: string }>('select id from public.deals where brand_id = $1 order by title limit 4', [APEX])).rows.map((r) => r.id);
    otherBrandDeal = (await t.db.query<{ id: string }>('select id from public.deals where brand_id <> $1 order by title limit 1', [APEX])).rows[0]!.id;
  });
  afterAll(() => t?.cleanup());

  const athlete = async (d1: boolean) => {
    const [id] = await createUsers(t.db, 1, 'athlete', `nil-${kind}`);
    await t.db.query("update public.profiles set extra_data = extra_data || jsonb_build_object('school', 'Ohio State University', 'ncaa_division_i', $2::boolean) where user_id = $1", [id, d1]);
    return id!;
  };
  /** An accepted application agreed at `agreed` (a timestamp), for `rate` whole dollars. */
  const accepted = async (user: string, deal: string, rate: number, agreed: string) =>
    (await t.db.query<{ id: string }>(
      "insert into public.applications (deal_id, user_id, status, reviewed_at, application_data) values ($1, $2, 'accepted', $3, jsonb_build_object('proposedRate', $4::int)) returning id",
      [deal, user, agreed, rate])).rows[0]!.id;
  const items = (user: string, forUser: string | null = null) =>
    tryAs(t.db, user, async (tx: Tx) => (await tx.query<Item>(
      'select *, agreed_on::text, start_on::text, remind_on::text, due_on::text, reported_on::text from public.nil_compliance_items($1)', [forUser])).rows)
      .then((rows) => rows.map((r) => ({ ...r, ...Object.fromEntries(MONEY.map((k) => [k, String(r[k])])) })));
  const byApp = (rows: Item[], id: string) => rows.find((r) => r.application_id === id)!;
  const refusal = (p: Promise<unknown>) => p.then(() => 'no error', (e: unknown) => `${errorCode(e)} ${errorMessage(e)}`);
  const sendReminders = () => asRole(t.db, 'service_role', null, async (tx) => Number((await tx.query<{ n: number }>('select public.send_nil_reminders() as n')).rows[0]!.n));

  test('the business-day rule in SQL is the one in shared-ui/nil', async () => {
    const rows = (await t.db.query<{ d: string; n: number; r: string }>(
      `select d::date::text as d, n, private.add_business_days(d::date, n)::text as r
       from generate_series(date '2026-11-20', date '2026-12-06', interval '1 day') d, generate_series(-6, 8) n`)).rows;
    expect(rows.length).toBe(17 * 15);
    for (const row of rows) expect([row.d, row.n, row.r]).toEqual([row.d, row.n, addBusinessDays(row.d, row.n)]);
    // a deal agreed on a Friday: day 3 is Wednesday, due the Friday after
    expect((await t.db.query("select private.add_business_days('2026-11-27', 3)::text as r3, private.add_business_days('2026-11-27', 5)::text as r5")).rows)
      .toEqual([{ r3: '2026-12-02', r5: '2026-12-04' }]);
  });

  test("each item carries its deal's contract (for the deal sheet): none before one is issued, then its version, status and hash", async () => {
    const user = await athlete(true);
    const app = await accepted(user, apexDeals[3]!, 300, '2026-11-18T15:00:00Z');
    expect(byApp(await items(user), app).contract).toBeNull();
    const issued = (await t.db.query<{ document_hash: string }>('select (private.issue_contract($1)).document_hash', [app])).rows[0]!;
    expect(byApp(await items(user), app).contract).toMatchObject({
      version: 1, status: 'awaiting_signatures', document_hash: issued.document_hash, brand_signed_at: null, talent_signed_at: null, in_force_at: null,
    });
  });

  test('profile fields: Division I is a boolean and the school at most 120 characters', async () => {
    const user = await athlete(false);
    const set = (extra: string) => refusal(as(t.db, user, (tx) => tx.query(`update public.profiles set extra_data = '${extra}'::jsonb where user_id = $1`, [user])));
    expect(await set('{"ncaa_division_i": "yes"}')).toMatch(/^23514 .*profiles_nil_fields_check/);
    expect(await set(`{"school": "${'x'.repeat(121)}"}`)).toMatch(/^23514 .*profiles_nil_fields_check/);
    expect(await set('{"ncaa_division_i": true, "school": "University of Oregon"}')).toBe('no error');
  });

  test('a payor total reaching $600 flags every deal with that payor, due 5 business days from the later of agreement and crossing', async () => {
    const user = await athlete(true);
    const first = await accepted(user, apexDeals[0]!, 400, '2026-11-20T15:00:00Z'); // Friday
    const other = await accepted(user, otherBrandDeal, 500, '2026-11-23T15:00:00Z');
    let rows = await items(user);
    expect(byApp(rows, first)).toMatchObject({ flagged: false, status: 'not_required', due_on: null, total_cents: '40000', payor_total_cents: '40000' });

    // $400 + $300 with the same payor, the second agreed on Friday 27 November: both due Friday 4 December
    const second = await accepted(user, apexDeals[1]!, 300, '2026-11-27T18:00:00Z');
    rows = await items(user);
    expect(byApp(rows, second)).toMatchObject({ flagged: true, agreed_on: '2026-11-27', start_on: '2026-11-27', remind_on: '2026-12-02', due_on: '2026-12-04', payor_total_cents: '70000' });
    expect(byApp(rows, first)).toMatchObject({ flagged: true, agreed_on: '2026-11-20', start_on: '2026-11-27', due_on: '2026-12-04' });
    expect(byApp(rows, other)).toMatchObject({ flagged: false, status: 'not_required', payor_total_cents: '50000' });
    // those dates have passed (the suite runs after them): overdue until reported
    expect(byApp(rows, first).status).toBe(today() > '2026-12-04' ? 'overdue' : 'due');

    // in-kind value counts: $500 cash + $100 of product with the other payor reaches $600
    await as(t.db, user, (tx) => tx.query("insert into public.nil_in_kind_items (application_id, description, value_cents) values ($1, 'Recovery boots', 10000)", [other]));
    rows = await items(user);
    expect(byApp(rows, other)).toMatchObject({ flagged: true, cash_cents: '50000', in_kind_cents: '10000', total_cents: '60000', in_kind_items: [expect.objectContaining({ description: 'Recovery boots', value_cents: 10000 })] });
  });

  test('only Division I athletes are flagged', async () => {
    const user = await athlete(false);
    const app = await accepted(user, apexDeals[0]!, 900, new Date().toISOString());
    expect(byApp(await items(user), app)).toMatchObject({ flagged: false, status: 'not_required', total_cents: '90000' });
  });

  test('"I reported it": the athlete marks and unmarks their own item; nobody else can, and the date is checked', async () => {
    const user = await athlete(true);
    const [stranger] = await createUsers(t.db, 1, 'athlete', `nil-other-${kind}`);
    const app = await accepted(user, apexDeals[2]!, 700, new Date(Date.now() - 86_400_000).toISOString());
    expect(byApp(await items(user), app).status).toBe('due');

    const mark = (who: string, date: string | null, ref: string | null) =>
      refusal(as(t.db, who, (tx) => tx.query('select * from public.mark_nil_reported($1, $2, $3)', [app, date, ref])));
    expect(await mark(stranger!, today(), null)).toBe('42501 You can only mark your own accepted deals as reported');
    expect(await mark(DEMO.admin, today(), null)).toBe('42501 You can only mark your own accepted deals as reported');
    expect(await mark(user, '2099-01-01', null)).toBe('P0001 The report date cannot be in the future');
    expect(await mark(user, '2020-01-01', null)).toBe('P0001 The report date cannot be before the deal was agreed');
    expect(await mark(user, null, null)).toBe('P0001 Enter the date you reported it');
    expect(await mark(user, today(), '  NILGO-12345 ')).toBe('no error');
    expect(byApp(await items(user), app)).toMatchObject({ status: 'reported', reported_on: today(), reference: 'NILGO-12345' });

    // the stranger can neither read the athlete's items nor their reports; an admin reads both
    expect(await refusal(items(stranger!, user))).toBe('42501 You can only read your own NIL items');
    expect(await tryAs(t.db, stranger!, async (tx) => (await tx.query('select * from public.nil_reports where application_id = $1', [app])).rows)).toEqual([]);
    expect(byApp(await items(DEMO.admin, user), app).status).toBe('reported');
    expect((await tryAs(t.db, DEMO.admin, async (tx) => (await tx.query('select reference from public.nil_reports where application_id = $1', [app])).rows))).toEqual([{ reference: 'NILGO-12345' }]);
    // no direct writes, even by the owner
    expect(await refusal(as(t.db, user, (tx) => tx.query("update public.nil_reports set reported_on = '2020-01-01' where application_id = $1", [app])))).toMatch(/^(42501 |no error)/);
    expect(byApp(await items(user), app).reported_on).toBe(today());

    expect(await refusal(as(t.db, stranger!, (tx) => tx.query('select public.unmark_nil_reported($1)', [app])))).toBe('42501 You can only change your own deals');
    await as(t.db, user, (tx) => tx.query('select public.unmark_nil_reported($1)', [app]));
    expect(byApp(await items(user), app)).toMatchObject({ status: 'due', reported_on: null });
  });

  test('in-kind items: only on your own accepted deals, and nobody else reads them', async () => {
    const user = await athlete(true);
    const [stranger] = await createUsers(t.db, 1, 'athlete', `nil-kind-${kind}`);
    const app = await accepted(user, apexDeals[3]!, 100, new Date().toISOString());
    const pending = (await t.db.query<{ id: string }>("insert into public.applications (deal_id, user_id) values ($1, $2) returning id", [apexDeals[2], user])).rows[0]!.id;
    const add = (who: string, application: string) =>
      refusal(as(t.db, who, (tx) => tx.query("insert into public.nil_in_kind_items (application_id, user_id, description, value_cents) values ($1, $2, 'Shoes', 15000)", [application, who])));
    expect(await add(stranger!, app)).toMatch(/^42501 /);
    expect(await add(user, pending)).toMatch(/^42501 /);
    expect(await add(user, app)).toBe('no error');
    expect(await tryAs(t.db, stranger!, async (tx) => (await tx.query('select id from public.nil_in_kind_items where application_id = $1', [app])).rows)).toEqual([]);
    expect(await tryAs(t.db, stranger!, async (tx) => (await tx.query('delete from public.nil_in_kind_items where application_id = $1 returning id', [app])).rows)).toEqual([]);
    expect(byApp(await items(user), app).in_kind_cents).toBe('15000');
  });

  test('send_nil_reminders notifies once from business day 3, not before, not once reported; only the service role calls it', async () => {
    const user = await athlete(true);
    // business day 3 is today (on a weekend, it was Friday)
    const threeAgo = addBusinessDays(today(), isBusinessDay(today()) ? -3 : -4);
    const twoAgo = await accepted(user, apexDeals[3]!, 600, `${addBusinessDays(today(), -2)}T12:00:00Z`);
    const remindable = await accepted(user, apexDeals[0]!, 800, `${threeAgo}T12:00:00Z`);
    const fresh = await accepted(user, apexDeals[1]!, 900, new Date().toISOString());
    const reported = await accepted(user, apexDeals[2]!, 650, `${threeAgo}T12:00:00Z`);
    await as(t.db, user, (tx) => tx.query('select public.mark_nil_reported($1, $2)', [reported, today()]));

    expect(await refusal(as(t.db, user, (tx) => tx.query('select public.send_nil_reminders()')))).toMatch(/^42501 /);
    expect(await sendReminders()).toBeGreaterThanOrEqual(1);
    const notes = async () => (await t.db.query<{ title: string; message: string; action_url: string; app: string }>(
      "select title, message, action_url, metadata->>'application_id' as app from public.notifications where user_id = $1 and metadata->>'kind' = 'nil_reminder'", [user])).rows;
    const sent = await notes();
    expect(sent.map((n) => n.app)).toEqual([remindable]);
    expect(sent[0]).toMatchObject({ title: 'Report your NIL deal to NIL Go', action_url: '/nil' });
    expect(sent[0]!.message).toContain('Apex Athletics');
    await sendReminders();
    expect((await notes()).length).toBe(1);
    expect(sent.map((n) => n.app)).not.toContain(fresh);
    expect(sent.map((n) => n.app)).not.toContain(twoAgo);
  });
});

describe('NIL seed', () => {
  let t: TestDb;
  beforeAll(async () => { t = await openTestDb('pglite'); });
  afterAll(() => t?.cleanup());

  test('Riley James (Division I) has one item overdue, one due in 2 business days and one not required', async () => {
    const riley = '10000000-0000-4000-8000-000000000170';
    const rows = await tryAs(t.db, riley, async (tx) => (await tx.query<{ payor_name: string; status: string; due_on: string | null; total_cents: string | number }>(
      'select payor_name, status, due_on::text, total_cents from public.nil_compliance_items() order by payor_name')).rows);
    const byPayor = Object.fromEntries(rows.map((r) => [r.payor_name, r]));
    expect(rows).toHaveLength(3);
    expect(byPayor['Volt Tech']).toMatchObject({ status: 'overdue', due_on: addBusinessDays(today(), -3) });
    const strideDue = addBusinessDays(addBusinessDays(today(), -3), 5);
    expect(byPayor['Stride Apparel']).toMatchObject({ status: 'due', due_on: strideDue });
    // on a business day that is today + 2 (on a weekend, the rule counts from the Friday before)
    expect(businessDaysBetween(today(), strideDue)).toBe(isBusinessDay(today()) ? 2 : 3);
    expect(Number(byPayor['Stride Apparel']!.total_cents)).toBe(65_000);
    expect(byPayor['Harvest Table']).toMatchObject({ status: 'not_required', due_on: null });
  });
});
