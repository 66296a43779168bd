/** @jest-environment node */
/**
 * Best match's score (issue 35, migration 20253102000100): the computed relationship deal_match(deals), which the
 * marketplace, the dashboards and the AI tools embed (`...deal_match(match_score)`) and order by, equals the computed
 * field match_score and deal_match_score (the long way, from the source tables) for every deal each kind of user
 * sees, through supabase-js against the local server on both engines; and stays equal after the inputs change: the
 * talent's profile and preferences, a linked platform, a deal's amount, category, audience and deadline, a new deal
 * in the category, a refunded payment. The Best match page is in score order. No timings here: the benchmark
 * (npm run bench:marketplace) prints them.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import path from 'node:path';
import type { TestDbKind } from '../../local/src/db/testing';
import { signedIn, startTestServer, type TestServer } from '../../local/src/server/testing';
import { as, createUsers, DEMO } from './helpers';

jest.setTimeout(300_000);

const APEX = '20000000-0000-4000-8000-000000000001';
type Who = 'athlete' | 'creator' | 'brand' | 'agency' | 'admin';
const PEOPLE: Who[] = ['athlete', 'creator', 'brand', 'agency', 'admin'];
// the marketplace section's own list query, loaded by path (sections are not dependencies of infra)
const LIST_QUERY = path.resolve(__dirname, '../../../mfe-marketplace/src/features/deals/api/deals-list.ts');
type ListDeals = (client: SupabaseClient, f: object, page: number) => Promise<{ deals: { id: string; match_score?: number | null }[]; total: number }>;
const DEFAULTS = { searchQuery: '', category: 'all', priceRange: [0, 1_000_000], sortBy: 'newest', saved: false };

describe.each<TestDbKind>(['pglite', 'postgres'])('Best match score (deal_match) on %s', (kind) => {
  let t: TestServer;
  let service: SupabaseClient;
  const user = {} as Record<Who, SupabaseClient>;

  /** Every deal the client sees: the computed field and the embedded score, as one request reads them. */
  async function both(c: SupabaseClient): Promise<{ id: string; match_score: number | null; best: number | null }[]> {
    const { data, error } = await c
      .from('deals')
      .select('id, match_score, ...deal_match(best:match_score)')
      .order('id')
      .range(0, 1999)
      .overrideTypes<{ id: string; match_score: number | null; best: number | null }[], { merge: false }>();
    expect(error).toBeNull();
    return data ?? [];
  }

  /** The score the long way (ai_score_total over ai_score_inputs from the source tables), as the database owner. */
  async function longWay(userId: string, ids: string[]): Promise<Map<string, number | null>> {
    const r = await t.db.query<{ id: string; s: number | null }>(
      'select id, public.deal_match_score(id, $1) as s from unnest($2::uuid[]) as id', [userId, ids]);
    return new Map(r.rows.map((x) => [x.id, x.s]));
  }

  /** deal_match = match_score = deal_match_score for every deal the talent sees; the deals where they differ. */
  async function mismatches(c: SupabaseClient, userId: string): Promise<unknown[]> {
    const rows = await both(c);
    expect(rows.length).toBeGreaterThan(100);
    const want = await longWay(userId, rows.map((r) => r.id));
    return rows.filter((r) => r.best !== r.match_score || r.best !== want.get(r.id)).map((r) => ({ ...r, want: want.get(r.id) }));
  }

  /** The same comparison in SQL as the user (deal_match joined LATERAL, as PostgREST embeds it). */
  async function direct(userId: string): Promise<unknown[]> {
    const r = await as(t.db, userId, (tx) => tx.query<{ id: string; s: number | null; best: number | null }>(
      'select d.id, public.match_score(d) as s, m.match_score as best from public.deals d left join lateral public.deal_match(d) m on true'));
    expect(r.rows.length).toBeGreaterThan(100);
    const want = await longWay(userId, r.rows.map((x) => x.id));
    expect(r.rows.every((x) => typeof x.best === 'number')).toBe(true);
    return r.rows.filter((x) => x.best !== x.s || x.best !== want.get(x.id));
  }

  beforeAll(async () => {
    t = await startTestServer({ kind });
    service = t.client({ key: t.serviceRoleKey });
    for (const who of PEOPLE) user[who] = await signedIn(t, `${who}@pitchside.dev`);
    // every input beyond the seed: preferences, audiences (the deal's own and a campaign's), deadlines around the
    // 0 / 3 / 7-day steps, many deals per category with repeated amounts (the median without the deal itself)
    await t.db.query(`
      update public.profiles set extra_data = jsonb_build_object('preferences', jsonb_build_object(
        'interested_categories', to_jsonb(array['Nutrition', 'apparel', 'Tech & Gadgets']),
        'refused_categories', to_jsonb(array['gaming']), 'min_deal_amount', 900))
      where user_id = $1`, [DEMO.athlete]);
    await t.db.query(`
      update public.profiles set extra_data = jsonb_build_object('preferences', jsonb_build_object(
        'interested_categories', to_jsonb(array['Beauty'])))
      where user_id = $1`, [DEMO.creator]);
    await t.db.query(`
      insert into public.deals (brand_id, title, description, category, compensation_amount, application_deadline, target_roles)
      select b.id, 'Best match drop ' || g, 'A short partnership for the season, number ' || g, c.name,
             (array[0, 250, 500, 500, 500, 1200, 1200, 3000, 7500, 15000.5])[1 + g % 10],
             case when g % 3 = 0 then now() + make_interval(hours => (g % 20) * 12 - 30) end,
             case when g % 4 = 0 then array['creator'] else array['athlete', 'creator'] end
      from generate_series(1, 160) g
      cross join lateral (select id from public.brands order by id offset g % (select count(*)::int from public.brands) limit 1) b
      cross join lateral (select name from public.deal_categories order by name offset g % (select count(*)::int from public.deal_categories) limit 1) c`);
    await t.db.query(`
      update public.deals set target_audience = jsonb_build_object(
        'platforms', to_jsonb(array['instagram', 'youtube']), 'min_followers', 1000 * (abs(hashtext(id::text)) % 200),
        'age_range', '18-24', 'regions', to_jsonb(array['US', 'Ohio']), 'sports', to_jsonb(array['basketball', 'soccer']))
      where id in (select id from public.deals order by md5(id::text) limit 25)`);
    await t.db.query(`
      update public.deals set target_audience = '{}', campaign_id = (select id from public.campaigns where brand_id = $1 order by name limit 1)
      where id in (select id from public.deals where brand_id = $1 order by md5(id::text) limit 4)`, [APEX]);
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it('equals match_score and deal_match_score for every deal an athlete and a creator see', async () => {
    for (const who of ['athlete', 'creator'] as const) {
      expect(await mismatches(user[who], DEMO[who])).toEqual([]);
      // the scores really differ (a constant would pass the equality above)
      expect(new Set((await both(user[who])).map((r) => r.best)).size).toBeGreaterThan(8);
    }
  });

  it('equals them for varied new talent, also before the triggers keep their inputs', async () => {
    const people = [...(await createUsers(t.db, 2, 'athlete', 'best-athlete')), ...(await createUsers(t.db, 2, 'creator', 'best-creator'))];
    for (const [n, id] of people.entries()) {
      await t.db.query(
        `update public.profiles set sport = $2, follower_count = $3, extra_data = jsonb_build_object('preferences', jsonb_build_object(
           'interested_categories', $4::jsonb, 'refused_categories', $5::jsonb, 'min_deal_amount', $6::jsonb))
         where user_id = $1`,
        [id, ['basketball', null][n % 2], ['1k-10k', '100k-1m', null][n % 3], JSON.stringify([['Fitness', 'nutrition'], []][n % 2]),
          JSON.stringify([['apparel'], null][n % 2]), JSON.stringify([null, 50, 2500, 12000][n % 4])]);
      if (n % 2 === 0) {
        await t.db.query(`insert into public.audience_demographics (user_id, dimension, label, percentage)
          values ($1, 'age', '18-24', $2), ($1, 'location', 'United States', 60)`, [id, 20 + 20 * n]);
      }
      expect(await direct(id)).toEqual([]);
      // no kept row (an account the triggers have not seen): the long way
      await t.db.query('delete from public.ai_user_features where user_id = $1', [id]);
      expect(await direct(id)).toEqual([]);
    }
  });

  it('is null for brands, agencies, admins and visitors', async () => {
    for (const c of [user.brand, user.agency, user.admin, t.client()]) {
      const rows = await both(c);
      expect(rows.length).toBeGreaterThan(10);
      expect(rows.filter((r) => r.best !== null || r.match_score !== null)).toEqual([]);
    }
  });

  it('stays equal when the profile, the preferences, a platform and the deals change', async () => {
    const edit = await user.athlete.from('profiles')
      .update({ sport: 'soccer', extra_data: { preferences: { min_deal_amount: 2500, interested_categories: ['gaming', 'fitness'], refused_categories: ['nutrition'] } } })
      .eq('user_id', DEMO.athlete);
    expect(edit.error).toBeNull();
    expect(await mismatches(user.athlete, DEMO.athlete)).toEqual([]);
    const linked = await user.athlete.from('creator_platforms').insert({ user_id: DEMO.athlete, platform: 'youtube', handle: 'jordan-best', follower_count: 150_000 });
    expect(linked.error).toBeNull();
    expect(await mismatches(user.athlete, DEMO.athlete)).toEqual([]);

    // a deal's amount, category, audience and deadline; a new deal in a category (the market); a refunded payment
    const [a, b, c] = (await t.db.query<{ id: string }>(
      "select id from public.deals where is_active and brand_verified and category is not null order by md5(id::text) limit 3")).rows.map((r) => r.id);
    await t.db.query('update public.deals set compensation_amount = 640 where id = $1', [a]);
    await t.db.query("update public.deals set category = (select name from public.deal_categories order by name desc limit 1) where id = $1", [b]);
    await t.db.query(`update public.deals set target_audience = '{"platforms": ["youtube"], "min_followers": 100000}', application_deadline = now() + interval '71 hours' where id = $1`, [c]);
    await t.db.query(`insert into public.deals (brand_id, title, description, category, compensation_amount)
      select $1, 'Best match market ' || a, 'One more deal in the category, for the median.', (select category from public.deals where id = $2), a
      from unnest(array[333, 1201, 9000]) a`, [APEX, a]);
    const paid = (await t.db.query<{ id: string }>("select id from public.deal_payments where status in ('held', 'released') order by id limit 1")).rows[0];
    if (paid) {
      const { error } = await service.from('deal_payments').update({ status: 'refunded', refunded_at: new Date().toISOString() }).eq('id', paid.id);
      expect(error).toBeNull();
    }
    for (const who of ['athlete', 'creator'] as const) expect(await mismatches(user[who], DEMO[who])).toEqual([]);
  });

  it('orders the Best match page by the score, then the newest', async () => {
    const { listDeals } = (await import(LIST_QUERY)) as { listDeals: ListDeals };
    const page = await listDeals(user.athlete, { ...DEFAULTS, sortBy: 'best_match' }, 0);
    expect(page.deals.length).toBeGreaterThan(20);
    const scores = page.deals.map((d) => d.match_score as number);
    expect(scores.every((s) => typeof s === 'number')).toBe(true);
    expect(scores).toEqual([...scores].sort((x, y) => y - x));
    // the best of all the athlete's deals leads the page
    const all = await both(user.athlete);
    const open = new Set((await t.db.query<{ id: string }>('select id from public.deals where is_active and brand_verified')).rows.map((r) => r.id));
    expect(scores[0]).toBe(Math.max(...all.filter((r) => open.has(r.id)).map((r) => r.best as number)));
    const want = await longWay(DEMO.athlete, page.deals.map((d) => d.id));
    expect(page.deals.filter((d) => d.match_score !== want.get(d.id))).toEqual([]);
    // with a search too (the server counts and pages in one scan then)
    const searched = await listDeals(user.athlete, { ...DEFAULTS, searchQuery: 'partnership', sortBy: 'best_match' }, 0);
    expect(searched.total).toBeGreaterThan(50);
    const found = searched.deals.map((d) => d.match_score as number);
    expect(found).toEqual([...found].sort((x, y) => y - x));
    const wantFound = await longWay(DEMO.athlete, searched.deals.map((d) => d.id));
    expect(searched.deals.filter((d) => d.match_score !== wantFound.get(d.id))).toEqual([]);
  });

  it('the view deal_match_scores lists the caller\'s scores of the deals they can read, and nobody writes it', async () => {
    const { data, error } = await user.creator.from('deal_match_scores').select('deal_id, match_score').range(0, 1999);
    expect(error).toBeNull();
    const got = new Map((data ?? []).map((r) => [r.deal_id as string, r.match_score]));
    const rows = await both(user.creator);
    expect(got.size).toBe(rows.length);
    expect(rows.filter((r) => got.get(r.id) !== r.match_score)).toEqual([]);
    const write = await user.creator.from('deal_match_scores').delete().neq('deal_id', APEX);
    expect(write.error).not.toBeNull();
  });
});
