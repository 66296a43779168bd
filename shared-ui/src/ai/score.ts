/**
 * The deal match score, explained. The database computes the same total (public.ai_score_total over
 * public.ai_score_inputs, migration 20252001000100): both read the inputs below, which the database gathers
 * for one deal and one user, and both use whole numbers only (floor of integer divisions), so the two totals
 * are equal; infra/supabase/tests/ai-score.test.ts checks it over random pairs.
 */

/** What the deal says about the audience it wants (the deal's own, else its campaign's). */
export interface TargetAudience {
  platforms?: string[];
  min_followers?: number;
  age_range?: string;
  regions?: string[];
  sports?: string[];
}

export interface ScoreInputs {
  deal: {
    id: string;
    title: string;
    category: string | null;
    category_slug: string | null;
    amount_cents: number;
    target_roles: string[];
    target_audience: TargetAudience;
    /** whole days until the application deadline (negative once passed), null when the deal has none */
    days_left: number | null;
  };
  user: {
    role: string;
    sport: string | null;
    /** null when the user never set them */
    interested_categories: string[] | null;
    refused_categories: string[] | null;
    min_deal_cents: number | null;
    platforms: string[];
    /** the sum of the linked platforms' counts, else the lower end of the stated range; null when unknown */
    followers: number | null;
    /** audience shares by dimension: label -> percentage */
    age: Record<string, number>;
    location: Record<string, number>;
    /** deliverables still to hand in on accepted deals */
    open_deliverables: number;
  };
  market: { sample: number; median_cents: number | null };
  brand: { name: string; verified: boolean; payments_settled: number; payments_refunded: number };
}

export type FactorKey = 'fit' | 'audience' | 'pay' | 'timing' | 'trust';

export interface Factor {
  key: FactorKey;
  label: string;
  /** the most this factor can add */
  weight: number;
  points: number;
  /** what the factor read and how it counted it */
  reasons: string[];
  /** data that is missing, phrased as what the user (or the deal) could add */
  missing: string[];
}

export interface ScoreExplanation {
  total: number;
  factors: Factor[];
}

export const FACTOR_WEIGHTS: Record<FactorKey, number> = { fit: 30, audience: 25, pay: 25, timing: 10, trust: 10 };

const lower = (xs: string[]) => xs.map((x) => x.toLowerCase());
const money = (cents: number) => `$${Math.floor(cents / 100).toLocaleString('en-US')}`;

/** Region codes a deal may use for a country its audience data names in full. */
export const REGION_ALIASES: Record<string, string> = { us: 'united states', usa: 'united states', uk: 'united kingdom', gb: 'united kingdom' };
const regionName = (r: string) => REGION_ALIASES[r.toLowerCase()] ?? r.toLowerCase();

/** An age bracket counts as the audience's when at least this share of it falls there. */
export const AGE_SHARE_MIN = 25;

export function roleAndCategoryFit(i: ScoreInputs): Factor {
  const reasons: string[] = [];
  const missing: string[] = [];
  let points = 0;
  if (i.deal.target_roles.includes(i.user.role)) {
    points += 10;
    reasons.push(`Open to your role (${i.user.role}): +10`);
  } else {
    reasons.push(`Open to ${i.deal.target_roles.join(', ') || 'no role'}, not to your role (${i.user.role}): +0`);
  }
  const { category, category_slug } = i.deal;
  const names = category ? lower([category, category_slug ?? category]) : [];
  if (!category) {
    points += 10;
    reasons.push('The deal names no category: +10 of 20');
  } else if (i.user.refused_categories && lower(i.user.refused_categories).some((c) => names.includes(c))) {
    reasons.push(`You refuse ${category} deals: +0 of 20`);
  } else if (!i.user.interested_categories || i.user.interested_categories.length === 0) {
    points += 10;
    reasons.push(`${category}: your interests are not set, so this counts as neutral: +10 of 20`);
    missing.push('Add the deal categories you are interested in to improve this estimate');
  } else if (lower(i.user.interested_categories).some((c) => names.includes(c))) {
    points += 20;
    reasons.push(`${category} is one of your interests: +20`);
  } else {
    points += 5;
    reasons.push(`${category} is not among your interests: +5 of 20`);
  }
  return { key: 'fit', label: 'Role and category fit', weight: FACTOR_WEIGHTS.fit, points, reasons, missing };
}

