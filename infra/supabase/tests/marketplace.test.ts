/** @jest-environment node */
/**
 * The marketplace's own list query (mfe-marketplace listDeals) through supabase-js against the local server:
 * only active deals of verified brands, each filter and sort, and the applicant's own rows (withdraw, and
 * nobody else's). Apply refusals (twice, closed, past the deadline, full, wrong role, own deal) are in
 * security.test.ts.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { TestDbKind } from '../../local/src/db/testing';
import { DEMO_PASSWORD, signedIn, startTestServer, type TestServer } from '../../local/src/server/testing';

jest.setTimeout(180_000);

interface Deal {
  id: string;
  title: string;
  description: string | null;
  tags: string[];
  compensation_amount: number | string;
  application_deadline: string | null;
  brands: { verified: boolean };
}
interface Filters {
  searchQuery: string;
  category: string;
  priceRange: [number, number];
  sortBy: 'newest' | 'highest_pay' | 'deadline';
  saved: boolean;
}
type ListDeals = (client: SupabaseClient, f: Filters, page: number) => Promise<{ deals: Deal[]; total: number }>;

// The section's own query, loaded by path (sections are not dependencies of infra).
const LIST_QUERY = '../../../mfe-marketplace/src/features/deals/api/deals-list';
const listDeals: ListDeals = async (...args) => ((await import(LIST_QUERY)) as { listDeals: ListDeals }).listDeals(...args);

const APEX = '20000000-0000-4000-8000-000000000001';
const DEFAULTS: Filters = { searchQuery: '', category: 'all', priceRange: [0, 10000], sortBy: 'newest', saved: false };
const amount = (d: Deal) => Number(d.compensation_amount);
const rnd = () => Math.random().toString(36).slice(2, 8);

describe.each<TestDbKind>(['pglite', 'postgres'])('the marketplace query on %s', (kind) => {
  let t: TestServer;
  let anon: SupabaseClient;
  let athlete: SupabaseClient;
  let brandUser: SupabaseClient;
  const mark = `Zephyr${rnd()}`;
  const ids: Record<string, string> = {};

  async function deal(key: string, brandId: string, fields: Record<string, unknown>): Promise<void> {
    const r = await t.db.query<{ id: string }>(
      `insert into public.deals (brand_id, title, description, tags, compensation_amount, application_deadline, is_active, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
      [brandId, fields.title, fields.description ?? 'A test deal', fields.tags ?? [], fields.amount ?? 500, fields.deadline ?? null, fields.active ?? true, fields.created ?? new Date().toISOString()],
    );
    ids[key] = r.rows[0]!.id;
  }

  beforeAll(async () => {
    t = await startTestServer({ kind });
    anon = t.client();
    athlete = await signedIn(t, 'athlete@pitchside.dev');
    brandUser = await signedIn(t, 'brand@pitchside.dev');
    const unverified = (await t.db.query<{ id: string }>(`insert into public.brands (name, verified) values ('Unverified ${mark}', false) returning id`)).rows[0]!.id;
    const day = 86_400_000;
    await deal('low', APEX, { title: `${mark} Low Pay Reel`, tags: ['fitness'], amount: 150, deadline: new Date(Date.now() + 20 * day).toISOString(), created: new Date(Date.now() - 3 * day).toISOString() });
    await deal('high', APEX, { title: `${mark} Big Launch`, description: 'Flagship NUTRITION campaign', tags: ['nutrition'], amount: 9800, deadline: new Date(Date.now() + 2 * day).toISOString(), created: new Date(Date.now() - 2 * day).toISOString() });
    await deal('open', APEX, { title: `${mark} Open Ambassador`, tags: ['fitness', 'nutrition'], amount: 2500, created: new Date(Date.now() - day).toISOString() });
    await deal('inactive', APEX, { title: `${mark} Closed Deal`, tags: ['fitness'], amount: 700, active: false });
    await deal('hidden', unverified, { title: `${mark} Unverified Brand Deal`, tags: ['fitness'], amount: 800 });
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  const mine = (deals: Deal[]) => deals.filter((d) => d.title.startsWith(mark)).map((d) => d.title.slice(mark.length + 1));

  test('only active deals of verified brands, for anon and for a signed-in user; the count matches', async () => {
    for (const client of [anon, athlete]) {
      const page = await listDeals(client, { ...DEFAULTS, searchQuery: mark }, 0);
      expect(mine(page.deals)).toEqual(['Open Ambassador', 'Big Launch', 'Low Pay Reel']);
      expect(page.total).toBe(3);
      const all = await listDeals(client, DEFAULTS, 0);
      expect(all.deals.every((d) => d.brands.verified)).toBe(true);
    }
    // the unverified brand's deal is not readable by id either, except by its owner's brand (none here) or an admin
    const direct = await athlete.from('deals').select('id').eq('id', ids.hidden!);
    expect(direct.data).toEqual([]);
  });

  test("a brand's verification reaches its deals at once (brand_verified), and no client can set the flag", async () => {
    const email = `owner-${rnd()}@example.com`;
    const owner = t.client();
    const signUp = await owner.auth.signUp({ email, password: DEMO_PASSWORD, options: { data: { full_name: 'New Brand Owner', role: 'brand' } } });
    expect(signUp.error).toBeNull();
    const ownerId = signUp.data.user!.id;
    const brand = await owner.from('brands').insert({ owner_id: ownerId, name: `Fresh ${mark}` }).select('id').single();
    expect(brand.error).toBeNull();
    const forged = await owner.from('deals').insert({ brand_id: brand.data!.id, title: `${mark} Fresh Brand Deal`, description: 'A new brand', brand_verified: true }).select('brand_verified').single();
    expect(forged.error).toBeNull();
    expect(forged.data!.brand_verified).toBe(false);
    expect(mine((await listDeals(anon, { ...DEFAULTS, searchQuery: mark }, 0)).deals)).not.toContain('Fresh Brand Deal');

    await t.db.query('update public.brands set verified = true where id = $1', [brand.data!.id]);
    expect(mine((await listDeals(anon, { ...DEFAULTS, searchQuery: mark }, 0)).deals)).toContain('Fresh Brand Deal');
    await t.db.query('update public.brands set verified = false where id = $1', [brand.data!.id]);
    expect(mine((await listDeals(athlete, { ...DEFAULTS, searchQuery: mark }, 0)).deals)).not.toContain('Fresh Brand Deal');
    // the owner still reads their own deal, but the marketplace list does not show it
    expect((await owner.from('deals').select('id').eq('title', `${mark} Fresh Brand Deal`)).data).toHaveLength(1);
    expect(mine((await listDeals(owner, { ...DEFAULTS, searchQuery: mark }, 0)).deals)).not.toContain('Fresh Brand Deal');
  });

  test('Request verification: only the owner asks, once; the admins are told; a client cannot forge the request', async () => {
    const owner = t.client();
    const up = await owner.auth.signUp({ email: `asker-${rnd()}@example.com`, password: DEMO_PASSWORD, options: { data: { full_name: 'Asking Owner', role: 'brand' } } });
    expect(up.error).toBeNull();
    const brand = await owner.from('brands').insert({ owner_id: up.data.user!.id, name: `Asking ${mark}`, verification_requested_at: '2020-01-01T00:00:00Z' }).select('id, verification_requested_at').single();
    expect(brand.data!.verification_requested_at).toBeNull();
    const forged = await owner.from('brands').update({ verification_requested_at: new Date().toISOString() }).eq('id', brand.data!.id).select('verification_requested_at').single();
    expect(forged.data!.verification_requested_at).toBeNull();

    expect((await athlete.rpc('request_brand_verification', { p_brand_id: brand.data!.id })).error?.code).toBe('42501');
    const asked = await owner.rpc('request_brand_verification', { p_brand_id: brand.data!.id });
    expect(asked.error).toBeNull();
    const again = await owner.rpc('request_brand_verification', { p_brand_id: brand.data!.id });
    expect(again.data).toBe(asked.data);
    const told = await t.db.query<{ n: number }>(`select count(*)::int as n from public.notifications where metadata->>'brand_id' = $1 and title = 'Brand verification requested'`, [brand.data!.id]);
    const admins = await t.db.query<{ n: number }>(`select count(*)::int as n from public.user_roles where role = 'admin'`);
    expect(told.rows[0]!.n).toBe(admins.rows[0]!.n);

    await t.db.query('update public.brands set verified = true where id = $1', [brand.data!.id]);
    const verified = await owner.from('brands').select('verification_requested_at').eq('id', brand.data!.id).single();
    expect(verified.data!.verification_requested_at).toBeNull();
    expect((await owner.rpc('request_brand_verification', { p_brand_id: brand.data!.id })).error?.message).toBe('This brand is already verified');
  });

  test('search is case-insensitive over title and description', async () => {
    const byDescription = await listDeals(athlete, { ...DEFAULTS, searchQuery: `flagship nutrition` }, 0);
    expect(mine(byDescription.deals)).toEqual(['Big Launch']);
    const upper = await listDeals(athlete, { ...DEFAULTS, searchQuery: mark.toUpperCase() }, 0);
    expect(mine(upper.deals)).toHaveLength(3);
  });

  test('search finds exactly what ilike on title or description finds, on the search_text path (ASCII) and the ilike path (other terms)', async () => {
    const accent = `Crème ${rnd()}`;
    const made = await t.db.query<{ id: string }>(
      `insert into public.deals (brand_id, title, description, tags, compensation_amount) values ($1, $2, 'ÉTÉ CAFÉ tour', '{}', 300) returning id`,
      [APEX, `${accent} Brûlée`],
    );
    try {
      const ilike = async (term: string) => {
        const p = `*${term}*`;
        const r = await athlete.from('deals').select('id').eq('is_active', true).eq('brand_verified', true).or(`title.ilike.${p},description.ilike.${p}`);
        return (r.data ?? []).map((d) => d.id).sort();
      };
      // a term never matches across the end of the title and the start of the description
      const terms = [mark, mark.toLowerCase(), 'fLaGsHiP nutrition', 'launch flagship', `${mark} big`, 'a test deal', 'TOUR', accent.slice(6), accent.toUpperCase(), 'café', 'été café', 'brûlée été', 'ete'];
      for (const term of terms) {
        const page = await listDeals(athlete, { ...DEFAULTS, searchQuery: term, priceRange: [0, 1_000_000_000] }, 0);
        const want = await ilike(term);
        expect(page.total).toBe(want.length);
        expect(page.deals.map((d) => d.id).filter((id) => !want.includes(id))).toEqual([]);
        if (want.length <= 50) expect(page.deals.map((d) => d.id).sort()).toEqual(want);
      }
      expect((await listDeals(athlete, { ...DEFAULTS, searchQuery: 'CAFÉ' }, 0)).deals.map((d) => d.id)).toEqual([made.rows[0]!.id]);
      expect((await listDeals(athlete, { ...DEFAULTS, searchQuery: 'launch flagship' }, 0)).total).toBe(0);
      // the generated column follows an edit
      await t.db.query(`update public.deals set title = $2 where id = $1`, [made.rows[0]!.id, `${accent} Parfait`]);
      expect((await listDeals(athlete, { ...DEFAULTS, searchQuery: `${accent} parfait` }, 0)).total).toBe(1);
      expect((await listDeals(athlete, { ...DEFAULTS, searchQuery: `${accent} brûlée` }, 0)).total).toBe(0);
    } finally {
      await t.db.query('delete from public.deals where id = $1', [made.rows[0]!.id]);
    }
  });

  test('category keeps only deals tagged with it', async () => {
    const page = await listDeals(athlete, { ...DEFAULTS, category: 'nutrition' }, 0);
    expect(page.deals.length).toBeGreaterThan(0);
    expect(page.deals.every((d) => d.tags.includes('nutrition'))).toBe(true);
    expect(mine(page.deals).sort()).toEqual(['Big Launch', 'Open Ambassador']);
  });

  test('the price range is inclusive at both ends', async () => {
    const page = await listDeals(athlete, { ...DEFAULTS, searchQuery: mark, priceRange: [150, 2500] }, 0);
    expect(mine(page.deals).sort()).toEqual(['Low Pay Reel', 'Open Ambassador']);
    const wide = await listDeals(athlete, { ...DEFAULTS, priceRange: [1000, 5000] }, 0);
    expect(wide.deals.every((d) => amount(d) >= 1000 && amount(d) <= 5000)).toBe(true);
  });

  test('sorts: newest first, highest pay first, nearest deadline first with open-ended deals last', async () => {
    const newest = (await listDeals(athlete, DEFAULTS, 0)).deals;
    // the cards leave created_at out: read it for the listed ids
    const created = new Map(
      (await t.db.query<{ id: string; at: number }>('select id, extract(epoch from created_at)::float8 as at from public.deals where id = any($1)', [newest.map((d) => d.id)])).rows.map((r) => [r.id, r.at]),
    );
    const times = newest.map((d) => created.get(d.id) as number);
    expect(times.length).toBeGreaterThan(1);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const pay = (await listDeals(athlete, { ...DEFAULTS, sortBy: 'highest_pay' }, 0)).deals;
    expect(pay.map(amount)).toEqual([...pay.map(amount)].sort((a, b) => b - a));
    expect(mine((await listDeals(athlete, { ...DEFAULTS, searchQuery: mark, sortBy: 'deadline' }, 0)).deals)).toEqual(['Big Launch', 'Low Pay Reel', 'Open Ambassador']);
  });

  test('Saved: the deals the user bookmarked, counted by the database, however many bookmarks; not another user\'s', async () => {
    const athleteId = (await athlete.auth.getUser()).data.user!.id;
    const brandId = (await brandUser.auth.getUser()).data.user!.id;
    const saved = { ...DEFAULTS, saved: true, searchQuery: mark };
    expect((await listDeals(athlete, saved, 0)).total).toBe(0);
    const own = await athlete.from('bookmarks').insert([ids.low, ids.open, ids.inactive].map((id) => ({ user_id: athleteId, content_type: 'deal', content_id: id })));
    expect(own.error).toBeNull();
    expect((await brandUser.from('bookmarks').insert({ user_id: brandId, content_type: 'deal', content_id: ids.high })).error).toBeNull();
    // hundreds of other bookmarks (they once went into the request's URL as ids)
    await t.db.query(`insert into public.bookmarks (user_id, content_type, content_id) select $1, 'post', 'post-' || g from generate_series(1, 400) g`, [athleteId]);
    const page = await listDeals(athlete, saved, 0);
    expect(mine(page.deals).sort()).toEqual(['Low Pay Reel', 'Open Ambassador']);
    expect(page.total).toBe(2);
    expect(mine((await listDeals(brandUser, saved, 0)).deals)).toEqual(['Big Launch']);
    // a deal bookmark that is not a deal id's own text (another spelling, not an id) keeps nothing and breaks nothing
    const odd = [ids.high!.toUpperCase(), `{${ids.high}}`, 'not-a-deal-id'].map((content_id) => ({ user_id: athleteId, content_type: 'deal', content_id }));
    expect((await athlete.from('bookmarks').insert(odd)).error).toBeNull();
    expect(mine((await listDeals(athlete, saved, 0)).deals).sort()).toEqual(['Low Pay Reel', 'Open Ambassador']);
    await athlete.from('bookmarks').delete().eq('user_id', athleteId).eq('content_id', ids.low!);
    expect(mine((await listDeals(athlete, saved, 0)).deals)).toEqual(['Open Ambassador']);
  });

  test('pages of 50 follow each other without repeats', async () => {
    const first = await listDeals(athlete, DEFAULTS, 0);
    const second = await listDeals(athlete, DEFAULTS, 1);
    expect(first.deals.length).toBe(Math.min(50, first.total));
    expect(second.deals.length).toBe(Math.max(0, Math.min(50, first.total - 50)));
    const seen = new Set(first.deals.map((d) => d.id));
    expect(second.deals.some((d) => seen.has(d.id))).toBe(false);
  });

  test('an applicant withdraws their own application; nobody else can change it', async () => {
    const applied = await athlete
      .from('applications')
      .insert({ deal_id: ids.open!, user_id: '10000000-0000-4000-8000-000000000001', application_data: { pitch: 'I train six days a week and post daily.' } })
      .select('id, status')
      .single();
    expect(applied.error).toBeNull();
    expect(applied.data!.status).toBe('pending');
    const creator = await signedIn(t, 'creator@pitchside.dev');
    const other = await creator.from('applications').update({ status: 'withdrawn' }).eq('id', applied.data!.id).select('id');
    expect(other.data ?? []).toEqual([]);
    const brandRead = await brandUser.from('applications').select('status').eq('id', applied.data!.id).single();
    expect(brandRead.data!.status).toBe('pending');
    const withdrawn = await athlete.from('applications').update({ status: 'withdrawn' }).eq('id', applied.data!.id).select('status').single();
    expect(withdrawn.error).toBeNull();
    expect(withdrawn.data!.status).toBe('withdrawn');
  });

  describe('the deals workspace: reviewing applicants', () => {
    async function applicants(n: number, dealFields: Record<string, unknown> = {}): Promise<{ dealId: string; ids: string[]; users: string[] }> {
      const users = (
        await t.db.query<{ id: string }>(
          `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, raw_user_meta_data)
           select gen_random_uuid(), 'authenticated', 'authenticated', 'talent-' || g || '-' || substr(md5(random()::text), 1, 8) || '@test.local', '', now(),
                  jsonb_build_object('full_name', 'Talent ' || g, 'role', 'athlete')
           from generate_series(1, $1::int) g returning id`,
          [n],
        )
      ).rows.map((r) => r.id);
      const dealId = (
        await t.db.query<{ id: string }>(`insert into public.deals (brand_id, title, description, max_applicants) values ($1, $2, 'Workspace test', $3) returning id`, [
          APEX,
          `${mark} Review ${rnd()}`,
          dealFields.max ?? null,
        ])
      ).rows[0]!.id;
      const ids: string[] = [];
      for (const u of users) {
        ids.push((await t.db.query<{ id: string }>(`insert into public.applications (deal_id, user_id, application_data) values ($1, $2, '{"pitch":"Ready to go"}') returning id`, [dealId, u])).rows[0]!.id);
      }
      return { dealId, ids, users };
    }

    test('shortlist then accept with a note: history, reviewer and the applicant\'s notification are written by the database', async () => {
      const { ids, users } = await applicants(1);
      const shortlisted = await brandUser.from('applications').update({ status: 'shortlisted' }).eq('id', ids[0]!).select('status').single();
      expect(shortlisted.error).toBeNull();
      const accepted = await brandUser.from('applications').update({ status: 'accepted', decision_note: 'Welcome aboard! Kit ships Monday.' }).eq('id', ids[0]!).select('status, reviewed_by').single();
      expect(accepted.error).toBeNull();
      expect(accepted.data).toEqual({ status: 'accepted', reviewed_by: '10000000-0000-4000-8000-000000000003' });
      const history = await t.db.query<{ new_status: string }>('select new_status from public.application_status_history where application_id = $1 order by created_at', [ids[0]]);
      expect(history.rows.map((r) => r.new_status)).toEqual(['pending', 'shortlisted', 'accepted']);
      // (accepting also issues a contract, whose own notification contracts.test.ts checks)
      const notes = await t.db.query<{ title: string; message: string }>("select title, message from public.notifications where user_id = $1 and metadata->>'kind' is distinct from 'contract' order by created_at", [users[0]]);
      expect(notes.rows.map((r) => r.title)).toEqual(['Application shortlisted', 'Application accepted']);
      expect(notes.rows[1]!.message).toContain('Message from the brand: Welcome aboard! Kit ships Monday.');
    });

    test('an applicant cannot write a decision note, and a withdrawn application cannot be accepted', async () => {
      const { ids } = await applicants(1);
      await t.db.query(`update public.applications set user_id = '10000000-0000-4000-8000-000000000001' where id = $1`, [ids[0]]);
      const forged = await athlete.from('applications').update({ decision_note: 'Accepted by me' }).eq('id', ids[0]!).select('id');
      expect(forged.error?.code).toBe('42501');
      const withdrawn = await athlete.from('applications').update({ status: 'withdrawn' }).eq('id', ids[0]!).select('status').single();
      expect(withdrawn.data?.status).toBe('withdrawn');
      const late = await brandUser.from('applications').update({ status: 'accepted' }).eq('id', ids[0]!).select('id');
      expect(late.error?.message).toBe('This application was withdrawn by the applicant');
    });

    test("the brand is told when a talent leaves an accepted, unfunded deal or a shortlisted application; not of a pending one's or a refunded deal's; not after work was submitted", async () => {
      const ATHLETE = '10000000-0000-4000-8000-000000000001';
      const BRAND_OWNER = '10000000-0000-4000-8000-000000000003';
      const app = async (status: 'pending' | 'shortlisted' | 'accepted') => {
        const { dealId, ids } = await applicants(1);
        await t.db.query('update public.applications set user_id = $1 where id = $2', [ATHLETE, ids[0]]);
        if (status !== 'pending') expect((await brandUser.from('applications').update({ status }).eq('id', ids[0]!)).error).toBeNull();
        return { dealId, id: ids[0]! };
      };
      const accepted = await app('accepted');
      const shortlisted = await app('shortlisted');
      const pending = await app('pending');
      const refunded = await app('accepted');
      // a deal the brand funded and then cancelled (no contract here, so past the funding triggers)
      await t.db.exec(
        `begin; set local session_replication_role = replica;
         insert into public.deal_payments (application_id, deal_id, brand_id, payer_id, payee_id, amount, status, funded_at, refunded_at, cancelled_by)
         values ('${refunded.id}', '${refunded.dealId}', '${APEX}', '${BRAND_OWNER}', '${ATHLETE}', 35000, 'refunded', now(), now(), 'brand'); commit;`,
      );
      for (const a of [accepted, shortlisted, pending, refunded]) {
        const left = await athlete.from('applications').update({ status: 'withdrawn' }).eq('id', a.id).select('status').single();
        expect(left.data?.status).toBe('withdrawn');
      }
      const told = await t.db.query<{ deal_id: string; title: string; message: string; action_url: string }>(
        `select metadata->>'deal_id' as deal_id, title, message, action_url from public.notifications
         where user_id = $1 and metadata->>'kind' = 'application_withdrawn' and metadata->>'deal_id' = any ($2::text[]) order by created_at`,
        [BRAND_OWNER, [accepted, shortlisted, pending, refunded].map((a) => a.dealId)],
      );
      const title = async (dealId: string) => (await t.db.query<{ title: string }>('select title from public.deals where id = $1', [dealId])).rows[0]!.title;
      expect(told.rows).toEqual([
        {
          deal_id: accepted.dealId,
          title: 'Talent withdrew from a deal',
          message: `Jordan Reyes withdrew from "${await title(accepted.dealId)}" before it was funded, so nothing was charged. Their contract for it no longer binds either of you, and you can accept another applicant.`,
          action_url: `/deals/${accepted.dealId}/applicants`,
        },
        {
          deal_id: shortlisted.dealId,
          title: 'Application withdrawn',
          message: `Jordan Reyes withdrew their shortlisted application to "${await title(shortlisted.dealId)}".`,
          action_url: `/deals/${shortlisted.dealId}/applicants`,
        },
      ]);
      // once work was submitted the talent cannot walk away from the contract by withdrawing
      const delivered = await app('accepted');
      await t.db.query(`insert into public.deal_deliverables (application_id, title, status, submitted_at, submission_url) values ($1, 'Launch reel', 'submitted', now(), 'https://example.com/reel')`, [delivered.id]);
      const refused = await athlete.from('applications').update({ status: 'withdrawn' }).eq('id', delivered.id).select('status');
      expect(refused.error).toMatchObject({ code: 'P0001', message: 'You have submitted work on this deal, so you can no longer withdraw from it here. Message the brand, or report a problem to have an admin settle it.' });
      // the talent is not told of their own withdrawal
      const own = await t.db.query(`select 1 from public.notifications where user_id = $1 and metadata->>'application_id' = any ($2::text[]) and metadata->>'new_status' = 'withdrawn'`, [ATHLETE, [accepted.id, shortlisted.id]]);
      expect(own.rows).toEqual([]);
    });

    test('an acceptance stands for the brand: it cannot move an accepted application back or reject it; an admin can', async () => {
      const { ids } = await applicants(1);
      expect((await brandUser.from('applications').update({ status: 'accepted' }).eq('id', ids[0]!)).error).toBeNull();
      for (const status of ['rejected', 'pending', 'shortlisted'] as const) {
        const back = await brandUser.from('applications').update({ status }).eq('id', ids[0]!).select('status');
        expect(back.error).toMatchObject({
          code: 'P0001',
          message: 'An accepted application stays accepted: to end the deal, use Cancel and Refund on a funded deal before any work is submitted, ask the talent to withdraw from an unfunded one, or report a problem to have an admin settle it',
        });
      }
      // the brand's note on its decision can still change
      expect((await brandUser.from('applications').update({ decision_note: 'Kit ships Monday.' }).eq('id', ids[0]!).select('status').single()).data).toEqual({ status: 'accepted' });
      const admin = await signedIn(t, 'admin@pitchside.dev');
      expect((await admin.from('applications').update({ status: 'rejected' }).eq('id', ids[0]!).select('status').single()).data).toEqual({ status: 'rejected' });
    });

    test('a deal that hired talent is kept: neither it nor its brand can be deleted; a deal nobody was hired for can', async () => {
      const REFUSED = { code: 'P0001', message: 'A deal that hired talent cannot be deleted, nor its brand: its contract, deliverables and payments are records both sides keep. Close the deal instead' };
      const { dealId, ids } = await applicants(2);
      expect((await brandUser.from('applications').update({ status: 'accepted' }).eq('id', ids[0]!)).error).toBeNull();
      expect((await brandUser.from('deals').delete().eq('id', dealId).select('id')).error).toMatchObject(REFUSED);
      const admin = await signedIn(t, 'admin@pitchside.dev');
      expect((await admin.from('deals').delete().eq('id', dealId).select('id')).error).toMatchObject(REFUSED);
      // the brand goes with its deals, so a brand with a hired deal stays too
      const brandId = (await brandUser.from('brands').insert({ owner_id: '10000000-0000-4000-8000-000000000003', name: `Kept Brand ${rnd()}` }).select('id').single()).data!.id;
      await t.db.query('update public.deals set brand_id = $1 where id = $2', [brandId, dealId]);
      expect((await brandUser.from('brands').delete().eq('id', brandId).select('id')).error).toMatchObject(REFUSED);
      expect((await t.db.query('select 1 from public.applications where id = $1', [ids[0]])).rows).toHaveLength(1);
      // nobody hired: the deal (and its pending applications) can go
      const open = await applicants(1);
      expect((await brandUser.from('deals').delete().eq('id', open.dealId).select('id')).data).toEqual([{ id: open.dealId }]);
    });

    test("a hired deal keeps the pay its contract fixed, and the application its contract names is kept", async () => {
      const { dealId, ids } = await applicants(2);
      expect((await brandUser.from('deals').update({ compensation_amount: 1200 }).eq('id', dealId).select('compensation_amount').single()).error).toBeNull();
      await t.db.query('update public.applications set user_id = $1 where id = $2', ['10000000-0000-4000-8000-000000000001', ids[0]]);
      expect((await brandUser.from('applications').update({ status: 'accepted' }).eq('id', ids[0]!)).error).toBeNull();
      const fixed = { code: 'P0001', message: 'This deal has hired talent, so its pay and its brand are fixed by their contract: post a new deal for different terms' };
      expect((await brandUser.from('deals').update({ compensation_amount: 400 }).eq('id', dealId).select('id')).error).toMatchObject(fixed);
      expect((await brandUser.from('deals').update({ compensation_type: 'product' }).eq('id', dealId).select('id')).error).toMatchObject(fixed);
      // the rest of the deal can still change, the same pay written again too
      expect((await brandUser.from('deals').update({ title: `${mark} Renamed ${rnd()}`, compensation_amount: 1200 }).eq('id', dealId).select('id')).error).toBeNull();
      const cash = await t.db.query<{ cash: string }>("select terms #>> '{compensation,cash_cents}' as cash from public.contracts where application_id = $1", [ids[0]]);
      expect(cash.rows).toEqual([{ cash: '120000' }]);
      // the talent leaves the unfunded deal, but cannot delete the application its contract names
      expect((await athlete.from('applications').update({ status: 'withdrawn' }).eq('id', ids[0]!).select('id')).error).toBeNull();
      expect((await athlete.from('applications').delete().eq('id', ids[0]!).select('id')).error)
        .toMatchObject({ code: 'P0001', message: 'An application with a contract or a payment cannot be deleted: both sides keep it as a record' });
    });

    test('20 parallel accepts on a deal with 5 places accept exactly 5', async () => {
      const { dealId, ids } = await applicants(20, { max: 5 });
      const results = await Promise.all(ids.map((id) => brandUser.from('applications').update({ status: 'accepted' }).eq('id', id).select('id')));
      expect(results.filter((r) => !r.error).length).toBe(5);
      expect(results.filter((r) => r.error).every((r) => r.error!.message === 'This deal already has 5 accepted applicants, its maximum')).toBe(true);
      const count = await t.db.query<{ n: number }>(`select count(*)::int as n from public.applications where deal_id = $1 and status = 'accepted'`, [dealId]);
      expect(count.rows[0]!.n).toBe(5);
    });

    test("another brand's owner sees none of the applicants and changes nothing", async () => {
      const { dealId, ids } = await applicants(1);
      const other = t.client();
      const up = await other.auth.signUp({ email: `rival-${rnd()}@example.com`, password: DEMO_PASSWORD, options: { data: { full_name: 'Rival Brand', role: 'brand' } } });
      expect(up.error).toBeNull();
      expect((await other.from('applications').select('id').eq('deal_id', dealId)).data).toEqual([]);
      const changed = await other.from('applications').update({ status: 'accepted' }).eq('id', ids[0]!).select('id');
      expect(changed.data ?? []).toEqual([]);
    });

    test('the API refuses what the deal editor refuses: a past deadline, an unknown role, a negative amount, a brand you do not own', async () => {
      const base = { brand_id: APEX, title: `${mark} Editor rules`, description: 'A deal made through the API' };
      const past = await brandUser.from('deals').insert({ ...base, application_deadline: '2020-01-01T00:00:00Z' });
      expect(past.error?.message).toBe('The application deadline must be in the future');
      const roles = await brandUser.from('deals').insert({ ...base, target_roles: ['athlete', 'coach'] });
      expect(roles.error?.code).toBe('23514');
      const negative = await brandUser.from('deals').insert({ ...base, compensation_amount: -5 });
      expect(negative.error?.code).toBe('23514');
      const notMine = await athlete.from('deals').insert(base);
      expect(notMine.error?.code).toBe('42501');
    });
  });
  test("the agency's roster keeps clients_managed in its profile equal to its size", async () => {
    const agency = await signedIn(t, 'agency@pitchside.dev');
    const managed = async () =>
      ((await agency.from('profiles').select('extra_data').eq('user_id', '10000000-0000-4000-8000-000000000004').single()).data!.extra_data as { clients_managed: number }).clients_managed;
    const start = (await agency.from('agency_clients').select('id')).data!.length;
    expect(await managed()).toBe(start);
    const added = await agency.from('agency_clients').insert({ agency_id: '10000000-0000-4000-8000-000000000004', client_name: 'Northside Runners', client_type: 'athlete', contact: 'coach@northside.example' }).select('id').single();
    expect(added.error).toBeNull();
    expect(await managed()).toBe(start + 1);
    await agency.from('profiles').update({ extra_data: { clients_managed: 99 } }).eq('user_id', '10000000-0000-4000-8000-000000000004');
    expect(await managed()).toBe(start + 1);
    await agency.from('agency_clients').delete().eq('id', added.data!.id);
    expect(await managed()).toBe(start);
    expect((await athlete.from('agency_clients').insert({ agency_id: '10000000-0000-4000-8000-000000000001', client_name: 'Not an agency' })).error?.code).toBe('42501');
  });

  test("a campaign's committed spend is its accepted applicants' rates (or the deal's pay); a deal joins only its own brand's campaign", async () => {
    const campaign = await brandUser.from('campaigns').insert({ brand_id: APEX, name: `Spring ${mark}`, budget: 1000 }).select('id').single();
    expect(campaign.error).toBeNull();
    const dealId = (await t.db.query<{ id: string }>(`insert into public.deals (brand_id, title, description, compensation_amount, campaign_id) values ($1, $2, 'Campaign test', 600, $3) returning id`, [APEX, `${mark} Campaign ${rnd()}`, campaign.data!.id])).rows[0]!.id;
    const users = await t.db.query<{ id: string }>(
      `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, raw_user_meta_data)
       select gen_random_uuid(), 'authenticated', 'authenticated', 'budget-' || g || '-' || substr(md5(random()::text), 1, 8) || '@test.local', '', now(), '{"role":"athlete"}'::jsonb
       from generate_series(1, 2) g returning id`,
    );
    const [withRate, withoutRate] = users.rows.map((r) => r.id);
    await t.db.query(`insert into public.applications (deal_id, user_id, application_data, status) values ($1, $2, '{"pitch":"a","proposedRate":450}', 'accepted'), ($1, $3, '{"pitch":"b"}', 'accepted')`, [dealId, withRate, withoutRate]);
    const read = await brandUser.from('campaigns').select('campaign_committed').eq('id', campaign.data!.id).single();
    expect(Number(read.data!.campaign_committed)).toBe(1050);
    expect((await athlete.from('campaigns').select('id').eq('id', campaign.data!.id)).data).toEqual([]);

    const other = (await t.db.query<{ id: string }>(`insert into public.campaigns (brand_id, name) select id, 'Someone else''s' from public.brands where id <> $1 limit 1 returning id`, [APEX])).rows[0]!.id;
    const moved = await brandUser.from('deals').update({ campaign_id: other }).eq('id', dealId).select('id');
    expect(moved.error?.message).toBe('A deal can only join a campaign of its own brand');
  });

  describe('the deals workspace: deliverables', () => {
    test('acceptance creates the deal\'s deliverables; the talent submits, the brand asks for changes, then approves; each side is told', async () => {
      const dealId = (
        await t.db.query<{ id: string }>(
          `insert into public.deals (brand_id, title, description, deliverables) values ($1, $2, 'Deliverables test', array['Unboxing video', 'Two stories']) returning id`,
          [APEX, `${mark} Deliverables ${rnd()}`],
        )
      ).rows[0]!.id;
      const appId = (
        await t.db.query<{ id: string }>(`insert into public.applications (deal_id, user_id, application_data) values ($1, '10000000-0000-4000-8000-000000000001', '{"pitch":"Ready"}') returning id`, [dealId])
      ).rows[0]!.id;
      expect((await brandUser.from('applications').update({ status: 'accepted' }).eq('id', appId).select('id')).error).toBeNull();
      const items = await athlete.from('deal_deliverables').select('id, title, status').eq('application_id', appId).order('position');
      expect(items.data?.map((d) => [d.title, d.status])).toEqual([
        ['Unboxing video', 'todo'],
        ['Two stories', 'todo'],
      ]);
      const id = items.data![0]!.id;

      const noLink = await athlete.from('deal_deliverables').update({ status: 'submitted' }).eq('id', id).select('id');
      expect(noLink.error?.message).toBe('Add a link to the work');
      const selfApprove = await athlete.from('deal_deliverables').update({ status: 'approved' }).eq('id', id).select('id');
      expect(selfApprove.error?.code).toBe('42501');
      const submitted = await athlete.from('deal_deliverables').update({ status: 'submitted', submission_url: 'https://instagram.com/p/unboxing', submission_note: 'Live now' }).eq('id', id).select('status, submitted_at').single();
      expect(submitted.data?.status).toBe('submitted');
      expect(submitted.data?.submitted_at).not.toBeNull();

      const forgedLink = await brandUser.from('deal_deliverables').update({ submission_url: 'https://example.com/other' }).eq('id', id).select('id');
      expect(forgedLink.error?.code).toBe('42501');
      const silent = await brandUser.from('deal_deliverables').update({ status: 'changes_requested' }).eq('id', id).select('id');
      expect(silent.error?.message).toBe('Say what should change');
      expect((await brandUser.from('deal_deliverables').update({ status: 'changes_requested', review_note: 'Tag @apexathletics please' }).eq('id', id).select('id')).error).toBeNull();
      expect((await athlete.from('deal_deliverables').update({ status: 'submitted', submission_url: 'https://instagram.com/p/unboxing-v2' }).eq('id', id).select('id')).error).toBeNull();
      const approved = await brandUser.from('deal_deliverables').update({ status: 'approved' }).eq('id', id).select('status, reviewed_by').single();
      expect(approved.data).toEqual({ status: 'approved', reviewed_by: '10000000-0000-4000-8000-000000000003' });

      const told = await t.db.query<{ user_id: string; title: string }>(
        `select user_id, title from public.notifications where metadata->>'deliverable_id' = $1 order by created_at`,
        [id],
      );
      expect(told.rows.map((r) => `${r.user_id === '10000000-0000-4000-8000-000000000003' ? 'brand' : 'talent'}: ${r.title}`)).toEqual([
        'brand: Deliverable submitted',
        'talent: Changes requested',
        'brand: Deliverable submitted',
        'talent: Deliverable approved',
      ]);
      const creator = await signedIn(t, 'creator@pitchside.dev');
      expect((await creator.from('deal_deliverables').select('id').eq('application_id', appId)).data).toEqual([]);
      expect((await anon.from('deal_deliverables').select('id').eq('application_id', appId)).data ?? []).toEqual([]);
    });

    test('a deal whose payment was refunded to the brand closes its deliverables for both sides; an admin can still change them', async () => {
      const dealId = (
        await t.db.query<{ id: string }>(
          `insert into public.deals (brand_id, title, description, deliverables) values ($1, $2, 'Refund test', array['Review reel', 'Story']) returning id`,
          [APEX, `${mark} Refunded ${rnd()}`],
        )
      ).rows[0]!.id;
      const appId = (
        // accepted by the database owner: no contract is issued, so the seed-style payment below needs no signatures
        await t.db.query<{ id: string }>(`insert into public.applications (deal_id, user_id, application_data, status) values ($1, '10000000-0000-4000-8000-000000000001', '{"pitch":"Ready"}', 'accepted') returning id`, [dealId])
      ).rows[0]!.id;
      const [first, second] = (await athlete.from('deal_deliverables').select('id').eq('application_id', appId).order('position')).data!;
      expect((await athlete.from('deal_deliverables').update({ status: 'submitted', submission_url: 'https://instagram.com/p/review' }).eq('id', first!.id).select('id')).error).toBeNull();
      const payment = await t.db.query(
        `insert into public.deal_payments (application_id, deal_id, brand_id, payer_id, payee_id, amount, status, funded_at, refunded_at)
         values ($1, $2, $3, '10000000-0000-4000-8000-000000000003', '10000000-0000-4000-8000-000000000001', 30000, 'refunded', now() - interval '1 day', now())`,
        [appId, dealId, APEX],
      );
      expect(payment.affectedRows).toBe(1);

      const closed = 'This deal was cancelled and its payment refunded to the brand, so its deliverables are closed';
      const submit = await athlete.from('deal_deliverables').update({ status: 'submitted', submission_url: 'https://instagram.com/p/story' }).eq('id', second!.id).select('id');
      expect([submit.error?.code, submit.error?.message]).toEqual(['P0001', closed]);
      const review = await brandUser.from('deal_deliverables').update({ status: 'approved' }).eq('id', first!.id).select('id');
      expect([review.error?.code, review.error?.message]).toEqual(['P0001', closed]);
      const redate = await brandUser.from('deal_deliverables').update({ due_date: '2030-01-01' }).eq('id', second!.id).select('id');
      expect(redate.error?.message).toBe(closed);
      const admin = await signedIn(t, 'admin@pitchside.dev');
      expect((await admin.from('deal_deliverables').update({ status: 'approved' }).eq('id', first!.id).select('status').single()).data).toEqual({ status: 'approved' });
    });

    test('a deal the talent withdrew from closes its deliverables for both sides', async () => {
      const dealId = (
        await t.db.query<{ id: string }>(`insert into public.deals (brand_id, title, description, deliverables) values ($1, $2, 'Withdrawal test', array['Review reel']) returning id`, [APEX, `${mark} Left ${rnd()}`])
      ).rows[0]!.id;
      const appId = (await athlete.from('applications').insert({ deal_id: dealId, user_id: '10000000-0000-4000-8000-000000000001', application_data: { pitch: 'Ready' } }).select('id').single()).data!.id;
      expect((await brandUser.from('applications').update({ status: 'accepted' }).eq('id', appId)).error).toBeNull();
      const [reel] = (await athlete.from('deal_deliverables').select('id').eq('application_id', appId)).data!;
      expect((await athlete.from('applications').update({ status: 'withdrawn' }).eq('id', appId)).error).toBeNull();
      const closed = ['P0001', 'The talent withdrew from this deal, so its deliverables are closed'];
      const submit = await athlete.from('deal_deliverables').update({ status: 'submitted', submission_url: 'https://instagram.com/p/reel' }).eq('id', reel!.id).select('id');
      expect([submit.error?.code, submit.error?.message]).toEqual(closed);
      const redate = await brandUser.from('deal_deliverables').update({ due_date: '2030-01-01' }).eq('id', reel!.id).select('id');
      expect([redate.error?.code, redate.error?.message]).toEqual(closed);
    });
  });
});
