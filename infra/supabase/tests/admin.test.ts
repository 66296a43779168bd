/** @jest-environment node */
/**
 * The admin's powers (issue 17) through supabase-js against the local server: every admin function works for
 * the admin and leaves an audit row; every other demo role (and anon) gets 42501 and nothing changes;
 * suspension blocks sign-in and writes; the last admin stays an admin; nobody becomes admin any other way.
 */
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import type { TestDbKind } from '../../local/src/db/testing';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRealtimeExtension } from '../../local/src/realtime';
import { closeRealtime, sleep, waitFor } from '../../local/src/realtime/testing';
import { DEMO_PASSWORD, signedIn, startTestServer, type TestServer } from '../../local/src/server/testing';
import { createStorageExtension } from '../../local/src/storage';
import { DEMO } from './helpers';

jest.setTimeout(240_000);

const APEX = '20000000-0000-4000-8000-000000000001';
const NOVA = '20000000-0000-4000-8000-000000000011';
const rnd = () => Math.random().toString(36).slice(2, 10);
/** A 1x1 PNG (the avatars bucket checks the file's content). */
const png = () => new Blob([Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')], { type: 'image/png' });

type Role = 'athlete' | 'creator' | 'brand' | 'agency';
const ROLES: Role[] = ['athlete', 'creator', 'brand', 'agency'];

describe.each<TestDbKind>(['pglite', 'postgres'])('admin functions on %s', (kind) => {
  let t: TestServer;
  let admin: SupabaseClient;
  const storageDir = mkdtempSync(path.join(tmpdir(), 'admin-storage-'));
  const demo = {} as Record<Role, SupabaseClient>;

  async function signedUp(role: Role, name = `Test ${role}`): Promise<{ client: SupabaseClient; id: string; email: string }> {
    const client = t.client();
    const email = `${role}-${rnd()}@example.com`;
    const { data, error } = await client.auth.signUp({ email, password: DEMO_PASSWORD, options: { data: { full_name: name, role } } });
    if (error || !data.user) throw error ?? new Error('no user');
    return { client, id: data.user.id, email };
  }

  const audits = async (action: string, targetId: string) =>
    (await t.db.query<{ actor_id: string; reason: string | null; details: Record<string, unknown> }>(
      'select actor_id, reason, details from public.admin_audit_log where action = $1 and target_id = $2 order by created_at',
      [action, targetId],
    )).rows;

  const notificationsOf = async (userId: string, title: string) =>
    Number((await t.db.query<{ n: string }>('select count(*) as n from public.notifications where user_id = $1 and title = $2', [userId, title])).rows[0]!.n);

  /** Everything an admin function could change, as one comparable snapshot. */
  const snapshot = async () =>
    (await t.db.query(`select
        (select count(*) from public.admin_audit_log) as audits,
        (select count(*) from public.notifications) as notes,
        (select string_agg(id::text || verified::text || coalesce(verification_requested_at::text, '-'), ',' order by id) from public.brands) as brands,
        (select string_agg(id::text || is_active::text || coalesce(deactivated_reason, '-'), ',' order by id) from public.deals) as deals,
        (select string_agg(id::text || coalesce(removed_at::text, '-'), ',' order by id) from public.community_posts) as posts,
        (select string_agg(id::text || coalesce(removed_at::text, '-'), ',' order by id) from public.post_comments) as comments,
        (select string_agg(id::text || status, ',' order by id) from public.reports) as reports,
        (select string_agg(user_id::text || role, ',' order by user_id) from public.user_roles) as roles,
        (select string_agg(user_id::text || coalesce(suspended_at::text, '-'), ',' order by user_id) from public.profiles) as suspended,
        (select string_agg(id::text || coalesce(banned_until::text, '-'), ',' order by id) from auth.users) as bans`)).rows[0];

  beforeAll(async () => {
    t = await startTestServer({ kind, extensions: [createRealtimeExtension(), createStorageExtension({ storageDir })] });
    admin = await signedIn(t, 'admin@pitchside.dev');
    for (const role of ROLES) demo[role] = await signedIn(t, `${role}@pitchside.dev`);
  });
  afterAll(async () => {
    for (const c of [admin, ...Object.values(demo)]) if (c) await closeRealtime(c);
    await t?.cleanup();
    rmSync(storageDir, { recursive: true, force: true });
  });

  describe('every admin function refuses every other role with 42501 and changes nothing', () => {
    let post: string;
    let comment: string;
    let report: string;
    let deal: string;
    let target: string;

    beforeAll(async () => {
      const author = await signedUp('athlete', 'Refusal Author');
      target = author.id;
      post = (await author.client.from('community_posts').insert({ title: 'Match day kit swap', content: 'Anyone swapping jerseys after Saturday?' }).select('id').single()).data!.id as string;
      comment = (await author.client.from('post_comments').insert({ post_id: post, content: 'Bring your size chart.' }).select('id').single()).data!.id as string;
      const r = await demo.creator.from('reports').insert({ target_type: 'post', target_id: post, reason: 'spam' }).select('id').single();
      expect(r.error).toBeNull();
      report = r.data!.id as string;
      deal = (await t.db.query<{ id: string }>('select id from public.deals where brand_id = $1 and is_active limit 1', [APEX])).rows[0]!.id;
      await t.db.query("update public.brands set verification_requested_at = now() where id = $1", [NOVA]);
    });

    const calls: [string, (c: SupabaseClient, ids: Record<string, string>) => PromiseLike<{ error: { code?: string } | null }>][] = [
      ['admin_decide_brand_verification', (c) => c.rpc('admin_decide_brand_verification', { p_brand_id: NOVA, p_approve: true })],
      ['admin_set_deal_active', (c, ids) => c.rpc('admin_set_deal_active', { p_deal_id: ids.deal, p_active: false, p_reason: 'Misleading terms' })],
      ['admin_moderate_post', (c, ids) => c.rpc('admin_moderate_post', { p_post_id: ids.post, p_remove: true, p_reason: 'Spam' })],
      ['admin_moderate_comment', (c, ids) => c.rpc('admin_moderate_comment', { p_comment_id: ids.comment, p_remove: true, p_reason: 'Spam' })],
      ['admin_resolve_report', (c, ids) => c.rpc('admin_resolve_report', { p_report_id: ids.report, p_status: 'dismissed' })],
      ['admin_set_user_role', (c, ids) => c.rpc('admin_set_user_role', { p_user_id: ids.target, p_role: 'admin' })],
      ['admin_set_suspended', (c, ids) => c.rpc('admin_set_suspended', { p_user_id: ids.target, p_suspended: true, p_reason: 'Spam' })],
      ['admin_overview', (c) => c.rpc('admin_overview', { p_days: 30 })],
      ['admin_users', (c) => c.rpc('admin_users', { p_search: 'pitchside' })],
      ['admin_brand_requests', (c) => c.rpc('admin_brand_requests')],
      ['admin_report_queue', (c) => c.rpc('admin_report_queue')],
    ];

    test.each(calls.flatMap(([name, call]) => [...ROLES, 'anon' as const].map((role) => [name, role, call] as const)))(
      '%s as %s',
      async (_name, role, call) => {
        const before = await snapshot();
        const client = role === 'anon' ? t.client() : demo[role];
        const r = await call(client, { post, comment, report, deal, target });
        expect(r.error?.code).toBe('42501');
        expect(await snapshot()).toEqual(before);
      },
    );

    test('nobody but the functions writes the moderation columns or the audit log, admins included', async () => {
      for (const c of [demo.athlete, admin]) {
        const own = await c.from('profiles').update({ suspended_at: new Date().toISOString() }).eq('user_id', c === admin ? DEMO.admin : DEMO.athlete).select();
        expect(own.error?.code).toBe('42501');
        const audit = await c.from('admin_audit_log').insert({ action: 'user.suspend', target_type: 'user', target_id: DEMO.creator });
        expect(audit.error?.code).toBe('42501');
      }
      const removed = await admin.from('community_posts').update({ removed_at: new Date().toISOString() }).eq('id', post).select();
      expect(removed.error?.code).toBe('42501');
      const deactivated = await demo.brand.from('deals').update({ deactivated_reason: 'mine' }).eq('id', deal).select();
      expect(deactivated.error?.code).toBe('42501');
      expect((await demo.athlete.from('admin_audit_log').select('id')).data).toEqual([]);
      expect((await demo.creator.from('reports').update({ status: 'resolved' }).eq('id', report).select()).error?.code).toBe('42501');
    });
  });

  test('brand verification: the admin verifies a requested brand, its deals go live, the owner is notified, it is audited', async () => {
    const owner = await signedUp('brand', 'Northwind Owner');
    const made = await owner.client.from('brands').insert({ owner_id: owner.id, name: `Northwind ${rnd()}`, website_url: 'https://northwind.example.com' }).select('id').single();
    expect(made.error).toBeNull();
    const brandId = made.data!.id as string;
    const deal = await owner.client.from('deals').insert({ brand_id: brandId, title: 'Trail running ambassador', description: 'Run our trails' }).select('id').single();
    expect(deal.error).toBeNull();
    expect((await owner.client.rpc('request_brand_verification', { p_brand_id: brandId })).error).toBeNull();

    const queue = await admin.rpc('admin_brand_requests');
    expect(queue.data?.map((b: { id: string }) => b.id)).toContain(brandId);
    const athleteSees = async () => (await demo.athlete.from('deals').select('id').eq('id', deal.data!.id)).data?.length;
    expect(await athleteSees()).toBe(0);

    const r = await admin.rpc('admin_decide_brand_verification', { p_brand_id: brandId, p_approve: true });
    expect(r.error).toBeNull();
    expect(r.data).toMatchObject({ id: brandId, verified: true, verification_requested_at: null });
    expect(await athleteSees()).toBe(1);
    expect(await notificationsOf(owner.id, 'Brand verified')).toBe(1);
    expect(await audits('brand.verify', brandId)).toEqual([expect.objectContaining({ actor_id: DEMO.admin })]);
    const again = await admin.rpc('admin_decide_brand_verification', { p_brand_id: brandId, p_approve: true });
    expect(again.error).toMatchObject({ code: 'P0001', message: 'This brand is already verified' });
  });

  test('brand verification: a rejection needs a reason, clears the request and tells the owner', async () => {
    const owner = await signedUp('brand', 'Quartz Owner');
    const brandId = (await owner.client.from('brands').insert({ owner_id: owner.id, name: `Quartz ${rnd()}` }).select('id').single()).data!.id as string;
    await owner.client.rpc('request_brand_verification', { p_brand_id: brandId });
    const noReason = await admin.rpc('admin_decide_brand_verification', { p_brand_id: brandId, p_approve: false });
    expect(noReason.error).toMatchObject({ code: 'P0001', message: 'A reason is required to reject a verification' });
    const r = await admin.rpc('admin_decide_brand_verification', { p_brand_id: brandId, p_approve: false, p_reason: 'The website does not load.' });
    expect(r.error).toBeNull();
    expect(r.data).toMatchObject({ verified: false, verification_requested_at: null });
    expect(await notificationsOf(owner.id, 'Brand verification declined')).toBe(1);
    expect(await audits('brand.reject', brandId)).toEqual([expect.objectContaining({ reason: 'The website does not load.' })]);
  });

  test('deals: deactivate with a reason (the brand cannot undo it, it is notified), reactivate; both audited', async () => {
    const deal = (await t.db.query<{ id: string }>("insert into public.deals (brand_id, title) values ($1, 'Moderated deal') returning id", [APEX])).rows[0]!.id;
    const off = await admin.rpc('admin_set_deal_active', { p_deal_id: deal, p_active: false, p_reason: 'Promises guaranteed followers' });
    expect(off.error).toBeNull();
    expect(off.data).toMatchObject({ is_active: false, deactivated_reason: 'Promises guaranteed followers', deactivated_by: DEMO.admin });
    const undo = await demo.brand.from('deals').update({ is_active: true }).eq('id', deal).select();
    expect(undo.error).toMatchObject({ code: 'P0001', message: 'An administrator deactivated this deal: Promises guaranteed followers' });
    expect(await notificationsOf(DEMO.brand, 'Deal deactivated by an administrator')).toBeGreaterThan(0);
    const on = await admin.rpc('admin_set_deal_active', { p_deal_id: deal, p_active: true });
    expect(on.data).toMatchObject({ is_active: true, deactivated_reason: null });
    expect((await audits('deal.deactivate', deal))[0]).toMatchObject({ reason: 'Promises guaranteed followers', details: { title: 'Moderated deal' } });
    expect(await audits('deal.reactivate', deal)).toHaveLength(1);
  });

  test('reports and posts: one report per user and item; removal hides the post from others, resolves its reports and tells the author', async () => {
    const author = await signedUp('creator', 'Post Author');
    const post = (await author.client.from('community_posts').insert({ title: 'Buy followers cheap', content: 'DM me for 10k followers' }).select('id').single()).data!.id as string;
    const first = await demo.athlete.from('reports').insert({ target_type: 'post', target_id: post, reason: 'scam', note: 'Selling followers' }).select('id, status').single();
    expect(first.error).toBeNull();
    expect(first.data!.status).toBe('open');
    expect((await demo.athlete.from('reports').insert({ target_type: 'post', target_id: post, reason: 'spam' })).error?.code).toBe('23505');
    expect((await author.client.from('reports').insert({ target_type: 'post', target_id: post, reason: 'spam' })).error).toMatchObject({ code: 'P0001', message: 'You cannot report your own content' });
    expect((await demo.agency.from('reports').insert({ target_type: 'post', target_id: crypto.randomUUID(), reason: 'spam' })).error).toMatchObject({ code: 'P0001' });
    expect((await demo.agency.from('reports').insert({ target_type: 'post', target_id: post, reason: 'spam', status: 'resolved' })).error?.code).toBe('42501');
    expect((await demo.agency.from('reports').select('id').eq('target_id', post)).data).toEqual([]);

    const queue = await admin.rpc('admin_report_queue');
    expect(queue.data).toEqual(expect.arrayContaining([expect.objectContaining({ target_id: post, title: 'Buy followers cheap', author_name: 'Post Author', report_count: 1 })]));

    const r = await admin.rpc('admin_moderate_post', { p_post_id: post, p_remove: true, p_reason: 'Selling fake followers' });
    expect(r.error).toBeNull();
    expect((await demo.athlete.from('community_posts').select('id').eq('id', post)).data).toEqual([]);
    expect((await t.client().from('community_posts').select('id').eq('id', post)).data).toEqual([]);
    expect((await author.client.from('community_posts').select('removed_reason').eq('id', post)).data).toEqual([{ removed_reason: 'Selling fake followers' }]);
    expect((await demo.athlete.from('reports').select('status').eq('id', first.data!.id)).data).toEqual([{ status: 'resolved' }]);
    expect(await notificationsOf(author.id, 'Your post was removed')).toBe(1);
    expect((await audits('post.remove', post))[0]).toMatchObject({ actor_id: DEMO.admin, details: { reports_resolved: 1 } });

    expect((await admin.rpc('admin_moderate_post', { p_post_id: post, p_remove: false })).error).toBeNull();
    expect((await demo.athlete.from('community_posts').select('id').eq('id', post)).data).toHaveLength(1);
    expect(await audits('post.restore', post)).toHaveLength(1);
  });

  test('comments: removed with a reason and restored; a report is dismissed on its own', async () => {
    const author = await signedUp('athlete', 'Comment Author');
    const post = (await demo.creator.from('community_posts').insert({ title: 'Best recovery drinks?', content: 'Looking for ideas' }).select('id').single()).data!.id as string;
    const comment = (await author.client.from('post_comments').insert({ post_id: post, content: 'You are all idiots' }).select('id').single()).data!.id as string;
    const report = (await demo.brand.from('reports').insert({ target_type: 'comment', target_id: comment, reason: 'harassment' }).select('id').single()).data!.id as string;
    const profileReport = (await demo.brand.from('reports').insert({ target_type: 'profile', target_id: author.id, reason: 'impersonation' }).select('id').single());
    expect(profileReport.error).toBeNull();

    expect((await admin.rpc('admin_moderate_comment', { p_comment_id: comment, p_remove: true })).error).toMatchObject({ code: 'P0001', message: 'A reason is required to remove a comment' });
    expect((await admin.rpc('admin_moderate_comment', { p_comment_id: comment, p_remove: true, p_reason: 'Insults other members' })).error).toBeNull();
    expect((await demo.athlete.from('post_comments').select('id').eq('id', comment)).data).toEqual([]);
    expect((await demo.brand.from('reports').select('status').eq('id', report)).data).toEqual([{ status: 'resolved' }]);
    expect(await notificationsOf(author.id, 'Your comment was removed')).toBe(1);
    expect((await admin.rpc('admin_moderate_comment', { p_comment_id: comment, p_remove: false })).error).toBeNull();
    expect((await demo.athlete.from('post_comments').select('id').eq('id', comment)).data).toHaveLength(1);
    expect(await audits('comment.remove', comment)).toHaveLength(1);
    expect(await audits('comment.restore', comment)).toHaveLength(1);

    const dismissed = await admin.rpc('admin_resolve_report', { p_report_id: profileReport.data!.id, p_status: 'dismissed', p_note: 'Real name, not an impersonation' });
    expect(dismissed.data).toMatchObject({ status: 'dismissed', resolved_by: DEMO.admin });
    expect((await admin.rpc('admin_resolve_report', { p_report_id: profileReport.data!.id, p_status: 'resolved' })).error).toMatchObject({ code: 'P0001', message: 'This report is already closed' });
    expect(await audits('report.dismiss', profileReport.data!.id as string)).toEqual([expect.objectContaining({ reason: 'Real name, not an impersonation' })]);
  });

  test('roles: changed only through admin_set_user_role, audited from and to; the last admin cannot be demoted', async () => {
    const user = await signedUp('athlete', 'Role Changer');
    const r = await admin.rpc('admin_set_user_role', { p_user_id: user.id, p_role: 'creator' });
    expect(r.error).toBeNull();
    expect((await t.db.query('select role from public.profiles where user_id = $1', [user.id])).rows).toEqual([{ role: 'creator' }]);
    expect((await audits('user.set_role', user.id))[0]).toMatchObject({ actor_id: DEMO.admin, details: { from: 'athlete', to: 'creator' } });
    expect((await admin.rpc('admin_set_user_role', { p_user_id: user.id, p_role: 'superuser' })).error).toMatchObject({ code: 'P0001' });

    const last = await admin.rpc('admin_set_user_role', { p_user_id: DEMO.admin, p_role: 'athlete' });
    expect(last.error).toMatchObject({ code: 'P0001', message: 'The last administrator cannot be demoted' });
    // direct writes do not grant or take admin, even by an admin
    expect((await admin.from('user_roles').update({ role: 'admin' }).eq('user_id', user.id).select()).error?.code).toBe('42501');
    expect((await admin.from('user_roles').update({ role: 'athlete' }).eq('user_id', DEMO.admin).select()).error?.code).toBe('42501');
    expect((await admin.from('profiles').update({ role: 'admin' }).eq('user_id', user.id).select('role')).data).toEqual([{ role: 'creator' }]);
    expect((await user.client.from('user_roles').update({ role: 'admin' }).eq('user_id', user.id).select()).error?.code).toBe('42501');

    expect((await admin.rpc('admin_set_user_role', { p_user_id: user.id, p_role: 'admin' })).error).toBeNull();
    expect((await user.client.rpc('is_admin')).data).toBe(true);
    expect((await user.client.rpc('admin_set_user_role', { p_user_id: DEMO.admin, p_role: 'athlete' })).error).toBeNull();
    expect((await admin.rpc('is_admin')).data).toBe(false);
    expect((await user.client.rpc('admin_set_user_role', { p_user_id: user.id, p_role: 'creator' })).error).toMatchObject({ message: 'The last administrator cannot be demoted' });
    expect((await user.client.rpc('admin_set_user_role', { p_user_id: DEMO.admin, p_role: 'admin' })).error).toBeNull();
    expect((await admin.rpc('admin_set_user_role', { p_user_id: user.id, p_role: 'creator' })).error).toBeNull();
    expect((await audits('user.set_role', user.id)).map((a) => a.details)).toEqual([
      { from: 'athlete', to: 'creator' },
      { from: 'creator', to: 'admin' },
      { from: 'admin', to: 'creator' },
    ]);
  });

  test('suspension: the user cannot sign in (User is banned) nor write with a session they still hold; unsuspending restores both', async () => {
    const user = await signedUp('athlete', 'Suspended Sam');
    const other = t.client();
    expect((await other.auth.signInWithPassword({ email: user.email, password: DEMO_PASSWORD })).error).toBeNull();

    expect((await admin.rpc('admin_set_suspended', { p_user_id: user.id, p_suspended: true })).error).toMatchObject({ code: 'P0001', message: 'A reason is required to suspend a user' });
    expect((await admin.rpc('admin_set_suspended', { p_user_id: DEMO.admin, p_suspended: true, p_reason: 'Test' })).error).toMatchObject({ code: 'P0001', message: 'You cannot suspend yourself' });
    const r = await admin.rpc('admin_set_suspended', { p_user_id: user.id, p_suspended: true, p_reason: 'Repeated spam in the community' });
    expect(r.error).toBeNull();
    expect(r.data).toMatchObject({ suspended_reason: 'Repeated spam in the community' });

    const signIn = await t.client().auth.signInWithPassword({ email: user.email, password: DEMO_PASSWORD });
    expect(signIn.error).toMatchObject({ code: 'user_banned', message: 'User is banned' });
    // the access token they still hold is refused on its next request (401 PT401, the database's pre-request
    // check; the app signs the tab out on it), not even a definer function runs
    const post = await user.client.from('community_posts').insert({ title: 'Still here', content: 'x' });
    expect(post.error).toMatchObject({ code: 'PT401', message: 'Your account is suspended' });
    expect(post.status).toBe(401);
    const bio = await user.client.from('profiles').update({ bio: 'changed' }).eq('user_id', user.id);
    expect(bio.error?.code).toBe('PT401');
    const message = await user.client.rpc('send_message', { p_content: 'hello', p_recipient_id: DEMO.creator });
    expect(message.error?.code).toBe('PT401');
    const upload = await user.client.storage.from('avatars').upload(`${user.id}/me.png`, png());
    // the storage API words every 42501 as Supabase's does; the same upload works once unsuspended (below)
    expect(upload.error?.message).toBe('new row violates row-level security policy');
    expect((await t.db.query('select 1 from storage.objects where owner = $1', [user.id])).rows).toEqual([]);
    // the session they held is gone
    expect((await other.auth.refreshSession()).error).not.toBeNull();
    expect((await audits('user.suspend', user.id))[0]).toMatchObject({ reason: 'Repeated spam in the community' });

    expect((await admin.rpc('admin_set_suspended', { p_user_id: user.id, p_suspended: false })).error).toBeNull();
    const back = t.client();
    expect((await back.auth.signInWithPassword({ email: user.email, password: DEMO_PASSWORD })).error).toBeNull();
    expect((await back.from('community_posts').insert({ title: 'Back again', content: 'Thanks for the second chance' })).error).toBeNull();
    const uploaded = await back.storage.from('avatars').upload(`${user.id}/me.png`, png());
    expect(uploaded.error).toBeNull();
    expect(await audits('user.unsuspend', user.id)).toHaveLength(1);
  });

  test('realtime: a new report and a verification request reach the admin, never another member', async () => {
    type Change = { new: { id?: string } };
    const listen = (c: SupabaseClient, table: string) => {
      const events: Change[] = [];
      const statuses: string[] = [];
      const channel: RealtimeChannel = c
        .channel(`admin-rt-${table}-${rnd()}`)
        .on('postgres_changes' as never, { event: '*', schema: 'public', table }, (p: Change) => events.push(p))
        .subscribe((st) => statuses.push(st));
      return { events, channel, subscribed: waitFor(() => statuses.includes('SUBSCRIBED'), 30_000, `${table} SUBSCRIBED`) };
    };
    const subs = { adminReports: listen(admin, 'reports'), adminBrands: listen(admin, 'brands'), otherReports: listen(demo.creator, 'reports'), otherBrands: listen(demo.creator, 'brands') };
    await Promise.all(Object.values(subs).map((x) => x.subscribed));

    const owner = await signedUp('brand', 'Realtime Brand Owner');
    const brandId = (await owner.client.from('brands').insert({ owner_id: owner.id, name: `Harbor ${rnd()}` }).select('id').single()).data!.id as string;
    expect((await owner.client.rpc('request_brand_verification', { p_brand_id: brandId })).error).toBeNull();
    const post = (await demo.agency.from('community_posts').insert({ title: 'Realtime moderation check', content: 'Watching the queue' }).select('id').single()).data!.id as string;
    const report = (await demo.athlete.from('reports').insert({ target_type: 'post', target_id: post, reason: 'spam' }).select('id').single()).data!.id as string;

    await waitFor(() => subs.adminReports.events.some((e) => e.new.id === report), 20_000, 'the report to the admin');
    await waitFor(() => subs.adminBrands.events.some((e) => e.new.id === brandId), 20_000, 'the request to the admin');
    await sleep(1000);
    expect(subs.otherReports.events.filter((e) => e.new.id === report)).toEqual([]);
    expect(subs.otherBrands.events.filter((e) => e.new.id === brandId)).toEqual([]);
    for (const x of Object.values(subs)) await x.channel.unsubscribe();
    await closeRealtime(owner.client);
  });

  test('reads: the overview has totals and one point a day; the users list searches name and e-mail', async () => {
    const o = await admin.rpc('admin_overview', { p_days: 30 });
    expect(o.error).toBeNull();
    expect(o.data.series).toHaveLength(30);
    expect(o.data.totals).toEqual(expect.objectContaining({ users: expect.any(Number), deals_posted: expect.any(Number), applications: expect.any(Number), messages: expect.any(Number) }));
    expect(o.data.series[29]).toEqual(expect.objectContaining({ day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), signups: expect.objectContaining({ athlete: expect.any(Number) }) }));
    expect((await admin.rpc('admin_overview', { p_days: 0 })).error).toMatchObject({ code: 'P0001' });

    const byEmail = await admin.rpc('admin_users', { p_search: 'creator@pitchside' });
    expect(byEmail.data).toEqual([expect.objectContaining({ user_id: DEMO.creator, email: 'creator@pitchside.dev', role: 'creator', onboarding_completed: true })]);
    const byName = await admin.rpc('admin_users', { p_search: 'jordan', p_role: 'athlete' });
    expect(byName.data?.map((u: { user_id: string }) => u.user_id)).toContain(DEMO.athlete);
  });
});
