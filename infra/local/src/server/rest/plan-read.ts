/**
 * The plan stage's read shape (src/PostgREST/Plan/ReadPlan.hs): the select tree with its embeds, and each embed
 * path's conditions, order, limit and offset. Unknown tables / columns are rejected here, and so is embedding deeper
 * than the local server allows. Writes and rpc reuse it for the rows they return.
 */
import type { ApiRequest } from './api-request';
import { pgrst } from './errors';
import type { Condition } from './parse-filter';
import type { Aggregate, SelectItem } from './parse-select';
import type { JsonStep } from './parse-text';
import type { OrderTerm, ParsedQuery } from './parser';
import { findRelationship } from './relationships';
import type { Column, Relationship, SchemaCache, Table } from './schema-cache';

/** Embeds nested deeper than this are refused: the product nests two levels; five took seconds on PGlite. */
export const MAX_EMBED_DEPTH = 3;

export interface ReadNode {
  table: Table;
  alias: string;
  /** how the embed was named in the request (alias or name); root: '' */
  label: string;
  /** selected columns, with an optional cast from the parser's allow-list */
  cols: { column: string; cast?: string; json?: JsonStep[]; agg?: Aggregate; as: string; hoisted?: boolean }[];
  /** `hidden`: an embed with no fields (`users()`, or `users!inner()` to filter): left out of the output */
  embeds: { as: string; node: ReadNode; rel: Relationship; inner: boolean; toOne: boolean; hidden: boolean; spread: boolean }[];
  conditions: Condition[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
  /** a to-one spread: its aggregates (and those hoisted into it) are applied by the parent */
  hoistsUp?: boolean;
  /** relationship from the parent */
  rel?: Relationship;
  parentAlias?: string;
}

/** `alias`: how PostgREST's SQL names the relation, as PostgreSQL's message quotes it (an embed: `<table>_<depth>`). */
export function columnError(table: Table, column: string, alias = table.name) {
  return pgrst(400, '42703', `column ${alias}.${column} does not exist`);
}

function col(table: Table, column: string, alias?: string): Column {
  const c = table.columns.get(column) ?? table.computed?.get(column);
  if (!c) throw columnError(table, column, alias);
  return c;
}

export function tableOrThrow(cache: SchemaCache, name: string): Table {
  const t = cache.tables.get(name);
  if (!t) {
    throw pgrst(404, 'PGRST205', `Could not find the table '${cache.schema}.${name}' in the schema cache`, null, null);
  }
  return t;
}

/** Whether a node aggregates: its own columns, or aggregates hoisted into it from its to-one spreads. */
export function hasAggregate(node: ReadNode): boolean {
  return node.cols.some((c) => c.agg) || node.embeds.some((e) => e.spread && e.toOne && !e.hidden && hasAggregate(e.node));
}

/** Builds the read tree; consumes every condition / order / limit path of `q` or rejects it (PGRST108). */
export function planRead(cache: SchemaCache, root: Table, q: ParsedQuery, select: SelectItem[] = q.select): ReadNode {
  const planner = new ReadPlanner(cache, q);
  return planner.finish(planner.build(root, select, '', '', 0));
}

type EmbedItem = Extract<SelectItem, { kind: 'embed' }>;

/** One walk over a select tree: hands out the aliases, records the query paths it consumed and what to refuse at the end. */
class ReadPlanner {
  private n = 0;
  private readonly used = new Set<string>();
  private aggregates = false;
  private aggregateInToManySpread = false;
  // an unknown column is the database's error in PostgREST (42703 when the statement runs): after every plan error
  private columnFailure: unknown;

  constructor(
    private readonly cache: SchemaCache,
    private readonly q: ParsedQuery,
  ) {}

  private later(check: () => void) {
    try {
      check();
    } catch (e) {
      this.columnFailure ??= e;
    }
  }

  build(table: Table, items: SelectItem[], path: string, label: string, depth: number): ReadNode {
    const alias = 't' + this.n++;
    const node: ReadNode = { table, alias, label, cols: [], embeds: [], conditions: [], order: [] };
    for (const it of items) {
      if (it.kind === 'star') {
        for (const c of table.columnList) node.cols.push({ column: c.name, as: c.name });
      } else if (it.kind === 'col') {
        // PostgREST's db-aggregates-enabled (off by default, as on a hosted project); the legacy bare `count` is always allowed
        if (it.agg && !it.legacyCount) this.aggregates = true;
        if (it.name !== '' || it.agg !== 'count') this.later(() => col(table, it.name, depth ? `${table.name}_${depth}` : table.name));
        node.cols.push({ column: it.name, cast: it.cast, json: it.json, agg: it.agg, as: it.alias ?? it.name });
      } else {
        node.embeds.push(this.embed(node, it, path, depth));
      }
    }
    this.consume(node, path);
    return node;
  }