type Check = 'match' | 'unknown' | 'mismatch';

/** Who the explanation speaks to: the talent about themselves, or the brand about an applicant. */
export type Voice = 'talent' | 'brand';

const PHRASES = {
  talent: {
    noPlatforms: 'you have no linked platforms', onPlatforms: 'you are on', followersUnknown: 'your count is not known', have: 'you have',
    agesUnknown: 'your audience ages are not known', agedShare: 'of yours is', placesUnknown: 'your audience locations are not known',
    placesAre: 'yours is in', sportUnknown: 'your sport is not set', sportIs: 'your sport is',
  },
  brand: {
    noPlatforms: 'they linked no platforms', onPlatforms: 'they are on', followersUnknown: 'their count is not known', have: 'they have',
    agesUnknown: 'their audience ages are not known', agedShare: 'of theirs is', placesUnknown: 'their audience locations are not known',
    placesAre: 'theirs is in', sportUnknown: 'their sport is not set', sportIs: 'their sport is',
  },
} as const;

/** What a talent could add (their own view); for a brand, what the applicant has not shared. */
const need = (voice: Voice, talentText: string, brandText: string) => (voice === 'talent' ? talentText : brandText);

export function audienceFit(i: ScoreInputs | ApplicantFitInputs, voice: Voice = 'talent'): Factor {
  const t = i.deal.target_audience;
  const u = i.user;
  const w = PHRASES[voice];
  const reasons: string[] = [];
  const missing: string[] = [];
  const checks: Check[] = [];
  const add = (c: Check, reason: string, needed?: string) => {
    checks.push(c);
    reasons.push(reason);
    if (c === 'unknown' && needed) missing.push(needed);
  };

  if (t.platforms && t.platforms.length > 0) {
    const wanted = lower(t.platforms);
    if (u.platforms.length === 0) add('unknown', `Wants ${t.platforms.join(', ')}; ${w.noPlatforms}`, need(voice, 'Add your social accounts to improve this estimate', 'The applicant has not linked social accounts'));
    else if (lower(u.platforms).some((p) => wanted.includes(p))) add('match', `Wants ${t.platforms.join(', ')}; ${w.onPlatforms} ${u.platforms.join(', ')}`);
    else add('mismatch', `Wants ${t.platforms.join(', ')}; ${w.onPlatforms} ${u.platforms.join(', ')}`);
  }
  if (typeof t.min_followers === 'number') {
    if (u.followers === null) add('unknown', `Wants ${t.min_followers.toLocaleString('en-US')}+ followers; ${w.followersUnknown}`, need(voice, 'Add your follower count to improve this estimate', 'The applicant has not given a follower count'));
    else add(u.followers >= t.min_followers ? 'match' : 'mismatch', `Wants ${t.min_followers.toLocaleString('en-US')}+ followers; ${w.have} ${u.followers.toLocaleString('en-US')}`);
  }
  if (t.age_range) {
    const ages = Object.keys(u.age);
    if (ages.length === 0) add('unknown', `Wants an audience aged ${t.age_range}; ${w.agesUnknown}`, need(voice, 'Add your audience demographics to improve this estimate', 'The applicant has not shared audience ages'));
    else {
      const share = u.age[t.age_range] ?? 0;
      add(share >= AGE_SHARE_MIN ? 'match' : 'mismatch', `Wants an audience aged ${t.age_range}; ${share}% ${w.agedShare}`);
    }
  }
  if (t.regions && t.regions.length > 0) {
    const places = Object.keys(u.location);
    if (places.length === 0) add('unknown', `Wants an audience in ${t.regions.join(', ')}; ${w.placesUnknown}`, need(voice, 'Add where your audience lives to improve this estimate', 'The applicant has not shared audience locations'));
    else {
      const wanted = t.regions.map(regionName);
      const hit = places.some((p) => wanted.includes(p.toLowerCase()));
      add(hit ? 'match' : 'mismatch', `Wants an audience in ${t.regions.join(', ')}; ${w.placesAre} ${places.join(', ')}`);
    }
  }
  if (t.sports && t.sports.length > 0) {
    if (!u.sport) add('unknown', `Wants ${t.sports.join(', ')}; ${w.sportUnknown}`, need(voice, 'Add your sport to improve this estimate', 'The applicant has not set a sport'));
    else add(lower(t.sports).includes(u.sport.toLowerCase()) ? 'match' : 'mismatch', `Wants ${t.sports.join(', ')}; ${w.sportIs} ${u.sport}`);
  }

  const weight = FACTOR_WEIGHTS.audience;
  let points: number;
  if (checks.length === 0) {
    points = 13;
    reasons.push('The deal states no target audience, so audience fit counts as neutral');
  } else {
    // a match counts 2, unknown data 1 (half), a mismatch 0
    const got = checks.reduce((s, c) => s + (c === 'match' ? 2 : c === 'unknown' ? 1 : 0), 0);
    points = Math.floor((weight * got) / (2 * checks.length));
  }
  return { key: 'audience', label: 'Audience fit', weight, points, reasons, missing };
}

