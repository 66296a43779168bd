import type { Contract } from '../api/contracts-query';

const REPLACEMENTS: Record<string, string> = { '\u2018': "'", '\u2019': "'", '\u201C': '"', '\u201D': '"', '\u2013': '-', '\u2014': '-', '\u2026': '...', '\u2022': '-' };

/** Text the PDF's standard fonts can draw (Latin-1): typographic quotes and dashes become plain, the rest is dropped. */
export function pdfSafe(input: string): string {
  return input
    .replace(/[\u2018\u2019\u201C\u201D\u2013\u2014\u2026\u2022]/g, (c) => REPLACEMENTS[c] ?? '')
    .replace(/[^\n\x20-\x7E\xA0-\xFF]/g, '');
}

/** The audit page's lines: who signed, when, with which account, and the document hash each signature names. */
export function auditLines(contract: Contract): string[] {
  const lines = [
    `Contract ${String((contract.terms as { contract_number?: string }).contract_number ?? '')}, version ${contract.version}`,
    `Issued: ${contract.created_at}`,
    `Document SHA-256: ${contract.document_hash}`,
    `Status: ${contract.status === 'in_force' ? `in force since ${contract.in_force_at}` : contract.status === 'superseded' ? 'superseded by an amendment' : contract.status === 'withdrawn' ? 'withdrawn by its proposer, never in force' : contract.status === 'declined' ? 'declined, never in force' : 'waiting for signatures'}`,
    '',
  ];
  for (const [side, label] of [['brand', 'Brand'], ['talent', 'Talent']] as const) {
    const name = side === 'brand' ? contract.brand_signed_name : contract.talent_signed_name;
    if (!name) {
      lines.push(`${label}: not signed yet`, '');
      continue;
    }
    lines.push(
      `${label}: signed by "${name}" (typed full legal name, "I agree" selected)`,
      `  Time: ${side === 'brand' ? contract.brand_signed_at : contract.talent_signed_at}`,
      `  Account: ${side === 'brand' ? contract.brand_signed_by : contract.talent_signed_by}`,
      `  Document SHA-256 signed: ${side === 'brand' ? contract.brand_signed_hash : contract.talent_signed_hash}`,
      '',
    );
  }
  lines.push('Signed electronically in Pitchside. The record keeps each signer\'s intent (typed name and "I agree") and the hash of the exact text they signed.');
  return lines;
}

export function contractFileName(contract: Contract): string {
  const number = String((contract.terms as { contract_number?: string }).contract_number ?? 'contract').toLowerCase();
  return `${number.replace(/[^a-z0-9]+/g, '-')}-v${contract.version}.pdf`;
}
