/**
 * The per-request work budget. PGlite runs on the event loop and cannot cancel a statement, so one expensive
 * query would stall every other client: a read whose shape can explode (nested embeds, an unbounded embed) is
 * EXPLAINed first and refused when the planner's cost is over the budget, before anything runs. Plain reads with a
 * limit and to-one embeds (the product's queries) skip the check. On PostgreSQL a statement timeout backs it up.
 */
import { pgrst } from './errors';
import type { ReadNode } from './plan-read';

/** Planner cost units (a sequential page read = 1). Measured on PGlite: a nested scan costing 3,500 took ~100-250 ms. */
export const MAX_PLAN_COST = Number(process.env.PITCHSIDE_REST_MAX_COST ?? 5_000);
export const STATEMENT_TIMEOUT_MS = 5_000;

function embedDepth(node: ReadNode): number {
  return node.embeds.reduce((d, e) => Math.max(d, 1 + embedDepth(e.node)), 0);
}

/** Whether a read's work can grow faster than its row count: embeds two levels deep, or a to-many embed. */
export function needsCostCheck(node: ReadNode): boolean {
  return embedDepth(node) >= 2 || node.embeds.some((e) => !e.toOne);
}

interface ExplainRow { 'QUERY PLAN': unknown }

/** The total cost of an `EXPLAIN (FORMAT JSON)` result. */
export function planCost(rows: ExplainRow[]): number {
  const raw = rows[0]?.['QUERY PLAN'];
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: { 'Total Cost': number; 'Plan Rows': number } }[];
  return parsed[0]?.Plan['Total Cost'] ?? 0;
}

/** The planner's row estimate of an `EXPLAIN (FORMAT JSON)` result (count=planned). */
export function planRows(rows: ExplainRow[]): number {
  const raw = rows[0]?.['QUERY PLAN'];
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: { 'Plan Rows': number } }[];
  return parsed[0]?.Plan['Plan Rows'] ?? 0;
}

/** 504 in PostgREST's shape for a statement timeout (57014), saying the statement was not run. */
export function overBudget(cost: number) {
  return pgrst(
    504,
    '57014',
    'canceling statement due to statement timeout',
    `The planner estimates a cost of ${Math.round(cost)}, over the local server's budget of ${MAX_PLAN_COST}; the statement was not run`,
    'Add filters or a limit, or embed fewer levels.',
  );
}
