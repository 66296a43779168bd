import type { Contract } from '../api/contracts-query';

export type ContractSide = 'brand' | 'talent';

/** The contract in force (the latest signed version), if any. */
export function inForce(contracts: readonly Contract[]): Contract | null {
  return [...contracts].reverse().find((c) => c.status === 'in_force') ?? null;
}

/** The version waiting for signatures (the first contract, or an amendment), if any. */
export function awaitingSignatures(contracts: readonly Contract[]): Contract | null {
  return [...contracts].reverse().find((c) => c.status === 'awaiting_signatures') ?? null;
}

/**
 * Whether Fund Deal may be used: no contract at all (an application accepted before contracts existed) or one in
 * force. The database and the payment function apply the same rule.
 */
export function fundable(contracts: readonly Contract[]): boolean {
  return contracts.length === 0 || inForce(contracts) !== null;
}

export function signedBy(contract: Contract, side: ContractSide): { name: string; at: string } | null {
  const name = side === 'brand' ? contract.brand_signed_name : contract.talent_signed_name;
  const at = side === 'brand' ? contract.brand_signed_at : contract.talent_signed_at;
  return name && at ? { name, at } : null;
}

/**
 * What a party may do with an amendment waiting for signatures besides signing it: the side that proposed it
 * withdraws it, the other side declines it (withdraw/decline_contract_amendment() apply the same rule). Null for
 * the original contract or a version no longer waiting. An amendment that does not record its proposer can only
 * be declined.
 */
export function amendmentAction(contract: Pick<Contract, 'version' | 'status' | 'terms'>, side: ContractSide): 'withdraw' | 'decline' | null {
  if (contract.version <= 1 || contract.status !== 'awaiting_signatures') return null;
  const terms = contract.terms && typeof contract.terms === 'object' && !Array.isArray(contract.terms) ? contract.terms : {};
  const amendment = (terms as { amendment?: { proposed_by?: unknown } }).amendment;
  return amendment?.proposed_by === side ? 'withdraw' : 'decline';
}

/** The headline badge of an application's contract; a contract whose deal was refunded to the brand has ended. */
export function contractHeadline(contracts: readonly Contract[], dealRefunded = false): string {
  if (dealRefunded && contracts.length > 0) return 'Ended';
  const pending = awaitingSignatures(contracts);
  if (pending && pending.version > 1) return 'Amendment waiting for signatures';
  if (pending) return 'Waiting for signatures';
  return inForce(contracts) ? 'In force' : 'No contract';
}

/** A calendar date ('2026-12-06') as "Dec 6, 2026", the same in every time zone. */
export function formatDay(day: string): string {
  return new Date(`${day.slice(0, 10)}T00:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' });
}

/** When the exclusivity of a contract in force ends (its months from the day it came into force), or null. */
export function exclusivityEnds(contract: Contract): { category: string; endsOn: string } | null {
  const ex = (contract.terms as { exclusivity?: { category?: string; months?: number } | null }).exclusivity;
  if (!ex?.category || !ex.months || !contract.in_force_at) return null;
  const start = new Date(`${contract.in_force_at.slice(0, 10)}T00:00:00Z`);
  const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + ex.months, start.getUTCDate()));
  return { category: ex.category, endsOn: end.toISOString().slice(0, 10) };
}