/**
 * What the brand's fit score reads (public.applicant_fit_inputs): the deal's target roles and audience, and what
 * an applicant shares publicly about their audience. Their private preferences (interests, refusals, minimum
 * pay) are not part of it.
 */
export interface ApplicantFitInputs {
  deal: Pick<ScoreInputs['deal'], 'target_roles' | 'target_audience'>;
  user: Pick<ScoreInputs['user'], 'role' | 'sport' | 'platforms' | 'followers' | 'age' | 'location'>;
}

/** The applicant fit's two parts: the deal is open to their role (20), and their audience is the one it wants (80). */
export const APPLICANT_FIT_WEIGHTS = { role: 20, audience: 80 } as const;

/**
 * The brand's fit score for an applicant (0-100), explained: role (20) and audience fit (the match score's
 * audience checks, scaled to 80). The talent's own match score also weighs pay, timing and brand trust, which
 * say nothing about the applicant.
 */
export function applicantFit(i: ApplicantFitInputs): ScoreExplanation {
  const open = i.deal.target_roles.length === 0 || i.deal.target_roles.includes(i.user.role);
  const role: Factor = {
    key: 'fit',
    label: 'Role fit',
    weight: APPLICANT_FIT_WEIGHTS.role,
    points: open ? APPLICANT_FIT_WEIGHTS.role : 0,
    reasons: [open ? `The deal is open to their role (${i.user.role}): +${APPLICANT_FIT_WEIGHTS.role}` : `The deal is for ${i.deal.target_roles.join(', ')}, not their role (${i.user.role}): +0`],
    missing: [],
  };
  const a = audienceFit(i, 'brand');
  const audience: Factor = { ...a, weight: APPLICANT_FIT_WEIGHTS.audience, points: Math.floor((a.points * APPLICANT_FIT_WEIGHTS.audience) / FACTOR_WEIGHTS.audience) };
  return { total: role.points + audience.points, factors: [role, audience] };
}

/** Fewer similar deals than this and the market comparison counts as neutral. */
export const MARKET_MIN_SAMPLE = 3;

