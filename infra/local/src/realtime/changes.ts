// The change feed: installs the notify triggers, listens on `pitchside_realtime`, re-reads the
// changed rows, applies each subscriber's filter and row-level security, and hands frames to
// the subscribed channels.

import { createHash } from 'node:crypto';
import type { Caller } from '../server/extension';
import { matchFilter, type Filter } from './filters';
import { independentQuals } from './policies';
import {
  NOTIFY_CHANNEL,
  PUBLICATION_COLUMNS_SQL,
  SETUP_SQL,
  ident,
  pgArray,
  q,
  triggerSql,
  visibilityFunctionSql,
  type Queryable,
} from './sql';

export type ChangeType = 'INSERT' | 'UPDATE' | 'DELETE';
export type BindingEvent = '*' | ChangeType;

export interface FeedDb extends Queryable {
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  listen(channel: string, cb: (payload: string) => void): Promise<() => Promise<void> | void>;
}

export interface Column {
  name: string;
  type: string;
  fullType: string;
  generated: boolean;
}

export interface TableInfo {
  schema: string;
  table: string;
  columns: Column[];
  pk: Column[];
  /** pitchside_realtime.<visibilityFn>(groups jsonb) */
  visibilityFn: string;
  /** role -> SELECT policy quals that do not depend on claims (see ./policies.ts) */
  fastQuals: Map<string, string>;
}

export interface FeedOptions {
  /** Use the claims-independent policy shortcut (default true). */
  rlsFastPath?: boolean;
}

export interface Binding {
  id: number;
  event: BindingEvent;
  schema: string;
  /** null: every published table of the schema ('*' schema: of every schema) */
  table: string | null;
  filter: Filter | null;
}

/** One joined channel (topic) on one socket. */
export interface Subscription {
  topic: string;
  joinRef: string | null;
  caller: Caller;
  bindings: Binding[];
  /** Sends a postgres_changes frame: ids of the matched bindings and the serialized `data` object. */
  deliver(ids: number[], dataJson: string): void;
  /** false once the channel left or the socket closed */
  active: boolean;
}

interface Note {
  s: string;
  t: string;
  op: ChangeType;
  pk: Record<string, unknown>;
  d: number | null;
  ts: string;
  x: string;
}

export function callerKey(c: Caller): string {
  const claims: Record<string, unknown> = { ...(c.claims ?? {}) };
  for (const k of ['iat', 'exp', 'session_id', 'jti', 'nbf']) delete claims[k];
  const sorted = Object.keys(claims)
    .sort()
    .map((k) => [k, claims[k]]);
  return c.role + '|' + JSON.stringify(sorted);
}

function claimsJson(c: Caller): string {
  return JSON.stringify(c.claims ?? { role: c.role });
}

function expired(c: Caller): boolean {
  const exp = c.claims && typeof c.claims.exp === 'number' ? c.claims.exp : null;
  return exp !== null && exp * 1000 < Date.now();
}

class Rollback extends Error {}

/** One change of a batch with the subscriptions (and their binding ids) it may go to. */
interface Change {
  note: Note;
  row: Record<string, unknown>;
  key: string;
  targets: Array<{ sub: Subscription; ids: number[] }>;
}

/** callerKey -> the caller and the primary keys of the rows to check for it */
type CallerGroups = Map<string, { caller: Caller; keys: Set<string>; pks: Record<string, unknown>[] }>;

export class ChangeFeed {
  readonly tables = new Map<string, TableInfo>();
  readonly subs = new Set<Subscription>();
  private pending: Note[] = [];
  private running = false;
  private unlisten: (() => Promise<void> | void) | null = null;
  private closed = false;
  private idle: Array<() => void> = [];
  /** For tests / benchmarks: called after each processed batch. */
  onError: (e: unknown) => void = (e) => console.error('[realtime]', e);

  constructor(
    private readonly db: FeedDb,
    private readonly opts: FeedOptions = {},
  ) {}

