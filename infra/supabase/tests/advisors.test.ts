/** @jest-environment node */
/**
 * Supabase's Security and Performance Advisors (splinter's lints, infra/local/src/db/advisors.ts) find nothing in
 * the schema the migrations build, on PostgreSQL 15 as on a hosted project. A finding names its object, e.g.
 * `public.x(uuid)` for a definer function the API exposes: `npm run db:advisors` prints them all.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ADVISOR_LINTS, exposedSchemas, runAdvisors, type AdvisorReport } from '../../local/src/db/advisors';
import { openDb, type Db } from '../../local/src/db';
import { dumpSchema, schemaFile } from '../../local/src/db/schema-dump';
import { findPostgresBinDir, startTempPostgres, type TempPostgres } from '../../local/src/db/testing';

jest.setTimeout(180_000);

/**
 * Findings that are right as they are, by lint name and object, each with its reason. Keep it short: a finding
 * belongs here only when the advisor's fix would be wrong for this schema.
 */
const ALLOWED: Record<string, Record<string, string>> = {
  // unindexed_foreign_keys: every foreign key has an index today (20252809000100_advisors_clean.sql, section 7).
  // A key whose referenced rows are never deleted or re-keyed and whose column is never searched may be listed
  // here as `'public.<table>.<constraint>': '<why no index>'`.
  unindexed_foreign_keys: {},
  // A SET clause (or SECURITY DEFINER) stops the planner from inlining a SQL function, and these are only fast
  // inlined: deal_match (Best match sorts every matching deal by it; it reads through private.match_context(),
  // 20253102000100_best_match_set_based.sql) and my_bookmark (the Saved filter keeps the listed deals that have one,
  // 20253402000200_saved_filter_inlined.sql). Their bodies name every object with its schema.
  function_search_path_mutable: {
    'public.deal_match(d deals)': 'inlined into the list query; every name in its body is schema-qualified',
    'public.my_bookmark(deals)': 'inlined into the Saved filter as a join; every name in its body is schema-qualified',
  },
};

// One throw-away PostgreSQL 15 with every migration (no seed) for the advisors and the schema dump.
let server: TempPostgres;
let db: Db;
beforeAll(async () => {
  server = await startTempPostgres();
  db = await openDb({ databaseUrl: server.url, seed: false });
});
afterAll(async () => {
  await db?.close();
  await server?.stop();
});

test('infra/supabase/schema.sql is the schema the migrations build (else run npm run db:schema)', async () => {
  const dumped = (await dumpSchema(server.url, findPostgresBinDir())).split('\n');
  const committed = (fs.existsSync(schemaFile) ? fs.readFileSync(schemaFile, 'utf8') : '').split('\n');
  // the first line that differs, not an 11,000-line diff
  const at = Math.max(dumped.length, committed.length) === 0 ? -1
    : [...Array(Math.max(dumped.length, committed.length)).keys()].find((i) => dumped[i] !== committed[i]) ?? -1;
  expect(at < 0 ? null : { line: at + 1, committed: committed[at] ?? '(end of file)', dumped: dumped[at] ?? '(end of file)' }).toBeNull();
});

test('infra/supabase/README.md indexes every migration in one line', () => {
  const readme = fs.readFileSync(path.join(__dirname, '..', 'README.md'), 'utf8');
  const indexed = new Set([...readme.matchAll(/^- `(\d+_[a-z0-9_]+)`: /gm)].map((m) => m[1] as string));
  const files = fs.readdirSync(path.join(__dirname, '..', 'migrations')).filter((f) => f.endsWith('.sql')).map((f) => f.replace(/\.sql$/, ''));
  expect(files.filter((f) => !indexed.has(f))).toEqual([]);
  expect([...indexed].filter((f) => !files.includes(f))).toEqual([]);
});

