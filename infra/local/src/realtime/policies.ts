// The RLS fast path: for a published table and an API role, the permissive SELECT policies whose
// result cannot depend on the caller's JWT claims. A row passing one of them (checked once, as the role)
// is visible to EVERY caller of that role, so a change fanned out to many users needs one check, not one
// per user. Conservative: anything we cannot prove claims-independent takes the per-caller path.

import type { Queryable } from './sql';
import { q } from './sql';

/** Text that may read the caller's identity, role or settings, or run SQL we cannot see. */
const CLAIMS_RE = /auth\s*\.|current_setting|current_user|session_user|current_role|\buser\b|jwt|request\.|pg_has_role|has_\w*privilege|set_config|\bexecute\b/i;
/** Table access: a SECURITY INVOKER function reading a table would see it through that table's RLS (claims). */
const TABLE_RE = /\bfrom\b|\bjoin\b|\binto\b|\bupdate\b|\bdelete\b|\btable\b/i;

interface Fn {
  oid: string;
  name: string;
  src: string;
  secdef: boolean;
  lang: string;
}

interface Policy {
  permissive: boolean;
  cmd: string;
  roles: string[];
  qual: string | null;
  funcs: string[];
}

export async function independentQuals(db: Queryable, rel: string, roles: string[]): Promise<Map<string, string>> {
  const fns = await q<Fn>(
    db,
    `select p.oid::text as oid, p.proname as name, coalesce(p.prosrc, '') as src, p.prosecdef as secdef, l.lanname as lang
       from pg_proc p join pg_language l on l.oid = p.prolang join pg_namespace n on n.oid = p.pronamespace
      where n.nspname not in ('pg_catalog', 'information_schema')`,
  );
  const byOid = new Map(fns.map((f) => [f.oid, f]));
  const byName = new Map<string, Fn[]>();
  for (const f of fns) byName.set(f.name, [...(byName.get(f.name) ?? []), f]);
  const memo = new Map<string, boolean>();

  const independent = (f: Fn): boolean => {
    const known = memo.get(f.oid);
    if (known !== undefined) return known;
    memo.set(f.oid, false); // cycles: not proven
    let ok = (f.lang === 'sql' || f.lang === 'plpgsql') && !CLAIMS_RE.test(f.src) && (f.secdef || !TABLE_RE.test(f.src));
    if (ok) {
      for (const m of f.src.matchAll(/([A-Za-z_][A-Za-z0-9_$]*)\s*\(/g)) {
        const called = byName.get((m[1] ?? '').toLowerCase());
        if (called && !called.every(independent)) {
          ok = false;
          break;
        }
      }
    }
    memo.set(f.oid, ok);
    return ok;
  };

  const policies = await q<Policy>(
    db,
    `select p.polpermissive as permissive, p.polcmd::text as cmd,
            coalesce((select array_agg(case when r = 0 then 'public' else r::regrole::text end) from unnest(p.polroles) r), '{}') as roles,
            pg_get_expr(p.polqual, p.polrelid) as qual,
            coalesce((select array_agg(d.refobjid::text) from pg_depend d
                       where d.classid = 'pg_policy'::regclass and d.objid = p.oid and d.refclassid = 'pg_proc'::regclass), '{}') as funcs
       from pg_policy p where p.polrelid = $1::regclass`,
    [rel],
  );
  const out = new Map<string, string>();
  for (const role of roles) {
    const applicable = policies.filter((p) => (p.cmd === '*' || p.cmd === 'r') && (p.roles.includes(role) || p.roles.includes('public')));
    if (applicable.some((p) => !p.permissive)) continue; // restrictive policies: no shortcut
    const quals = applicable
      .filter((p) => p.qual && !CLAIMS_RE.test(p.qual) && p.funcs.every((oid) => byOid.has(oid) && independent(byOid.get(oid)!)))
      .map((p) => `(${p.qual})`);
    if (quals.length) out.set(role, quals.join(' or '));
  }
  return out;
}
