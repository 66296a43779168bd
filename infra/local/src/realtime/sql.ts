// Local-only database objects the realtime server installs at start (idempotent; never in
// infra/supabase/migrations): a generic AFTER row trigger on each published table that sends
// the change's primary key (never the row: NOTIFY payloads are capped at 8000 bytes) on the
// channel `pitchside_realtime`. A DELETE parks the old row in pitchside_realtime.deleted_rows,
// so the server can apply filters and row-level security to a row that no longer exists.

export const NOTIFY_CHANNEL = 'pitchside_realtime';

export interface Queryable {
  query(sql: string, params?: unknown[]): Promise<unknown>;
}

export function rowsOf<T = Record<string, unknown>>(r: unknown): T[] {
  if (Array.isArray(r)) return r as T[];
  if (r && typeof r === 'object' && Array.isArray((r as { rows?: unknown }).rows)) return (r as { rows: T[] }).rows;
  return [];
}

export async function q<T = Record<string, unknown>>(db: Queryable, sql: string, params?: unknown[]): Promise<T[]> {
  return rowsOf<T>(await db.query(sql, params));
}

export function ident(name: string): string {
  return '"' + name.replace(/"/g, '""') + '"';
}

export function literal(value: string): string {
  return "'" + value.replace(/'/g, "''") + "'";
}

/** Statements run one by one (PGlite's query() takes a single statement). */
export const SETUP_SQL: string[] = [
  `create schema if not exists pitchside_realtime`,
  `revoke all on schema pitchside_realtime from public`,
  `create table if not exists pitchside_realtime.deleted_rows (
     id bigserial primary key,
     created_at timestamptz not null default now(),
     old jsonb not null
   )`,
  `create or replace function pitchside_realtime.notify_change() returns trigger
   language plpgsql security definer set search_path = '' as $fn$
   declare
     r jsonb;
     pk jsonb := '{}'::jsonb;
     k text;
     d bigint;
   begin
     if tg_op = 'DELETE' then r := to_jsonb(old); else r := to_jsonb(new); end if;
     foreach k in array tg_argv loop
       pk := pk || jsonb_build_object(k, r -> k);
     end loop;
     if tg_op = 'DELETE' then
       insert into pitchside_realtime.deleted_rows (old) values (r) returning id into d;
     end if;
     perform pg_notify('${NOTIFY_CHANNEL}', json_build_object(
       's', tg_table_schema, 't', tg_table_name, 'op', tg_op, 'pk', pk, 'd', d,
       'ts', to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
       'x', txid_current()::text)::text);
     return null;
   end
   $fn$`,
  `drop function if exists pitchside_realtime.visible_keys(text, text, text, jsonb)`,
];

/** A Postgres array literal: {"a","b"} (every element quoted and escaped). */
export function pgArray(values: unknown[]): string {
  return '{' + values.map((v) => (v === null || v === undefined ? 'NULL' : '"' + String(v).replace(/\\/g, '\\\\').replace(/"/g, '\\"') + '"')).join(',') + '}';
}

/**
 * Per published table: visibility of rows (by key) for many callers in one statement. Static SQL, so the
 * plan is cached and reused across callers of the same role (Postgres re-plans when the role differs,
 * as row-level security requires); each group switches role and claims, transaction-local.
 */
export function visibilityFunctionSql(fn: string, rel: string, keySql: string, whereSql: string): string {
  return `create or replace function pitchside_realtime.${fn}(groups jsonb)
   returns table (g int, k text)
   language plpgsql set plan_cache_mode = force_generic_plan as $fn$
   declare
     i int := 0;
     grp jsonb;
     keys text;
   begin
     for grp in select value from jsonb_array_elements(groups) loop
       perform set_config('role', grp->>'role', true),
               set_config('request.jwt.claims', grp->>'claims', true),
               set_config('request.jwt.claim.sub', coalesce(grp->>'sub', ''), true),
               set_config('request.jwt.claim.role', grp->>'role', true);
       keys := grp->>'keys';
       return query select i, ${keySql} from ${rel} t where ${whereSql};
       i := i + 1;
     end loop;
     perform set_config('role', 'none', true);
   end
   $fn$`;
}

export function triggerSql(schema: string, table: string, pk: string[]): string {
  const args = pk.map(literal).join(', ');
  return `create or replace trigger pitchside_realtime_notify
    after insert or update or delete on ${ident(schema)}.${ident(table)}
    for each row execute function pitchside_realtime.notify_change(${args})`;
}

/** Published tables with their columns (type = pg_type.typname as Realtime reports it, e.g. uuid, _text). */
export const PUBLICATION_COLUMNS_SQL = `
  select p.schemaname as schema, p.tablename as table, a.attname as name, t.typname as type,
         format_type(a.atttypid, a.atttypmod) as full_type,
         (a.attgenerated <> '') as generated,
         array_position(i.indkey::int2[], a.attnum) as pk_pos,
         exists (select 1 from pg_trigger tg where tg.tgrelid = c.oid and tg.tgname = 'pitchside_realtime_notify') as has_trigger
    from pg_publication_tables p
    join pg_namespace n on n.nspname = p.schemaname
    join pg_class c on c.relnamespace = n.oid and c.relname = p.tablename
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    join pg_type t on t.oid = a.atttypid
    left join pg_index i on i.indrelid = c.oid and i.indisprimary
   where p.pubname = 'supabase_realtime'
   order by p.schemaname, p.tablename, a.attnum`;