describe('Supabase advisors on PostgreSQL', () => {
  let report: AdvisorReport;

  beforeAll(async () => {
    report = await runAdvisors(db);
  });

  test('the exposed schemas are read from config.toml', () => {
    expect(exposedSchemas()).toEqual(['public', 'storage']);
  });

  test.each(ADVISOR_LINTS.map((l) => [l.id, l.name] as const))('%s: no findings', (_id, name) => {
    const allowed = ALLOWED[name] ?? {};
    const findings = (report[name] ?? []).filter((f) => !(f.object in allowed)).map((f) => f.detail);
    expect(findings).toEqual([]);
  });

  test('every allowed finding still exists (a stale allowance hides nothing)', () => {
    const stale = Object.entries(ALLOWED).flatMap(([name, objects]) =>
      Object.keys(objects).filter((o) => !(report[name] ?? []).some((f) => f.object === o)).map((o) => `${name}: ${o}`));
    expect(stale).toEqual([]);
  });

  test('infra/supabase/README.md lists every function of public an API role may call, with who may call it', async () => {
    const readme = fs.readFileSync(path.join(__dirname, '..', 'README.md'), 'utf8');
    const section = /^### API-callable functions$([\s\S]*?)^#/m.exec(readme)?.[1] ?? '';
    const listed = Object.fromEntries(
      [...section.matchAll(/^\| `([a-z_0-9]+)` \| ([a-z_, ]+) \|/gm)].map((m) => [m[1], m[2]!.trim()]));
    const r = await db.query<{ name: string; who: string }>(`
      select p.proname as name,
             coalesce(nullif(concat_ws(', ',
               case when pg_catalog.has_function_privilege('anon', p.oid, 'EXECUTE') then 'anon' end,
               case when pg_catalog.has_function_privilege('authenticated', p.oid, 'EXECUTE') then 'authenticated' end), ''),
               'service_role') as who
        from pg_catalog.pg_proc p
       where p.pronamespace = 'public'::regnamespace
         and p.prorettype <> 'pg_catalog.trigger'::regtype
         and not exists (select 1 from pg_catalog.pg_depend d where d.objid = p.oid and d.deptype = 'e')
         and pg_catalog.has_function_privilege('service_role', p.oid, 'EXECUTE')
         and (pg_catalog.has_function_privilege('anon', p.oid, 'EXECUTE')
              or pg_catalog.has_function_privilege('authenticated', p.oid, 'EXECUTE')
              or p.proname = any ($1::text[]))
       order by 1`, [Object.keys(listed)]);
    expect(listed).toEqual(Object.fromEntries(r.rows.map((x) => [x.name, x.who])));
  });

  test('the lints find what they look for', async () => {
    // A scratch schema with one example of each finding, rolled back: the queries are not vacuous.
    const found = await db.transaction(async (tx) => {
      await tx.exec(`
        create table public.advisors_probe_parent (id int primary key);
        create table public.advisors_probe (id int primary key, parent_id int references public.advisors_probe_parent);
        alter table public.advisors_probe enable row level security;
        create policy "probe a" on public.advisors_probe for select to authenticated using (true);
        create policy "probe b" on public.advisors_probe for select to authenticated using (auth.uid() is not null);
        create function public.advisors_probe_fn() returns int language sql security definer as 'select 1';
        grant execute on function public.advisors_probe_fn() to anon, authenticated;
        create function public.advisors_probe_trigger() returns trigger language plpgsql set search_path = ''
          as 'begin return new; end';
      `);
      const r = await runAdvisors(tx);
      throw Object.assign(new Error('rollback'), { report: r });
    }).catch((err: { report?: AdvisorReport }) => {
      if (!err.report) throw err;
      return err.report;
    });
    // the allowed findings of the schema itself aside
    const objects = (name: string): string[] => found[name]!.map((f) => f.object).filter((o) => !(o in (ALLOWED[name] ?? {})));
    expect(objects('unindexed_foreign_keys')).toEqual(['public.advisors_probe.advisors_probe_parent_id_fkey']);
    expect(objects('auth_rls_initplan')).toEqual(['public.advisors_probe policy "probe b"']);
    expect(objects('rls_disabled_in_public')).toEqual(['public.advisors_probe_parent']);
    expect(objects('trigger_function_executable')).toEqual(['public.advisors_probe_trigger()']);
    expect(objects('multiple_permissive_policies')).toEqual(['public.advisors_probe SELECT for authenticated']);
    expect(objects('function_search_path_mutable')).toEqual(['public.advisors_probe_fn()']);
    expect(objects('anon_security_definer_function_executable')).toEqual(['public.advisors_probe_fn()']);
    expect(objects('authenticated_security_definer_function_executable')).toEqual(['public.advisors_probe_fn()']);
  });
});
