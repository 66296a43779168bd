/** @jest-environment node */
/**
 * The match score (issue 18) through supabase-js against the local server: the database's total equals the
 * TypeScript explanation's total for 100 random (deal, user) pairs, the marketplace's computed field orders by
 * it, the function is STABLE, and nobody scores deals as someone else.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { explainScore, scoreInputsSchema } from 'shared-ui/ai';
import type { TestDbKind } from '../../local/src/db/testing';
import { signedIn, startTestServer, type TestServer } from '../../local/src/server/testing';
import { DEMO } from './helpers';

jest.setTimeout(240_000);


describe.each<TestDbKind>(['pglite', 'postgres'])('deal match score on %s', (kind) => {
  let t: TestServer;
  let service: SupabaseClient;
  let athlete: SupabaseClient;

  beforeAll(async () => {
    t = await startTestServer({ kind });
    service = t.client({ key: t.serviceRoleKey });
    athlete = await signedIn(t, 'athlete@pitchside.dev');
    // vary the data the factors read beyond the seed: preferences, audiences and deadlines of some rows
    await t.db.query(`
      update public.profiles set extra_data = jsonb_build_object('preferences', jsonb_build_object(
        'interested_categories', case when random() < 0.7 then to_jsonb(array['Nutrition', 'travel', 'Apparel']) end,
        'refused_categories', case when random() < 0.5 then to_jsonb(array['gaming', 'supplements']) end,
        'min_deal_amount', case when random() < 0.6 then to_jsonb(floor(random() * 4000)::int) end))
      where user_id in (select user_id from public.profiles order by random() limit 15)`);
    await t.db.query(`
      update public.deals set target_audience = jsonb_build_object(
        'platforms', to_jsonb(array['instagram', 'youtube']), 'min_followers', floor(random() * 200000)::int,
        'age_range', '18-24', 'regions', to_jsonb(array['US']), 'sports', to_jsonb(array['basketball', 'soccer']))
      where id in (select id from public.deals order by random() limit 20)`);
    await t.db.query(`update public.deals set application_deadline = now() + (random() * 10 - 2) * interval '1 day'
      where id in (select id from public.deals order by random() limit 15)`);
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it('is a STABLE function', async () => {
    const r = await t.db.query<{ proname: string; provolatile: string }>(
      "select proname, provolatile from pg_proc where pronamespace = 'public'::regnamespace and proname in ('deal_match_score', 'match_score', 'ai_score_inputs') order by proname");
    expect(r.rows).toEqual([
      { proname: 'ai_score_inputs', provolatile: 's' },
      { proname: 'deal_match_score', provolatile: 's' },
      { proname: 'match_score', provolatile: 's' },
    ]);
  });

  it('equals the TypeScript explanation for 100 random (deal, user) pairs', async () => {
    const deals = (await t.db.query<{ id: string }>('select id from public.deals')).rows.map((r) => r.id);
    const users = (await t.db.query<{ user_id: string }>('select user_id from public.profiles')).rows.map((r) => r.user_id);
    const totals = new Set<number>();
    for (let n = 0; n < 100; n++) {
      const dealId = deals[Math.floor(Math.random() * deals.length)]!;
      const userId = users[Math.floor(Math.random() * users.length)]!;
      const args = { p_deal_id: dealId, p_user_id: userId };
      const [inputs, score] = await Promise.all([service.rpc('ai_score_inputs', args), service.rpc('deal_match_score', args)]);
      expect(inputs.error).toBeNull();
      expect(score.error).toBeNull();
      // the browser's schema accepts what the RPC returns, for every pair
      const explained = explainScore(scoreInputsSchema.parse(inputs.data));
      if (explained.total !== score.data) throw new Error(`deal ${dealId} user ${userId}: SQL ${score.data}, TS ${explained.total}\n${JSON.stringify(inputs.data)}`);
      expect(explained.factors.every((f) => f.points >= 0 && f.points <= f.weight)).toBe(true);
      totals.add(explained.total);
    }
    // the pairs really differ (a constant would pass the equality above)
    expect(totals.size).toBeGreaterThan(5);
  });

  it('orders the marketplace by the signed-in user\'s score (the computed field)', async () => {
    const { data, error } = await athlete.from('deals').select('id, match_score').order('match_score', { ascending: false }).limit(50);
    expect(error).toBeNull();
    const rows = data as { id: string; match_score: number }[];
    expect(rows.length).toBeGreaterThan(10);
    const scores = rows.map((r) => r.match_score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    for (const r of rows.slice(0, 5)) {
      const inputs = await athlete.rpc('ai_score_inputs', { p_deal_id: r.id });
      expect(explainScore(scoreInputsSchema.parse(inputs.data)).total).toBe(r.match_score);
    }
  });

  it('gives a signed-out visitor no score', async () => {
    const { data, error } = await t.client().from('deals').select('id, match_score').limit(3);
    expect(error).toBeNull();
    expect((data as { match_score: number | null }[]).every((r) => r.match_score === null)).toBe(true);
  });

  it('refuses to score deals as another user (42501)', async () => {
    const deal = (await t.db.query<{ id: string }>('select id from public.deals where is_active and brand_verified limit 1')).rows[0]!.id;
    for (const fn of ['ai_score_inputs', 'deal_match_score']) {
      const { data, error } = await athlete.rpc(fn, { p_deal_id: deal, p_user_id: DEMO.creator });
      expect(data).toBeNull();
      expect(error?.code).toBe('42501');
      expect(error?.message).toBe('You can only score deals for yourself');
    }
  });
});
