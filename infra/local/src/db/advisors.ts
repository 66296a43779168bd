/**
 * Supabase's Security and Performance Advisors, run on our own database.
 *
 * A hosted Supabase project lints its schema with splinter (github.com/supabase/splinter, one view per lint
 * in `lints/NNNN_<name>.sql`) and shows the findings in the dashboard's advisors. The queries below check the
 * same conditions as splinter's definitions of the lints named in `id`, against the catalogue of any
 * PostgreSQL (the throw-away PostgreSQL 15 of the tests, a local PGlite, a hosted project):
 *
 *   npm run db:advisors          prints the count of findings per lint (and each finding) for the migrations
 *                                as they are (a fresh throw-away PostgreSQL 15; --database-url <url> for another)
 *
 * `infra/supabase/tests/advisors.test.ts` keeps every lint at 0.
 *
 * Where splinter reads the API's exposed schemas from `pgrst.db_schemas` (set on hosted projects), we pass
 * `[api] schemas` of infra/supabase/config.toml, so a schema added to the API is linted like `public`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { supabaseDir } from './paths';
import type { Db } from './types';

export interface AdvisorFinding {
  /** The object the finding is about, e.g. `public.deals.deals_brand_id_fkey` or `public.f(uuid)`. */
  object: string;
  detail: string;
}

export interface AdvisorLint {
  /** splinter's file name, e.g. `0011_function_search_path_mutable`. */
  id: string;
  /** splinter's lint name (ours for the `pitchside_` checks), e.g. `function_search_path_mutable`. */
  name: string;
  category: 'SECURITY' | 'PERFORMANCE';
  /** One row per finding: object, detail. $1 is the exposed API schemas (text[]). */
  sql: string;
}

/**
 * Schemas Supabase owns (splinter leaves them out of every lint): their objects are the platform's, not the
 * project's. `supabase_migrations` holds the migration history.
 */
export const SYSTEM_SCHEMAS: readonly string[] = [
  '_timescaledb_cache', '_timescaledb_catalog', '_timescaledb_config', '_timescaledb_internal', 'auth', 'cron',
  'extensions', 'graphql', 'graphql_public', 'information_schema', 'net', 'pgmq', 'pgroonga', 'pgsodium',
  'pgsodium_masks', 'pgtle', 'pgbouncer', 'pg_catalog', 'pg_toast', 'realtime', 'repack', 'storage',
  'supabase_functions', 'supabase_migrations', 'tiger', 'topology', 'vault',
];

const systemSchemas = `(${SYSTEM_SCHEMAS.map((s) => `'${s}'`).join(', ')})`;

/** A definer function the given API role may execute, in a schema the API exposes (0028 / 0029). */
function definerExecutableBy(role: 'anon' | 'authenticated'): string {
  return `
select format('%I.%I(%s)', n.nspname, p.proname, pg_catalog.pg_get_function_identity_arguments(p.oid)) as object,
       format('SECURITY DEFINER function %I.%I(%s) is executable by %s through /rest/v1/rpc/%s',
              n.nspname, p.proname, pg_catalog.pg_get_function_identity_arguments(p.oid), '${role}', p.proname) as detail
  from pg_catalog.pg_proc p
  join pg_catalog.pg_namespace n on n.oid = p.pronamespace
 where p.prosecdef
   and pg_catalog.has_function_privilege('${role}', p.oid, 'EXECUTE')
   and n.nspname = any ($1::text[])
   and n.nspname not in ${systemSchemas}
 order by 1`;
}

