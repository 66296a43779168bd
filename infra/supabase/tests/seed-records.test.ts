/** @jest-environment node */
/**
 * The seed's records name real things. Its money names the work it paid for: every deal payment belongs to one
 * accepted application (the agreement) of its deal, pays that application's talent the agreed amount, from one
 * charge, and a campaign's spend never exceeds what it committed. Its notifications name deals that exist.
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

  test('the demo creator has deals in progress, approved and waiting for payouts, and refunded', async () => {
    const rows = (await t.db.query<{ status: string; waiting: boolean }>(`select dp.status, dp.release_requested_at is not null as waiting
      from public.deal_payments dp where dp.payee_id = '10000000-0000-4000-8000-000000000002' order by dp.status, waiting`)).rows;
    expect(rows).toEqual([{ status: 'held', waiting: false }, { status: 'held', waiting: true }, { status: 'refunded', waiting: false }]);
  });
});
