/** @jest-environment node */
/**
 * Direct offers and roster requests (issue 32). A brand sends a discoverable talent a private offer: a private deal
 * only the two parties (and admins) read, never listed, with version 1 of the terms on the application's
 * negotiation thread; the talent accepts (the same acceptance as any application), declines or counters. An agency
 * asks a talent to join its roster; the talent accepts (the roster row is made by the database) or declines.
 */
import { openTestDb, type TestDb } from '../../local/src/db/testing';
import { as, createUsers, DEMO, errorCode, errorMessage, tryAs } from './helpers';

jest.setTimeout(180_000);
const APEX = '20000000-0000-4000-8000-000000000001';
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const TERMS = { amount_cents: 185000, deliverables: [{ title: 'Two training reels', due_date: inDays(20) }], note: 'Reels filmed at your gym.' };

describe.each(['pglite', 'postgres'] as const)('direct offers and roster requests on %s', (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb(kind);
  });
  afterAll(() => t?.cleanup());

  const refusal = (p: Promise<unknown>) => p.then(() => 'no error', (e: unknown) => `${errorCode(e)} ${errorMessage(e)}`);
  type Offer = { id: string; deal_id: string; application_id: string; status: string; decline_reason: string | null };
  const send = (who: string | null, talent: string, title = 'Private reel offer', terms: object = TERMS, brand = APEX) =>
    as(t.db, who, async (tx) => (await tx.query<Offer>('select * from public.send_direct_offer($1, $2, $3, $4, $5)', [brand, talent, title, 'Just for you.', JSON.stringify(terms)])).rows[0]!);
  const respond = (who: string, id: string, accept: boolean, reason: string | null = null) =>
    as(t.db, who, async (tx) => (await tx.query<Offer>('select * from public.respond_to_direct_offer($1, $2, $3)', [id, accept, reason])).rows[0]!);
  const sees = (who: string | null, sql: string, params: unknown[]) => tryAs(t.db, who, async (tx) => (await tx.query(sql, params)).rows.length);

  test('a brand sends a private offer: only the two parties and admins read the deal and the offer; it is never listed', async () => {
    const [talent, other] = await createUsers(t.db, 2, 'athlete', `do-${kind}`);
    const offer = await send(DEMO.brand, talent!);
    expect(offer.status).toBe('pending');
    for (const who of [DEMO.brand, talent!, DEMO.admin]) {
      expect(await sees(who, 'select id from public.deals where id = $1', [offer.deal_id])).toBe(1);
      expect(await sees(who, 'select id from public.direct_offers where id = $1', [offer.id])).toBe(1);
    }
    for (const who of [other!, DEMO.creator, DEMO.agency, null]) {
      expect(await sees(who, 'select id from public.deals where id = $1', [offer.deal_id])).toBe(0);
      if (who) expect(await sees(who, 'select id from public.direct_offers where id = $1', [offer.id])).toBe(0);
    }
    // the marketplace's own filter (listed deals) never has it, even for the talent
    expect(await sees(talent!, 'select id from public.deals where is_active and brand_verified and id = $1', [offer.deal_id])).toBe(0);
    const deal = (await t.db.query('select is_active, brand_verified, private_for, compensation_amount::float8 as pay, target_roles, max_applicants from public.deals where id = $1', [offer.deal_id])).rows[0];
    expect(deal).toEqual({ is_active: true, brand_verified: false, private_for: talent, pay: 1850, target_roles: ['athlete'], max_applicants: 1 });
    // re-verifying the brand does not list it
    await t.db.query('update public.brands set verified = false where id = $1', [APEX]);
    await t.db.query('update public.brands set verified = true where id = $1', [APEX]);
    expect((await t.db.query('select brand_verified from public.deals where id = $1', [offer.deal_id])).rows[0]).toEqual({ brand_verified: false });
    // version 1 of the terms, proposed by the brand, is on the application's thread
    const v1 = (await t.db.query('select version, proposer_side, amount_cents::int as cents, status from public.application_terms where application_id = $1', [offer.application_id])).rows;
    expect(v1).toEqual([{ version: 1, proposer_side: 'brand', cents: 185000, status: 'open' }]);
    // the talent is told once (the offer, not also "terms proposed"); the brand is not told of a "new application"
    const told = await tryAs(t.db, talent!, async (tx) => (await tx.query('select title, message from public.notifications where user_id = $1', [talent])).rows);
    expect(told).toEqual([{ title: 'Direct offer', message: 'Apex Athletics sent you a private offer: "Private reel offer" for $1,850.00. "Just for you."' }]);
    expect(Number((await t.db.query("select count(*) from public.notifications where user_id = $1 and metadata->>'deal_id' = $2 and title = 'New application'", [DEMO.brand, offer.deal_id])).rows[0]!.count)).toBe(0);
  });

  test('nobody writes offers, private deals or roster requests directly', async () => {
    const [talent] = await createUsers(t.db, 1, 'athlete', `do2-${kind}`);
    expect(await refusal(as(t.db, DEMO.brand, (tx) => tx.query("insert into public.deals (brand_id, title, private_for) values ($1, 'Sneaky', $2)", [APEX, talent])))).toBe('42501 A private deal is made by sending a direct offer');
    const offer = await send(DEMO.brand, talent!, 'Private two');
    expect(await refusal(as(t.db, DEMO.brand, (tx) => tx.query('update public.deals set private_for = null where id = $1', [offer.deal_id])))).toBe('42501 A private deal is made by sending a direct offer');
    expect(await refusal(as(t.db, talent!, (tx) => tx.query("update public.direct_offers set status = 'accepted' where id = $1", [offer.id])))).toMatch(/^42501 permission denied for table direct_offers/);
    expect(await refusal(as(t.db, DEMO.brand, (tx) => tx.query('insert into public.direct_offers (deal_id, application_id, brand_id, talent_id) values ($1, $2, $3, $4)', [offer.deal_id, offer.application_id, APEX, talent])))).toMatch(/^42501 permission denied for table direct_offers/);
    expect(await refusal(as(t.db, DEMO.agency, (tx) => tx.query('insert into public.agency_roster_requests (agency_id, talent_id) values ($1, $2)', [DEMO.agency, talent])))).toMatch(/^42501 permission denied for table agency_roster_requests/);
    // nobody invites others to a private deal
    const [third] = await createUsers(t.db, 1, 'athlete', `do3-${kind}`);
    expect(await refusal(as(t.db, DEMO.brand, (tx) => tx.query('select public.invite_to_deal($1, $2, null)', [offer.deal_id, third])))).toBe('P0001 A private offer is for one person: invite them to an open deal instead');
  });

  test('only the brand\'s owner sends, to discoverable talent, with valid terms, one open offer per person', async () => {
    const [talent, hidden] = await createUsers(t.db, 2, 'creator', `do4-${kind}`);
    await t.db.query('update public.profiles set discoverable = false where user_id = $1', [hidden]);
    for (const who of [DEMO.agency, DEMO.creator, talent!]) {
      expect(await refusal(send(who, talent!))).toBe('42501 You can only send offers from your own brand');
    }
    expect(await refusal(send(null, talent!))).toMatch(/^42501 permission denied for function send_direct_offer/);
    expect(await refusal(send(DEMO.brand, hidden!))).toBe('P0001 This person is not open to offers');
    expect(await refusal(send(DEMO.brand, talent!, ' '))).toBe('P0001 Give the offer a title of 1 to 200 characters');
    expect(await refusal(send(DEMO.brand, talent!, 'Too little', { ...TERMS, amount_cents: 50 }))).toBe('P0001 The amount must be between $1 and $100,000');
    expect(await refusal(send(DEMO.brand, talent!, 'No work', { ...TERMS, deliverables: [] }))).toBe('P0001 List at least one deliverable');
    // a refused offer leaves nothing behind
    expect(Number((await t.db.query('select count(*) from public.deals where private_for = $1', [talent])).rows[0]!.count)).toBe(0);
    await send(DEMO.brand, talent!);
    expect(await refusal(send(DEMO.brand, talent!, 'Again'))).toBe('P0001 You already have an open offer to this person');
  });

  test('the talent accepts through the same acceptance as an application: accepted, its deliverables, the agreed amount, both told', async () => {
    const [talent, other] = await createUsers(t.db, 2, 'athlete', `do5-${kind}`);
    const offer = await send(DEMO.brand, talent!, 'Accept me');
    expect(await refusal(respond(other!, offer.id, true))).toBe('42501 Only the person the offer was made to can answer it');
    expect(await refusal(respond(DEMO.brand, offer.id, true))).toBe('42501 Only the person the offer was made to can answer it');
    expect(await respond(talent!, offer.id, true)).toMatchObject({ status: 'accepted' });
    const app = (await t.db.query("select status, (application_data->>'agreedAmountCents')::int as cents, reviewed_by from public.applications where id = $1", [offer.application_id])).rows[0];
    expect(app).toEqual({ status: 'accepted', cents: 185000, reviewed_by: DEMO.brand });
    expect((await t.db.query('select title, due_date::text as due from public.deal_deliverables where application_id = $1', [offer.application_id])).rows).toEqual([{ title: 'Two training reels', due: inDays(20) }]);
    expect((await t.db.query("select count(*)::int as n from public.notifications where title = 'Terms agreed' and metadata->>'application_id' = $1", [offer.application_id])).rows[0]).toEqual({ n: 2 });
    expect(await refusal(respond(talent!, offer.id, false))).toBe('P0001 This offer was already answered');
    // what Fund Deal charges: the agreed amount
    expect((await t.db.query('select public.application_amount(a.application_data, d.compensation_amount)::float8 as amount from public.applications a join public.deals d on d.id = a.deal_id where a.id = $1', [offer.application_id])).rows[0]).toEqual({ amount: 1850 });
  });

  test('the talent counters on the thread; the brand accepts the counter; a decline withdraws the application and tells the brand', async () => {
    const [talent, decliner] = await createUsers(t.db, 2, 'athlete', `do6-${kind}`);
    const offer = await send(DEMO.brand, talent!, 'Counter me');
    await as(t.db, talent!, (tx) => tx.query('select public.propose_application_terms($1, $2)', [offer.application_id, JSON.stringify({ ...TERMS, amount_cents: 210000 })]));
    expect(await refusal(respond(talent!, offer.id, true))).toBe('P0001 The latest terms are your counter-offer: the brand accepts or counters them');
    const v2 = (await t.db.query<{ id: string }>('select id from public.application_terms where application_id = $1 and version = 2', [offer.application_id])).rows[0]!.id;
    await as(t.db, DEMO.brand, (tx) => tx.query('select public.accept_application_terms($1)', [v2]));
    expect((await t.db.query('select status from public.direct_offers where id = $1', [offer.id])).rows[0]).toEqual({ status: 'accepted' });

    const no = await send(DEMO.brand, decliner!, 'Decline me');
    expect(await respond(decliner!, no.id, false, 'Booked all spring')).toMatchObject({ status: 'declined', decline_reason: 'Booked all spring' });
    expect((await t.db.query('select status from public.applications where id = $1', [no.application_id])).rows[0]).toEqual({ status: 'withdrawn' });
    const brandTold = (await t.db.query("select message from public.notifications where user_id = $1 and title = 'Offer declined' order by created_at desc limit 1", [DEMO.brand])).rows[0];
    expect(brandTold).toEqual({ message: expect.stringMatching(/ declined your offer "Decline me"\. Reason: Booked all spring$/) });
  });

  test('seed: Jordan and Maya each have an open offer and an open roster request; one offer accepted, one declined; Lena joined the roster', async () => {
    const offers = (await t.db.query('select d.title, o.talent_id, o.status from public.direct_offers o join public.deals d on d.id = o.deal_id where o.sent_by = $1 order by d.title', [DEMO.brand])).rows;
    expect(offers).toEqual(expect.arrayContaining([
      { title: 'Court Shoe Unboxing', talent_id: DEMO.creator, status: 'declined' },
      { title: 'Game-Day Hydration Story', talent_id: DEMO.athlete, status: 'pending' },
      { title: 'Off-Season Conditioning Series', talent_id: DEMO.athlete, status: 'accepted' },
      { title: 'Recovery Week Vlog', talent_id: DEMO.creator, status: 'pending' },
    ]));
    const accepted = (await t.db.query("select a.status, (a.application_data->>'agreedAmountCents')::int as cents from public.applications a join public.deals d on d.id = a.deal_id where d.title = 'Off-Season Conditioning Series'")).rows;
    expect(accepted).toEqual([{ status: 'accepted', cents: 220000 }]);
    const requests = (await t.db.query('select talent_id, status from public.agency_roster_requests where agency_id = $1', [DEMO.agency])).rows;
    expect(requests).toEqual(expect.arrayContaining([
      { talent_id: DEMO.athlete, status: 'pending' },
      { talent_id: DEMO.creator, status: 'pending' },
      { talent_id: '10000000-0000-4000-8000-000000000012', status: 'accepted' },
      { talent_id: '10000000-0000-4000-8000-000000000014', status: 'declined' },
    ]));
    expect((await t.db.query("select client_name from public.agency_clients where agency_id = $1 and client_user_id = '10000000-0000-4000-8000-000000000012'", [DEMO.agency])).rows).toEqual([{ client_name: 'Lena Fischer' }]);
    // the seed leaves no claims behind
    expect((await t.db.query("select coalesce(current_setting('request.jwt.claims', true), '') as c")).rows[0]).toEqual({ c: '' });
  });

  test('roster requests: only agencies ask discoverable talent; only the talent answers; accepting adds them to the roster', async () => {
    const [talent, other, hidden] = await createUsers(t.db, 3, 'creator', `rr-${kind}`);
    await t.db.query('update public.profiles set discoverable = false where user_id = $1', [hidden]);
    const ask = (who: string | null, to: string) =>
      as(t.db, who, async (tx) => (await tx.query<{ id: string; status: string }>('select * from public.request_roster_join($1, $2)', [to, 'We book creators like you every month.'])).rows[0]!);
    const answer = (who: string, id: string, accept: boolean, reason: string | null = null) =>
      as(t.db, who, async (tx) => (await tx.query<{ status: string; decline_reason: string | null }>('select * from public.respond_to_roster_request($1, $2, $3)', [id, accept, reason])).rows[0]!);
    for (const who of [DEMO.brand, DEMO.athlete]) {
      expect(await refusal(ask(who, talent!))).toBe('42501 Only agencies can ask talent to join their roster');
    }
    expect(await refusal(ask(DEMO.agency, hidden!))).toBe('P0001 This person is not open to requests');
    const req = await ask(DEMO.agency, talent!);
    expect(req.status).toBe('pending');
    expect(await refusal(ask(DEMO.agency, talent!))).toBe('P0001 You already asked this person to join your roster');
    const told = await tryAs(t.db, talent!, async (tx) => (await tx.query("select title, message, action_url from public.notifications where user_id = $1 and title = 'Roster request'", [talent])).rows);
    expect(told).toEqual([{ title: 'Roster request', message: 'Elevate Talent Group asked you to join its roster. "We book creators like you every month."', action_url: '/dashboard' }]);
    // the wrong user can neither read nor answer it
    for (const who of [other!, DEMO.brand]) {
      expect(await sees(who, 'select id from public.agency_roster_requests where id = $1', [req.id])).toBe(0);
    }
    expect(await sees(DEMO.admin, 'select id from public.agency_roster_requests where id = $1', [req.id])).toBe(1);
    expect(await refusal(answer(other!, req.id, true))).toBe('42501 Only the person asked can answer a roster request');
    expect(await refusal(answer(DEMO.agency, req.id, true))).toBe('42501 Only the person asked can answer a roster request');
    expect(await answer(talent!, req.id, true)).toMatchObject({ status: 'accepted' });
    const row = (await t.db.query("select client_name, client_type, status from public.agency_clients where agency_id = $1 and client_user_id = $2", [DEMO.agency, talent])).rows;
    expect(row).toEqual([{ client_name: expect.stringMatching(/^rr-/), client_type: 'creator', status: 'active' }]);
    expect(await refusal(answer(talent!, req.id, false))).toBe('P0001 You already answered this request');
    expect(await refusal(ask(DEMO.agency, talent!))).toBe('P0001 This person is already on your roster');
    // a decline adds nobody and tells the agency
    const req2 = await ask(DEMO.agency, other!);
    expect(await answer(other!, req2.id, false, 'I manage myself')).toMatchObject({ status: 'declined', decline_reason: 'I manage myself' });
    expect(Number((await t.db.query('select count(*) from public.agency_clients where client_user_id = $1', [other])).rows[0]!.count)).toBe(0);
    expect((await t.db.query("select message from public.notifications where user_id = $1 and title = 'Roster request declined' order by created_at desc limit 1", [DEMO.agency])).rows[0])
      .toEqual({ message: expect.stringMatching(/ declined your roster request\. Reason: I manage myself$/) });
  });
});
