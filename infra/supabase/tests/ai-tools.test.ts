/** @jest-environment node */
/**
 * The AI tools' data (issue 18) through supabase-js: planned posts and past post stats are their owner's alone,
 * only the talent writes a deliverable's caption, and the deal analysis's market counts.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { signedIn, startTestServer, type TestServer } from '../../local/src/server/testing';
import { marketCountsSchema } from 'shared-ui/ai';
import { DEMO } from './helpers';

jest.setTimeout(240_000);

describe('AI tools data', () => {
  let t: TestServer;
  let athlete: SupabaseClient;
  let creator: SupabaseClient;
  let brand: SupabaseClient;

  beforeAll(async () => {
    t = await startTestServer();
    athlete = await signedIn(t, 'athlete@pitchside.dev');
    creator = await signedIn(t, 'creator@pitchside.dev');
    brand = await signedIn(t, 'brand@pitchside.dev');
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it('keeps planned posts and post stats to their owner', async () => {
    const mine = await athlete.from('planned_posts').select('id, user_id');
    expect(mine.error).toBeNull();
    expect(mine.data!.length).toBeGreaterThan(0);
    expect(mine.data!.every((r) => r.user_id === DEMO.athlete)).toBe(true);
    const stats = await creator.from('post_stats').select('user_id');
    expect(stats.data!.every((r) => r.user_id === DEMO.creator)).toBe(true);

    // another user sees none of them, cannot change or delete them, and cannot write rows as them
    const id = mine.data![0]!.id;
    expect((await creator.from('planned_posts').select('id').eq('id', id)).data).toEqual([]);
    expect((await creator.from('planned_posts').update({ title: 'Hijacked' }).eq('id', id).select('id')).data).toEqual([]);
    expect((await creator.from('planned_posts').delete().eq('id', id).select('id')).data).toEqual([]);
    const forged = await creator.from('post_stats').insert({ user_id: DEMO.athlete, posted_at: new Date().toISOString(), platform: 'instagram', reach: 1, engagement: 1 });
    expect(forged.error?.code).toBe('42501');
    const title = await t.db.query<{ title: string }>('select title from public.planned_posts where id = $1', [id]);
    expect(title.rows[0]!.title).not.toBe('Hijacked');
  });

  it('checks planned posts and stats at the database', async () => {
    const bad = await athlete.from('post_stats').insert({ posted_at: new Date().toISOString(), platform: 'myspace', reach: -1, engagement: 1 });
    expect(bad.error?.code).toBe('23514');
    const future = await athlete.from('post_stats').insert({ posted_at: new Date(Date.now() + 5 * 86_400_000).toISOString(), platform: 'instagram', reach: 1, engagement: 1 });
    expect(future.error?.code).toBe('23514');
    const ok = await athlete.from('planned_posts').insert({ title: 'Film session recap', platform: 'tiktok', planned_for: new Date().toISOString() }).select('user_id').single();
    expect(ok.data?.user_id).toBe(DEMO.athlete);
  });

  it('lets only the talent write a deliverable caption', async () => {
    const d = (await t.db.query<{ id: string }>(
      "select dd.id from public.deal_deliverables dd join public.applications a on a.id = dd.application_id where a.user_id = $1 and dd.status <> 'approved' limit 1",
      [DEMO.athlete])).rows[0]!;
    const byBrand = await brand.from('deal_deliverables').update({ caption: '#ad written by the brand' }).eq('id', d.id).select('id');
    expect(byBrand.error?.code).toBe('42501');
    expect(byBrand.error?.message).toBe('Only the talent can change this');
    const byTalent = await athlete.from('deal_deliverables').update({ caption: '#ad Game two in the Court Pros' }).eq('id', d.id).select('caption').single();
    expect(byTalent.data?.caption).toBe('#ad Game two in the Court Pros');
    const stranger = await creator.from('deal_deliverables').update({ caption: 'x' }).eq('id', d.id).select('id');
    expect(stranger.data ?? []).toEqual([]);
  });

  it('counts comparable deals for the deal analysis, and nothing for a deal the caller cannot see', async () => {
    const deal = (await t.db.query<{ id: string; category: string; amount: string }>(
      "select id, category, compensation_amount as amount from public.deals where title = 'Court Shoe Launch Campaign'")).rows[0]!;
    const r = await athlete.rpc('ai_market_position', { p_deal_id: deal.id });
    const expected = (await t.db.query<{ sample: number; below: number; equal: number }>(
      `select count(*)::int as sample, count(*) filter (where compensation_amount < $2)::int as below, count(*) filter (where compensation_amount = $2)::int as equal
       from public.deals where category = $1 and id <> $3 and brand_verified and target_roles && '{athlete,creator}'`, [deal.category, deal.amount, deal.id])).rows[0]!;
    expect(marketCountsSchema.parse(r.data)).toEqual(expected);
    expect(expected.sample).toBeGreaterThan(2);
    // an unverified brand's listed deal (a private offer to the athlete is not brand-verified either, and the athlete sees it)
    const hidden = (await t.db.query<{ id: string }>("select id from public.deals where not brand_verified and private_for is null order by title limit 1")).rows[0]!;
    expect((await athlete.rpc('ai_market_position', { p_deal_id: hidden.id })).data).toBeNull();
  });
});
