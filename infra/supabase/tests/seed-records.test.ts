/** @jest-environment node */
/**
 * The seed's records name real things. Its money names the work it paid for: every deal payment belongs to one
 * accepted application (the agreement) of its deal, pays that application's talent the agreed amount, from one
 * charge, and a campaign's spend never exceeds what it committed. Its notifications name deals that exist, and a
 * withdrawal from an accepted deal was told to its brand.
 */
import { openTestDb, type TestDb } from '../../local/src/db/testing';

jest.setTimeout(180_000);

describe('the seed data records (pglite)', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb('pglite');
  });
  afterAll(() => t?.cleanup());

  const offenders = async (sql: string) => (await t.db.query(sql)).rows;

  test('each deal payment pays the talent of an accepted application to its deal, the agreed amount, from one charge', async () => {
    expect(await offenders(`select dp.id, d.title, dp.amount, a.status, public.application_amount(a.application_data, d.compensation_amount) as agreed
      from public.deal_payments dp left join public.applications a on a.id = dp.application_id left join public.deals d on d.id = dp.deal_id
      where a.id is null or a.deal_id is distinct from dp.deal_id or a.user_id is distinct from dp.payee_id or a.status <> 'accepted'
         or dp.amount <> round(public.application_amount(a.application_data, d.compensation_amount) * 100)`)).toEqual([]);
    expect(await offenders(`select dp.id, dp.status from public.deal_payments dp left join public.payments p on p.id = dp.payment_id
      where p.id is null or p.deal_payment_id is distinct from dp.id or p.amount <> dp.amount or p.stripe_charge_id is null`)).toEqual([]);
  });

  test("a campaign's spend (held and released) stays within what its accepted applications committed", async () => {
    expect(await offenders(`select c.name, public.campaign_committed(c) as committed, sum(dp.amount) / 100.0 as spent
      from public.campaigns c join public.deals d on d.campaign_id = c.id join public.deal_payments dp on dp.deal_id = d.id and dp.status in ('held', 'released')
      group by c.id having sum(dp.amount) / 100.0 > public.campaign_committed(c)`)).toEqual([]);
  });

  test('what a seeded notification names first in quotes (a deal, a deliverable or a post) exists', async () => {
    expect(await offenders(`select n.title, n.message from public.notifications n
      cross join lateral (select substring(n.message from '"([^"]+)"') as quoted) q
      where q.quoted is not null and n.message not like '%asked you to join its roster%' and not exists (select 1 from public.deals d where d.title = q.quoted)
        and not exists (select 1 from public.deal_deliverables x where x.title = q.quoted)
        and not exists (select 1 from public.community_posts p where p.title = q.quoted)`)).toEqual([]);
  });

  test('the demo creator has deals in progress, approved and waiting for payouts, and cancelled with a kill fee waiting for payouts', async () => {
    const rows = (await t.db.query<{ status: string; waiting: boolean; kill_fee_amount: string | null }>(`select dp.status, dp.release_requested_at is not null as waiting,
      dp.kill_fee_amount from public.deal_payments dp where dp.payee_id = '10000000-0000-4000-8000-000000000002' order by dp.status, waiting`)).rows;
    expect(rows.map((r) => ({ ...r, kill_fee_amount: r.kill_fee_amount === null ? null : Number(r.kill_fee_amount) }))).toEqual([
      { status: 'held', waiting: false, kill_fee_amount: null }, { status: 'held', waiting: true, kill_fee_amount: null }, { status: 'refunded', waiting: true, kill_fee_amount: 11250 },
    ]);
  });

  test("a cancelled deal's refund and kill fee add up to its one charge, and the kill fee is its contract's", async () => {
    expect(await offenders(`select d.title from public.deal_payments dp join public.deals d on d.id = dp.deal_id join public.payments p on p.id = dp.payment_id
      join public.contracts c on c.application_id = dp.application_id and c.status = 'in_force'
      where dp.kill_fee_amount is not null and (p.status <> 'succeeded' or p.refunded_amount + dp.kill_fee_amount <> p.amount
        or dp.kill_fee_amount <> ((c.terms #>> '{compensation,cash_cents}')::bigint * (c.terms #>> '{cancellation,kill_fee_pct}')::int + 50) / 100)`)).toEqual([]);
    expect(Number((await t.db.query<{ n: string }>(`select count(*) as n from public.deal_payments where kill_fee_amount is not null`)).rows[0]!.n)).toBeGreaterThan(0);
  });

  test('a talent withdrew from an accepted deal before it was funded, and the brand was told', async () => {
    const rows = (await t.db.query<{ title: string; owner: string; told: string | null; payments: number }>(
      `select d.title, b.owner_id as owner,
              (select n.title from public.notifications n where n.user_id = b.owner_id and n.metadata->>'application_id' = a.id::text
                 and n.metadata->>'kind' = 'application_withdrawn') as told,
              (select count(*)::int from public.deal_payments p where p.application_id = a.id) as payments
       from public.applications a join public.deals d on d.id = a.deal_id join public.brands b on b.id = d.brand_id
       join public.application_status_history h on h.application_id = a.id and h.old_status = 'accepted' and h.new_status = 'withdrawn'
       where a.status = 'withdrawn'`)).rows;
    expect(rows).toEqual([{ title: 'Goalkeeper Glove Field Test', owner: '10000000-0000-4000-8000-000000000003', told: 'Talent withdrew from a deal', payments: 0 }]);
  });

  test('an open dispute holds a funded deal\'s money: its charge is the deal\'s, and the brand, the talent and the admins were told', async () => {
    const rows = (await t.db.query<{ status: string; held: string; same_charge: boolean; told: string[] }>(
      `select x.status, d.status as held, x.stripe_charge_id = p.stripe_charge_id and x.amount = d.amount as same_charge,
              array(select n.title from public.notifications n where n.metadata->>'stripe_dispute_id' = x.stripe_dispute_id
                    and n.user_id in (d.payer_id, d.payee_id, '10000000-0000-4000-8000-000000000005') order by n.title) as told
       from public.payment_disputes x join public.deal_payments d on d.id = x.deal_payment_id join public.payments p on p.id = d.payment_id`)).rows;
    expect(rows).toEqual([{ status: 'needs_response', held: 'held', same_charge: true, told: ['New payment dispute', 'Payment disputed', 'Payment on hold: disputed'] }]);
  });
});
