/** @jest-environment node */
/**
 * Invitations (issue 32): a brand invites a discoverable talent to its own open deal; one per talent and deal, at
 * most 50 a day per brand, expiring with the deal's deadline; the talent accepts or declines with a reason; both
 * are notified; nobody writes invitations directly.
 */
import { openTestDb, type TestDb } from '../../local/src/db/testing';
import { as, createUsers, DEMO, errorCode, errorMessage, tryAs } from './helpers';

jest.setTimeout(180_000);
const APEX = '20000000-0000-4000-8000-000000000001';

describe.each(['pglite', 'postgres'] as const)('invitations on %s', (kind) => {
  let t: TestDb;
  let deal: string;
  beforeAll(async () => {
    t = await openTestDb(kind);
    deal = (await t.db.query<{ id: string }>("insert into public.deals (brand_id, title, compensation_amount, application_deadline) values ($1, 'Invite-only reel', 900, now() + interval '10 days') returning id", [APEX])).rows[0]!.id;
  });
  afterAll(() => t?.cleanup());

  const refusal = (p: Promise<unknown>) => p.then(() => 'no error', (e: unknown) => `${errorCode(e)} ${errorMessage(e)}`);
  const invite = (who: string | null, talent: string, dealId = deal, note: string | null = 'Loved your last reel.') =>
    as(t.db, who, async (tx) => (await tx.query<{ id: string; status: string; expires_at: Date | null }>('select * from public.invite_to_deal($1, $2, $3)', [dealId, talent, note])).rows[0]!);
  const respond = (who: string, id: string, accept: boolean, reason: string | null = null) =>
    as(t.db, who, async (tx) => (await tx.query<{ status: string; decline_reason: string | null }>('select * from public.respond_to_invitation($1, $2, $3)', [id, accept, reason])).rows[0]!);

  test('the brand invites; the talent is told and answers; the brand is told; no second invitation to the same deal', async () => {
    const [talent, other] = await createUsers(t.db, 2, 'athlete', `inv-${kind}`);
    const inv = await invite(DEMO.brand, talent!);
    expect(inv.status).toBe('pending');
    expect(inv.expires_at).not.toBeNull();
    expect(await refusal(invite(DEMO.brand, talent!))).toBe('P0001 You already invited this person to this deal');
    const told = await tryAs(t.db, talent!, async (tx) => (await tx.query('select title, message, action_url from public.notifications where user_id = $1', [talent])).rows);
    expect(told).toEqual([{ title: 'Invitation to a deal', message: 'Apex Athletics invited you to apply to "Invite-only reel". "Loved your last reel."', action_url: '/deals' }]);
    // only the invited person answers, once
    expect(await refusal(respond(other!, inv.id, true))).toBe('42501 Only the invited person can answer an invitation');
    expect(await respond(talent!, inv.id, false, 'Booked that month')).toMatchObject({ status: 'declined', decline_reason: 'Booked that month' });
    expect(await refusal(respond(talent!, inv.id, true))).toBe('P0001 You already answered this invitation');
    const brandTold = await tryAs(t.db, DEMO.brand, async (tx) => (await tx.query("select message from public.notifications where user_id = $1 and title = 'Invitation declined' order by created_at desc limit 1", [DEMO.brand])).rows[0]);
    expect(brandTold).toEqual({ message: expect.stringMatching(/declined your invitation to "Invite-only reel"\. Reason: Booked that month$/) });
    const inv2 = await invite(DEMO.brand, other!);
    expect(await respond(other!, inv2.id, true)).toMatchObject({ status: 'accepted' });
  });

  test('only the deal\'s brand invites, only to an open deal, only discoverable talent who have not applied', async () => {
    const [talent, hidden] = await createUsers(t.db, 2, 'athlete', `inv2-${kind}`);
    await t.db.query('update public.profiles set discoverable = false where user_id = $1', [hidden]);
    for (const who of [DEMO.agency, DEMO.creator, talent!]) {
      expect(await refusal(invite(who, talent!))).toBe('42501 You can only invite talent to your own deals');
    }
    expect(await refusal(invite(null, talent!))).toMatch(/^42501 permission denied for function invite_to_deal/);
    expect(await refusal(invite(DEMO.brand, hidden!))).toBe('P0001 This person is not open to invitations');
    expect(await refusal(invite(DEMO.brand, DEMO.agency))).toBe('P0001 This person is not open to invitations');
    const closed = (await t.db.query<{ id: string }>("insert into public.deals (brand_id, title, is_active) values ($1, 'Closed one', false) returning id", [APEX])).rows[0]!.id;
    expect(await refusal(invite(DEMO.brand, talent!, closed))).toBe('P0001 This deal is not open for applications');
    await t.db.query('insert into public.applications (deal_id, user_id) values ($1, $2)', [deal, talent]);
    expect(await refusal(invite(DEMO.brand, talent!))).toBe('P0001 This person has already applied to this deal');
  });

  test('at most 50 a day per brand; an invitation expires with the deal\'s deadline', async () => {
    const talent = await createUsers(t.db, 52, 'creator', `inv3-${kind}`);
    const before = Number((await t.db.query<{ n: string }>("select count(*) as n from public.deal_invitations where brand_id = $1 and created_at > now() - interval '1 day'", [APEX])).rows[0]!.n);
    for (const id of talent.slice(0, 50 - before)) await invite(DEMO.brand, id, deal, null);
    expect(await refusal(invite(DEMO.brand, talent[51]!))).toBe('P0001 A brand can send at most 50 invitations a day');
    // yesterday's do not count
    await t.db.query("update public.deal_invitations set created_at = now() - interval '25 hours' where brand_id = $1", [APEX]);
    const late = await invite(DEMO.brand, talent[51]!);
    await t.db.query("update public.deals set application_deadline = now() - interval '1 minute' where id = $1", [deal]);
    expect(await refusal(respond(talent[51]!, late.id, true))).toBe("P0001 This invitation expired with the deal's deadline");
  });

  test('seed: open invitations for Jordan and Maya, and one Maya declined with a reason', async () => {
    const rows = (await t.db.query<{ title: string; talent_id: string; status: string }>(
      'select d.title, i.talent_id, i.status from public.deal_invitations i join public.deals d on d.id = i.deal_id where i.invited_by = $1 order by d.title', [DEMO.brand])).rows;
    expect(rows).toEqual(expect.arrayContaining([
      { title: 'Basketball Skills Clinic Host', talent_id: DEMO.athlete, status: 'pending' },
      { title: 'Court Shoe Launch Campaign', talent_id: DEMO.creator, status: 'declined' },
      { title: 'Recovery Roller Review', talent_id: DEMO.creator, status: 'pending' },
    ]));
  });

  test('the wrong user reads nothing and nobody writes invitations directly', async () => {
    const [talent] = await createUsers(t.db, 1, 'athlete', `inv4-${kind}`);
    const fresh = (await t.db.query<{ id: string }>("insert into public.deals (brand_id, title, application_deadline) values ($1, 'Another invite', now() + interval '3 days') returning id", [APEX])).rows[0]!.id;
    const inv = await invite(DEMO.brand, talent!, fresh);
    const read = (who: string) => tryAs(t.db, who, async (tx) => (await tx.query('select id from public.deal_invitations where id = $1', [inv.id])).rows.length);
    expect(await read(talent!)).toBe(1);
    expect(await read(DEMO.brand)).toBe(1);
    expect(await read(DEMO.admin)).toBe(1);
    expect(await read(DEMO.agency)).toBe(0);
    expect(await read(DEMO.creator)).toBe(0);
    for (const who of [talent!, DEMO.brand]) {
      expect(await refusal(as(t.db, who, (tx) => tx.query("update public.deal_invitations set status = 'accepted' where id = $1", [inv.id])))).toMatch(/^42501/);
      expect(await refusal(as(t.db, who, (tx) => tx.query('insert into public.deal_invitations (deal_id, brand_id, talent_id) values ($1, $2, $3)', [fresh, APEX, DEMO.creator])))).toMatch(/^42501/);
      expect(await refusal(as(t.db, who, (tx) => tx.query('delete from public.deal_invitations where id = $1', [inv.id])))).toMatch(/^42501/);
    }
  });
});
