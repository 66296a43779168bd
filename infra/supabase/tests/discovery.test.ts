/** @jest-environment node */
/**
 * Talent discovery (issue 32): the talent_directory kept by triggers, who may search it, the filters, sorts, paging
 * with the exact count, and the brand-side fit with its "Why". Brands never see contact details or unpublished rates.
 */
import type { Db } from '../../local/src/db';
import { openTestDb, type TestDb } from '../../local/src/db/testing';
import { as, createUsers, DEMO, tryAs } from './helpers';

jest.setTimeout(180_000);

const APEX = '20000000-0000-4000-8000-000000000001';

interface Hit { user_id: string; full_name: string; followers: number; fit: number | null; fit_factors: { factor: string; points: number; max: number; why: string; missing: string | null }[] | null; total_count: string | number }

/** Talent with known data, all in one made-up town so each test can search only them. */
async function makeTalent(db: Db, town: string, specs: { name: string; role?: string; sport?: string; platforms?: [string, number, number][]; age?: Record<string, number>; female?: number; country?: string; min?: number; kit?: boolean; school?: string }[]) {
  const ids: Record<string, string> = {};
  for (const s of specs) {
    const [id] = await createUsers(db, 1, s.role ?? 'athlete', s.name.toLowerCase().replace(/\W+/g, '-'));
    ids[s.name] = id!;
    await db.query(
      `update public.profiles set full_name = $2, sport = $3, extra_data = jsonb_build_object('location', $4::text, 'school', $5::text, 'preferences', jsonb_build_object('min_deal_amount', $6::int)) where user_id = $1`,
      [id, s.name, s.sport ?? null, town, s.school ?? null, s.min ?? null],
    );
    for (const [platform, followers, engagement] of s.platforms ?? []) {
      await db.query('insert into public.creator_platforms (user_id, platform, follower_count, engagement_rate) values ($1, $2, $3, $4)', [id, platform, followers, engagement]);
    }
    for (const [label, pct] of Object.entries(s.age ?? {})) {
      await db.query("insert into public.audience_demographics (user_id, dimension, label, percentage) values ($1, 'age', $2, $3)", [id, label, pct]);
    }
    if (s.female !== undefined) {
      await db.query("insert into public.audience_demographics (user_id, dimension, label, percentage) values ($1, 'gender', 'female', $2), ($1, 'gender', 'male', $3)", [id, s.female, 100 - s.female]);
    }
    if (s.country) await db.query("insert into public.audience_demographics (user_id, dimension, label, percentage) values ($1, 'location', $2, 60)", [id, s.country]);
    if (s.kit) await db.query('insert into public.media_kits (user_id, handle, published) values ($1, $2, true)', [id, `kit-${id!.slice(0, 8)}`]);
  }
  return ids;
}

