import type { Db } from './types';

/**
 * PostgreSQL's autovacuum, for PGlite. A server's autovacuum workers keep each table's visibility map and
 * statistics current; PGlite runs PostgreSQL in single-user mode, which has no workers, so without this its tables
 * would never be vacuumed and the planner could never use an index-only scan. One pass vacuums and analyzes the
 * tables past autovacuum's default thresholds, and analyzes those past the analyze threshold only.
 */
export async function autovacuum(db: Db): Promise<string[]> {
  // the activity counters reach pg_stat_user_tables on a later flush, which this brings forward
  await db.query('select pg_stat_force_next_flush()');
  const due = await db.query<{ name: string; vacuum: boolean }>(
    `select format('%I.%I', s.schemaname, s.relname) as name, d.vacuum
     from pg_stat_user_tables s
     cross join lateral (select greatest(c.reltuples, 0) as n from pg_class c where c.oid = s.relid) t
     cross join lateral (select s.n_dead_tup > 50 + 0.2 * t.n or s.n_ins_since_vacuum > 1000 + 0.2 * t.n as vacuum,
                                s.n_mod_since_analyze > 50 + 0.1 * t.n as analyze_due) d
     where d.vacuum or d.analyze_due
     order by 1`,
  );
  for (const t of due.rows) await db.exec(`${t.vacuum ? 'vacuum (analyze)' : 'analyze'} ${t.name}`);
  return due.rows.map((t) => t.name);
}
