/** @jest-environment node */
import { autovacuum } from './autovacuum';
import { openTestDb, type TestDb } from './testing';

jest.setTimeout(120_000);

let t: TestDb;
beforeAll(async () => {
  t = await openTestDb('pglite', { seed: false });
  await autovacuum(t.db); // whatever the migrations left due
});
afterAll(async () => {
  await t?.cleanup();
});

const stats = async () =>
  (
    await t.db.query<{ dead: number; allVisible: number; pages: number }>(
      `select s.n_dead_tup::int as dead, c.relallvisible as "allVisible", c.relpages as pages
       from pg_stat_user_tables s join pg_class c on c.oid = s.relid where s.relname = 'autovacuum_probe'`,
    )
  ).rows[0];

test('a pass vacuums and analyzes a table past autovacuum\'s insert threshold, as PostgreSQL\'s workers would', async () => {
  await t.db.exec('create table public.autovacuum_probe (id int primary key, note text)');
  await t.db.query(`insert into public.autovacuum_probe select n, 'row ' || n from generate_series(1, 3000) n`);
  expect((await stats())?.allVisible).toBe(0);

  expect(await autovacuum(t.db)).toEqual(['public.autovacuum_probe']);
  const after = await stats();
  expect(after?.pages).toBeGreaterThan(0);
  expect(after?.allVisible).toBe(after?.pages);
  expect(await autovacuum(t.db)).toEqual([]);
});

test('dead rows past the threshold are vacuumed; a few changes are left for later', async () => {
  await t.db.query('update public.autovacuum_probe set note = note where id <= 20');
  expect(await autovacuum(t.db)).toEqual([]);
  await t.db.query('delete from public.autovacuum_probe where id <= 1500');
  expect((await stats())?.dead).toBeGreaterThan(0);
  expect(await autovacuum(t.db)).toEqual(['public.autovacuum_probe']);
  expect((await stats())?.dead).toBe(0);
});
