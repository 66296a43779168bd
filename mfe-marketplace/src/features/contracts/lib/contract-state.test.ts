import type { Contract } from '../api/contracts-query';
import { auditLines, contractFileName, pdfSafe } from './contract-pdf-text';
import { amendmentAction, contractHeadline, exclusivityEnds, formatDay, fundable, inForce } from './contract-state';

const base: Contract = {
  id: 'c1', application_id: 'a1', version: 1, status: 'awaiting_signatures', template: 'standard',
  terms: { contract_number: 'PS-1A2B3C4D' }, document: 'SPONSORSHIP AGREEMENT PS-1A2B3C4D', document_hash: 'f'.repeat(64),
  created_at: '2026-11-20T10:00:00Z', in_force_at: null,
  brand_signed_by: null, brand_signed_name: null, brand_signed_at: null, brand_signed_hash: null,
  talent_signed_by: 'u-talent', talent_signed_name: 'Jordan Reyes', talent_signed_at: '2026-11-20T11:00:00Z', talent_signed_hash: 'f'.repeat(64),
  closed_by: null, closed_at: null,
};
const signed: Contract = { ...base, status: 'in_force', in_force_at: '2026-11-21T09:00:00Z', brand_signed_by: 'u-brand', brand_signed_name: 'Morgan Blake', brand_signed_at: '2026-11-21T09:00:00Z', brand_signed_hash: 'f'.repeat(64) };

describe('contract state', () => {
  test('Fund Deal waits for a contract in force; an application without a contract (before contracts) funds as before', () => {
    expect(fundable([])).toBe(true);
    expect(fundable([base])).toBe(false);
    expect(fundable([signed])).toBe(true);
    // an amendment waiting for signatures leaves the signed contract in force
    expect(fundable([signed, { ...base, id: 'c2', version: 2 }])).toBe(true);
    expect(inForce([signed, { ...base, id: 'c2', version: 2 }])?.id).toBe('c1');
  });

  test('a waiting amendment: its proposer may withdraw it, the other side may decline it; nothing else is withdrawn or declined', () => {
    const waiting = { ...base, id: 'c2', version: 2, terms: { amendment: { amends_version: 1, proposed_by: 'brand', reason: 'Longer notice' } } };
    expect(amendmentAction(waiting, 'brand')).toBe('withdraw');
    expect(amendmentAction(waiting, 'talent')).toBe('decline');
    // signed by one side already: still waiting, still answerable
    const signedByProposer: Contract = { ...waiting, brand_signed_name: 'Morgan Blake', brand_signed_at: '2026-11-22T09:00:00Z' };
    expect(amendmentAction(signedByProposer, 'brand')).toBe('withdraw');
    // an amendment that does not record its proposer can only be declined
    expect(amendmentAction({ ...waiting, terms: {} }, 'brand')).toBe('decline');
    expect(amendmentAction(base, 'brand')).toBeNull();
    expect(amendmentAction(signed, 'talent')).toBeNull();
    for (const status of ['withdrawn', 'declined', 'in_force', 'superseded']) expect(amendmentAction({ ...waiting, status }, 'talent')).toBeNull();
  });

  test('an ended amendment leaves the contract in force and a new amendment possible', () => {
    const ended = { ...base, id: 'c2', version: 2, status: 'declined', closed_by: 'u-brand', closed_at: '2026-11-22T10:00:00Z', talent_signed_by: null, talent_signed_name: null, talent_signed_at: null, talent_signed_hash: null };
    expect(contractHeadline([signed, ended])).toBe('In force');
    expect(inForce([signed, ended])?.id).toBe('c1');
    expect(fundable([signed, ended])).toBe(true);
    expect(auditLines({ ...ended, status: 'withdrawn' }).join('\n')).toContain('Status: withdrawn by its proposer, never in force');
  });

  test('the headline says what is waiting', () => {
    expect(contractHeadline([base])).toBe('Waiting for signatures');
    expect(contractHeadline([signed])).toBe('In force');
    expect(contractHeadline([signed, { ...base, id: 'c2', version: 2 }])).toBe('Amendment waiting for signatures');
    // a deal refunded to the brand is over, and its contract with it, whatever was waiting
    expect(contractHeadline([signed], true)).toBe('Ended');
    expect(contractHeadline([signed, { ...base, id: 'c2', version: 2 }], true)).toBe('Ended');
    expect(contractHeadline([], true)).toBe('No contract');
  });
});

describe('contract PDF text', () => {
  test('the audit page names each signer, the time, the account and the hash signed', () => {
    const lines = auditLines(signed).join('\n');
    expect(lines).toContain(`Document SHA-256: ${'f'.repeat(64)}`);
    expect(lines).toContain('Brand: signed by "Morgan Blake"');
    expect(lines).toContain('Time: 2026-11-21T09:00:00Z');
    expect(lines).toContain('Account: u-talent');
    expect(auditLines(base).join('\n')).toContain('Brand: not signed yet');
    expect(contractFileName(signed)).toBe('ps-1a2b3c4d-v1.pdf');
  });

  test('text outside Latin-1 is made drawable', () => {
    expect(pdfSafe('It\u2019s \u201Cdone\u201D \u2014 ok \u{1F600}')).toBe('It\'s "done" - ok ');
  });
});

describe('rights over time', () => {
  test('a calendar date reads the same in every time zone', () => {
    expect(formatDay('2026-12-06')).toBe('Dec 6, 2026');
  });

  test('the exclusivity ends its months after the contract came into force; none without one', () => {
    expect(exclusivityEnds({ ...signed, terms: { exclusivity: { category: 'Footwear', months: 3 } } })).toEqual({ category: 'Footwear', endsOn: '2027-02-21' });
    expect(exclusivityEnds({ ...signed, terms: { exclusivity: null } })).toBeNull();
    expect(exclusivityEnds({ ...base, terms: { exclusivity: { category: 'Footwear', months: 3 } } })).toBeNull();
  });
});
