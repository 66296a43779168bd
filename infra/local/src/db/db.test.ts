/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asRole, DataDirLockedError, listMigrations, migrate, openDb, type Db } from './index';
import { lockDataDir } from './lock';
import { assertDynamicImportAvailable, freshPglite, openTestDb, type TestDb, type TestDbKind } from './testing';
import { parsePgArray } from './type-mapping';

jest.setTimeout(120_000);

const TYPE_PROBE = `
  select 1::int2 as i2, 2::int4 as i4, 3::int8 as i8, 9007199254740993::int8 as big, 1.5::float8 as f8,
         12.50::numeric(12,2) as num, true as b, 'x'::text as t, '00000000-0000-4000-8000-000000000001'::uuid as u,
         '{"a":[1,2]}'::jsonb as j, array['a','b c',null]::text[] as ta, array[1,2]::int8[] as ia,
         '2026-01-31 12:00:00.123456+00'::timestamptz as ts, '2026-01-31'::date as d,
         array['2026-01-31 12:00:00+00'::timestamptz] as tsa, interval '1 day 2 hours' as iv, null::text as n`;

describe.each<TestDbKind>(['pglite', 'postgres'])('database layer on %s', (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb(kind, { seed: false });
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  test('returns the documented JS types', async () => {
    const r = await t.db.query(TYPE_PROBE);
    expect(r.rows[0]).toEqual({
      i2: 1, i4: 2, i8: 3, big: '9007199254740993', f8: 1.5, num: '12.50', b: true, t: 'x',
      u: '00000000-0000-4000-8000-000000000001', j: { a: [1, 2] }, ta: ['a', 'b c', null], ia: [1, 2],
      ts: '2026-01-31 12:00:00.123456+00', d: '2026-01-31', tsa: ['2026-01-31 12:00:00+00'], iv: '1 day 02:00:00', n: null,
    });
    expect(r.fields.find((f) => f.name === 'i8')?.dataTypeID).toBe(20);
  });

  test('affectedRows, exec and transactions (commit and rollback)', async () => {
    await t.db.exec('create table if not exists public.t_layer (id int primary key, v text); grant all on public.t_layer to authenticated;');
    const ins = await t.db.query('insert into public.t_layer values (1, $1), (2, $2)', ['a', 'b']);
    expect(ins.affectedRows).toBe(2);
    await expect(
      t.db.transaction(async (tx) => {
        await tx.query("insert into public.t_layer values (3, 'c')");
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const n = await t.db.transaction(async (tx) => {
      await tx.exec("insert into public.t_layer values (4, 'd'); insert into public.t_layer values (5, 'e');");
      return (await tx.query<{ n: number }>('select count(*) as n from public.t_layer')).rows[0]!.n;
    });
    expect(n).toBe(4);
  });

  test('asRole sets the role and the claims for one transaction only', async () => {
    const sub = '00000000-0000-4000-8000-0000000000aa';
    const inside = await asRole(t.db, 'authenticated', { sub, role: 'authenticated', email: 'a@b.c' }, async (tx) =>
      (await tx.query<{ r: string; uid: string; role: string; email: string }>(
        'select current_user as r, auth.uid() as uid, auth.role() as role, auth.jwt() ->> $1 as email',
        ['email'],
      )).rows[0],
    );
    expect(inside).toEqual({ r: 'authenticated', uid: sub, role: 'authenticated', email: 'a@b.c' });
    const after = await t.db.query<{ r: string; uid: string | null }>('select current_user as r, auth.uid() as uid');
    expect(after.rows[0]!.uid).toBeNull();
    expect(after.rows[0]!.r).not.toBe('authenticated');
    const anon = await asRole(t.db, 'anon', null, async (tx) => (await tx.query<{ r: string; role: string }>('select current_user as r, auth.role() as role')).rows[0]);
    expect(anon).toEqual({ r: 'anon', role: 'anon' });
    const svc = await asRole(t.db, 'service_role', { role: 'service_role' }, async (tx) =>
      (await tx.query<{ n: number }>('select count(*) as n from public.notifications')).rows[0]!.n,
    );
    expect(svc).toBe(0);
    await expect(asRole(t.db, 'postgres' as 'anon', null, async () => 1)).rejects.toThrow('Unknown database role');
  });

  test('LISTEN / NOTIFY', async () => {
    const got: string[] = [];
    const unlisten = await t.db.listen('pitchside_test', (p) => got.push(p));
    await t.db.query("select pg_notify('pitchside_test', 'hello')");
    await t.db.transaction((tx) => tx.query("select pg_notify('pitchside_test', 'from tx')"));
    for (let i = 0; i < 250 && got.length < 2; i++) await new Promise((r) => setTimeout(r, 20));
    expect(got).toEqual(['hello', 'from tx']);
    await unlisten();
    await t.db.query("select pg_notify('pitchside_test', 'ignored')");
    await new Promise((r) => setTimeout(r, 100));
    expect(got).toHaveLength(2);
  });

  test('migrations are recorded and not applied twice', async () => {
    const versions = (await t.db.query<{ version: string }>('select version from supabase_migrations.schema_migrations order by version')).rows.map((r) => r.version);
    expect(versions).toEqual(listMigrations().map((m) => m.version));
    expect(await migrate(t.db)).toEqual([]);
  });

});

test("a jest run's fresh seeded PGlite databases load one snapshot, and what one suite writes never reaches another", async () => {
  const [a, b] = [await freshPglite(), await freshPglite()];
  try {
    const snapshot = path.join(process.env.PITCHSIDE_TEST_SNAPSHOT_DIR ?? '', 'pglite-seeded.tar');
    // Only the WAL segment the database starts from: the dump's recycled ones are left out (tar reads it whole).
    expect(execFileSync('tar', ['-tf', snapshot], { encoding: 'utf8' }).match(/pg_wal\/[0-9A-F]{24}$/gm)).toHaveLength(1);
    expect((await a.query('show shared_buffers')).rows).toEqual([{ shared_buffers: '16MB' }]);
    await a.query("update public.deals set title = 'Changed in one database' where id = (select min(id::text)::uuid from public.deals)");
    expect((await b.query("select count(*)::int as n from public.deals where title = 'Changed in one database'")).rows).toEqual([{ n: 0 }]);
    expect((await a.query('select count(*)::int as n from public.deals')).rows).toEqual((await b.query('select count(*)::int as n from public.deals')).rows);
  } finally {
    await a.close();
    await b.close();
  }
});

describe('PGlite data directory', () => {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'pitchside-db-test-'));
  const dataDir = path.join(base, 'db');
  afterAll(() => fs.rmSync(base, { recursive: true, force: true }));

  test('is locked while open, persists, and is seeded only on creation', async () => {
    assertDynamicImportAvailable();
    // a stale lock from a dead process is taken over
    fs.writeFileSync(`${dataDir}.lock`, JSON.stringify({ pid: 2 ** 22 + 12345, hostname: os.hostname(), startedAt: '' }));
    const logs: string[] = [];
    let db: Db = await openDb({ dataDir, log: (m) => logs.push(m) });
    try {
      expect(logs.some((l) => l.includes('applied seed.sql'))).toBe(true);
      expect(JSON.parse(fs.readFileSync(`${dataDir}.lock`, 'utf8')).pid).toBe(process.pid);
      // a second open of the same directory is refused, in this process or another
      await expect(openDb({ dataDir })).rejects.toBeInstanceOf(DataDirLockedError);
      await db.query("update public.profiles set bio = 'persisted bio' where user_id = '10000000-0000-4000-8000-000000000001'");
    } finally {
      await db.close();
    }
    expect(fs.existsSync(`${dataDir}.lock`)).toBe(false);

    const logs2: string[] = [];
    db = await openDb({ dataDir, log: (m) => logs2.push(m) });
    try {
      expect(logs2.some((l) => l.includes('seed'))).toBe(false);
      expect(logs2.some((l) => l.includes('applied migration'))).toBe(false);
      const r = await db.query<{ bio: string; deals: number }>(
        "select bio, (select count(*) from public.deals) as deals from public.profiles where user_id = '10000000-0000-4000-8000-000000000001'",
      );
      expect(r.rows[0]!.bio).toBe('persisted bio');
      expect(r.rows[0]!.deals).toBeGreaterThanOrEqual(60);
    } finally {
      await db.close();
    }
  });

  test('a lock held by another live process is refused with a clear error', () => {
    const dir = path.join(base, 'other');
    fs.writeFileSync(`${dir}.lock`, JSON.stringify({ pid: process.ppid, hostname: os.hostname(), startedAt: '' }));
    expect(() => lockDataDir(dir)).toThrow(/in use by another process \(pid \d+/);
  });
});

test('parsePgArray handles quotes, escapes, NULL and nesting', () => {
  expect(parsePgArray('{}', (x) => x)).toEqual([]);
  expect(parsePgArray('{a,"b,c","d\\"e",NULL,"NULL"}', (x) => x)).toEqual(['a', 'b,c', 'd"e', null, 'NULL']);
  expect(parsePgArray('{{1,2},{3,4}}', Number)).toEqual([[1, 2], [3, 4]]);
});