describe.each(['pglite', 'postgres'] as const)('discovery on %s', (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb(kind);
  });
  afterAll(() => t?.cleanup());

  const search = (user: string | null, args: Record<string, unknown>) =>
    tryAs(t.db, user, async (tx) => {
      const keys = Object.keys(args);
      const sql = `select * from public.discover_talent(${keys.map((k, i) => `${k} => $${i + 1}`).join(', ')})`;
      return (await tx.query<Hit>(sql, keys.map((k) => args[k]))).rows;
    });
  const names = (rows: Hit[]) => rows.map((r) => r.full_name);

  test('only brands, agencies and admins search; talent, anon and the switch-off talent never see or appear', async () => {
    const town = `Alpha-${kind}`;
    const ids = await makeTalent(t.db, town, [{ name: 'Avery Alpha', platforms: [['instagram', 5000, 4]] }, { name: 'Blake Alpha', role: 'creator' }]);
    for (const who of [DEMO.brand, DEMO.agency, DEMO.admin]) {
      expect(names(await search(who, { p_location: town }))).toEqual(['Avery Alpha', 'Blake Alpha']);
    }
    expect(await search(DEMO.athlete, { p_location: town })).toEqual([]);
    expect(await tryAs(t.db, DEMO.creator, async (tx) => (await tx.query('select user_id from public.talent_directory where location = $1', [town])).rows)).toEqual([]);
    await expect(search(null, { p_location: town })).rejects.toMatchObject({ code: '42501' });

    // the talent's own switch, off then on
    await as(t.db, ids['Blake Alpha']!, (tx) => tx.query('update public.profiles set discoverable = false where user_id = $1', [ids['Blake Alpha']]));
    expect(names(await search(DEMO.brand, { p_location: town }))).toEqual(['Avery Alpha']);
    await as(t.db, ids['Blake Alpha']!, (tx) => tx.query('update public.profiles set discoverable = true where user_id = $1', [ids['Blake Alpha']]));
    expect(names(await search(DEMO.brand, { p_location: town }))).toEqual(['Avery Alpha', 'Blake Alpha']);
    // a suspended account and a brand account are never listed
    await t.db.query('update public.profiles set suspended_at = now() where user_id = $1', [ids['Blake Alpha']]);
    expect(names(await search(DEMO.brand, { p_location: town }))).toEqual(['Avery Alpha']);
    // new talent are discoverable by default
    expect((await t.db.query('select discoverable from public.profiles where user_id = $1', [ids['Avery Alpha']])).rows).toEqual([{ discoverable: true }]);
    // nobody writes the directory from the API
    for (const who of [ids['Avery Alpha']!, DEMO.brand, DEMO.admin]) {
      const r = await tryAs(t.db, who, (tx) => tx.query('update public.talent_directory set followers = 1 where user_id = $1', [ids['Avery Alpha']])).catch((e: { code?: string }) => e.code);
      expect(r).toBe('42501');
    }
  });

  test('results carry no private data: no email, phone or minimum rate, even when the talent set one', async () => {
    const town = `Beta-${kind}`;
    await makeTalent(t.db, town, [{ name: 'Casey Beta', min: 1500, platforms: [['tiktok', 9000, 6]] }]);
    const [row] = await search(DEMO.brand, { p_location: town });
    expect(Object.keys(row!).sort()).toEqual([
      'age_top', 'avatar_url', 'bio', 'categories', 'content_type', 'female_share', 'fit', 'fit_factors', 'followers', 'full_name', 'joined_at',
      'location', 'male_share', 'media_kit_handle', 'platforms', 'role', 'school', 'sport', 'top_country', 'total_count', 'user_id', 'engagement_rate',
    ].sort());
    expect(JSON.stringify(row)).not.toMatch(/1500|@test\.local/);
  });

  test('each filter, the sorts, paging and the exact count', async () => {
    const town = `Gamma-${kind}`;
    await makeTalent(t.db, town, [
      { name: 'Dana Gamma', sport: 'basketball', platforms: [['instagram', 120_000, 3.5], ['tiktok', 30_000, 7]], age: { '18-24': 60, '25-34': 40 }, female: 70, country: 'United States', min: 2000, kit: true, school: 'Lakeside University' },
      { name: 'Eli Gamma', sport: 'soccer', platforms: [['youtube', 8000, 9]], age: { '13-17': 55, '18-24': 45 }, female: 30, country: 'Canada', min: 300 },
      { name: 'Fran Gamma', role: 'creator', platforms: [['instagram', 40_000, 5]], age: { '25-34': 80, '18-24': 20 }, female: 55, country: 'United States' },
      { name: 'Gus Gamma' },
    ]);
    const q = (args: Record<string, unknown>) => search(DEMO.brand, { p_location: town, ...args }).then(names);
    expect(await q({})).toEqual(['Dana Gamma', 'Fran Gamma', 'Eli Gamma', 'Gus Gamma']); // followers, most first
    expect(await q({ p_role: 'creator' })).toEqual(['Fran Gamma']);
    expect(await q({ p_category: 'Basketball' })).toEqual(['Dana Gamma']);
    expect(await q({ p_platform: 'instagram' })).toEqual(['Dana Gamma', 'Fran Gamma']);
    expect(await q({ p_followers_min: 10_000, p_followers_max: 100_000 })).toEqual(['Fran Gamma']);
    expect(await q({ p_engagement_min: 5 })).toEqual(['Fran Gamma', 'Eli Gamma']);
    expect(await q({ p_age_band: '18-24' })).toEqual(['Dana Gamma']);
    expect(await q({ p_female_min: 50 })).toEqual(['Dana Gamma', 'Fran Gamma']);
    expect(await q({ p_male_min: 60 })).toEqual(['Eli Gamma']);
    expect(await q({ p_country: 'united states' })).toEqual(['Dana Gamma', 'Fran Gamma']);
    expect(await q({ p_school: 'lakeside' })).toEqual(['Dana Gamma']);
    expect(await q({ p_budget: 1000 })).toEqual(['Fran Gamma', 'Eli Gamma', 'Gus Gamma']); // Dana's minimum is $2,000
    expect(await q({ p_media_kit: true })).toEqual(['Dana Gamma']);
    expect(await q({ p_sort: 'engagement' })).toEqual(['Eli Gamma', 'Fran Gamma', 'Dana Gamma', 'Gus Gamma']);
    expect(await q({ p_sort: 'newest' })).toEqual(['Gus Gamma', 'Fran Gamma', 'Eli Gamma', 'Dana Gamma']);
    // Dana's engagement is follower-weighted over her platforms: (120000 * 3.5 + 30000 * 7) / 150000 = 4.2
    const [dana] = await search(DEMO.brand, { p_location: town, p_school: 'Lakeside' });
    expect(dana).toMatchObject({ followers: 150_000, engagement_rate: '4.20', age_top: '18-24', female_share: '70.00', top_country: 'United States' });
    const page2 = await search(DEMO.brand, { p_location: town, p_limit: 3, p_offset: 3 });
    expect(names(page2)).toEqual(['Gus Gamma']);
    expect(Number(page2[0]!.total_count)).toBe(4);
    // the directory follows the profile: a new platform counts at once
    await t.db.query("insert into public.creator_platforms (user_id, platform, follower_count, engagement_rate) select user_id, 'twitch', 500000, 2 from public.profiles where full_name = 'Gus Gamma'");
    expect((await q({}))[0]).toBe('Gus Gamma');
  });

  test('fit for one of the brand\'s deals: four factors that add up, with what data is missing; another brand\'s deal gives no fit', async () => {
    const town = `Delta-${kind}`;
    await makeTalent(t.db, town, [
      { name: 'Hana Delta', sport: 'basketball', platforms: [['instagram', 50_000, 5]], age: { '18-24': 70, '25-34': 30 }, country: 'United States', min: 500 },
      { name: 'Ivo Delta' },
      // 24% aged 18-24 is under the deal's 25%, Canada is not its US, TikTok not its Instagram; followers and sport fit
      { name: 'Jo Delta', sport: 'basketball', platforms: [['tiktok', 20_000, 3]], age: { '18-24': 24, '25-34': 76 }, country: 'Canada' },
    ]);
    const deal = (await t.db.query<{ id: string }>(
      `insert into public.deals (brand_id, title, category, compensation_amount, target_roles, tags, target_audience)
       values ($1, 'Hoops reel', 'Sports Equipment', 1000, '{athlete}', '{basketball}', '{"platforms":["instagram"],"min_followers":10000,"age_range":"18-24","regions":["US"],"sports":["basketball"]}') returning id`, [APEX])).rows[0]!.id;
    const rows = await search(DEMO.brand, { p_location: town, p_deal_id: deal, p_sort: 'fit' });
    expect(names(rows)).toEqual(['Hana Delta', 'Jo Delta', 'Ivo Delta']);
    for (const r of rows) expect(r.fit_factors!.reduce((s, f) => s + f.points, 0)).toBe(r.fit);
    const [hana, jo, ivo] = rows;
    expect(jo!.fit_factors!.find((f) => f.factor === 'Audience fit')).toMatchObject({
      points: 12, why: '4 of 10 audience points against the deal\'s target (platforms, followers, age, regions, sports).', missing: null,
    });
    expect(hana!.fit_factors!.map((f) => [f.factor, f.points, f.max])).toEqual([
      ['Category', 30, 30], ['Audience fit', 30, 30], ['Rate against budget', 25, 25], ['Reliability', 5, 15],
    ]);
    expect(ivo!.fit_factors!.find((f) => f.factor === 'Audience fit')).toMatchObject({ points: 15, missing: 'platforms, audience age, audience location' });
    expect(ivo!.fit_factors!.find((f) => f.factor === 'Rate against budget')).toMatchObject({ points: 13, missing: 'minimum deal amount' });
    // the agency cannot score against Apex's deal
    const other = await search(DEMO.agency, { p_location: town, p_deal_id: deal });
    expect(other.map((r) => r.fit)).toEqual([null, null, null]);
  });
});
