/**
 * Deal analysis: where a deal's pay sits in its market, what each deliverable earns, how pressed the deadline
 * is, and red flags in the terms the deal states. Each flag says why it matters and which learning hub module
 * explains it. Reads only what the deal says; it cannot see a contract the brand has not posted.
 */

export interface DealTerms {
  title: string;
  description: string;
  requirements: string[];
  deliverables: string[];
  amount: number;
  /** whole days until the application deadline, null when there is none */
  daysLeft: number | null;
}

/** Deals of the same category open to the same roles (active and past): how many pay less, the same, in all. */
export interface MarketCounts {
  sample: number;
  below: number;
  equal: number;
}

/** Fewer comparable deals than this and the percentile is shown as rough. */
export const SMALL_SAMPLE = 5;

export interface MarketPosition {
  percentile: number | null;
  sample: number;
  small: boolean;
  text: string;
}

/** The deal's pay percentile among comparable deals (mid-rank: ties count half), with the sample size. */
export function marketPercentile(c: MarketCounts): MarketPosition {
  if (c.sample === 0) return { percentile: null, sample: 0, small: true, text: 'No comparable deals yet, so there is no market rate to compare with.' };
  const percentile = Math.round((100 * (c.below + c.equal / 2)) / c.sample);
  const small = c.sample < SMALL_SAMPLE;
  const base = `Pays more than ${percentile}% of ${c.sample} comparable deal${c.sample === 1 ? '' : 's'} (same category, open to the same roles, active and past).`;
  return { percentile, sample: c.sample, small, text: small ? `${base} With so few deals this is a rough guide only.` : base };
}

/** How many pieces of content a deliverable line asks for: its leading number ("4 Instagram posts"), else 1. */
export function deliverableCount(line: string): number {
  const m = /^\s*(\d{1,3})\b/.exec(line);
  return m ? Math.max(1, Number(m[1])) : 1;
}

export function perDeliverable(terms: DealTerms): { count: number; dollarsEach: number | null; text: string } {
  const count = terms.deliverables.reduce((s, d) => s + deliverableCount(d), 0);
  if (count === 0) return { count, dollarsEach: null, text: 'The deal lists no deliverables, so the pay per deliverable cannot be worked out.' };
  const each = Math.round(terms.amount / count);
  return { count, dollarsEach: each, text: `${count} deliverable${count === 1 ? '' : 's'} for $${terms.amount.toLocaleString('en-US')}: about $${each.toLocaleString('en-US')} each.` };
}

export function deadlinePressure(daysLeft: number | null): { level: 'none' | 'low' | 'medium' | 'high' | 'closed'; text: string } {
  if (daysLeft === null) return { level: 'none', text: 'No application deadline: apply when you are ready, but it may close without notice.' };
  if (daysLeft < 0) return { level: 'closed', text: 'The application deadline has passed.' };
  if (daysLeft < 3) return { level: 'high', text: `${daysLeft} day${daysLeft === 1 ? '' : 's'} left: apply now, and do not let the rush push you into terms you have not read.` };
  if (daysLeft < 7) return { level: 'medium', text: `${daysLeft} days left: time to ask questions before you apply.` };
  return { level: 'low', text: `${daysLeft} days left: time to compare, ask and negotiate.` };
}

export interface RedFlag {
  key: 'exclusivity' | 'perpetual-usage' | 'late-payment' | 'no-deliverable-count';
  title: string;
  why: string;
  /** the words in the deal that raised it */
  evidence: string | null;
  module: { title: string; path: string };
}

const CONTRACT = { title: 'Reading a Sponsorship Contract', path: '/learn/modules/reading-a-contract' };
const PRICING = { title: 'Pricing Your Content', path: '/learn/modules/pricing-your-content' };

const quote = (text: string, m: RegExpExecArray) => {
  const start = Math.max(0, m.index - 30);
  const end = Math.min(text.length, m.index + m[0].length + 30);
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
};

/** The days a payment clause waits, when it states one ("net 60", "paid 45 days after posting"). */
export function paymentDays(text: string): { days: number; m: RegExpExecArray } | null {
  const patterns = [/\bnet[\s-]?(\d{1,3})\b/i, /\b(?:pa(?:id|yment|y)|invoice[sd]?)\b[^.]{0,40}?\b(\d{1,3})\s*days?\b/i, /\b(\d{1,3})\s*days?\s+(?:after|from|following)\s+(?:delivery|posting|publication|invoice|approval|the campaign)/i];
  let worst: { days: number; m: RegExpExecArray } | null = null;
  for (const p of patterns) {
    const m = p.exec(text);
    if (m && (!worst || Number(m[1]) > worst.days)) worst = { days: Number(m[1]), m };
  }
  return worst;
}

export function redFlags(terms: DealTerms): RedFlag[] {
  const text = [terms.title, terms.description, ...terms.requirements, ...terms.deliverables].join('\n');
  const flags: RedFlag[] = [];
  const excl = /\bexclusiv(e|ity)\b/i.exec(text);
  if (excl && !/\bnon[-\s]?exclusiv/i.test(excl.input.slice(Math.max(0, excl.index - 4), excl.index + excl[0].length))) {
    flags.push({
      key: 'exclusivity',
      title: 'Exclusivity',
      why: 'Exclusivity stops you taking other deals, often in a whole category. Ask which products, for how long, and charge for it (commonly 10% to 30% of the fee per month).',
      evidence: quote(text, excl),
      module: CONTRACT,
    });
  }
  const perpetual = /\b(in perpetuity|perpetual|forever|irrevocabl[ey]|unlimited (usage|use)|all media now known)\b/i.exec(text);
  if (perpetual) {
    flags.push({
      key: 'perpetual-usage',
      title: 'Perpetual usage rights',
      why: 'Usage "in perpetuity" lets the brand run your content forever, in ads you never see, for a one-off fee. Limit usage to a period and price longer use separately.',
      evidence: quote(text, perpetual),
      module: CONTRACT,
    });
  }
  const pay = paymentDays(text);
  if (pay && pay.days > 30) {
    flags.push({
      key: 'late-payment',
      title: `Payment after ${pay.days} days`,
      why: `Being paid ${pay.days} days after the work means you carry the brand's costs. Net 30 or shorter is the norm; ask for a deposit or a shorter term.`,
      evidence: quote(text, pay.m),
      module: CONTRACT,
    });
  }
  if (terms.deliverables.length === 0 || terms.deliverables.every((d) => !/\d/.test(d))) {
    flags.push({
      key: 'no-deliverable-count',
      title: 'No deliverable count',
      why: 'Without a number of posts or videos the work can grow after you agree. Get the count, formats and rounds of edits in writing before you price it.',
      evidence: terms.deliverables.length ? terms.deliverables.join(', ') : null,
      module: PRICING,
    });
  }
  return flags;
}