  private embed(node: ReadNode, it: EmbedItem, path: string, depth: number): ReadNode['embeds'][number] {
    if (depth >= MAX_EMBED_DEPTH) {
      throw pgrst(400, 'PGRST100', `Embedded resources are nested too deeply ('${it.name}')`,
        `The local server allows at most ${MAX_EMBED_DEPTH} levels of embedding`, 'Split the request or embed fewer levels.');
    }
    const rel = findRelationship(this.cache, node.table, it.name, it.hint);
    const target = tableOrThrow(this.cache, rel.target);
    const as = it.alias ?? it.name;
    if (node.embeds.some((e) => e.as === as)) {
      // PostgREST's lateral join of an embed is aliased `<parent>_<embed>_<depth>`: two alike clash in PostgreSQL
      throw pgrst(400, '42712', `table name "${node.table.name}_${as}_${depth + 1}" specified more than once`);
    }
    const childPath = path ? `${path}.${as}` : as;
    const child = this.build(target, it.select, childPath, as, depth + 1);
    child.rel = rel;
    child.parentAlias = node.alias;
    const toOne = rel.cardinality === 'm2o' || rel.cardinality === 'o2o';
    if (it.spread && toOne) {
      // PostgREST's hoistSpreadAggFunctions: an aggregate in a to-one spread is applied by the parent (over the
      // parent's rows, grouped by its other columns), not inside the embed's one row
      child.hoistsUp = true;
      for (const c of child.cols) if (c.agg) c.hoisted = true;
    } else if (it.spread && hasAggregate(child)) {
      this.aggregateInToManySpread = true;
    }
    return { as, node: child, rel, inner: it.inner, toOne, hidden: it.select.length === 0, spread: !!it.spread };
  }

  /** Takes the conditions, order, limit and offset the query gives this node's path. */
  private consume(node: ReadNode, path: string) {
    const { q, used } = this;
    const conds = q.conditions.get(path);
    if (conds) {
      this.later(() => checkConditions(node.table, conds));
      node.conditions = conds;
      used.add('c:' + path);
    }
    const ord = q.order.get(path);
    if (ord) {
      this.checkOrder(node, ord);
      node.order = ord;
      used.add('o:' + path);
    }
    if (q.limit.has(path)) {
      node.limit = q.limit.get(path);
      used.add('l:' + path);
    }
    if (q.offset.has(path)) {
      node.offset = q.offset.get(path);
      used.add('f:' + path);
    }
  }

  private checkOrder(node: ReadNode, ord: OrderTerm[]) {
    for (const o of ord) {
      if (o.relation === undefined) {
        this.later(() => col(node.table, o.column));
        continue;
      }
      // PostgREST's related order: a column of an embedded to-one resource
      const e = node.embeds.find((x) => x.as === o.relation);
      if (!e) {
        throw pgrst(400, 'PGRST108', `'${o.relation}' is not an embedded resource in this request`, null,
          `Verify that '${o.relation}' is included in the 'select' query parameter.`);
      }
      if (!e.toOne) {
        throw pgrst(400, 'PGRST118', `A related order on '${o.relation}' is not possible`,
          `'${node.table.name}' and '${o.relation}' do not form a many-to-one or one-to-one relationship`);
      }
      this.later(() => col(e.node.table, o.column));
    }
  }

  /** Rejects the query paths no node took, then what the walk found, in PostgREST's order. */
  finish(tree: ReadNode): ReadNode {
    const check = (m: Map<string, unknown>, k: string) => {
      for (const path of m.keys()) {
        if (!this.used.has(k + path)) {
          throw pgrst(400, 'PGRST108', `'${path}' is not an embedded resource in this request`, null,
            `Verify that '${path}' is included in the 'select' query parameter.`);
        }
      }
    };
    check(this.q.conditions, 'c:');
    check(this.q.order, 'o:');
    check(this.q.limit, 'l:');
    check(this.q.offset, 'f:');
    // after the relationships, as PostgREST's readPlan (validateAggFunctions, then addToManyOrderSelects)
    if (this.aggregates && !this.cache.aggregatesEnabled) throw pgrst(400, 'PGRST123', 'Use of aggregate functions is not allowed');
    // PostgREST 13 (Plan.hs addToManyOrderSelects): no aggregates in a one-to-many or many-to-many spread
    if (this.aggregateInToManySpread) throw pgrst(400, 'PGRST127', 'Feature not implemented', 'Aggregates are not implemented for one-to-many or many-to-many spreads.');
    if (this.columnFailure !== undefined) throw this.columnFailure;
    return tree;
  }
}

function checkConditions(table: Table, conds: Condition[]) {
  for (const c of conds) {
    if (c.kind === 'logic') checkConditions(table, c.children);
    else col(table, c.column);
  }
}

/** The root node without embedded-path filters: the shape of a write's returned rows. */
export function shapeNode(cache: SchemaCache, table: Table, q: ParsedQuery): ReadNode {
  const rootless = <T>(m: Map<string, T>) => new Map([...m].filter(([k]) => k !== ''));
  return planRead(cache, table, { ...q, conditions: rootless(q.conditions), order: rootless(q.order), limit: rootless(q.limit), offset: rootless(q.offset) });
}

/** The root node of a read with the Range header applied. */
export function withRange(node: ReadNode, range: ApiRequest['range']): ReadNode {
  if (range) {
    node.offset = (node.offset ?? 0) + range.from;
    if (range.to !== undefined) node.limit = Math.min(node.limit ?? Infinity, range.to - range.from + 1);
  }
  return node;
}