export const ADVISOR_LINTS: readonly AdvisorLint[] = [
  {
    id: '0001_unindexed_foreign_keys',
    name: 'unindexed_foreign_keys',
    category: 'PERFORMANCE',
    // A foreign key is covered by a valid index whose leading columns are the key's columns, in its order.
    sql: `
select format('%I.%I.%I', n.nspname, cl.relname, ct.conname) as object,
       format('table %I.%I has foreign key %I (%s) without a covering index', n.nspname, cl.relname, ct.conname,
              (select string_agg(a.attname, ', ' order by k.ord)
                 from unnest(ct.conkey) with ordinality k(attnum, ord)
                 join pg_catalog.pg_attribute a on a.attrelid = cl.oid and a.attnum = k.attnum)) as detail
  from pg_catalog.pg_constraint ct
  join pg_catalog.pg_class cl on cl.oid = ct.conrelid
  join pg_catalog.pg_namespace n on n.oid = cl.relnamespace
 where ct.contype = 'f'
   and n.nspname not in ${systemSchemas}
   and not exists (select 1 from pg_catalog.pg_depend d where d.objid = cl.oid and d.deptype = 'e')
   and not exists (
     select 1 from pg_catalog.pg_index i
      where i.indrelid = cl.oid and i.indisvalid
        and (string_to_array(i.indkey::text, ' ')::smallint[])[1:cardinality(ct.conkey)] = ct.conkey)
 order by 1`,
  },
  {
    id: '0003_auth_rls_initplan',
    name: 'auth_rls_initplan',
    category: 'PERFORMANCE',
    // auth.uid() / auth.jwt() / auth.role() / auth.email() called per row instead of once, as (select auth.uid()).
    sql: `
select format('%I.%I policy %I', pol.schemaname, pol.tablename, pol.policyname) as object,
       format('policy %I on %I.%I calls auth.<function>() per row; write (select auth.<function>())',
              pol.policyname, pol.schemaname, pol.tablename) as detail
  from pg_catalog.pg_policies pol
  join pg_catalog.pg_namespace n on n.nspname = pol.schemaname
  join pg_catalog.pg_class c on c.relnamespace = n.oid and c.relname = pol.tablename
 where c.relrowsecurity
   and pol.schemaname not in ${systemSchemas}
   and exists (
     select 1
       from unnest(array[pol.qual, pol.with_check]) e(expr),
            unnest(array['auth.uid()', 'auth.jwt()', 'auth.role()', 'auth.email()']) f(fn)
      where e.expr like '%' || f.fn || '%' and lower(e.expr) not like '%select ' || f.fn || '%')
 order by 1`,
  },
  {
    id: '0006_multiple_permissive_policies',
    name: 'multiple_permissive_policies',
    category: 'PERFORMANCE',
    // Every role a policy applies to (PUBLIC = every role), every command it covers (ALL = the four).
    sql: `
select format('%I.%I %s for %s', n.nspname, c.relname, act.cmd, r.rolname) as object,
       format('table %I.%I has %s permissive %s policies for role %s: %s', n.nspname, c.relname, count(*), act.cmd,
              r.rolname, string_agg(quote_ident(p.polname), ', ' order by p.polname)) as detail
  from pg_catalog.pg_policy p
  join pg_catalog.pg_class c on c.oid = p.polrelid
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
  join pg_catalog.pg_roles r on p.polroles @> array[r.oid] or p.polroles = array[0::oid]
  cross join lateral unnest(case p.polcmd
                              when 'r' then array['SELECT'] when 'a' then array['INSERT']
                              when 'w' then array['UPDATE'] when 'd' then array['DELETE']
                              else array['SELECT', 'INSERT', 'UPDATE', 'DELETE'] end) act(cmd)
 where c.relkind = 'r'
   and p.polpermissive
   and n.nspname not in ${systemSchemas}
   and r.rolname not like 'pg\\_%'
   and r.rolname not like 'supabase%admin'
   and not r.rolbypassrls
 group by n.nspname, c.relname, r.rolname, act.cmd
having count(*) > 1
 order by 1`,
  },
  {
    id: '0011_function_search_path_mutable',
    name: 'function_search_path_mutable',
    category: 'SECURITY',
    sql: `
select format('%I.%I(%s)', n.nspname, p.proname, pg_catalog.pg_get_function_identity_arguments(p.oid)) as object,
       format('function %I.%I(%s) has a role-mutable search_path', n.nspname, p.proname,
              pg_catalog.pg_get_function_identity_arguments(p.oid)) as detail
  from pg_catalog.pg_proc p
  join pg_catalog.pg_namespace n on n.oid = p.pronamespace
 where n.nspname not in ${systemSchemas}
   and n.nspname not like 'pg\\_temp%'
   and not exists (select 1 from pg_catalog.pg_depend d where d.objid = p.oid and d.deptype = 'e')
   and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) cfg where cfg like 'search\\_path=%')
 order by 1`,
  },
  {
    id: '0013_rls_disabled_in_public',
    name: 'rls_disabled_in_public',
    category: 'SECURITY',
    sql: `
select format('%I.%I', n.nspname, c.relname) as object,
       format('table %I.%I is in an exposed schema and row level security is off', n.nspname, c.relname) as detail
  from pg_catalog.pg_class c
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
 where c.relkind = 'r' and not c.relrowsecurity
   and (n.nspname = 'public' or n.nspname = any ($1::text[]))
   and n.nspname not in ${systemSchemas}
 order by 1`,
  },
  {
    // Not one of splinter's: Supabase's guidance that a trigger function is executable by no API role.
    id: 'pitchside_trigger_function_executable',
    name: 'trigger_function_executable',
    category: 'SECURITY',
    sql: `
select format('%I.%I()', n.nspname, p.proname) as object,
       format('trigger function %I.%I() is executable by %s: revoke execute ... from public, anon, authenticated',
              n.nspname, p.proname,
              concat_ws(' and ', case when pg_catalog.has_function_privilege('anon', p.oid, 'EXECUTE') then 'anon' end,
                        case when pg_catalog.has_function_privilege('authenticated', p.oid, 'EXECUTE') then 'authenticated' end)) as detail
  from pg_catalog.pg_proc p
  join pg_catalog.pg_namespace n on n.oid = p.pronamespace
 where p.prorettype = 'pg_catalog.trigger'::pg_catalog.regtype
   and n.nspname not in ${systemSchemas}
   and not exists (select 1 from pg_catalog.pg_depend d where d.objid = p.oid and d.deptype = 'e')
   and (pg_catalog.has_function_privilege('anon', p.oid, 'EXECUTE')
        or pg_catalog.has_function_privilege('authenticated', p.oid, 'EXECUTE'))
 order by 1`,
  },
  {
    id: '0028_anon_security_definer_function_executable',
    name: 'anon_security_definer_function_executable',
    category: 'SECURITY',
    sql: definerExecutableBy('anon'),
  },
  {
    id: '0029_authenticated_security_definer_function_executable',
    name: 'authenticated_security_definer_function_executable',
    category: 'SECURITY',
    sql: definerExecutableBy('authenticated'),
  },
];