export function payFit(i: ScoreInputs): Factor {
  const amount = i.deal.amount_cents;
  const reasons: string[] = [];
  const missing: string[] = [];
  let points = 0;
  const min = i.user.min_deal_cents;
  if (min === null) {
    points += 8;
    reasons.push(`Pays ${money(amount)}; you have not set a minimum: +8 of 15`);
    missing.push('Set your minimum deal amount to improve this estimate');
  } else if (amount >= min) {
    points += 15;
    reasons.push(`Pays ${money(amount)}, at or above your minimum of ${money(min)}: +15`);
  } else {
    const p = Math.floor((15 * amount) / min);
    points += p;
    reasons.push(`Pays ${money(amount)}, below your minimum of ${money(min)}: +${p} of 15`);
  }
  const { sample, median_cents } = i.market;
  if (sample < MARKET_MIN_SAMPLE || median_cents === null) {
    points += 5;
    reasons.push(`Only ${sample} similar deal${sample === 1 ? '' : 's'} to compare with, too few for a market rate: +5 of 10`);
  } else if (amount >= median_cents) {
    points += 10;
    reasons.push(`At or above the median of ${sample} similar deals (${money(median_cents)}): +10`);
  } else {
    const p = Math.floor((10 * amount) / median_cents);
    points += p;
    reasons.push(`Below the median of ${sample} similar deals (${money(median_cents)}): +${p} of 10`);
  }
  return { key: 'pay', label: 'Pay fit', weight: FACTOR_WEIGHTS.pay, points, reasons, missing };
}

export function timing(i: ScoreInputs): Factor {
  const reasons: string[] = [];
  const d = i.deal.days_left;
  let points: number;
  if (d === null) {
    points = 5;
    reasons.push('No application deadline stated: +5 of 7');
  } else if (d < 0) {
    points = 0;
    reasons.push('The application deadline has passed: +0 of 7');
  } else if (d < 3) {
    points = 2;
    reasons.push(`${d} day${d === 1 ? '' : 's'} left to apply: +2 of 7`);
  } else if (d < 7) {
    points = 4;
    reasons.push(`${d} days left to apply: +4 of 7`);
  } else {
    points = 7;
    reasons.push(`${d} days left to apply: +7`);
  }
  const open = i.user.open_deliverables;
  const free = open <= 2 ? 3 : open <= 5 ? 1 : 0;
  points += free;
  reasons.push(`${open} deliverable${open === 1 ? '' : 's'} still open on your accepted deals: +${free} of 3`);
  return { key: 'timing', label: 'Timing', weight: FACTOR_WEIGHTS.timing, points, reasons, missing: [] };
}

export function brandTrust(i: ScoreInputs): Factor {
  const { name, verified, payments_settled: settled, payments_refunded: refunded } = i.brand;
  const reasons: string[] = [];
  let points = verified ? 5 : 0;
  reasons.push(verified ? `${name} is verified: +5` : `${name} is not verified: +0 of 5`);
  const total = settled + refunded;
  if (total === 0) {
    points += 2;
    reasons.push('No deal payment record yet: +2 of 5');
  } else {
    const p = Math.floor((5 * settled) / total);
    points += p;
    reasons.push(`${settled} of ${total} deal payments funded or released, ${refunded} refunded: +${p} of 5`);
  }
  return { key: 'trust', label: 'Brand trust', weight: FACTOR_WEIGHTS.trust, points, reasons, missing: [] };
}

export function explainScore(i: ScoreInputs): ScoreExplanation {
  const factors = [roleAndCategoryFit(i), audienceFit(i), payFit(i), timing(i), brandTrust(i)];
  return { total: factors.reduce((s, f) => s + f.points, 0), factors };
}

/** The badge's words for a score. */
export function scoreBand(total: number): 'Strong match' | 'Good match' | 'Fair match' | 'Weak match' {
  if (total >= 80) return 'Strong match';
  if (total >= 65) return 'Good match';
  if (total >= 50) return 'Fair match';
  return 'Weak match';
}
