/**
 * The sponsorship disclosure check (FTC-style guidance, the learning hub's "FTC disclosure" module): a sponsored
 * caption must say so plainly, near the start, where a reader sees it before "more". The rules are a table so
 * the tests, the content tool, the deliverable check and the brand's export all read the same ones.
 */

/** Readers see about this many characters before a caption is cut off; a disclosure must start inside them. */
export const DISCLOSURE_WINDOW = 125;

export type DisclosureStatus = 'disclosed' | 'weak' | 'buried' | 'missing';

export interface DisclosureRule {
  label: string;
  pattern: RegExp;
}

/** Plain words that say a post is paid for. A hashtag must end there (#ad, not #adidas or #adventure). */
export const CLEAR_DISCLOSURES: readonly DisclosureRule[] = [
  { label: '#ad', pattern: /(^|[^\w#])#ad(?![\w])/i },
  { label: '#sponsored', pattern: /(^|[^\w#])#sponsored(?![\w])/i },
  { label: '#advertisement', pattern: /(^|[^\w#])#advertisement(?![\w])/i },
  { label: 'Paid partnership with', pattern: /(^|\W)paid partnership with\b/i },
];

/** Tags and thanks that readers do not understand as "this is an ad": not enough on their own. */
export const WEAK_DISCLOSURES: readonly DisclosureRule[] = [
  { label: '#sp', pattern: /(^|[^\w#])#sp(?![\w])/i },
  { label: '#spon', pattern: /(^|[^\w#])#spon(?![\w])/i },
  { label: '#partner', pattern: /(^|[^\w#])#partner(?![\w])/i },
  { label: '#collab', pattern: /(^|[^\w#])#collab(?![\w])/i },
  { label: 'thanks @brand', pattern: /(^|\W)(thanks|thank you|thx) (to )?@\w+/i },
];

export interface DisclosureResult {
  status: DisclosureStatus;
  /** the clear disclosure found (its label), if any */
  found: string | null;
  /** the weak forms found */
  weak: string[];
  /** why, in a sentence a creator can act on */
  reason: string;
}

const firstMatch = (caption: string, rules: readonly DisclosureRule[]) => {
  let best: { label: string; index: number } | null = null;
  for (const r of rules) {
    const m = r.pattern.exec(caption);
    if (m) {
      const index = m.index + m[1]!.length;
      if (!best || index < best.index) best = { label: r.label, index };
    }
  }
  return best;
};

/** The trailing run of hashtags (and mentions) that ends a caption: where a disclosure gets lost. */
export function trailingTagBlock(caption: string): { start: number; tags: number } {
  const m = /(?:[#@][\w]+[\s.,!]*){3,}$/u.exec(caption.trimEnd());
  if (!m) return { start: caption.length, tags: 0 };
  return { start: m.index, tags: (m[0].match(/[#@]\w+/g) ?? []).length };
}

export function checkDisclosure(caption: string): DisclosureResult {
  const clear = firstMatch(caption, CLEAR_DISCLOSURES);
  const weak = WEAK_DISCLOSURES.filter((r) => r.pattern.test(caption)).map((r) => r.label);
  if (clear) {
    if (clear.index >= DISCLOSURE_WINDOW) {
      return { status: 'buried', found: clear.label, weak, reason: `${clear.label} starts after the first ${DISCLOSURE_WINDOW} characters, where most readers never see it. Put it at the start.` };
    }
    const block = trailingTagBlock(caption);
    if (block.tags >= 3 && clear.index >= block.start && block.start > 0) {
      return { status: 'buried', found: clear.label, weak, reason: `${clear.label} is buried among the hashtags at the end. Put it at the start, on its own.` };
    }
    return { status: 'disclosed', found: clear.label, weak, reason: `${clear.label} is in the first ${DISCLOSURE_WINDOW} characters, where readers see it.` };
  }
  if (weak.length > 0) {
    return { status: 'weak', found: null, weak, reason: `${weak.join(', ')} alone is not a clear disclosure: readers do not read it as "this is an ad". Add #ad or #sponsored at the start.` };
  }
  return { status: 'missing', found: null, weak, reason: 'No sponsorship disclosure. A paid post needs #ad, #sponsored or "Paid partnership with" at the start.' };
}

/** The caption with a clear disclosure at its start (a buried one moved there); null when it already passes. */
export function correctedCaption(caption: string): string | null {
  const result = checkDisclosure(caption);
  if (result.status === 'disclosed') return null;
  let body = caption;
  for (const r of CLEAR_DISCLOSURES) body = body.replace(new RegExp(r.pattern.source, 'gi'), (_m, lead: string) => lead);
  body = body.replace(/[ \t]+$/gm, '').replace(/[ \t]{2,}/g, ' ').trim();
  return `#ad ${body}`;
}

export const DISCLOSURE_LABELS: Record<DisclosureStatus, string> = {
  disclosed: 'Disclosed',
  weak: 'Not clear enough',
  buried: 'Buried',
  missing: 'Missing',
};
