/** @jest-environment node */
/**
 * Contracts (issue 33): the database issues a contract when terms are agreed (plain acceptance and an accepted
 * negotiated version), both parties sign it with their typed name and the document's hash, a signed contract
 * cannot change, an amendment is signed again, funding waits for both signatures, and only the parties and
 * admins read it.
 */
import { asRole, type Tx } from '../../local/src/db';
import { openTestDb, type TestDb } from '../../local/src/db/testing';
import { signedIn, startTestServer } from '../../local/src/server/testing';
import { as, createUsers, DEMO, errorCode, errorMessage, tryAs } from './helpers';

jest.setTimeout(180_000);

const APEX = '20000000-0000-4000-8000-000000000001';
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

interface ContractRow {
  id: string; version: number; status: string; document: string; document_hash: string; terms: Record<string, any>;
  brand_signed_at: string | null; talent_signed_at: string | null; brand_signed_name: string | null; talent_signed_by: string | null;
  talent_signed_hash: string | null; in_force_at: string | null; amends_id: string | null;
}

describe.each(['pglite', 'postgres'] as const)('contracts on %s', (kind) => {
  let t: TestDb;
  let deal: string;
  beforeAll(async () => {
    t = await openTestDb(kind);
    deal = (await t.db.query<{ id: string }>(
      "select id from public.deals where brand_id = $1 and is_active and max_applicants is null and 'athlete' = any(target_roles) and (application_deadline is null or application_deadline > now() + interval '7 days') order by title limit 1",
      [APEX],
    )).rows[0]!.id;
  });
  afterAll(() => t?.cleanup());

  const apply = async (user: string, data = '{"proposedRate": 900}') =>
    (await t.db.query<{ id: string }>('insert into public.applications (deal_id, user_id, application_data) values ($1, $2, $3) returning id', [deal, user, data])).rows[0]!.id;
  const acceptAsBrand = (app: string) =>
    as(t.db, DEMO.brand, (tx) => tx.query("update public.applications set status = 'accepted' where id = $1", [app]));
  const contractOf = async (app: string, version = 1) =>
    (await t.db.query<ContractRow>('select * from public.contracts where application_id = $1 and version = $2', [app, version])).rows[0]!;
  const call = (user: string | null, sql: string, params: unknown[]) =>
    as(t.db, user, async (tx: Tx) => (await tx.query<ContractRow>(sql, params)).rows[0]!);
  const sign = (user: string, c: { id: string; document_hash: string }, name: string, agree = true, hash = c.document_hash) =>
    call(user, 'select * from public.sign_contract($1, $2, $3, $4)', [c.id, name, agree, hash]);
  const refusal = (p: Promise<unknown>) => p.then(() => 'no error', (e: unknown) => `${errorCode(e)} ${errorMessage(e)}`);
  const fund = (app: string) => t.db.query(
    "insert into public.deal_payments (application_id, deal_id, brand_id, payer_id, payee_id, amount) select a.id, a.deal_id, $2, $3, a.user_id, 90000 from public.applications a where a.id = $1 returning id",
    [app, APEX, DEMO.brand]);

  test('the seed has signed contracts (funded after), one with an amendment history, one waiting for the brand\'s signature and one for both, each hash the SHA-256 of its document', async () => {
    const rows = (await t.db.query<{ title: string; version: number; status: string; brand: boolean; talent: boolean; ok: boolean; funded: boolean }>(
      `select d.title, c.version, c.status, c.brand_signed_at is not null as brand, c.talent_signed_at is not null as talent,
              c.document_hash = encode(sha256(convert_to(c.document, 'UTF8')), 'hex') and coalesce(c.talent_signed_hash = c.document_hash, true)
                and coalesce(c.brand_signed_hash = c.document_hash, true) as ok,
              exists (select 1 from public.deal_payments p where p.application_id = c.application_id) as funded
       from public.contracts c join public.deals d on d.id = c.deal_id order by d.title, c.version`)).rows;
    expect(rows).toEqual([
      // the agency's finished deal: signed by both, then funded and released
      { title: 'Autumn Lakes Cabin Weekend', version: 1, status: 'in_force', brand: true, talent: true, ok: true, funded: true },
      // the Summer Hoops deals Apex paid Jordan for (Court Pro, Grip Socks, Summer Skills) and the demo creator's three Apex
      // deals (Foam Roller in progress, Hydration Mix refunded, Massage Gun approved): signed by both, then funded
      { title: 'Court Pro First Look', version: 1, status: 'in_force', brand: true, talent: true, ok: true, funded: true },
      // signed, funded, then amended: Apex's whitelisting amendment was declined, its YouTube amendment signed by both
      { title: 'Court Shoe Launch Campaign', version: 1, status: 'superseded', brand: true, talent: true, ok: true, funded: true },
      { title: 'Court Shoe Launch Campaign', version: 2, status: 'declined', brand: false, talent: false, ok: true, funded: true },
      { title: 'Court Shoe Launch Campaign', version: 3, status: 'in_force', brand: true, talent: true, ok: true, funded: true },
      { title: 'Foam Roller Recovery Routine', version: 1, status: 'in_force', brand: true, talent: true, ok: true, funded: true },
      { title: 'Grip Socks Field Test', version: 1, status: 'in_force', brand: true, talent: true, ok: true, funded: true },
      { title: 'Hydration Mix Taste Test', version: 1, status: 'in_force', brand: true, talent: true, ok: true, funded: true },
      { title: 'Massage Gun Morning Routine', version: 1, status: 'in_force', brand: true, talent: true, ok: true, funded: true },
      // the direct offer Jordan accepted (the seed accepts it through the same functions the app calls): nobody has signed yet
      { title: 'Off-Season Conditioning Series', version: 1, status: 'awaiting_signatures', brand: false, talent: false, ok: true, funded: false },
      { title: 'Summer Skills Camp Recap', version: 1, status: 'in_force', brand: true, talent: true, ok: true, funded: true },
      { title: 'Youth Camp Guest Coach', version: 1, status: 'awaiting_signatures', brand: false, talent: true, ok: true, funded: false },
    ]);
    // the history reads in order, and each amendment's document says what it replaces, who proposed it and why
    const history = (await t.db.query<{ version: number; created_at: Date; in_force_at: Date | null; closed_at: Date | null; closed_by: string | null; amends: number | null; document: string; terms: Record<string, any> }>(
      `select c.version, c.created_at, c.in_force_at, c.closed_at, c.closed_by, a.version as amends, c.document, c.terms
       from public.contracts c join public.deals d on d.id = c.deal_id left join public.contracts a on a.id = c.amends_id
       where d.title = 'Court Shoe Launch Campaign' order by c.version`)).rows;
    const [v1, declined, signed] = history;
    expect([declined!.amends, signed!.amends]).toEqual([1, 1]);
    expect(declined!.closed_by).toBe(DEMO.athlete);
    const times = [v1!.in_force_at, declined!.created_at, declined!.closed_at, signed!.created_at, signed!.in_force_at, new Date()].map((d) => new Date(d!).getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(declined!.document).toContain('Proposed by the brand. Reason: Apex would like to run the launch posts as paid ads through your handle.');
    expect(signed!.document).toContain('SPONSORSHIP AGREEMENT PS-');
    expect(signed!.document).toContain(' - AMENDMENT 2');
    expect(signed!.document).toContain('Channels: instagram, tiktok, youtube.');
    expect(signed!.terms).toMatchObject({ usage: { months: 9 }, exclusivity: { category: 'Basketball footwear', months: 3 } });
  });

  test("a deal refunded to the brand is over: neither side can amend its contract", async () => {
    const c = (await t.db.query<ContractRow>(
      "select c.* from public.contracts c join public.deals d on d.id = c.deal_id where d.title = 'Hydration Mix Taste Test' and c.status = 'in_force'")).rows[0]!;
    const over = 'P0001 This deal was cancelled and its payment refunded to the brand, so its contract can no longer be amended';
    for (const who of [DEMO.brand, DEMO.creator]) {
      expect(await refusal(call(who, 'select * from public.amend_contract($1, $2, $3)', [c.id, { usage: { channels: ['instagram'], months: 3 } }, 'Reuse the reel']))).toBe(over);
    }
  });

  test('accepting an application issues a contract from the agreed terms; both sign; then (only then) the deal can be funded', async () => {
    const [talent] = await createUsers(t.db, 1, 'athlete', `contract-${kind}`);
    await t.db.query("update public.profiles set full_name = 'Riley Quinn Carter' where user_id = $1", [talent]);
    const app = await apply(talent!);
    expect((await t.db.query('select 1 from public.contracts where application_id = $1', [app])).rows).toHaveLength(0);
    await acceptAsBrand(app);

    const c = await contractOf(app);
    expect(c.status).toBe('awaiting_signatures');
    expect(c.document_hash).toMatch(/^[0-9a-f]{64}$/);
    // the hash is the SHA-256 of exactly this document
    const hash = (await t.db.query<{ h: string }>("select encode(sha256(convert_to($1, 'UTF8')), 'hex') as h", [c.document])).rows[0]!.h;
    expect(c.document_hash).toBe(hash);
    expect(c.terms).toMatchObject({ talent: { legal_name: 'Riley Quinn Carter' }, compensation: { cash_cents: 90000, platform_fee_bps: 1000 }, ftc_disclosure: true });
    expect(c.document).toContain('Talent: Riley Quinn Carter.');
    expect(c.document).toContain('Brand: Apex Athletics, represented by its authorised signatory.');
    expect(c.document).toContain('Cash: $900.00 (USD)');
    expect(c.document).toContain('Pitchside keeps 10% of the cash ($90.00); the talent receives $810.00.');
    expect(c.document).toContain('kill fee of 25% of the cash ($225.00)');
    expect(c.document).toContain('FTC');
    // both parties are told
    expect((await t.db.query("select user_id from public.notifications where title = 'Contract ready to sign' and metadata->>'contract_id' = $1 order by user_id", [c.id])).rows)
      .toHaveLength(2);

    // funding refused until both signed (the database, not only the UI)
    expect(await refusal(fund(app))).toBe('P0001 Waiting for signatures: the deal can be funded once both parties have signed the contract');

    // signing rules
    expect(await refusal(sign(talent!, c, 'Riley Quinn Carter', false))).toBe('P0001 Select "I agree" to sign');
    expect(await refusal(sign(talent!, c, ' '))).toBe('P0001 Type your full legal name to sign');
    expect(await refusal(sign(talent!, c, 'Riley Quinn Carter', true, 'a'.repeat(64))))
      .toBe('P0001 The contract changed since you opened it: review the current version and sign again');
    const [stranger] = await createUsers(t.db, 1, 'athlete', `contract-stranger-${kind}`);
    expect(await refusal(sign(stranger!, c, 'Someone Else'))).toBe('42501 Only the brand and the talent of this contract can sign it');
    expect(await refusal(sign(DEMO.admin, c, 'An Admin'))).toBe('42501 Only the brand and the talent of this contract can sign it');

    const afterTalent = await sign(talent!, c, '  Riley   Quinn Carter ');
    expect(afterTalent).toMatchObject({ status: 'awaiting_signatures', talent_signed_by: talent, talent_signed_hash: c.document_hash });
    expect(afterTalent.talent_signed_at).not.toBeNull();
    expect((await t.db.query<{ talent_signed_name: string }>('select talent_signed_name from public.contracts where id = $1', [c.id])).rows[0]!.talent_signed_name).toBe('Riley Quinn Carter');
    expect(await refusal(sign(talent!, c, 'Riley Quinn Carter'))).toBe('P0001 You have already signed this contract');
    expect(await refusal(fund(app))).toMatch(/^P0001 Waiting for signatures/);

    const inForce = await sign(DEMO.brand, c, 'Morgan Blake');
    expect(inForce.status).toBe('in_force');
    expect(inForce.in_force_at).not.toBeNull();
    expect(await refusal(sign(DEMO.brand, c, 'Morgan Blake'))).toBe('P0001 This contract is already signed by both parties');
    expect((await fund(app)).rows).toHaveLength(1);
  });

  test('an accepted negotiated version becomes the contract: amount, deliverables, usage rights and exclusivity', async () => {
    const [talent] = await createUsers(t.db, 1, 'athlete', `contract-neg-${kind}`);
    const app = await apply(talent!);
    const v1 = await call(DEMO.brand, 'select * from public.propose_application_terms($1, $2)', [app, {
      amount_cents: 120_000, deliverables: [{ title: 'Instagram Reel', due_date: inDays(10) }, { title: 'TikTok video', due_date: inDays(20) }],
      usage_channels: ['instagram', 'website'], usage_months: 6, paid_ads_whitelisting: true, exclusivity_category: 'Footwear', exclusivity_months: 3,
      payment_timing: 'net_15' }]);
    await call(talent!, 'select * from public.accept_application_terms($1)', [v1.id]);
    const c = await contractOf(app);
    expect(c.terms).toMatchObject({
      deliverables: [{ title: 'Instagram Reel', due_date: inDays(10) }, { title: 'TikTok video', due_date: inDays(20) }],
      compensation: { cash_cents: 120000, payment_timing: 'net_15' },
      usage: { channels: ['instagram', 'website'], months: 6, territory: 'United States', paid_ads_whitelisting: true },
      exclusivity: { category: 'Footwear', months: 3 },
    });
    expect(c.document).toContain(`1. Instagram Reel, due ${inDays(10)}`);
    expect(c.document).toContain('Channels: instagram, website.');
    expect(c.document).toContain('Paid-ads whitelisting: yes');
    expect(c.document).toContain('competing brand in Footwear for 3 months');
    expect(c.document).toContain('paid within 15 days of approval');
  });

  test('a talent managed by an agency has the agency named as representative', async () => {
    const [talent] = await createUsers(t.db, 1, 'athlete', `contract-agency-${kind}`);
    await t.db.query("insert into public.agency_clients (agency_id, client_name, client_type, client_user_id, status) values ($1, 'Managed Talent', 'athlete', $2, 'active')", [DEMO.agency, talent]);
    const app = await apply(talent!);
    await acceptAsBrand(app);
    const agency = (await t.db.query<{ full_name: string }>('select full_name from public.profiles where user_id = $1', [DEMO.agency])).rows[0]!.full_name;
    expect((await contractOf(app)).document).toContain(`Talent's representative: ${agency} (agency)`);
  });

  test('a signed contract cannot be edited or deleted; an amendment is a new version both sign, which supersedes the one before', async () => {
    const [talent] = await createUsers(t.db, 1, 'athlete', `contract-amend-${kind}`);
    const app = await apply(talent!);
    await acceptAsBrand(app);
    let c = await contractOf(app);
    // not even the superuser edits what a party signed
    await sign(talent!, c, 'Amend Talent');
    expect(await refusal(t.db.query("update public.contracts set document = document || ' and more' where id = $1", [c.id])))
      .toBe('P0001 A contract cannot be edited: a change is an amendment both parties sign');
    expect(await refusal(t.db.query("update public.contracts set talent_signed_name = 'Someone' where id = $1", [c.id]))).toBe('P0001 A signature cannot be changed');
    expect(await refusal(t.db.query('delete from public.contracts where id = $1', [c.id]))).toBe('P0001 A signed contract cannot be deleted');
    // and no client writes the table at all
    const forged = await tryAs(t.db, DEMO.brand, (tx) => tx.query("update public.contracts set status = 'in_force' where id = $1", [c.id]).then(() => 'ok', (e: unknown) => errorCode(e)));
    expect(forged).toBe('42501');

    expect(await refusal(call(DEMO.brand, 'select * from public.amend_contract($1, $2, $3)', [c.id, { usage: { channels: ['tv'], months: 3 } }, 'TV spot added'])))
      .toBe('P0001 Only a contract in force can be amended; until both sign, the terms are still open');
    c = await sign(DEMO.brand, c, 'Morgan Blake');
    expect(await refusal(call(DEMO.brand, 'select * from public.amend_contract($1, $2, $3)', [c.id, { compensation: { cash_cents: 1 } }, 'Pay less'])))
      .toBe('P0001 An amendment can change deliverables, usage rights, exclusivity or cancellation, not compensation');
    const [stranger] = await createUsers(t.db, 1, 'athlete', `contract-amend-stranger-${kind}`);
    expect(await refusal(call(stranger!, 'select * from public.amend_contract($1, $2, $3)', [c.id, { exclusivity: null }, 'No exclusivity'])))
      .toBe('42501 Only the brand and the talent of this contract can amend it');
    expect(await refusal(call(DEMO.admin, 'select * from public.amend_contract($1, $2, $3)', [c.id, { exclusivity: null }, 'No exclusivity'])))
      .toBe('42501 Only the brand and the talent of this contract can amend it');
    expect(await refusal(call(null, 'select * from public.amend_contract($1, $2, $3)', [c.id, { exclusivity: null }, 'No exclusivity']))).toMatch(/^42501/);
    // a reason is required, and the amendment must change something
    expect(await refusal(call(DEMO.brand, 'select * from public.amend_contract($1, $2, $3)', [c.id, { usage: { channels: ['tv'], months: 3 } }, '  '])))
      .toBe('P0001 Give a reason for the amendment (3 to 500 characters)');
    expect(await refusal(call(DEMO.brand, 'select * from public.amend_contract($1, $2, $3)', [c.id, { cancellation: c.terms.cancellation }, 'Same again'])))
      .toBe('P0001 The amendment changes nothing: change a term, or keep the contract as it is');
    expect(await refusal(call(DEMO.brand, 'select * from public.amend_contract($1, $2, $3)', [c.id, { exclusivity: { category: 'Footwear', months: 0 } }, 'Zero months'])))
      .toBe('P0001 Exclusivity needs a category and a whole number of months');

    const amendment = await call(talent!, 'select * from public.amend_contract($1, $2, $3)', [c.id, { usage: { channels: ['instagram', 'tv'], months: 12 } }, 'The brand wants a TV cut']);
    expect(amendment).toMatchObject({ version: 2, status: 'awaiting_signatures', amends_id: c.id, brand_signed_at: null, talent_signed_at: null });
    expect(amendment.terms.amendment).toEqual({ amends_version: 1, proposed_by: 'talent', reason: 'The brand wants a TV cut' });
    expect(amendment.document).toContain('AMENDMENT 1');
    expect(amendment.document).toContain('This amendment replaces version 1 of the agreement once both parties sign it; until then version 1 stays in force. Proposed by the talent. Reason: The brand wants a TV cut.');
    expect(amendment.document).toContain('Channels: instagram, tv.');
    expect(amendment.document_hash).not.toBe(c.document_hash);
    expect((await t.db.query("select count(*)::int as n from public.notifications where title = 'Contract amendment to sign' and metadata->>'contract_id' = $1", [amendment.id])).rows[0]).toEqual({ n: 2 });
    expect(await refusal(call(talent!, 'select * from public.amend_contract($1, $2, $3)', [c.id, { exclusivity: null }, 'No exclusivity'])))
      .toBe('P0001 An amendment to this contract is already waiting for signatures');
    // an amendment waiting for signatures is not itself amended, and the signed version underneath never changes
    expect(await refusal(call(DEMO.brand, 'select * from public.amend_contract($1, $2, $3)', [amendment.id, { exclusivity: null }, 'No exclusivity'])))
      .toBe('P0001 Only a contract in force can be amended; until both sign, the terms are still open');
    expect(await refusal(call(DEMO.brand, 'select * from public.set_contract_governing_terms($1, $2)', [c.id, 'standard'])))
      .toBe('P0001 The governing terms are chosen before anyone signs; now a change is an amendment both parties sign');
    // the original stays in force until both sign the amendment
    expect((await contractOf(app, 1)).status).toBe('in_force');
    await sign(talent!, amendment, 'Amend Talent');
    expect((await sign(DEMO.brand, amendment, 'Morgan Blake')).status).toBe('in_force');
    expect((await contractOf(app, 1)).status).toBe('superseded');
    expect((await contractOf(app, 1)).document).toBe(c.document);
    // the version in force can be amended again (version 3 amends version 2)
    const again = await call(DEMO.brand, 'select * from public.amend_contract($1, $2, $3)', [amendment.id, { exclusivity: { category: 'Footwear', months: 2 } }, 'Two months of exclusivity in Footwear']);
    expect(again).toMatchObject({ version: 3, amends_id: amendment.id });
    expect(again.document).toContain('AMENDMENT 2');
  });

  test('a waiting amendment (through supabase-js): its proposer withdraws it, the other side declines it; only the parties, only while it waits; the other side hears of it', async () => {
    const server = await startTestServer({ db: t.db });
    try {
      // a talent with a session, as supabase-js carries it, and the demo accounts'
      const talentClient = server.client();
      const { data: signUp, error: signUpError } = await talentClient.auth.signUp({
        email: `contract-answer-${kind}-${Date.now()}@example.com`, password: 'Pitchside123!', options: { data: { full_name: 'Answer Talent', role: 'athlete' } } });
      if (signUpError || !signUp.user) throw signUpError ?? new Error('no user');
      const talent = signUp.user.id;
      const app = await apply(talent);
      await acceptAsBrand(app);
      const c = await contractOf(app);
      await sign(talent, c, 'Answer Talent');
      await sign(DEMO.brand, c, 'Morgan Blake');
      const brand = await signedIn(server, 'brand@pitchside.dev');
      const stranger = await signedIn(server, 'athlete@pitchside.dev');
      const admin = await signedIn(server, 'admin@pitchside.dev');
      const rpc = async (client: typeof brand, fn: string, args: Record<string, unknown>) => {
        const { data, error } = await client.rpc(fn, args);
        return error ? `${error.code} ${error.message}` : (data as ContractRow);
      };
      const withdraw = (client: typeof brand, id: string) => rpc(client, 'withdraw_contract_amendment', { p_contract_id: id });
      const decline = (client: typeof brand, id: string) => rpc(client, 'decline_contract_amendment', { p_contract_id: id });
      const notes = async (user: string, title: string) =>
        (await t.db.query<{ message: string }>('select message from public.notifications where user_id = $1 and title = $2 and metadata->>\'application_id\' = $3', [user, title, app])).rows.map((r) => r.message);

      const first = (await rpc(brand, 'amend_contract', { p_contract_id: c.id, p_changes: { cancellation: { notice_days: 14, kill_fee_pct: 30 } }, p_reason: 'Longer notice' })) as ContractRow;
      expect(first).toMatchObject({ version: 2, status: 'awaiting_signatures' });
      // the original contract is not an amendment; the proposer withdraws, the other side declines
      expect(await withdraw(brand, c.id)).toBe('P0001 This is the original contract, not an amendment: only an amendment waiting for signatures can be withdrawn');
      expect(await withdraw(talentClient, first.id)).toBe('P0001 Only the side that proposed an amendment can withdraw it; you can decline it');
      expect(await decline(brand, first.id)).toBe('P0001 You proposed this amendment: withdraw it instead');
      // nobody else, not even an admin; never signed out
      expect(await withdraw(stranger, first.id)).toBe('42501 Only the brand and the talent of this contract can withdraw its amendment');
      expect(await decline(stranger, first.id)).toBe('42501 Only the brand and the talent of this contract can decline its amendment');
      expect(await decline(admin, first.id)).toBe('42501 Only the brand and the talent of this contract can decline its amendment');
      expect(await withdraw(server.client(), first.id)).toMatch(/^42501 /);
      expect((await contractOf(app, 2)).status).toBe('awaiting_signatures');

      // the brand signed it, then takes it back: it ends (its signature stays on record) and the original stays in force
      await sign(DEMO.brand, first, 'Morgan Blake');
      const withdrawn = (await withdraw(brand, first.id)) as ContractRow & { closed_by: string | null; closed_at: string | null };
      expect(withdrawn).toMatchObject({ status: 'withdrawn', closed_by: DEMO.brand, brand_signed_name: 'Morgan Blake', talent_signed_at: null });
      expect(withdrawn.closed_at).not.toBeNull();
      expect((await contractOf(app)).status).toBe('in_force');
      expect(await notes(talent, 'Contract amendment withdrawn')).toEqual([`The brand withdrew its amendment to the contract for "${c.terms.deal_title}". Version 1 stays in force.`]);
      expect(await notes(DEMO.brand, 'Contract amendment withdrawn')).toEqual([]);
      // ended is final: not signed, not withdrawn twice, not declined, not revived even by the superuser
      expect(await rpc(talentClient, 'sign_contract', { p_contract_id: first.id, p_full_name: 'Answer Talent', p_agree: true, p_document_hash: first.document_hash }))
        .toBe('P0001 This amendment was withdrawn and cannot be signed; the version before stays in force');
      expect(await withdraw(brand, first.id)).toBe('P0001 This amendment was already withdrawn');
      expect(await decline(talentClient, first.id)).toBe('P0001 This amendment was already withdrawn');
      expect(await refusal(t.db.query("update public.contracts set status = 'awaiting_signatures', closed_at = null, closed_by = null where id = $1", [first.id])))
        .toBe('P0001 A contract\'s status only moves forward');

      // a new amendment may be proposed; the talent proposes, the brand declines
      const second = (await rpc(talentClient, 'amend_contract', { p_contract_id: c.id, p_changes: { usage: { channels: ['instagram', 'tv'], months: 6 } }, p_reason: 'A TV cut' })) as ContractRow;
      expect(second).toMatchObject({ version: 3, status: 'awaiting_signatures' });
      expect(await decline(brand, second.id)).toMatchObject({ status: 'declined', closed_by: DEMO.brand });
      expect(await notes(talent, 'Contract amendment declined')).toEqual([`The brand declined the amendment to the contract for "${c.terms.deal_title}". Version 1 stays in force.`]);
      expect(await notes(DEMO.brand, 'Contract amendment declined')).toEqual([]);
      expect(await rpc(talentClient, 'sign_contract', { p_contract_id: second.id, p_full_name: 'Answer Talent', p_agree: true, p_document_hash: second.document_hash }))
        .toBe('P0001 This amendment was declined and cannot be signed; the version before stays in force');

      // one both signed took effect: it is no longer waiting
      const third = (await rpc(talentClient, 'amend_contract', { p_contract_id: c.id, p_changes: { usage: { channels: ['instagram', 'tv'], months: 6 } }, p_reason: 'A TV cut, again' })) as ContractRow;
      await sign(talent, third, 'Answer Talent');
      await sign(DEMO.brand, third, 'Morgan Blake');
      expect(await decline(brand, third.id)).toBe('P0001 Both parties signed this amendment and it took effect: a change now is a new amendment');
      const { data: versions } = await talentClient.from('contracts').select('version, status').eq('application_id', app).order('version');
      expect(versions).toEqual([
        { version: 1, status: 'superseded' }, { version: 2, status: 'withdrawn' }, { version: 3, status: 'declined' }, { version: 4, status: 'in_force' },
      ]);
    } finally {
      await server.server.close();
    }
  });

  test('usage rights and exclusivity over time: a window per delivered piece, reminders 14 days before the end, exclusivities brands see without the brand', async () => {
    const [talent] = await createUsers(t.db, 1, 'athlete', `contract-usage-${kind}`);
    const [otherBrand] = await createUsers(t.db, 1, 'brand', `contract-usage-brand-${kind}`);
    const [otherAthlete] = await createUsers(t.db, 1, 'athlete', `contract-usage-athlete-${kind}`);
    const app = await apply(talent!);
    const v1 = await call(DEMO.brand, 'select * from public.propose_application_terms($1, $2)', [app, {
      amount_cents: 50_000, deliverables: [{ title: 'Instagram Reel', due_date: inDays(10) }, { title: 'Story set', due_date: inDays(12) }],
      usage_channels: ['instagram'], usage_months: 6, exclusivity_category: 'Footwear', exclusivity_months: 1 }]);
    await call(talent!, 'select * from public.accept_application_terms($1)', [v1.id]);
    const c = await contractOf(app);
    await sign(talent!, c, 'Usage Talent');
    await sign(DEMO.brand, c, 'Morgan Blake');
    // the Reel was delivered (and approved) so that its six months end in ten days; the story set is not delivered yet
    await t.db.query(
      `update public.deal_deliverables set status = 'approved', submission_url = 'https://instagram.com/p/reel',
         submitted_at = (current_date + interval '10 days' - interval '6 months')::timestamptz + interval '12 hours', reviewed_at = now()
       where application_id = $1 and title = 'Instagram Reel'`, [app]);
    const windows = (who: string) => tryAs(t.db, who, async (tx) => (await tx.query<{ title: string; usage_ends_on: string }>(
      "select title, to_char(usage_ends_on, 'YYYY-MM-DD') as usage_ends_on from public.contract_usage_windows($1)", [app])).rows);
    expect(await windows(DEMO.brand)).toEqual([{ title: 'Instagram Reel', usage_ends_on: inDays(10) }]);
    expect(await windows(talent!)).toEqual([{ title: 'Instagram Reel', usage_ends_on: inDays(10) }]);
    expect(await windows(otherBrand!)).toEqual([]);

    // the reminder reaches both parties once
    const sent = async (days = 14) => (await t.db.query<{ n: number }>('select public.send_contract_reminders($1) as n', [days])).rows[0]!.n;
    const reminders = async (who: string) => (await t.db.query<{ title: string; message: string }>(
      "select title, message from public.notifications where user_id = $1 and metadata->>'kind' = 'contract_reminder' and metadata->>'contract_id' = $2 order by title", [who, c.id])).rows;
    expect(await sent()).toBeGreaterThanOrEqual(2);
    expect((await reminders(talent!)).map((r) => r.title)).toEqual(['Usage rights end soon']);
    expect((await reminders(DEMO.brand))[0]!.message).toMatch(/^The usage rights to "Instagram Reel" under the contract for ".+" end on \w+ \d+, \d{4}\.$/);
    await sent();
    expect(await reminders(talent!)).toHaveLength(1);
    // the one-month exclusivity ends within 40 days: its reminder too
    await sent(40);
    expect((await reminders(talent!)).map((r) => r.title)).toEqual(['Exclusivity ends soon', 'Usage rights end soon']);
    expect(await refusal(as(t.db, talent!, (tx) => tx.query('select public.send_contract_reminders()')))).toMatch(/^42501/);

    // a competing brand (the holder's industry: Apex is in sports) sees the exclusivity: category and end, never the
    // brand. Everyone else sees nothing: a brand in another industry, the brand holding it, agencies, admins, the
    // talent and other talent. The rule is the database's (talent_exclusivities), not the page's.
    const [foodBrand] = await createUsers(t.db, 1, 'brand', `contract-usage-food-${kind}`);
    await t.db.query(
      "insert into public.brands (owner_id, name, industry) values ($1, 'Rival Sports ' || $3, 'sports'), ($2, 'Snack Co ' || $3, 'food')", [otherBrand, foodBrand, kind]);
    const excl = (who: string) => tryAs(t.db, who, async (tx) => (await tx.query<Record<string, unknown>>(
      'select * from public.talent_exclusivities($1)', [[talent]])).rows);
    const mine = await excl(otherBrand!);
    expect(mine).toHaveLength(1);
    expect(Object.keys(mine[0]!).sort()).toEqual(['category', 'ends_on', 'talent_id']);
    expect(mine[0]).toMatchObject({ talent_id: talent, category: 'Footwear' });
    expect(JSON.stringify(mine)).not.toContain('Apex');
    expect(await excl(foodBrand!)).toEqual([]);
    expect(await excl(DEMO.agency)).toEqual([]);
    expect(await excl(DEMO.admin)).toEqual([]);
    expect(await excl(talent!)).toEqual([]);
    expect(await excl(DEMO.brand)).toEqual([]);
    expect(await excl(otherAthlete!)).toEqual([]);
    expect(await refusal(as(t.db, null, (tx) => tx.query('select * from public.talent_exclusivities($1)', [[talent]])))).toMatch(/^42501/);

    // having delivered work, the talent cannot withdraw to escape the contract
    expect(await refusal(as(t.db, talent!, (tx) => tx.query("update public.applications set status = 'withdrawn' where id = $1", [app]))))
      .toMatch(/^P0001 You have submitted work on this deal/);
    // an application withdrawn all the same (an admin's change) binds nobody, and nobody is reminded of it
    await t.db.query("update public.applications set status = 'withdrawn' where id = $1", [app]);
    expect(await excl(otherBrand!)).toEqual([]);
    await t.db.query("delete from public.notifications where metadata->>'kind' = 'contract_reminder' and metadata->>'contract_id' = $1", [c.id]);
    await sent(40);
    expect(await reminders(talent!)).toEqual([]);
    await t.db.query("update public.applications set status = 'accepted' where id = $1", [app]);
    expect(await excl(otherBrand!)).toHaveLength(1);

    // once the deal is refunded to the brand it is over: the exclusivity no longer binds the talent, and no more reminders
    await t.db.query(
      `insert into public.deal_payments (application_id, deal_id, brand_id, payer_id, payee_id, amount, status, funded_at, refunded_at)
       select a.id, a.deal_id, $2, $3, a.user_id, 30000, 'refunded', now() - interval '2 days', now() from public.applications a where a.id = $1`,
      [app, APEX, DEMO.brand]);
    expect(await excl(otherBrand!)).toEqual([]);
    await t.db.query("delete from public.notifications where metadata->>'kind' = 'contract_reminder' and metadata->>'contract_id' = $1", [c.id]);
    await sent(40);
    expect(await reminders(talent!)).toEqual([]);
  });

  test("the brand's own PDF as an addendum: only the brand chooses it before anyone signs, the document names it and its hash, and only the parties and admins read the file", async () => {
    const [talent, stranger] = await createUsers(t.db, 2, 'athlete', `contract-addendum-${kind}`);
    const [otherBrand] = await createUsers(t.db, 1, 'brand', `contract-addendum-brand-${kind}`);
    await t.db.query("insert into public.brands (owner_id, name, industry) values ($1, 'Other Brand ' || $2, 'sports')", [otherBrand, kind]);
    const app = await apply(talent!);
    await acceptAsBrand(app);
    const c = await contractOf(app);
    expect(c.terms.template).toBe('standard');
    const path = `${DEMO.brand}/${kind}-${Date.now()}/Apex terms.pdf`;
    const upload = (who: string, name: string, mimetype = 'application/pdf') => as(t.db, who, (tx) => tx.query(
      "insert into storage.objects (bucket_id, name, owner, owner_id, metadata) values ('contract-addenda', $1, $2::uuid, $3, $4)",
      [name, who, who, { mimetype, size: 2048 }]));
    // only a brand owner, only into their own folder
    expect(await refusal(upload(talent!, `${talent}/mine.pdf`))).toMatch(/^42501/);
    expect(await refusal(upload(DEMO.brand, `${otherBrand}/theirs.pdf`))).toMatch(/^42501/);
    await upload(DEMO.brand, path);
    const otherPath = `${otherBrand}/${kind}/other.pdf`;
    await upload(otherBrand!, otherPath);
    const bucket = (await t.db.query("select public, file_size_limit, allowed_mime_types from storage.buckets where id = 'contract-addenda'")).rows[0];
    expect(bucket).toEqual({ public: false, file_size_limit: 5242880, allowed_mime_types: ['application/pdf'] });

    const sha = 'b'.repeat(64);
    const choose = (who: string | null, template: string) => call(who, 'select * from public.set_contract_governing_terms($1, $2)', [c.id, template]);
    // the addendum's hash is recorded only by the contract-addendum function (service role), which computes it from the
    // stored file: a user cannot name one, through the old call or the function's own
    expect(await refusal(choose(DEMO.brand, 'brand_addendum'))).toBe('42501 Attach the addendum with Save Governing Terms: Pitchside reads the PDF and records its SHA-256 itself');
    expect(await refusal(call(DEMO.brand, 'select * from public.attach_contract_addendum($1, $2, $3, $4)', [DEMO.brand, c.id, path, sha]))).toMatch(/^42501/);
    expect(await refusal(call(DEMO.brand, 'select * from public.set_contract_governing_terms($1, $2, $3, $4)', [c.id, 'brand_addendum', path, sha]))).toMatch(/^42883/);
    const attach = (who: string, p: string = path, h: string = sha) => asRole(t.db, 'service_role', null, async (tx) =>
      (await tx.query<ContractRow>('select * from public.attach_contract_addendum($1, $2, $3, $4)', [who, c.id, p, h])).rows[0]!);
    expect(await refusal(attach(talent!))).toBe('42501 Only the brand of this contract chooses its governing terms');
    expect(await refusal(attach(otherBrand!, otherPath))).toBe('42501 Only the brand of this contract chooses its governing terms');
    expect(await refusal(attach(DEMO.brand, otherPath))).toBe('P0001 Upload the addendum PDF first');
    expect(await refusal(attach(DEMO.brand, `${DEMO.brand}/missing.pdf`))).toBe('P0001 Upload the addendum PDF first');
    expect(await refusal(attach(DEMO.brand, path, 'nope'))).toBe("P0001 The addendum's SHA-256 is missing");
    expect(await refusal(choose(DEMO.brand, 'custom'))).toBe('P0001 Choose the Pitchside Standard Creator Terms or your own PDF addendum');
    expect(await refusal(choose(talent!, 'standard'))).toBe('42501 Only the brand of this contract chooses its governing terms');

    // the talent cannot read the brand's file before a contract names it
    const canRead = (who: string | null, name: string) => tryAs(t.db, who, async (tx) => (await tx.query(
      "select 1 from storage.objects where bucket_id = 'contract-addenda' and name = $1", [name])).rows.length).catch((e: unknown) => errorCode(e));
    expect(await canRead(talent!, path)).toBe(0);

    const withAddendum = await attach(DEMO.brand);
    expect(withAddendum).toMatchObject({ template: 'brand_addendum', status: 'awaiting_signatures' });
    expect(withAddendum.terms.addendum).toEqual({ path, file_name: 'Apex terms.pdf', sha256: sha, size: 2048 });
    expect(withAddendum.document).toContain(`The brand's addendum "Apex terms.pdf" (PDF, SHA-256 ${sha}) is attached to this agreement and also applies`);
    expect(withAddendum.document_hash).not.toBe(c.document_hash);
    const hash = (await t.db.query<{ h: string }>("select encode(sha256(convert_to($1, 'UTF8')), 'hex') as h", [withAddendum.document])).rows[0]!.h;
    expect(withAddendum.document_hash).toBe(hash);
    expect((await t.db.query("select count(*)::int as n from public.notifications where user_id = $1 and title = 'Contract updated'", [talent])).rows[0]).toEqual({ n: 1 });

    // the file: the two parties and admins read it; a stranger, another brand, an agency and anon do not
    expect(await canRead(talent!, path)).toBe(1);
    expect(await canRead(DEMO.brand, path)).toBe(1);
    expect(await canRead(DEMO.admin, path)).toBe(1);
    expect(await canRead(stranger!, path)).toBe(0);
    expect(await canRead(otherBrand!, path)).toBe(0);
    expect(await canRead(DEMO.agency, path)).toBe(0);
    expect(await canRead(null, path)).toBe(0);
    expect(await canRead(talent!, otherPath)).toBe(0);
    // nobody replaces or removes it under the contract
    const changed = await tryAs(t.db, DEMO.brand, async (tx) => (await tx.query(
      "update storage.objects set metadata = '{}' where bucket_id = 'contract-addenda' and name = $1 returning 1", [path])).rows.length);
    expect(changed).toBe(0);
    const removed = await tryAs(t.db, DEMO.brand, async (tx) => (await tx.query(
      "delete from storage.objects where bucket_id = 'contract-addenda' and name = $1 returning 1", [path])).rows.length);
    expect(removed).toBe(0);

    // the hash the talent reviewed before the change no longer signs; the new one does
    expect(await refusal(sign(talent!, c, 'Addendum Talent'))).toBe('P0001 The contract changed since you opened it: review the current version and sign again');
    await sign(talent!, withAddendum, 'Addendum Talent');
    // once anyone has signed, the governing terms are fixed
    expect(await refusal(choose(DEMO.brand, 'standard'))).toBe('P0001 The governing terms are chosen before anyone signs; now a change is an amendment both parties sign');
    const inForce = await sign(DEMO.brand, withAddendum, 'Morgan Blake');
    // an amendment carries the addendum forward
    const amendment = await call(DEMO.brand, 'select * from public.amend_contract($1, $2, $3)', [inForce.id, { cancellation: { notice_days: 14, kill_fee_pct: 30 } }, 'Longer notice']);
    expect(amendment.terms.addendum).toEqual(withAddendum.terms.addendum);
    expect(amendment.document).toContain('"Apex terms.pdf"');
    // back to standard terms is possible on an unsigned contract: the addendum is dropped from the document
    const app2 = await apply((await createUsers(t.db, 1, 'athlete', `contract-addendum2-${kind}`))[0]!);
    await acceptAsBrand(app2);
    const c2 = await contractOf(app2);
    await asRole(t.db, 'service_role', null, (tx) => tx.query('select * from public.attach_contract_addendum($1, $2, $3, $4)', [DEMO.brand, c2.id, path, sha]));
    const back = await call(DEMO.brand, 'select * from public.set_contract_governing_terms($1, $2)', [c2.id, 'standard']);
    expect(back.terms.addendum).toBeUndefined();
    expect(back.document).toBe(c2.document);
  });

  test('only the two parties and admins read a contract', async () => {
    const [talent, other] = await createUsers(t.db, 2, 'athlete', `contract-rls-${kind}`);
    const app = await apply(talent!);
    await acceptAsBrand(app);
    const c = await contractOf(app);
    const read = (user: string | null) => tryAs(t.db, user, async (tx) => (await tx.query('select id from public.contracts where id = $1', [c.id])).rows.length)
      .catch((e: unknown) => errorCode(e));
    expect(await read(talent!)).toBe(1);
    expect(await read(DEMO.brand)).toBe(1);
    expect(await read(DEMO.admin)).toBe(1);
    expect(await read(other!)).toBe(0);
    expect(await read(DEMO.agency)).toBe(0);
    expect(await read(DEMO.creator)).toBe(0);
    expect(await read(null)).toBe('42501');
    // nobody inserts one by hand
    const inserted = await tryAs(t.db, DEMO.brand, (tx) => tx.query(
      "insert into public.contracts (application_id, terms, document, document_hash) values ($1, '{}', 'x', repeat('a', 64))", [app]).then(() => 'ok', (e: unknown) => errorCode(e)));
    expect(inserted).toBe('42501');
  });
});