/** `[api] schemas` of infra/supabase/config.toml: the schemas PostgREST exposes (Supabase's default otherwise). */
export function exposedSchemas(configFile: string = path.join(supabaseDir, 'config.toml')): string[] {
  const fallback = ['public', 'graphql_public'];
  if (!fs.existsSync(configFile)) return fallback;
  const text = fs.readFileSync(configFile, 'utf8');
  const api = /^\[api\]\s*$([\s\S]*?)(?=^\[|(?![\s\S]))/m.exec(text)?.[1] ?? '';
  const list = /^\s*schemas\s*=\s*\[([^\]]*)\]/m.exec(api)?.[1];
  if (list === undefined) return fallback;
  return [...list.matchAll(/"([^"]+)"/g)].map((m) => m[1] as string);
}

export type AdvisorReport = Record<string, AdvisorFinding[]>;

/** Run every lint; findings by lint name. */
export async function runAdvisors(db: Pick<Db, 'query'>, schemas: string[] = exposedSchemas()): Promise<AdvisorReport> {
  const report: AdvisorReport = {};
  for (const lint of ADVISOR_LINTS) {
    const params = lint.sql.includes('$1') ? [schemas] : undefined;
    report[lint.name] = (await db.query<AdvisorFinding>(lint.sql, params)).rows;
  }
  return report;
}

/** `name: count` per lint, then each finding indented. */
export function formatAdvisorReport(report: AdvisorReport, opts: { details?: boolean } = {}): string {
  const lines: string[] = [];
  for (const lint of ADVISOR_LINTS) {
    const findings = report[lint.name] ?? [];
    lines.push(`${lint.id.padEnd(58)} ${lint.category.padEnd(11)} ${findings.length}`);
    if (opts.details !== false) for (const f of findings) lines.push(`    ${f.detail}`);
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const i = args.indexOf('--database-url');
  const databaseUrl = i >= 0 ? args[i + 1] : undefined;
  const { openDb } = await import('./index');
  const { startTempPostgres } = await import('./testing');
  const server = databaseUrl ? null : await startTempPostgres();
  try {
    const db = await openDb({ databaseUrl: databaseUrl ?? server?.url, seed: false });
    try {
      const report = await runAdvisors(db);
      process.stdout.write(`${formatAdvisorReport(report, { details: !args.includes('--counts') })}\n`);
      const total = Object.values(report).reduce((n, f) => n + f.length, 0);
      process.stdout.write(`total ${total}\n`);
    } finally {
      await db.close();
    }
  } finally {
    await server?.stop();
  }
}

if (require.main === module || path.resolve(process.argv[1] ?? '') === __filename) {
  main().catch((err: unknown) => {
    process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exit(1);
  });
}
