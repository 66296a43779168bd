/** @jest-environment node */
/**
 * Issue 19's database findings, each as the attack the review made, through supabase-js against the local
 * server (migration 20251601000100_security_hardening.sql): the attack must fail and nothing may change.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { TestDbKind } from '../../local/src/db/testing';
import { startTestServer, type TestServer } from '../../local/src/server/testing';
import { DEMO } from './helpers';

jest.setTimeout(180_000);

const PASSWORD = 'Pitchside123!';
const APEX = '20000000-0000-4000-8000-000000000001';
const FIRST_POST = '30000000-0000-4000-8000-000000000001';
const SECOND_POST = '30000000-0000-4000-8000-000000000002';

let t: TestServer;
let service: SupabaseClient;
const rnd = () => Math.random().toString(36).slice(2, 10);

async function signedIn(email: string): Promise<SupabaseClient> {
  const c = t.client();
  const { error } = await c.auth.signInWithPassword({ email, password: PASSWORD });
  if (error) throw error;
  return c;
}

async function signedUp(role: 'athlete' | 'creator' | 'brand' | 'agency'): Promise<{ client: SupabaseClient; id: string }> {
  const client = t.client();
  const { data, error } = await client.auth.signUp({ email: `${role}-${rnd()}@example.com`, password: PASSWORD, options: { data: { full_name: `Test ${role}`, role } } });
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
    athlete = await signedIn('athlete@pitchside.dev');
    creator = await signedIn('creator@pitchside.dev');
    brand = await signedIn('brand@pitchside.dev');
    admin = await signedIn('admin@pitchside.dev');
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
    const listed = await agency.client.from('agency_clients').insert({ agency_id: agency.id, client_user_id: DEMO.creator, client_name: 'Maya Chen', client_type: 'creator' }).select('id').single();
    expect(listed.error).toBeNull();
    const removed = await creator.from('agency_clients').delete().eq('id', listed.data!.id).select('id');
    expect(removed.data).toEqual([{ id: listed.data!.id }]);
    expect((await agency.client.from('agency_clients').select('id').eq('id', listed.data!.id)).data).toEqual([]);
  });
});
