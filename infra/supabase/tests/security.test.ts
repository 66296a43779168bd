/** @jest-environment node */
/**
 * Issue 19's database findings, each as the attack the review made, through supabase-js against the local
 * server (migration 20251601000100_security_hardening.sql): the attack must fail and nothing may change.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { TestDbKind } from '../../local/src/db/testing';
import { DEMO_PASSWORD, signedIn, startTestServer, type TestServer } from '../../local/src/server/testing';
import { asRole } from '../../local/src/db';
import { hasVisibleText } from '../../../shared-ui/src/forms/visible-text';
import { claimsFor, DEMO, Rollback } from './helpers';

jest.setTimeout(180_000);

const APEX = '20000000-0000-4000-8000-000000000001';
const FIRST_POST = '30000000-0000-4000-8000-000000000001';
const SECOND_POST = '30000000-0000-4000-8000-000000000002';

let t: TestServer;
let service: SupabaseClient;
const rnd = () => Math.random().toString(36).slice(2, 10);

async function signedUp(role: 'athlete' | 'creator' | 'brand' | 'agency'): Promise<{ client: SupabaseClient; id: string }> {
  const client = t.client();
  const { data, error } = await client.auth.signUp({ email: `${role}-${rnd()}@example.com`, password: DEMO_PASSWORD, options: { data: { full_name: `Test ${role}`, role } } });
  if (error || !data.user) throw error ?? new Error('no user');
  return { client, id: data.user.id };
}

/** A deal of the demo brand's verified Apex Athletics, made by the service role. */
async function apexDeal(fields: Record<string, unknown> = {}): Promise<string> {
  const { data, error } = await service.from('deals').insert({ brand_id: APEX, title: `Test deal ${rnd()}`, description: 'A deal for the security tests', ...fields }).select('id').single();
  if (error) throw error;
  return data.id as string;
}

