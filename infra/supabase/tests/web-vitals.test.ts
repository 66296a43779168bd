/** @jest-environment node */
/**
 * Real users' Web Vitals (issue 35): the report as the shell sends it (sendBeacon: a text/plain POST with the key as
 * the `apikey` URL parameter and no Authorization header) is accepted; a malformed one is refused and writes nothing;
 * the rate limits cut what exceeds them; nobody inserts, updates or deletes directly; only admins read the rows and
 * the p75 per route (admin_web_vitals), everyone else gets 42501 or nothing.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { TestDbKind } from '../../local/src/db/testing';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../../local/src/server/testing';
import { errorCode, tryAs, DEMO } from './helpers';

jest.setTimeout(180_000);

type Report = { route: string; metric: string; value: number; nav?: string };

describe.each<TestDbKind>(['pglite', 'postgres'])('web vitals on %s', (kind) => {
  let t: TestServer;
  let admin: SupabaseClient;
  let athlete: SupabaseClient;

  /** What navigator.sendBeacon sends. */
  const beacon = (body: unknown) =>
    fetch(`${t.url}/rest/v1/rpc/report_web_vitals?apikey=${encodeURIComponent(t.anonKey)}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const rowsOf = async (page: string) =>
    (await t.db.query<{ route: string; metric: string; value: number; navigation_type: string }>(
      'select route, metric, value, navigation_type from public.web_vitals where page_id = $1 order by route, metric',
      [page],
    )).rows;

  beforeAll(async () => {
    t = await startTestServer({ kind });
    admin = t.client();
    athlete = t.client();
    for (const [c, email] of [[admin, 'admin@pitchside.dev'], [athlete, 'athlete@pitchside.dev']] as const) {
      const { error } = await c.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
      if (error) throw error;
    }
  });
  afterAll(() => t?.cleanup());

  test('a well-formed batch sent as sendBeacon sends it is stored, anonymously', async () => {
    const page = randomUUID();
    const reports: Report[] = [
      { route: '/marketplace', metric: 'LCP', value: 812.5, nav: 'navigate' },
      { route: '/marketplace', metric: 'TTFB', value: 95 },
      { route: '/marketplace', metric: 'CLS', value: 0.012 },
      { route: '/marketplace', metric: 'INP', value: 48 },
    ];
    const res = await beacon({ page, reports });
    expect(res.status).toBe(200);
    expect(await res.json()).toBe(4);
    expect(await rowsOf(page)).toEqual([
      { route: '/marketplace', metric: 'CLS', value: 0.012, navigation_type: 'navigate' },
      { route: '/marketplace', metric: 'INP', value: 48, navigation_type: 'navigate' },
      { route: '/marketplace', metric: 'LCP', value: 812.5, navigation_type: 'navigate' },
      { route: '/marketplace', metric: 'TTFB', value: 95, navigation_type: 'navigate' },
    ]);
    // the table has no column that could name a person
    const cols = (await t.db.query<{ column_name: string }>("select column_name from information_schema.columns where table_schema = 'public' and table_name = 'web_vitals' order by 1")).rows.map((r) => r.column_name);
    expect(cols).toEqual(['id', 'metric', 'navigation_type', 'page_id', 'recorded_at', 'route', 'value']);
    // a later report of the same metric for the same page and route replaces it (CLS and INP grow while a page lives)
    expect(await (await beacon({ page, reports: [{ route: '/marketplace', metric: 'CLS', value: 0.05 }] })).json()).toBe(1);
    expect((await rowsOf(page)).find((r) => r.metric === 'CLS')?.value).toBe(0.05);
  });

  test.each([
    ['not JSON', 'hello'],
    ['no page id', { reports: [{ route: '/x', metric: 'LCP', value: 1 }] }],
    ['a page id that is no uuid', { page: 'abc', reports: [{ route: '/x', metric: 'LCP', value: 1 }] }],
    ['no reports', { page: randomUUID(), reports: [] }],
    ['21 reports', { page: randomUUID(), reports: Array.from({ length: 21 }, (_, i) => ({ route: `/r${i}`, metric: 'LCP', value: 1 })) }],
    ['an unknown metric', { page: randomUUID(), reports: [{ route: '/x', metric: 'FID', value: 1 }] }],
    ['a negative value', { page: randomUUID(), reports: [{ route: '/x', metric: 'LCP', value: -1 }] }],
    ['a value as text', { page: randomUUID(), reports: [{ route: '/x', metric: 'LCP', value: '1' }] }],
    ['an absurd CLS', { page: randomUUID(), reports: [{ route: '/x', metric: 'CLS', value: 1000 }] }],
    ['a full URL as route', { page: randomUUID(), reports: [{ route: 'https://evil.example/x?email=a@b.c', metric: 'LCP', value: 1 }] }],
    ['a query string in the route', { page: randomUUID(), reports: [{ route: '/x?email=a@b.c', metric: 'LCP', value: 1 }] }],
    ['an unknown navigation type', { page: randomUUID(), reports: [{ route: '/x', metric: 'LCP', value: 1, nav: 'teleport' }] }],
    ['a body over 8000 characters', JSON.stringify({ page: randomUUID(), reports: [{ route: '/x', metric: 'LCP', value: 1, pad: 'x'.repeat(8000) }] })],
  ])('a malformed report is refused and writes nothing: %s', async (_name, body) => {
    const before = Number((await t.db.query<{ n: string }>('select count(*) as n from public.web_vitals')).rows[0]!.n);
    const res = await beacon(body);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(Number((await t.db.query<{ n: string }>('select count(*) as n from public.web_vitals')).rows[0]!.n)).toBe(before);
  });

  test('at most 60 reports per page load are kept; the rest are dropped, not refused', async () => {
    const page = randomUUID();
    let kept = 0;
    for (let b = 0; b < 4; b++) {
      const reports = Array.from({ length: 20 }, (_, i) => ({ route: `/route-${b}-${i}`, metric: 'LCP', value: 100 + i }));
      const res = await beacon({ page, reports });
      expect(res.status).toBe(200);
      kept += (await res.json()) as number;
    }
    expect(kept).toBe(60);
    expect(await rowsOf(page)).toHaveLength(60);
  });

  test('at most 600 reports a minute from everyone together', async () => {
    await t.db.query("insert into public.web_vitals (page_id, route, metric, value) select gen_random_uuid(), '/flood', 'LCP', 1 from generate_series(1, 600)");
    const page = randomUUID();
    const res = await beacon({ page, reports: [{ route: '/late', metric: 'LCP', value: 1 }] });
    expect([res.status, await res.text()]).toEqual([200, '0']);
    expect(await rowsOf(page)).toHaveLength(0);
    await t.db.query("delete from public.web_vitals where route = '/flood'");
  });

  test('measurements are kept 30 days: each report prunes at most 500 of the oldest past that, with no scheduler', async () => {
    await t.db.query("insert into public.web_vitals (page_id, route, metric, value, recorded_at) select gen_random_uuid(), '/expired', 'LCP', 1, now() - interval '40 days' - n * interval '1 second' from generate_series(1, 600) n");
    await t.db.query("insert into public.web_vitals (page_id, route, metric, value, recorded_at) select gen_random_uuid(), '/kept', 'LCP', 1, now() - interval '29 days' from generate_series(1, 3)");
    const count = async (route: string) => Number((await t.db.query<{ n: string }>('select count(*) as n from public.web_vitals where route = $1', [route])).rows[0]!.n);
    const report = async () => expect((await beacon({ page: randomUUID(), reports: [{ route: '/retention', metric: 'TTFB', value: 80 }] })).status).toBe(200);
    await report();
    // one batch of 500, the oldest first
    expect(await count('/expired')).toBe(100);
    expect((await t.db.query<{ ok: boolean }>("select min(recorded_at) > now() - interval '40 days' - interval '101 seconds' as ok from public.web_vitals where route = '/expired'")).rows[0]!.ok).toBe(true);
    await report();
    expect(await count('/expired')).toBe(0);
    // younger than 30 days stays, and so does the report itself
    expect(await count('/kept')).toBe(3);
    expect(await count('/retention')).toBe(2);
    // nobody calls the pruning from the API
    const denied = await tryAs(t.db, DEMO.admin, (tx) => tx.query('select private.prune_web_vitals()').then(() => 'ok', (e: unknown) => errorCode(e)));
    expect(denied).toBe('42501');
    await t.db.query("delete from public.web_vitals where route in ('/kept', '/retention')");
  });

  test('nobody writes the table directly, not even an admin; only admins read it', async () => {
    for (const user of [null, DEMO.athlete, DEMO.admin]) {
      const code = await tryAs(t.db, user, (tx) =>
        tx.query("insert into public.web_vitals (page_id, route, metric, value) values (gen_random_uuid(), '/x', 'LCP', 1)").then(() => 'ok', (e: unknown) => errorCode(e)),
      );
      expect([user, code]).toEqual([user, '42501']);
      for (const sql of ["update public.web_vitals set value = 0", 'delete from public.web_vitals']) {
        const r = await tryAs(t.db, user, (tx) => tx.query(sql).then((x) => `${x.affectedRows ?? 0}`, (e: unknown) => errorCode(e)));
        expect([user, sql, r]).toEqual([user, sql, '42501']);
      }
    }
    const seen = async (user: string | null) =>
      tryAs(t.db, user, (tx) => tx.query<{ n: string }>('select count(*) as n from public.web_vitals').then((r) => Number(r.rows[0]!.n), (e: unknown) => errorCode(e)));
    expect(await seen(null)).toBe('42501');
    expect(await seen(DEMO.athlete)).toBe(0);
    expect(await seen(DEMO.brand)).toBe(0);
    expect(await seen(DEMO.admin)).toBeGreaterThan(0);
    // through the API as well
    expect((await athlete.from('web_vitals').select('id')).data).toEqual([]);
    expect((await admin.from('web_vitals').select('id')).data?.length).toBeGreaterThan(0);
  });

  test('admin_web_vitals gives admins the p75 per route and metric of the last 7 days; anyone else gets 42501', async () => {
    const page = () => randomUUID();
    // LCP on /learn: 100, 200, 300, 400, 500 ms -> p75 (continuous) = 400; one older than 7 days is left out
    for (const v of [100, 200, 300, 400, 500]) await beacon({ page: page(), reports: [{ route: '/learn', metric: 'LCP', value: v }] });
    await t.db.query("insert into public.web_vitals (page_id, route, metric, value, recorded_at) values (gen_random_uuid(), '/learn', 'LCP', 99999, now() - interval '8 days')");
    // and it looks back at most 30 days, the measurements' retention
    expect(((await admin.rpc('admin_web_vitals', { p_days: 90 })).data as { days: number }).days).toBe(30);
    const { data, error } = await admin.rpc('admin_web_vitals', { p_days: 7 });
    expect(error).toBeNull();
    const rows = (data as { rows: { route: string; metric: string; p75: number; count: number }[] }).rows;
    expect(rows.find((r) => r.route === '/learn' && r.metric === 'LCP')).toEqual({ route: '/learn', metric: 'LCP', p75: 400, count: 5 });
    const denied = await athlete.rpc('admin_web_vitals', { p_days: 7 });
    expect(denied.error?.code).toBe('42501');
    const anon = await t.client().rpc('admin_web_vitals', { p_days: 7 });
    expect(anon.error).not.toBeNull();
  });
});
