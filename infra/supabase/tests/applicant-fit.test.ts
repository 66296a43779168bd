/** @jest-environment node */
/**
 * Issue 37 (16): applicant_fit_inputs gives the deal's brand owner, per application not withdrawn, what the fit
 * score reads, without the applicant's private preferences; anyone else is refused.
 */
import { openTestDb, type TestDb } from '../../local/src/db/testing';
import { as, createUsers, DEMO, errorCode } from './helpers';

jest.setTimeout(180_000);
const APEX = '20000000-0000-4000-8000-000000000001';

describe.each(['pglite', 'postgres'] as const)('applicant fit inputs on %s', (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb(kind);
  });
  afterAll(() => t?.cleanup());

  test("the brand owner gets each applicant's audience facts and none of their preferences; others are refused", async () => {
    const deal = (await t.db.query<{ id: string }>("insert into public.deals (brand_id, title, compensation_amount, application_deadline) values ($1, 'Fit reel', 800, now() + interval '9 days') returning id", [APEX])).rows[0]!.id;
    const [a, b] = await createUsers(t.db, 2, 'athlete', `fit-${kind}`);
    await t.db.query(`update public.profiles set sport = 'track', instagram_handle = 'fastlane', extra_data = extra_data || '{"preferences":{"min_deal_amount":5000,"refused_categories":["gaming"]}}' where user_id = $1`, [a]);
    for (const u of [a, b]) {
      await as(t.db, u!, (tx) => tx.query("insert into public.applications (deal_id, user_id, status, application_data) values ($1, $2, 'pending', '{}')", [deal, u]));
    }
    await as(t.db, b!, (tx) => tx.query("update public.applications set status = 'withdrawn' where deal_id = $1 and user_id = $2", [deal, b]));

    const rows = await as(t.db, DEMO.brand, async (tx) => (await tx.query<{ user_id: string; inputs: { user: Record<string, unknown>; deal: Record<string, unknown> } }>('select user_id, inputs from public.applicant_fit_inputs($1)', [deal])).rows);
    expect(rows.map((r) => r.user_id)).toEqual([a]);
    expect(rows[0]!.inputs.user).toMatchObject({ role: 'athlete', sport: 'track', platforms: ['instagram'] });
    expect(Object.keys(rows[0]!.inputs.user).sort()).toEqual(['age', 'followers', 'location', 'platforms', 'role', 'sport']);
    expect(Object.keys(rows[0]!.inputs.deal).sort()).toEqual(['target_audience', 'target_roles']);

    const refused = (who: string | null) => as(t.db, who, (tx) => tx.query('select * from public.applicant_fit_inputs($1)', [deal])).then(() => 'ok', (e: unknown) => errorCode(e));
    expect(await refused(a!)).toBe('42501');
    expect(await refused(DEMO.creator)).toBe('42501');
    expect(await refused(null)).toBe('42501');
    expect(await refused(DEMO.admin)).toBe('ok');
  });
});