describe.each<TestDbKind>(['pglite', 'postgres'])('issue 19 database findings on %s', (kind) => {
  let athlete: SupabaseClient;
  let creator: SupabaseClient;
  let brand: SupabaseClient;
  let admin: SupabaseClient;

  beforeAll(async () => {
    t = await startTestServer({ kind });
    service = t.client({ key: t.serviceRoleKey });
    athlete = await signedIn(t, 'athlete@pitchside.dev');
    creator = await signedIn(t, 'creator@pitchside.dev');
    brand = await signedIn(t, 'brand@pitchside.dev');
    admin = await signedIn(t, 'admin@pitchside.dev');
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  test('5, 11: no profile row carries an e-mail address; account_email gives it to its owner and admins only', async () => {
    const all = await creator.from('profiles').select('user_id, email');
    expect(all.error).toBeNull();
    expect(all.data!.length).toBeGreaterThan(5);
    expect(all.data!.filter((p) => p.email !== null)).toEqual([]);

    const own = await athlete.from('profiles').select('account_email').eq('user_id', DEMO.athlete).single();
    expect(own.data).toEqual({ account_email: 'athlete@pitchside.dev' });
    const other = await creator.from('profiles').select('account_email').eq('user_id', DEMO.athlete).single();
    expect(other.data).toEqual({ account_email: null });
    const byAdmin = await admin.from('profiles').select('account_email').eq('user_id', DEMO.athlete).single();
    expect(byAdmin.data).toEqual({ account_email: 'athlete@pitchside.dev' });
    const byAnon = await t.client().from('profiles').select('account_email').limit(1);
    expect(byAnon.data).toBeNull();
    expect(byAnon.error?.code).toBe('42501');

    const written = await athlete.from('profiles').update({ email: 'someone-else@example.com' }).eq('user_id', DEMO.athlete).select('email').single();
    expect(written.data).toEqual({ email: null });
  });

  test('11: profiles.role follows user_roles; a client cannot set a different role on its profile', async () => {
    const u = await signedUp('athlete');
    const spoof = await u.client.from('profiles').update({ role: 'brand' }).eq('user_id', u.id).select('role').single();
    expect(spoof.data).toEqual({ role: 'athlete' });
    const change = await u.client.from('user_roles').update({ role: 'creator' }).eq('user_id', u.id);
    expect(change.error).toBeNull();
    expect((await u.client.from('profiles').select('role').eq('user_id', u.id).single()).data).toEqual({ role: 'creator' });
  });

  test('8: a comment cannot move to another post, so comments_count cannot be inflated', async () => {
    const added = await athlete.from('post_comments').insert({ post_id: FIRST_POST, user_id: DEMO.athlete, content: 'Great advice, thank you' }).select('id').single();
    expect(added.error).toBeNull();
    const count = async (id: string) => (await athlete.from('community_posts').select('comments_count').eq('id', id).single()).data!.comments_count as number;
    const before = [await count(FIRST_POST), await count(SECOND_POST)];
    const moved = await athlete.from('post_comments').update({ post_id: SECOND_POST }).eq('id', added.data!.id).select();
    expect(moved.error).toMatchObject({ code: 'P0001', message: 'A comment cannot be moved to another post or author' });
    expect([await count(FIRST_POST), await count(SECOND_POST)]).toEqual(before);
    const edited = await athlete.from('post_comments').update({ content: 'Great advice, thanks!' }).eq('id', added.data!.id).select('content').single();
    expect(edited.data).toEqual({ content: 'Great advice, thanks!' });
  });

  test('9: reviewed_by / reviewed_at and deals.created_by are set by the database, not the client', async () => {
    const deal = await apexDeal();
    const u = await signedUp('athlete');
    const applied = await u.client.from('applications')
      .insert({ deal_id: deal, user_id: u.id, application_data: { message: 'I would love to work with Apex' }, status: 'pending', reviewed_by: DEMO.brand, reviewed_at: '2026-01-01T00:00:00Z' })
      .select('id, reviewed_by, reviewed_at').single();
    expect(applied.error).toBeNull();
    expect(applied.data).toMatchObject({ reviewed_by: null, reviewed_at: null });
    const forged = await u.client.from('applications').update({ reviewed_by: DEMO.admin, reviewed_at: '2026-01-01T00:00:00Z' }).eq('id', applied.data!.id).select('reviewed_by, reviewed_at').single();
    expect(forged.data).toEqual({ reviewed_by: null, reviewed_at: null });
    const accepted = await brand.from('applications').update({ status: 'accepted', reviewed_by: DEMO.admin }).eq('id', applied.data!.id).select('reviewed_by, reviewed_at').single();
    expect(accepted.data!.reviewed_by).toBe(DEMO.brand);
    expect(accepted.data!.reviewed_at).not.toBeNull();

    const posted = await brand.from('deals').insert({ brand_id: APEX, title: 'Spring training content', description: 'Three posts', created_by: DEMO.athlete }).select('id, created_by').single();
    expect(posted.data!.created_by).toBe(DEMO.brand);
    const handed = await brand.from('deals').update({ created_by: DEMO.creator }).eq('id', posted.data!.id).select('created_by').single();
    expect(handed.data).toEqual({ created_by: DEMO.brand });
  });

  test('10: internal helpers are not callable by anon; get_user_role answers about yourself, or anyone for an admin', async () => {
    const anon = t.client();
    const anonRole = await anon.rpc('get_user_role', { user_uuid: DEMO.admin });
    expect(anonRole.data).toBeNull();
    expect(anonRole.error?.code).toBe('42501');
    // internal definer helpers live in schema private, which the API does not expose: not found (PGRST202)
    expect((await anon.rpc('is_brand_verified', { brand_id_param: APEX })).error?.code).toBe('PGRST202');
    expect((await athlete.rpc('is_brand_verified', { brand_id_param: APEX })).error?.code).toBe('PGRST202');
    expect((await athlete.rpc('is_brand_owner', { brand_id_param: APEX })).error?.code).toBe('PGRST202');
    expect((await anon.rpc('is_admin')).error?.code).toBe('42501');

    expect((await athlete.rpc('get_user_role', { user_uuid: DEMO.athlete })).data).toBe('athlete');
    expect((await athlete.rpc('get_user_role', { user_uuid: DEMO.admin })).data).toBeNull();
    expect((await admin.rpc('get_user_role', { user_uuid: DEMO.brand })).data).toBe('brand');
  });

  test('12: renaming a verified brand sends it back to verification; an admin rename keeps the badge', async () => {
    const owner = await signedUp('brand');
    const made = await owner.client.from('brands').insert({ owner_id: owner.id, name: `Northwind ${rnd()}` }).select('id').single();
    expect(made.error).toBeNull();
    await service.from('brands').update({ verified: true }).eq('id', made.data!.id);
    const renamed = await owner.client.from('brands').update({ name: 'Apex Athletics' }).eq('id', made.data!.id).select('name, verified').single();
    expect(renamed.data).toEqual({ name: 'Apex Athletics', verified: false });
    await service.from('brands').update({ verified: true }).eq('id', made.data!.id);
    const byAdmin = await admin.from('brands').update({ name: 'Northwind Outfitters' }).eq('id', made.data!.id).select('verified').single();
    expect(byAdmin.data).toEqual({ verified: true });
    const described = await owner.client.from('brands').update({ description: 'Outdoor gear' }).eq('id', made.data!.id).select('verified').single();
    expect(described.data).toEqual({ verified: true });
  });

  describe('13: who may apply, and when (P0001 with the rule in the message)', () => {
    const apply = (client: SupabaseClient, userId: string, dealId: string) =>
      client.from('applications').insert({ deal_id: dealId, user_id: userId, application_data: { message: 'Interested' }, status: 'pending' });

    test.each([
      ['an inactive deal', { is_active: false }, 'This deal is no longer accepting applications'],
      ['a deal past its deadline', { application_deadline: '2020-01-01T00:00:00Z' }, 'The application deadline for this deal has passed'],
      ['a deal for creators only', { target_roles: ['creator'] }, 'This deal is not open to your role'],
    ])('%s is refused', async (_what, fields, message) => {
      const deal = await apexDeal(fields);
      const u = await signedUp('athlete');
      const r = await apply(u.client, u.id, deal);
      expect(r.error).toMatchObject({ code: 'P0001', message });
      expect((await service.from('applications').select('id').eq('deal_id', deal)).data).toEqual([]);
    });

    test('the brand owner cannot apply to their own deal', async () => {
      const deal = await apexDeal({ target_roles: ['athlete', 'creator', 'brand'] });
      expect((await apply(brand, DEMO.brand, deal)).error).toMatchObject({ code: 'P0001', message: 'You cannot apply to your own deal' });
    });

    test('a second application to the same deal is the unique violation', async () => {
      const deal = await apexDeal();
      const u = await signedUp('creator');
      expect((await apply(u.client, u.id, deal)).error).toBeNull();
      expect((await apply(u.client, u.id, deal)).error?.code).toBe('23505');
    });

    test('max_applicants holds when eight people apply at once to a deal with three places', async () => {
      const deal = await apexDeal({ max_applicants: 3 });
      const people = await Promise.all(Array.from({ length: 8 }, () => signedUp('athlete')));
      const results = await Promise.all(people.map((p) => apply(p.client, p.id, deal)));
      expect(results.filter((r) => r.error === null)).toHaveLength(3);
      for (const r of results.filter((x) => x.error)) {
        expect(r.error).toMatchObject({ code: 'P0001', message: 'This deal has reached its maximum number of applicants' });
      }
      expect((await service.from('applications').select('id').eq('deal_id', deal)).data).toHaveLength(3);
    });
  });

  test('Info: a user listed by an agency can take themselves off the list', async () => {
    const agency = await signedUp('agency');
    // linked the way a roster request's acceptance links it (respond_to_roster_request)
    const listed = await service.from('agency_clients').insert({ agency_id: agency.id, client_user_id: DEMO.creator, client_name: 'Maya Chen', client_type: 'creator' }).select('id').single();
    expect(listed.error).toBeNull();
    const removed = await creator.from('agency_clients').delete().eq('id', listed.data!.id).select('id');
    expect(removed.data).toEqual([{ id: listed.data!.id }]);
    expect((await agency.client.from('agency_clients').select('id').eq('id', listed.data!.id)).data).toEqual([]);
  });
});

/**
 * Issue 29, items 4-12 (migration 20252802000100_write_paths_sessions_and_rules.sql): each probe of the review,
 * made the way it was made, through supabase-js against the local server, or as the user in SQL (asRole) where
 * the request layer would answer first.
 */
describe.each<TestDbKind>(['pglite', 'postgres'])('issue 29 write paths, sessions and rules on %s', (kind) => {
  let athlete: SupabaseClient;
  let brand: SupabaseClient;
  let admin: SupabaseClient;
  const sql = <T extends Record<string, unknown>>(text: string, params?: unknown[]) => t.db.query<T>(text, params);
  /** Runs fn as the user in SQL, as PostgREST would after its pre-request (no session claim), and rolls back. */
  const asUser = async (id: string, text: string, params?: unknown[]) => {
    try {
      await asRole(t.db, 'authenticated', claimsFor(id), async (tx) => {
        await tx.query(text, params);
        throw new Rollback(null);
      });
    } catch (e) {
      if (e instanceof Rollback) return null;
      return e as { code?: string; message?: string };
    }
    return null;
  };

  beforeAll(async () => {
    t = await startTestServer({ kind });
    service = t.client({ key: t.serviceRoleKey });
    athlete = await signedIn(t, 'athlete@pitchside.dev');
    brand = await signedIn(t, 'brand@pitchside.dev');
    admin = await signedIn(t, 'admin@pitchside.dev');
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  test('4: every public table refuses a suspended member\'s writes (its statement trigger), the newer ones included', async () => {
    const missing = await sql<{ relname: string }>(
      `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
         and not exists (select 1 from pg_trigger g where g.tgrelid = c.oid and g.tgname = 'refuse_suspended_writes')`);
    expect(missing.rows).toEqual([]);
  });

  test('4: a suspension refuses media kits, planned posts, post stats and profile views with the suspension message, ends every session and signs the open tab out', async () => {
    const u = await signedUp('creator');
    const kit = await u.client.from('media_kits').insert({ user_id: u.id, handle: `kit-${rnd()}`, published: true }).select('handle').single();
    expect(kit.error).toBeNull();
    const { data: before } = await u.client.auth.getSession();
    const refreshToken = before.session!.refresh_token;

    const suspended = await admin.rpc('admin_set_suspended', { p_user_id: u.id, p_suspended: true, p_reason: 'Spam in messages' });
    expect(suspended.error).toBeNull();
    expect((await sql('select count(*)::int as n from auth.sessions where user_id = $1', [u.id])).rows[0]).toEqual({ n: 0 });
    expect((await sql('select count(*)::int as n from auth.refresh_tokens where user_id = $1', [u.id])).rows[0]).toEqual({ n: 0 });

    // the open tab's still-valid token: 401 on its next request, whatever it asks
    const write = await u.client.from('media_kits').update({ headline: 'Still here' }).eq('user_id', u.id);
    expect(write.status).toBe(401);
    expect(write.error).toMatchObject({ code: 'PT401', message: 'Your account is suspended' });
    const read = await u.client.from('deals').select('id').limit(1);
    expect(read.status).toBe(401);
    // auth agrees: the session is gone, so supabase-js drops it (the app's fetch asks exactly this on a PT401)
    const who = await u.client.auth.getUser();
    expect(who.data.user).toBeNull();
    expect((await u.client.auth.getSession()).data.session).toBeNull();
    const refreshed = await t.client().auth.refreshSession({ refresh_token: refreshToken });
    expect(refreshed.error).not.toBeNull();
    expect(refreshed.data.session).toBeNull();

    // below the request layer, each write path refuses too
    const refused = { code: '42501', message: 'Your account is suspended' };
    expect(await asUser(u.id, `update public.media_kits set published = true, headline = 'x' where user_id = $1`, [u.id])).toMatchObject(refused);
    expect(await asUser(u.id, `insert into public.planned_posts (title, platform, planned_for) values ('Launch reel', 'instagram', now() + interval '2 days')`)).toMatchObject(refused);
    expect(await asUser(u.id, `insert into public.post_stats (posted_at, platform, reach, engagement) values (now(), 'tiktok', 1000, 80)`)).toMatchObject(refused);
    expect(await asUser(u.id, `select public.record_profile_view('profile', $1)`, [DEMO.athlete])).toMatchObject(refused);
    expect((await sql('select count(*)::int as n from public.profile_views where viewer_id = $1', [u.id])).rows[0]).toEqual({ n: 0 });
  });

  test('8: suspended_reason is read by the member and admins only', async () => {
    const u = await signedUp('athlete');
    await admin.rpc('admin_set_suspended', { p_user_id: u.id, p_suspended: true, p_reason: 'Harassment in comments' });
    const byOther = await athlete.from('profiles').select('suspended_at, suspended_reason, suspension_reason').eq('user_id', u.id).single();
    expect(byOther.data!.suspended_at).not.toBeNull();
    expect(byOther.data).toMatchObject({ suspended_reason: null, suspension_reason: null });
    const byAdmin = await admin.from('profiles').select('suspension_reason').eq('user_id', u.id).single();
    expect(byAdmin.data).toEqual({ suspension_reason: 'Harassment in comments' });
    const listed = await admin.rpc('admin_users', { p_search: null, p_role: 'athlete', p_limit: 200, p_offset: 0 });
    expect((listed.data as { user_id: string; suspended_reason: string | null }[]).find((r) => r.user_id === u.id)?.suspended_reason).toBe('Harassment in comments');
    const own = await asRole(t.db, 'authenticated', claimsFor(u.id), (tx) => tx.query<{ r: string }>('select public.suspension_reason(p) as r from public.profiles p where user_id = $1', [u.id]));
    expect(own.rows[0]).toEqual({ r: 'Harassment in comments' });
    await admin.rpc('admin_set_suspended', { p_user_id: u.id, p_suspended: false });
    expect((await admin.from('profiles').select('suspension_reason').eq('user_id', u.id).single()).data).toEqual({ suspension_reason: null });
  });

  test('11: deleting the account ends its sessions, and the still-valid token writes nothing', async () => {
    const u = await signedUp('creator');
    const deleted = await u.client.rpc('delete_my_account', { p_confirmation: 'DELETE' });
    expect(deleted.error).toBeNull();
    expect((await sql('select count(*)::int as n from auth.refresh_tokens where user_id = $1', [u.id])).rows[0]).toEqual({ n: 0 });
    const edit = await u.client.from('profiles').update({ bio: 'Back again' }).eq('user_id', u.id);
    expect(edit.status).toBe(401);
    expect(edit.error).toMatchObject({ code: 'PT401', message: 'This account has been deleted' });
    expect(await asUser(u.id, `update public.profiles set bio = 'Back again' where user_id = $1`, [u.id])).toMatchObject({ code: '42501', message: 'This account has been deleted' });
    expect(await asUser(u.id, `insert into public.media_kits (user_id, handle, published) values ($1, 'ghost-kit', true)`, [u.id])).toMatchObject({ code: '42501', message: 'This account has been deleted' });
  });

  test('5: created_at is the server\'s, and a withdrawn and deleted application still counts against the month\'s 5', async () => {
    const deals = await Promise.all(Array.from({ length: 6 }, () => apexDeal()));
    const u = await signedUp('athlete');
    const first = await u.client.from('applications')
      .insert({ deal_id: deals[0], user_id: u.id, application_data: { message: 'Back-dated' }, created_at: '2020-01-01T00:00:00Z' })
      .select('id, created_at').single();
    expect(first.error).toBeNull();
    expect(Date.now() - new Date(first.data!.created_at as string).getTime()).toBeLessThan(60_000);
    const moved = await u.client.from('applications').update({ created_at: '2020-01-01T00:00:00Z' }).eq('id', first.data!.id).select('created_at').single();
    expect(moved.data!.created_at).toBe(first.data!.created_at);
    for (const d of deals.slice(1, 5)) {
      expect((await u.client.from('applications').insert({ deal_id: d, user_id: u.id, application_data: { message: 'Hello' } })).error).toBeNull();
    }
    expect((await u.client.from('applications').update({ status: 'withdrawn' }).eq('id', first.data!.id)).error).toBeNull();
    expect((await u.client.from('applications').delete().eq('id', first.data!.id)).error).toBeNull();
    const sixth = await u.client.from('applications').insert({ deal_id: deals[5], user_id: u.id, application_data: { message: 'One more' } });
    expect(sixth.error).toMatchObject({ code: 'P0001', message: 'The Starter plan includes 5 applications a month. Upgrade to Pro for unlimited applications.' });
  });

  test('6: the terms of an accepted application are frozen for the applicant (and the brand)', async () => {
    const deal = await apexDeal({ compensation_amount: 1200 });
    const u = await signedUp('athlete');
    const applied = await u.client.from('applications').insert({ deal_id: deal, user_id: u.id, application_data: { message: 'Hi', proposedRate: 1000 } }).select('id').single();
    expect((await u.client.from('applications').update({ application_data: { message: 'Hi', proposedRate: 1100 } }).eq('id', applied.data!.id)).error).toBeNull();
    expect((await brand.from('applications').update({ status: 'accepted' }).eq('id', applied.data!.id)).error).toBeNull();
    const raised = await u.client.from('applications').update({ application_data: { message: 'Hi', proposedRate: 5000 } }).eq('id', applied.data!.id);
    expect(raised.error).toMatchObject({ code: 'P0001', message: 'The terms of an accepted application are fixed: a change of terms is a new agreement both sides make' });
    const row = await service.from('applications').select('application_data').eq('id', applied.data!.id).single();
    expect(row.data).toEqual({ application_data: { message: 'Hi', proposedRate: 1100 } });
  });

  test('7: an online event\'s link goes to attendees, the organiser and admins only', async () => {
    const made = await brand.from('events')
      .insert({ title: 'Creator pricing clinic', event_type: 'webinar', start_date: new Date(Date.now() + 7 * 86_400_000).toISOString(), is_virtual: true, online_url: 'https://meet.example.com/pricing-clinic', created_by: DEMO.brand })
      .select('id, online_url, link:event_online_url').single();
    expect(made.error).toBeNull();
    expect(made.data!.online_url).toBeNull();
    const id = made.data!.id as string;
    const linkOf = async (c: SupabaseClient) => (await c.from('events').select('online_url, link:event_online_url').eq('id', id).single()).data;
    expect(await linkOf(brand)).toEqual({ online_url: null, link: 'https://meet.example.com/pricing-clinic' });
    expect(await linkOf(t.client())).toEqual({ online_url: null, link: null });
    expect(await linkOf(athlete)).toEqual({ online_url: null, link: null });
    expect((await athlete.rpc('join_event', { event_id_param: id })).error).toBeNull();
    expect(await linkOf(athlete)).toEqual({ online_url: null, link: 'https://meet.example.com/pricing-clinic' });
    expect((await linkOf(admin))!.link).toBe('https://meet.example.com/pricing-clinic');
    // the organiser moves the link; a partial edit keeps it
    expect((await brand.from('events').update({ online_url: 'https://meet.example.com/clinic-2' }).eq('id', id)).error).toBeNull();
    expect((await brand.from('events').update({ description: 'Bring your rate card' }).eq('id', id)).error).toBeNull();
    expect((await linkOf(athlete))!.link).toBe('https://meet.example.com/clinic-2');
    expect((await brand.from('events').update({ online_url: 'not a link' }).eq('id', id)).error?.code).toBe('23514');
  });

  test('8: has_paid_plan answers about yourself; ai_deal_audience only for deals you can see', async () => {
    const own = (await sql<{ paid: boolean }>('select private.has_paid_plan($1) as paid', [DEMO.athlete])).rows[0]!.paid;
    expect((await athlete.rpc('has_paid_plan', { p_user_id: DEMO.athlete })).data).toBe(own);
    expect((await athlete.rpc('has_paid_plan', { p_user_id: DEMO.creator })).data).toBeNull();
    expect((await admin.rpc('has_paid_plan', { p_user_id: DEMO.creator })).error).toBeNull();
    const hidden = await apexDeal({ is_active: false, target_audience: { age: ['18-24'], gender: ['female'] } });
    expect((await athlete.rpc('ai_deal_audience', { p_deal_id: hidden })).data).toBeNull();
    expect((await brand.rpc('ai_deal_audience', { p_deal_id: hidden })).data).not.toBeNull();
  });

  test('9: no comment or like on a post an admin removed; tabs, line breaks and invisible spaces are blank everywhere', async () => {
    const post = await athlete.from('community_posts').insert({ title: 'Rate card feedback', content: 'What do you charge for a reel?', post_type: 'discussion' }).select('id').single();
    expect(post.error).toBeNull();
    const postId = post.data!.id as string;
    expect((await admin.rpc('admin_moderate_post', { p_post_id: postId, p_remove: true, p_reason: 'Off topic' })).error).toBeNull();
    const removedMessage = 'An administrator removed this post: it takes no new comments or likes';
    expect((await athlete.from('post_comments').insert({ post_id: postId, user_id: DEMO.athlete, content: 'Still commenting' })).error).toMatchObject({ code: 'P0001', message: removedMessage });
    expect((await athlete.from('post_likes').insert({ post_id: postId, user_id: DEMO.athlete })).error).toMatchObject({ code: 'P0001', message: removedMessage });
    expect((await athlete.rpc('toggle_post_like', { post_id_param: postId })).error?.message).toBe(removedMessage);

    for (const blank of ['\t\n\t', ' \r\n ', '\u00a0\u200b', '\ufeff']) {
      expect((await athlete.from('post_comments').insert({ post_id: FIRST_POST, user_id: DEMO.athlete, content: blank })).error?.code).toBe('23514');
      expect((await athlete.from('community_posts').insert({ title: 'A real title', content: blank, post_type: 'discussion' })).error?.code).toBe('23514');
      expect((await brand.from('deals').insert({ brand_id: APEX, title: `\t${blank}\n`, description: 'Three posts' })).error?.code).toBe('23514');
    }
    // the forms' rule (shared-ui's hasVisibleText) is the database's, character for character
    const samples = ['a', ' a ', '\t\n', '', ' \r\n ', '\u00a0', '\u200b\u200c\u200d', '\u2060', '\ufeff', '\u3000\u2028\u2029', '\u1680\u180e\u202f\u205f', '\u200bé', '😀', '\v\f'];
    const inSql = (await sql<{ v: boolean }>('select public.has_visible_text(x) as v from unnest($1::text[]) with ordinality u(x, n) order by n', [samples])).rows.map((r) => r.v);
    expect(inSql).toEqual(samples.map(hasVisibleText));
    expect(inSql).toEqual([true, true, false, false, false, false, false, false, false, false, false, true, true, false]);
  });

  test('10: a media-kit rate needs a label; the signed-out cap counts profile views through the handle too', async () => {
    const u = await signedUp('creator');
    const handle = `cap-${rnd()}`;
    expect((await u.client.from('media_kits').insert({ user_id: u.id, handle, published: true, rates: [{ amount: 500 }] })).error?.code).toBe('23514');
    expect((await u.client.from('media_kits').insert({ user_id: u.id, handle, published: true, rates: [{ label: '\t\n', amount: 500 }] })).error?.code).toBe('23514');
    expect((await u.client.from('media_kits').insert({ user_id: u.id, handle, published: true, rates: [{ label: 'Instagram reel', amount: 500 }] })).error).toBeNull();
    await sql(`insert into public.profile_views (profile_user_id, viewer_id, kind) select $1, null, 'media_kit' from generate_series(1, 100)`, [u.id]);
    const anon = t.client();
    expect((await anon.rpc('record_profile_view', { p_kind: 'profile', p_handle: handle })).data).toBe(false);
    expect((await anon.rpc('record_profile_view', { p_kind: 'media_kit', p_handle: handle })).data).toBe(false);
    expect((await sql('select count(*)::int as n from public.profile_views where profile_user_id = $1', [u.id])).rows[0]).toEqual({ n: 100 });
  });

  test('12: renaming a verified brand unverifies it and takes its deals out of the public marketplace', async () => {
    const owner = await signedUp('brand');
    const made = await owner.client.from('brands').insert({ owner_id: owner.id, name: `Harbor ${rnd()}` }).select('id').single();
    await service.from('brands').update({ verified: true }).eq('id', made.data!.id);
    const deal = await service.from('deals').insert({ brand_id: made.data!.id, title: 'Harbor summer reels', description: 'Two reels' }).select('id').single();
    expect((await t.client().from('deals').select('id').eq('id', deal.data!.id)).data).toHaveLength(1);
    expect((await owner.client.from('brands').update({ name: 'Apex Athletics Official' }).eq('id', made.data!.id)).error).toBeNull();
    expect((await service.from('deals').select('brand_verified').eq('id', deal.data!.id).single()).data).toEqual({ brand_verified: false });
    expect((await t.client().from('deals').select('id').eq('id', deal.data!.id)).data).toEqual([]);
  });
});

/**
 * Times the product orders by, and an agency client's linked account, are the database's (migration
 * 20253501002000_server_stamped_times_and_agency_links.sql): each probe is the forgery the review made.
 */
describe.each<TestDbKind>(['pglite', 'postgres'])('server-stamped times and agency links on %s', (kind) => {
  const CONVERSATION = '60000000-0000-4000-8000-000000000001';
  let athlete: SupabaseClient;
  let creator: SupabaseClient;
  const recent = (at: string) => Math.abs(Date.parse(at) - Date.now()) < 120_000;

  beforeAll(async () => {
    t = await startTestServer({ kind });
    service = t.client({ key: t.serviceRoleKey });
    athlete = await signedIn(t, 'athlete@pitchside.dev');
    creator = await signedIn(t, 'creator@pitchside.dev');
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  test('a message is dated when it is sent: a date in 2099 (a preview pinned unread) or in the past (a planted earlier message) is not kept', async () => {
    for (const created_at of ['2099-01-01T00:00:00Z', '2026-10-01T00:00:00Z']) {
      const sent = await athlete.from('messages')
        .insert({ conversation_id: CONVERSATION, sender_id: DEMO.athlete, content: `As agreed on the call ${rnd()}`, created_at, updated_at: created_at }).select('id, created_at, updated_at').single();
      expect(sent.error).toBeNull();
      expect(recent(sent.data!.created_at) && recent(sent.data!.updated_at)).toBe(true);
      await athlete.from('messages').update({ created_at }).eq('id', sent.data!.id);
      expect((await athlete.from('messages').select('created_at').eq('id', sent.data!.id).single()).data).toEqual({ created_at: sent.data!.created_at });
    }
  });

  test('a profile keeps the date it joined (Discover\'s Newest sort), and a report is dated when it is made', async () => {
    const before = (await athlete.from('profiles').select('created_at').eq('user_id', DEMO.athlete).single()).data!.created_at;
    const moved = await athlete.from('profiles').update({ created_at: '2099-01-01T00:00:00Z' }).eq('user_id', DEMO.athlete).select('created_at').single();
    expect(moved.error).toBeNull();
    expect(moved.data!.created_at).toBe(before);
    const report = await creator.from('reports')
      .insert({ reporter_id: DEMO.creator, target_type: 'post', target_id: '30000000-0000-4000-8000-000000000003', reason: 'spam', created_at: '2099-01-01T00:00:00Z' }).select('created_at').single();
    expect(report.error).toBeNull();
    expect(recent(report.data!.created_at)).toBe(true);
  });

  test('an agency cannot link someone\'s account to its roster (their contracts would name it as their representative): only the talent accepting a roster request does', async () => {
    const agency = await signedUp('agency');
    const forged = await agency.client.from('agency_clients')
      .insert({ agency_id: agency.id, client_user_id: DEMO.athlete, client_name: 'Jordan Reyes', client_type: 'athlete', created_at: '2000-01-01T00:00:00Z' }).select('id');
    expect(forged.error).toMatchObject({ code: '42501', message: expect.stringContaining('linked only when they accept your roster request') });
    const byName = await agency.client.from('agency_clients').insert({ agency_id: agency.id, client_name: 'Off-platform client', client_type: 'athlete', created_at: '2000-01-01T00:00:00Z' }).select('id, created_at').single();
    expect(byName.error).toBeNull();
    expect(recent(byName.data!.created_at)).toBe(true);
    const relinked = await agency.client.from('agency_clients').update({ client_user_id: DEMO.athlete }).eq('id', byName.data!.id).select('id');
    expect(relinked.error).toMatchObject({ code: '42501' });

    // the talent's consent links it, and the agency may unlink it
    const asked = await agency.client.rpc('request_roster_join', { p_talent_id: DEMO.creator, p_message: 'Join us' });
    expect(asked.error).toBeNull();
    expect((await creator.rpc('respond_to_roster_request', { p_request_id: (asked.data as { id: string }).id, p_accept: true })).error).toBeNull();
    const linked = (await agency.client.from('agency_clients').select('id, client_user_id').eq('client_user_id', DEMO.creator).single()).data!;
    expect(linked.client_user_id).toBe(DEMO.creator);
    const unlinked = await agency.client.from('agency_clients').update({ client_user_id: null }).eq('id', linked.id).select('client_user_id').single();
    expect(unlinked.data).toEqual({ client_user_id: null });
  });
});
