/** @jest-environment node */
/** The same server on a real PostgreSQL server (DATABASE_URL path): a conformance smoke test with supabase-js. */
import { findPostgresBinDir } from '../db/testing';
import { startTestServer, type TestServer } from './testing';

jest.setTimeout(180_000);

let hasPostgres = true;
try {
  findPostgresBinDir();
} catch {
  hasPostgres = false;
}
const maybe = hasPostgres ? describe : describe.skip;

maybe('server on PostgreSQL', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ kind: 'postgres' });
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  test('auth + the marketplace query + writes + rpc + errors', async () => {
    const c = t.client();
    const su = await c.auth.signUp({ email: 'pg.user@example.com', password: 'Password123!', options: { data: { full_name: 'PG User', role: 'athlete' } } });
    expect(su.error).toBeNull();
    const uid = su.data.user!.id;
    const athlete = t.client();
    expect((await athlete.auth.signInWithPassword({ email: 'athlete@pitchside.dev', password: 'Pitchside123!' })).error).toBeNull();
    const deals = await athlete
      .from('deals')
      .select('*, brand:brands(name, logo_url, verified)')
      .eq('is_active', true)
      .or('title.ilike.%a%,description.ilike.%a%')
      .gte('compensation_amount', 0)
      .order('created_at', { ascending: false })
      .limit(50);
    expect(deals.error).toBeNull();
    expect(deals.data!.length).toBeGreaterThan(0);
    expect(deals.data![0]!.brand).toMatchObject({ name: expect.any(String) });
    const prof = await c.from('profiles').update({ bio: 'On Postgres' }).eq('user_id', uid).select().single();
    expect(prof.data).toMatchObject({ bio: 'On Postgres', full_name: 'PG User' });
    const bm = await c.from('bookmarks').insert([{ user_id: uid, content_id: 'a', content_type: 'deal' }, { user_id: uid, content_id: 'b', content_type: 'deal' }]).select();
    expect(bm.data).toHaveLength(2);
    const head = await c.from('bookmarks').select('*', { count: 'exact', head: true }).eq('user_id', uid);
    expect(head.count).toBe(2);
    expect((await c.rpc('get_user_role', { user_uuid: uid })).data).toBe('athlete');
    const missing = await c.from('onboarding_status').select('*').eq('user_id', '10000000-0000-4000-8000-000000000001').single();
    expect(missing.error?.code).toBe('PGRST116');
    const forbidden = await c.from('bookmarks').insert({ user_id: '10000000-0000-4000-8000-000000000001', content_id: 'x', content_type: 'deal' });
    expect(forbidden.error?.code).toBe('42501');
    const typeErr = await c.from('deals').select('id').eq('id', 'nope');
    expect(typeErr.error?.code).toBe('22P02');
    const refreshed = await c.auth.refreshSession();
    expect(refreshed.error).toBeNull();
  });
});
