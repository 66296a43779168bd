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

/** The headline badge of an application's contract. */
export function contractHeadline(contracts: readonly Contract[]): string {
  const pending = awaitingSignatures(contracts);
  if (pending && pending.version > 1) return 'Amendment waiting for signatures';
  if (pending) return 'Waiting for signatures';
  return inForce(contracts) ? 'In force' : 'No contract';
}
