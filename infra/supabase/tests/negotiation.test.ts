/** @jest-environment node */
/**
 * Negotiation on applications (issue 32): application_terms versions and the rules the database keeps. Only the
 * applicant and the deal's brand owner propose; only the other side accepts; only the latest open version can be
 * accepted; a proposal can be withdrawn until accepted; nothing changes after acceptance; the accepted amount is
 * what application_amount() (Fund Deal's amount) returns, and no client can forge it.
 */
import type { Tx } from '../../local/src/db';
import { openTestDb, type TestDb } from '../../local/src/db/testing';
import { as, createUsers, DEMO, errorCode, errorMessage, tryAs } from './helpers';

jest.setTimeout(180_000);

const APEX = '20000000-0000-4000-8000-000000000001';
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const terms = (amount_cents: number, extra: Record<string, unknown> = {}) => ({
  amount_cents,
  deliverables: [{ title: 'Instagram Reel', due_date: inDays(14) }],
  payment_timing: 'on_approval',
  ...extra,
});

interface TermsRow { id: string; version: number; status: string; proposer_side: string; amount_cents: string | number }

describe.each(['pglite', 'postgres'] as const)('negotiation on %s', (kind) => {
  let t: TestDb;
  let deal: string;
  let otherDeal: string;
  beforeAll(async () => {
    t = await openTestDb(kind);
    const deals = (await t.db.query<{ id: string }>(
      "select id from public.deals where brand_id = $1 and is_active and max_applicants is null and 'athlete' = any(target_roles) and (application_deadline is null or application_deadline > now() + interval '7 days') order by title limit 2",
      [APEX],
    )).rows;
    deal = deals[0]!.id;
    otherDeal = deals[1]!.id;
  });
  afterAll(() => t?.cleanup());

  const apply = async (user: string, dealId = deal) =>
    (await t.db.query<{ id: string }>("insert into public.applications (deal_id, user_id, application_data) values ($1, $2, '{\"proposedRate\": 900}') returning id", [dealId, user])).rows[0]!.id;
  const rpc = (user: string | null, sql: string, params: unknown[]) =>
    as(t.db, user, async (tx: Tx) => (await tx.query<TermsRow>(sql, params)).rows[0]!);
  const propose = (user: string | null, app: string, body: unknown) => rpc(user, 'select * from public.propose_application_terms($1, $2)', [app, body]);
  const accept = (user: string | null, id: string) => rpc(user, 'select * from public.accept_application_terms($1)', [id]);
  const withdraw = (user: string | null, id: string) => rpc(user, 'select * from public.withdraw_application_terms($1)', [id]);
  const refusal = (p: Promise<unknown>) => p.then(() => 'no error', (e: unknown) => `${errorCode(e)} ${errorMessage(e)}`);
  const notes = async (user: string, title: string) =>
    (await tryAs(t.db, user, async (tx) => (await tx.query<{ message: string; action_url: string }>(
      'select message, action_url from public.notifications where user_id = $1 and title = $2 order by created_at', [user, title])).rows));

  test('talent proposes, the brand counters, the talent counters, the brand accepts: the application is accepted at the agreed amount', async () => {
    const [talent] = await createUsers(t.db, 1, 'athlete', `neg-${kind}`);
    const app = await apply(talent!);

    const v1 = await propose(talent!, app, terms(100_000, { note: 'My usual rate for a Reel.' }));
    expect(v1).toMatchObject({ version: 1, status: 'open', proposer_side: 'talent' });
    const v2 = await propose(DEMO.brand, app, terms(80_000, { usage_channels: ['instagram', 'website'], usage_months: 6, exclusivity_category: 'Footwear', exclusivity_months: 3 }));
    expect(v2).toMatchObject({ version: 2, status: 'open', proposer_side: 'brand' });
    expect((await t.db.query('select status from public.application_terms where id = $1', [v1.id])).rows).toEqual([{ status: 'superseded' }]);

    // only the latest, only by the other side
    expect(await refusal(accept(DEMO.brand, v1.id))).toBe('P0001 Only the latest proposal can be accepted');
    expect(await refusal(accept(DEMO.brand, v2.id))).toBe('P0001 The other side accepts a proposal, not the one who made it');
    const v3 = await propose(talent!, app, terms(90_000, { note: 'Meet in the middle?' }));
    expect(await refusal(accept(talent!, v3.id))).toBe('P0001 The other side accepts a proposal, not the one who made it');
    expect(await refusal(accept(talent!, v2.id))).toBe('P0001 Only the latest proposal can be accepted');

    const accepted = await accept(DEMO.brand, v3.id);
    expect(accepted).toMatchObject({ version: 3, status: 'accepted' });
    const row = (await t.db.query<{ status: string; reviewed_by: string; amount: string; agreed: unknown }>(
      `select a.status, a.reviewed_by, public.application_amount(a.application_data, d.compensation_amount)::text as amount,
              a.application_data->'agreedAmountCents' as agreed
       from public.applications a join public.deals d on d.id = a.deal_id where a.id = $1`, [app])).rows[0];
    expect(row).toEqual({ status: 'accepted', reviewed_by: DEMO.brand, amount: '900.0000000000000000', agreed: 90000 });
    expect(Number(row!.amount) * 100).toBe(90_000);
    // the agreed deliverables, with their due dates, are what the application now owes
    expect((await t.db.query('select title, due_date::text as due, status from public.deal_deliverables where application_id = $1 order by position', [app])).rows)
      .toEqual([{ title: 'Instagram Reel', due: inDays(14), status: 'todo' }]);

    // nothing changes after acceptance
    expect(await refusal(propose(talent!, app, terms(95_000)))).toBe('P0001 Terms can no longer change: this application is accepted');
    expect(await refusal(propose(DEMO.brand, app, terms(95_000)))).toBe('P0001 Terms can no longer change: this application is accepted');
    expect(await refusal(withdraw(talent!, v3.id))).toBe('P0001 Accepted terms cannot be withdrawn');
    expect(await refusal(accept(DEMO.brand, v3.id))).toBe('P0001 Terms are already agreed on this application');

    // both sides were told at every step, each with a link to their own page
    expect(await notes(DEMO.brand, 'Counter-offer')).toEqual(expect.arrayContaining([
      { message: expect.stringMatching(/proposed \$900\.00 for ".+" \(version 3\)\.$/), action_url: `/deals/${deal}/applicants` },
    ]));
    expect(await notes(talent!, 'Counter-offer')).toEqual([{ message: expect.stringMatching(/proposed \$800\.00 .*\(version 2\)/), action_url: '/marketplace/applications' }]);
    expect(await notes(talent!, 'Terms agreed')).toEqual([{ message: expect.stringMatching(/^Version 3 of the terms for ".+" is agreed: \$900\.00\.$/), action_url: '/marketplace/applications' }]);
    expect((await notes(DEMO.brand, 'Terms agreed')).filter((n) => n.action_url === `/deals/${deal}/applicants`).length).toBeGreaterThanOrEqual(1);
    expect(await notes(talent!, 'Application accepted')).toHaveLength(1);
  });

  test('the talent accepting the brand\'s proposal accepts the application, reviewed by the brand that proposed', async () => {
    const [talent] = await createUsers(t.db, 1, 'athlete', `neg2-${kind}`);
    const app = await apply(talent!);
    const offer = await propose(DEMO.brand, app, terms(120_000, { payment_timing: 'upfront', paid_ads_whitelisting: true, usage_channels: ['tiktok'], usage_months: 12 }));
    await accept(talent!, offer.id);
    const row = (await t.db.query('select status, reviewed_by, (application_data->>\'agreedAmountCents\')::int as agreed from public.applications where id = $1', [app])).rows[0];
    expect(row).toEqual({ status: 'accepted', reviewed_by: DEMO.brand, agreed: 120000 });
    const stored = (await t.db.query('select usage_channels, usage_months, paid_ads_whitelisting, payment_timing from public.application_terms where id = $1', [offer.id])).rows[0];
    expect(stored).toEqual({ usage_channels: ['tiktok'], usage_months: 12, paid_ads_whitelisting: true, payment_timing: 'upfront' });
  });

  test('a proposal can be withdrawn by its side until accepted; a withdrawn one cannot be accepted', async () => {
    const [talent] = await createUsers(t.db, 1, 'athlete', `neg3-${kind}`);
    const app = await apply(talent!);
    const v1 = await propose(talent!, app, terms(70_000));
    expect(await refusal(withdraw(DEMO.brand, v1.id))).toBe('P0001 Only the side that proposed these terms can withdraw them');
    expect(await withdraw(talent!, v1.id)).toMatchObject({ status: 'withdrawn' });
    expect(await refusal(withdraw(talent!, v1.id))).toBe('P0001 Only an open proposal can be withdrawn');
    expect(await refusal(accept(DEMO.brand, v1.id))).toBe('P0001 This proposal was withdrawn');
    expect(await notes(DEMO.brand, 'Proposal withdrawn')).toEqual(expect.arrayContaining([
      { message: expect.stringMatching(/^Version 1 of the terms for ".+" \(\$700\.00\) was withdrawn\.$/), action_url: `/deals/${deal}/applicants` },
    ]));
    // the next proposal is version 2
    expect(await propose(DEMO.brand, app, terms(75_000))).toMatchObject({ version: 2 });
  });

  test('amounts are whole cents within $1 and $100,000; deliverables need titles and dates not in the past; exclusivity needs both parts', async () => {
    const [talent] = await createUsers(t.db, 1, 'athlete', `neg4-${kind}`);
    const app = await apply(talent!);
    expect(await refusal(propose(talent!, app, terms(99)))).toBe('P0001 The amount must be between $1 and $100,000');
    expect(await refusal(propose(talent!, app, terms(10_000_001)))).toBe('P0001 The amount must be between $1 and $100,000');
    expect(await refusal(propose(talent!, app, terms(1000.5)))).toBe('P0001 The amount must be a whole number of cents');
    expect(await refusal(propose(talent!, app, { deliverables: [] }))).toBe('P0001 Enter an amount');
    expect(await refusal(propose(talent!, app, terms(5000, { deliverables: [] })))).toBe('P0001 List at least one deliverable');
    expect(await refusal(propose(talent!, app, terms(5000, { deliverables: [{ title: 'Post', due_date: inDays(-2) }] })))).toBe("P0001 A deliverable's due date cannot be in the past");
    expect(await refusal(propose(talent!, app, terms(5000, { deliverables: [{ title: ' ', due_date: inDays(2) }] })))).toBe('P0001 Each deliverable needs a title of 1 to 200 characters');
    expect(await refusal(propose(talent!, app, terms(5000, { deliverables: [{ title: 'Post', due_date: '2026-02-31' }] })))).toBe('P0001 Each deliverable needs a due date');
    expect(await refusal(propose(talent!, app, terms(5000, { exclusivity_category: 'Footwear' })))).toBe('P0001 Exclusivity needs both a category and a duration');
    expect(await refusal(propose(talent!, app, terms(5000, { usage_channels: ['instagram'] })))).toBe('P0001 Say for how many months the brand may use the content');
    expect(await refusal(propose(talent!, app, terms(5000, { usage_channels: ['billboard-on-the-moon'], usage_months: 2 })))).toMatch(/^23514 .*application_terms_usage_channels_check/);
    expect(await refusal(propose(talent!, app, terms(5000, { payment_timing: 'never' })))).toMatch(/^23514 .*application_terms_payment_timing_check/);
    expect((await t.db.query('select count(*)::int as n from public.application_terms where application_id = $1', [app])).rows).toEqual([{ n: 0 }]);
  });

  test('the wrong user: an outsider, another brand and anon can neither propose, accept, withdraw nor read', async () => {
    const [talent] = await createUsers(t.db, 1, 'athlete', `neg5-${kind}`);
    const app = await apply(talent!);
    const v1 = await propose(talent!, app, terms(50_000));
    for (const who of [DEMO.creator, DEMO.agency]) {
      expect(await refusal(propose(who, app, terms(1_000)))).toBe('42501 Only the applicant and the brand can propose terms');
      expect(await refusal(accept(who, v1.id))).toBe('42501 Only the applicant and the brand can accept terms');
      expect(await refusal(withdraw(who, v1.id))).toBe('42501 Only the applicant and the brand can withdraw a proposal');
      expect(await tryAs(t.db, who, async (tx) => (await tx.query('select id from public.application_terms where application_id = $1', [app])).rows)).toEqual([]);
    }
    expect(await refusal(propose(null, app, terms(1_000)))).toMatch(/^42501 permission denied for function propose_application_terms/);
    // the parties and an admin read the thread
    for (const who of [talent!, DEMO.brand, DEMO.admin]) {
      expect(await tryAs(t.db, who, async (tx) => (await tx.query('select version from public.application_terms where application_id = $1', [app])).rows)).toEqual([{ version: 1 }]);
    }
    expect((await t.db.query('select status from public.application_terms where id = $1', [v1.id])).rows).toEqual([{ status: 'open' }]);
  });

  test('no client writes terms or the agreed amount directly, and an application with proposals is accepted only through one', async () => {
    const [talent] = await createUsers(t.db, 1, 'athlete', `neg6-${kind}`);
    const app = await apply(talent!);
    const v1 = await propose(talent!, app, terms(60_000));
    for (const who of [talent!, DEMO.brand]) {
      expect(await refusal(as(t.db, who, (tx) => tx.query(
        "insert into public.application_terms (application_id, version, proposer_side, amount_cents, deliverables) values ($1, 9, 'brand', 100, '[{\"title\":\"x\",\"due_date\":\"2030-01-01\"}]')", [app])))).toMatch(/^42501/);
      const changed = await refusal(as(t.db, who, (tx) => tx.query("update public.application_terms set amount_cents = 100, status = 'accepted', accepted_at = now() where id = $1", [v1.id])));
      expect(changed).toMatch(/^42501/);
      expect(await refusal(as(t.db, who, (tx) => tx.query('delete from public.application_terms where id = $1', [v1.id])))).toMatch(/^42501/);
    }
    // the applicant cannot plant an agreed amount, on a new application or an existing one
    expect(await refusal(as(t.db, talent!, (tx) => tx.query(
      "update public.applications set application_data = application_data || '{\"agreedAmountCents\": 100}' where id = $1", [app])))).toBe('42501 Agreed terms are set by accepting a proposal');
    expect(await refusal(as(t.db, talent!, (tx) => tx.query(
      "insert into public.applications (deal_id, user_id, application_data) values ($1, $2, '{\"agreedAmountCents\": 100}')", [otherDeal, talent])))).toBe('42501 Agreed terms are set by accepting a proposal');
    // the brand's plain Accept is refused while terms are on the table
    expect(await refusal(as(t.db, DEMO.brand, (tx) => tx.query("update public.applications set status = 'accepted' where id = $1", [app]))))
      .toBe('P0001 This application has proposed terms: accept the latest proposal instead');
    expect((await t.db.query('select status, amount_cents::int as amount from public.application_terms where id = $1', [v1.id])).rows).toEqual([{ status: 'open', amount: 60000 }]);
    // an application nobody negotiated is accepted as before, at the proposed rate
    const [plain] = await createUsers(t.db, 1, 'athlete', `neg7-${kind}`);
    const plainApp = await apply(plain!);
    await as(t.db, DEMO.brand, (tx) => tx.query("update public.applications set status = 'accepted' where id = $1", [plainApp]));
    expect((await t.db.query('select public.application_amount(application_data, 0)::int as amount from public.applications where id = $1', [plainApp])).rows).toEqual([{ amount: 900 }]);
  });

  test('seed: Jordan\'s application to the pre-season deal is in negotiation, three versions, the latest open and the brand\'s to answer', async () => {
    const rows = (await t.db.query<{ version: number; proposer_side: string; amount_cents: string; status: string }>(
      `select t.version, t.proposer_side, t.amount_cents::int as amount_cents, t.status from public.application_terms t
       join public.applications a on a.id = t.application_id join public.deals d on d.id = a.deal_id
       where d.title = 'Pre-Season Training Gear Ambassador' and a.user_id = $1 order by t.version`, [DEMO.athlete])).rows;
    expect(rows).toEqual([
      { version: 1, proposer_side: 'talent', amount_cents: 300000, status: 'superseded' },
      { version: 2, proposer_side: 'brand', amount_cents: 240000, status: 'superseded' },
      { version: 3, proposer_side: 'talent', amount_cents: 270000, status: 'open' },
    ]);
  });

  test('a declined or withdrawn application takes no more proposals', async () => {
    const [talent] = await createUsers(t.db, 1, 'athlete', `neg8-${kind}`);
    const app = await apply(talent!);
    const v1 = await propose(talent!, app, terms(40_000));
    await as(t.db, DEMO.brand, (tx) => tx.query("update public.applications set status = 'rejected' where id = $1", [app]));
    expect(await refusal(propose(talent!, app, terms(30_000)))).toBe('P0001 Terms can no longer change: this application is rejected');
    expect(await refusal(accept(DEMO.brand, v1.id))).toBe('P0001 Terms can no longer change: this application is rejected');
  });
});