  async start(): Promise<void> {
    for (const s of SETUP_SQL) await this.db.query(s);
    // Rows parked by deletes nobody processed (server was down): stale now.
    await this.db.query(`delete from pitchside_realtime.deleted_rows where created_at < now() - interval '10 minutes'`);
    await this.refresh();
    this.unlisten = await this.db.listen(NOTIFY_CHANNEL, (payload) => this.onNotify(payload));
  }

  /** Re-reads the publication; installs the trigger on tables that lack it. */
  async refresh(): Promise<void> {
    const rows = await q<{
      schema: string;
      table: string;
      name: string;
      type: string;
      full_type: string;
      generated: boolean;
      pk_pos: number | null;
      has_trigger: boolean;
    }>(this.db, PUBLICATION_COLUMNS_SQL);
    type Draft = { schema: string; table: string; columns: Column[]; pk: Column[]; pkPos: Map<string, number> };
    const next = new Map<string, Draft>();
    for (const r of rows) {
      const key = `${r.schema}.${r.table}`;
      let t = next.get(key);
      if (!t) {
        t = { schema: r.schema, table: r.table, columns: [], pk: [], pkPos: new Map() };
        next.set(key, t);
      }
      const col: Column = { name: r.name, type: r.type, fullType: r.full_type, generated: r.generated };
      t.columns.push(col);
      if (r.pk_pos !== null && r.pk_pos !== undefined) {
        t.pk.push(col);
        t.pkPos.set(r.name, Number(r.pk_pos));
      }
    }
    this.tables.clear();
    for (const [key, t] of next) {
      t.pk.sort((a, b) => (t.pkPos.get(a.name) ?? 0) - (t.pkPos.get(b.name) ?? 0));
      if (t.pk.length === 0) continue; // needs a primary key to re-read rows
      // always (re)create: idempotent, and keeps the pk argument list current
      await this.db.query(triggerSql(t.schema, t.table, t.pk.map((c) => c.name)));
      const info: TableInfo = { schema: t.schema, table: t.table, columns: t.columns, pk: t.pk, visibilityFn: '', fastQuals: new Map() };
      if (this.opts.rlsFastPath !== false) {
        try {
          info.fastQuals = await independentQuals(this.db, `${ident(t.schema)}.${ident(t.table)}`, ['anon', 'authenticated']);
        } catch (e) {
          this.onError(e);
        }
      }
      info.visibilityFn = 'visible_' + createHash('md5').update(key).digest('hex').slice(0, 16);
      await this.db.query(
        visibilityFunctionSql(info.visibilityFn, `${ident(t.schema)}.${ident(t.table)}`, this.pkArray(info), this.pkIn(info, 'keys')),
      );
      await this.db.query(`revoke all on function pitchside_realtime.${info.visibilityFn}(jsonb) from public`);
      this.tables.set(key, info);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    this.subs.clear();
    if (this.unlisten) await this.unlisten();
    this.unlisten = null;
  }

  /** Resolves when every notification received so far has been processed. */
  whenIdle(): Promise<void> {
    if (!this.running && this.pending.length === 0) return Promise.resolve();
    return new Promise((r) => this.idle.push(r));
  }

  private onNotify(payload: string): void {
    if (this.closed) return;
    let n: Note;
    try {
      n = JSON.parse(payload) as Note;
    } catch {
      return;
    }
    this.pending.push(n);
    if (!this.running) {
      this.running = true;
      setImmediate(() => void this.drain());
    }
  }

  private async drain(): Promise<void> {
    try {
      while (this.pending.length > 0 && !this.closed) {
        const batch = this.pending;
        this.pending = [];
        const byTable = new Map<string, Note[]>();
        for (const n of batch) {
          const key = `${n.s}.${n.t}`;
          const list = byTable.get(key);
          if (list) list.push(n);
          else byTable.set(key, [n]);
        }
        for (const [key, notes] of byTable) {
          const info = this.tables.get(key);
          try {
            if (info) await this.processTable(info, notes);
            else await this.purgeDeleted(notes);
          } catch (e) {
            if (!this.closed) this.onError(e);
          }
        }
      }
    } finally {
      this.running = false;
      const idle = this.idle;
      this.idle = [];
      for (const r of idle) r();
    }
  }

  private async purgeDeleted(notes: Note[]): Promise<void> {
    const ids = notes.filter((n) => n.d !== null && n.d !== undefined).map((n) => Number(n.d));
    if (ids.length) {
      await this.db.query(
        `delete from pitchside_realtime.deleted_rows where id in (select jsonb_array_elements_text($1::jsonb)::bigint)`,
        [JSON.stringify(ids)],
      );
    }
  }

  private bindingMatchesTable(b: Binding, info: TableInfo): boolean {
    if (b.schema !== '*' && b.schema !== info.schema) return false;
    return b.table === null || b.table === info.table;
  }

  private pkKey(info: TableInfo, rec: Record<string, unknown>): string {
    return JSON.stringify(info.pk.map((c) => rec[c.name] ?? null));
  }

  /** Rows whose primary key is among the keys passed (as text) in `param`: index-friendly `= any(array)` for one key column. */
  private pkIn(info: TableInfo, param: string): string {
    const [only] = info.pk;
    if (info.pk.length === 1 && only) return `t.${ident(only.name)} = any(${param}::${only.fullType}[])`;
    const cols = info.pk.map((c) => `t.${ident(c.name)}`).join(', ');
    const casts = info.pk.map((c) => `(x->>${"'" + c.name.replace(/'/g, "''") + "'"})::${c.fullType}`).join(', ');
    return `(${cols}) in (select ${casts} from jsonb_array_elements(${param}::jsonb) x)`;
  }

  /** The text value for pkIn's parameter. */
  private pkParam(info: TableInfo, pks: Record<string, unknown>[]): string {
    const [only] = info.pk;
    if (info.pk.length === 1 && only) return pgArray(pks.map((p) => p[only.name]));
    return JSON.stringify(pks);
  }

  private pkArray(info: TableInfo): string {
    return `json_build_array(${info.pk.map((c) => `t.${ident(c.name)}`).join(', ')})::text`;
  }

  /**
   * Rows that pass a claims-independent policy of the role are visible to every caller of that role:
   * one check per role; those keys leave the per-caller groups (emptied groups are dropped).
   */
  private async fastPath(
    info: TableInfo,
    rel: string,
    groups: CallerGroups,
    into: Map<string, Set<string>>,
  ): Promise<void> {
    const roles = new Set([...groups.values()].map((g) => g.caller.role).filter((r) => info.fastQuals.has(r)));
    for (const role of roles) {
      const pks = new Map<string, Record<string, unknown>>();
      for (const g of groups.values()) if (g.caller.role === role) g.pks.forEach((pk) => pks.set(this.pkKey(info, pk), pk));
      const rows = await this.db.transaction(async (tx) => {
        await tx.query(
          `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
                  set_config('request.jwt.claim.sub', '', true), set_config('request.jwt.claim.role', $1, true)`,
          [role, JSON.stringify({ role })],
        );
        return q<{ k: string }>(
          tx,
          `select ${this.pkArray(info)} as k from ${rel} t where ${this.pkIn(info, '$1')} and (${info.fastQuals.get(role)})`,
          [this.pkParam(info, [...pks.values()])],
        );
      });
      const seen = new Set(rows.map((r) => JSON.stringify(JSON.parse(r.k))));
      if (!seen.size) continue;
      for (const [ck, g] of groups) {
        if (g.caller.role !== role) continue;
        const set = into.get(ck) ?? new Set<string>();
        into.set(ck, set);
        g.pks = g.pks.filter((pk) => {
          const k = this.pkKey(info, pk);
          if (!seen.has(k)) return true;
          set.add(k);
          return false;
        });
        if (g.pks.length === 0) groups.delete(ck);
      }
    }
  }

  private async processTable(info: TableInfo, notes: Note[]): Promise<void> {
    const subs = [...this.subs].filter((s) => s.active && s.bindings.some((b) => this.bindingMatchesTable(b, info)));
    if (subs.length === 0) {
      await this.purgeDeleted(notes);
      return;
    }
    const rel = `${ident(info.schema)}.${ident(info.table)}`;
    const { current, oldRows } = await this.loadRows(info, rel, notes);
    const changes = this.matchChanges(info, notes, subs, current, oldRows);
    if (changes.length === 0) return;
    const { visible, delVisible } = await this.checkVisibility(info, rel, changes);
    this.emit(info, changes, visible, delVisible);
  }

  /** 1. The rows: current state for INSERT/UPDATE, the parked old row for DELETE (taken out of the parking table). */
  private async loadRows(info: TableInfo, rel: string, notes: Note[]) {
    const upsertPks = notes.filter((n) => n.op !== 'DELETE').map((n) => n.pk);
    const current = new Map<string, Record<string, unknown>>();
    if (upsertPks.length) {
      const rows = await q<{ j: string }>(
        this.db,
        `select row_to_json(t)::text as j from ${rel} t where ${this.pkIn(info, '$1')}`,
        [this.pkParam(info, upsertPks)],
      );
      for (const r of rows) {
        const rec = JSON.parse(r.j) as Record<string, unknown>;
        current.set(this.pkKey(info, rec), rec);
      }
    }
    const delIds = notes.filter((n) => n.op === 'DELETE' && n.d != null).map((n) => Number(n.d));
    const oldRows = new Map<number, Record<string, unknown>>();
    if (delIds.length) {
      const rows = await q<{ id: unknown; j: string }>(
        this.db,
        `delete from pitchside_realtime.deleted_rows where id in (select jsonb_array_elements_text($1::jsonb)::bigint)
         returning id, old::text as j`,
        [JSON.stringify(delIds)],
      );
      for (const r of rows) oldRows.set(Number(r.id), JSON.parse(r.j));
    }
    return { current, oldRows };
  }

  /** 2. Candidates: per change, the subscriptions whose bindings match event and filter. */
  private matchChanges(
    info: TableInfo,
    notes: Note[],
    subs: Subscription[],
    current: Map<string, Record<string, unknown>>,
    oldRows: Map<number, Record<string, unknown>>,
  ): Change[] {
    const changes: Change[] = [];
    for (const note of notes) {
      const row = note.op === 'DELETE' ? (note.d != null ? oldRows.get(Number(note.d)) : undefined) : current.get(JSON.stringify(info.pk.map((c) => note.pk[c.name] ?? null)));
      if (!row) continue; // gone since (a later change in this batch carries it), or parked row lost
      const targets: Change['targets'] = [];
      for (const sub of subs) {
        if (expired(sub.caller)) continue;
        const ids: number[] = [];
        for (const b of sub.bindings) {
          if (!this.bindingMatchesTable(b, info)) continue;
          if (b.event !== '*' && b.event !== note.op) continue;
          if (b.filter && !matchFilter(b.filter, row)) continue;
          ids.push(b.id);
        }
        if (ids.length) targets.push({ sub, ids });
      }
      if (targets.length) changes.push({ note, row, key: this.pkKey(info, row), targets });
    }
    return changes;
  }

  /** The changes' rows to check, grouped by caller (service_role sees everything and is left out). */
  private callerGroups(info: TableInfo, list: Change[]): CallerGroups {
    const groups: CallerGroups = new Map();
    for (const ch of list) {
      for (const t of ch.targets) {
        if (t.sub.caller.role === 'service_role') continue;
        const ck = callerKey(t.sub.caller);
        let g = groups.get(ck);
        if (!g) groups.set(ck, (g = { caller: t.sub.caller, keys: new Set(), pks: [] }));
        if (!g.keys.has(ch.key)) {
          g.keys.add(ch.key);
          g.pks.push(Object.fromEntries(info.pk.map((c) => [c.name, ch.row[c.name]])));
        }
      }
    }
    return groups;
  }

  /** One statement over the table's visibility function for all the groups: callerKey -> the visible pk keys. */
  private async checkGroups(tx: Queryable, info: TableInfo, groups: CallerGroups, into: Map<string, Set<string>>): Promise<void> {
    const keys = [...groups.keys()];
    const spec = keys.map((ck) => {
      const g = groups.get(ck)!;
      const sub = g.caller.claims && typeof g.caller.claims.sub === 'string' ? g.caller.claims.sub : '';
      return { role: g.caller.role, claims: claimsJson(g.caller), sub, keys: this.pkParam(info, g.pks) };
    });
    const rows = await q<{ g: number; k: string }>(tx, `select g, k from pitchside_realtime.${info.visibilityFn}($1::jsonb)`, [
      JSON.stringify(spec),
    ]);
    for (const ck of keys) if (!into.has(ck)) into.set(ck, new Set());
    for (const r of rows) into.get(keys[Number(r.g)] ?? '')?.add(JSON.stringify(JSON.parse(r.k)));
  }

  /** 3. Row-level security, one check per distinct caller. */
  private async checkVisibility(info: TableInfo, rel: string, changes: Change[]) {
    const visible = new Map<string, Set<string>>(); // callerKey -> visible pk keys
    const upserts = changes.filter((c) => c.note.op !== 'DELETE');
    if (upserts.length) {
      const groups = this.callerGroups(info, upserts);
      if (info.fastQuals.size) await this.fastPath(info, rel, groups, visible);
      if (groups.size) await this.checkGroups(this.db, info, groups, visible); // one statement: settings are transaction-local
    }
    // DELETE: the row is gone; put it back inside a transaction that is rolled back, check, undo.
    const delVisible = new Map<Change, Map<string, Set<string>>>();
    const insertable = info.columns.filter((c) => !c.generated);
    const colList = insertable.map((c) => ident(c.name)).join(', ');
    for (const ch of changes.filter((c) => c.note.op === 'DELETE')) {
      const groups = this.callerGroups(info, [ch]);
      const into = new Map<string, Set<string>>();
      delVisible.set(ch, into);
      if (!groups.size) continue;
      try {
        await this.db.transaction(async (tx) => {
          await tx.query(`set local session_replication_role = replica`);
          await tx.query(
            `insert into ${rel} (${colList}) overriding system value
             select ${colList} from jsonb_populate_record(null::${rel}, $1::jsonb)`,
            [JSON.stringify(ch.row)],
          );
          await this.checkGroups(tx, info, groups, into);
          throw new Rollback();
        });
      } catch (e) {
        if (!(e instanceof Rollback)) {
          // could not re-create the row (e.g. a new row took its unique key): deliver to nobody but service_role
          into.clear();
        }
      }
    }
    return { visible, delVisible };
  }

  /** 4. Emit, in commit order, to the subscriptions whose caller may see the row. */
  private emit(info: TableInfo, changes: Change[], visible: Map<string, Set<string>>, delVisible: Map<Change, Map<string, Set<string>>>): void {
    const columns = info.columns.map((c) => ({ name: c.name, type: c.type }));
    for (const ch of changes) {
      const op = ch.note.op;
      const pkObj = Object.fromEntries(info.pk.map((c) => [c.name, ch.row[c.name]]));
      const data = {
        schema: info.schema,
        table: info.table,
        commit_timestamp: ch.note.ts,
        type: op,
        errors: null,
        columns,
        record: op === 'DELETE' ? {} : ch.row,
        old_record: op === 'INSERT' ? {} : pkObj,
      };
      let dataJson: string | null = null;
      const vis = op === 'DELETE' ? delVisible.get(ch)! : visible;
      for (const t of ch.targets) {
        if (!t.sub.active) continue;
        if (t.sub.caller.role !== 'service_role') {
          const set = vis.get(callerKey(t.sub.caller));
          if (!set || !set.has(ch.key)) continue;
        }
        dataJson ??= JSON.stringify(data);
        t.sub.deliver(t.ids, dataJson);
      }
    }
  }
}
