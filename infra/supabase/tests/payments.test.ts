/** @jest-environment node */
/**
 * Payments in the database: the Starter plan's monthly application limit, and what users can and cannot do to
 * money rows (only the functions' service role writes them). The functions' own journeys are in functions/src.
 */
import { openTestDb, type TestDb } from '../../local/src/db/testing';
import { as, createUsers, DEMO, errorCode, errorMessage } from './helpers';

jest.setTimeout(180_000);

describe.each(['pglite', 'postgres'] as const)('payments on %s', (kind) => {
  let t: TestDb;
  let deals: string[];
  beforeAll(async () => {
    t = await openTestDb(kind);
    deals = (await t.db.query<{ id: string }>("select id from public.deals where is_active and brand_verified and 'athlete' = any(target_roles) and (application_deadline is null or application_deadline > now()) order by title limit 7")).rows.map((r) => r.id);
  });
  afterAll(() => t.cleanup());

  const apply = (user: string, deal: string) =>
    as(t.db, user, (tx) => tx.query("insert into public.applications (deal_id, user_id, application_data) values ($1, $2, '{}')", [deal, user]));

  test('Starter: five applications a month, the sixth is refused with the plan message; a paid plan lifts the limit', async () => {
    const [free, paid] = await createUsers(t.db, 2, 'athlete', `plan-${kind}`);
    await t.db.query("insert into public.subscriptions (user_id, plan_id, status) values ($1, 'pro', 'active')", [paid]);
    for (const deal of deals.slice(0, 5)) await apply(free!, deal);
    const refused = await apply(free!, deals[5]!).catch((e: unknown) => e);
    expect(errorCode(refused)).toBe('P0001');
    expect(errorMessage(refused)).toBe('The Starter plan includes 5 applications a month. Upgrade to Pro for unlimited applications.');
    for (const deal of deals.slice(0, 6)) await apply(paid!, deal);
    expect((await t.db.query('select count(*)::int as n from public.applications where user_id = $1', [paid])).rows[0]).toEqual({ n: 6 });
  });

  test('a canceled plan counts as Starter again; last month does not count', async () => {
    const [lapsed] = await createUsers(t.db, 1, 'athlete', `lapsed-${kind}`);
    await t.db.query("insert into public.subscriptions (user_id, plan_id, status) values ($1, 'pro', 'canceled')", [lapsed]);
    for (const deal of deals.slice(0, 5)) {
      await t.db.query("insert into public.applications (deal_id, user_id, created_at) values ($1, $2, date_trunc('month', now()) - interval '3 days')", [deal, lapsed]);
    }
    await apply(lapsed!, deals[5]!);
  });

  test('nobody writes money from the API: a talent cannot mark a held payment released, a brand cannot refund it', async () => {
    const app = await t.db.query<{ id: string; deal_id: string }>("select a.id, a.deal_id from public.applications a join public.deals d on d.id = a.deal_id where a.user_id = $1 and d.title = 'Court Shoe Launch Campaign'", [DEMO.athlete]);
    const { id, deal_id } = app.rows[0]!;
    const before = await t.db.query<{ status: string }>('select status from public.deal_payments where application_id = $1', [id]);
    expect(before.rows).toEqual([{ status: 'held' }]);
    for (const who of [DEMO.athlete, DEMO.brand]) {
      // no policy lets a user update: the row is not there to change
      const changed = await as(t.db, who, (tx) => tx.query("update public.deal_payments set status = 'released', released_at = now(), release_reason = 'approved' where application_id = $1 returning id", [id]));
      expect(changed.rows).toEqual([]);
      const inserted = await as(t.db, who, (tx) => tx.query("insert into public.deal_payments (application_id, deal_id, payer_id, payee_id, amount) values (null, $1, $2, $2, 100)", [deal_id, who])).catch((e: unknown) => e);
      expect(errorCode(inserted)).toBe('42501');
    }
    expect((await t.db.query('select status from public.deal_payments where application_id = $1', [id])).rows).toEqual([{ status: 'held' }]);
  });

  test("billing history: a brand reads its own payments and receipts; another brand and the deal's talent read none, and nobody writes a receipt", async () => {
    const [otherBrand] = await createUsers(t.db, 1, 'brand', `billing-${kind}`);
    const funded = (await t.db.query<{ id: string }>(
      "select p.id from public.payments p join public.deal_payments d on d.payment_id = p.id where p.user_id = $1 and d.payee_id = $2 order by p.created_at limit 1",
      [DEMO.brand, DEMO.athlete],
    )).rows[0]!;
    await t.db.query("update public.payments set stripe_charge_id = 'ch_billing_rls', receipt_url = 'https://pay.stripe.com/receipts/payment/rls', paid_at = now() where id = $1", [funded.id]);
    const read = (who: string) => as(t.db, who, (tx) => tx.query<{ id: string; receipt_url: string | null }>(
      "select id, receipt_url from public.payments where user_id = $1 and status in ('succeeded', 'refunded', 'failed')", [DEMO.brand]));
    const mine = (await read(DEMO.brand)).rows;
    expect(mine.length).toBeGreaterThan(3);
    expect(mine).toContainEqual({ id: funded.id, receipt_url: 'https://pay.stripe.com/receipts/payment/rls' });
    expect((await read(otherBrand!)).rows).toEqual([]);
    // the talent the deal paid sees the deal payment, never the brand's payment or its receipt
    expect((await read(DEMO.athlete)).rows).toEqual([]);
    expect((await as(t.db, DEMO.athlete, (tx) => tx.query('select id from public.payments where id = $1', [funded.id]))).rows).toEqual([]);
    for (const who of [DEMO.brand, otherBrand!]) {
      const forged = await as(t.db, who, (tx) => tx.query("update public.payments set receipt_url = 'https://attacker.example/r' where id = $1 returning id", [funded.id]));
      expect(forged.rows).toEqual([]);
    }
    expect((await t.db.query('select receipt_url from public.payments where id = $1', [funded.id])).rows).toEqual([{ receipt_url: 'https://pay.stripe.com/receipts/payment/rls' }]);
    const bad = await t.db.query("update public.payments set receipt_url = 'javascript:alert(1)' where id = $1", [funded.id]).catch((e: unknown) => e);
    expect(errorCode(bad)).toBe('23514');
  });

  test('the deliverables keep the deal payment timeline: submitted, then approved once every item is', async () => {
    const app = (await t.db.query<{ id: string }>("select a.id from public.applications a join public.deals d on d.id = a.deal_id where d.title = 'Youth Camp Guest Coach' and a.status = 'accepted'")).rows[0]!;
    const items = (await t.db.query<{ id: string; status: string }>('select id, status from public.deal_deliverables where application_id = $1 order by position', [app.id])).rows;
    const timeline = async () => (await t.db.query<{ s: boolean; a: boolean }>('select submitted_at is not null as s, approved_at is not null as a from public.deal_payments where application_id = $1', [app.id])).rows[0];
    expect(await timeline()).toEqual({ s: true, a: false });
    const todo = items.find((i) => i.status === 'todo')!;
    await t.db.query("update public.deal_deliverables set status = 'submitted', submission_url = 'https://instagram.com/p/recap', submitted_at = now() where id = $1", [todo.id]);
    expect(await timeline()).toEqual({ s: true, a: false });
    await t.db.query("update public.deal_deliverables set status = 'approved' where application_id = $1", [app.id]);
    expect(await timeline()).toEqual({ s: true, a: true });
  });
  test('for every deal payment: one payable checkout at a time and one kept charge; for every user: one plan live or being paid for', async () => {
    const fail = (sql: string, params: unknown[]) => t.db.query(sql, params).then(() => 'inserted', (e: unknown) => errorCode(e));
    const dp = (await t.db.query<{ id: string }>('insert into public.deal_payments (payer_id, payee_id, amount) values ($1, $2, 5000) returning id', [DEMO.brand, DEMO.athlete])).rows[0]!.id;
    const pay = (status: string) => fail('insert into public.payments (user_id, amount, status, deal_payment_id) values ($1, 5000, $2, $3)', [DEMO.brand, status, dp]);
    expect(await pay('pending')).toBe('inserted');
    expect(await pay('pending')).toBe('23505');
    // a declined card leaves the session open: still the one payable checkout
    expect(await pay('failed')).toBe('23505');
    expect(await pay('canceled')).toBe('inserted');
    await t.db.query("update public.payments set status = 'succeeded' where deal_payment_id = $1 and status = 'pending'", [dp]);
    expect(await pay('succeeded')).toBe('23505');
    expect(await pay('refunded')).toBe('inserted');
    const [user] = await createUsers(t.db, 1, 'athlete', `one-plan-${kind}`);
    const plan = (status: string) => fail("insert into public.subscriptions (user_id, plan_id, status) values ($1, 'pro', $2)", [user, status]);
    expect(await plan('incomplete')).toBe('inserted');
    expect(await plan('active')).toBe('23505');
    expect(await plan('canceled')).toBe('inserted');
    await t.db.query("update public.subscriptions set status = 'active' where user_id = $1 and status = 'incomplete'", [user]);
    for (const status of ['incomplete', 'trialing', 'past_due']) expect(await plan(status)).toBe('23505');
    // the seed's funded deal payments name the payment that paid them, and it names them back
    const unlinked = await t.db.query("select d.id from public.deal_payments d left join public.payments p on p.id = d.payment_id where d.status <> 'awaiting_funding' and p.deal_payment_id is distinct from d.id");
    expect(unlinked.rows).toEqual([]);
  });
});
