import { audienceFit, brandTrust, explainScore, payFit, roleAndCategoryFit, scoreBand, timing, type ScoreInputs } from './score';

const base = (): ScoreInputs => ({
  deal: {
    id: 'd1', title: 'Court Shoe Launch', category: 'Sports Equipment', category_slug: 'sports-equipment', amount_cents: 400000,
    target_roles: ['athlete', 'creator'], target_audience: {}, days_left: 20,
  },
  user: {
    role: 'athlete', sport: 'basketball', interested_categories: ['Sports Equipment'], refused_categories: [], min_deal_cents: 100000,
    platforms: ['instagram'], followers: 12000, age: { '18-24': 40 }, location: { 'United States': 60 }, open_deliverables: 0,
  },
  market: { sample: 10, median_cents: 200000 },
  brand: { name: 'Apex Athletics', verified: true, payments_settled: 4, payments_refunded: 0 },
});
type Patch = { deal?: Partial<ScoreInputs['deal']>; user?: Partial<ScoreInputs['user']>; market?: Partial<ScoreInputs['market']>; brand?: Partial<ScoreInputs['brand']> };
const withInputs = (p: Patch): ScoreInputs => {
  const b = base();
  return { deal: { ...b.deal, ...p.deal }, user: { ...b.user, ...p.user }, market: { ...b.market, ...p.market }, brand: { ...b.brand, ...p.brand } };
};

describe('role and category fit', () => {
  it.each([
    ['open role, interesting category', {}, 30, []],
    ['role not targeted', { deal: { target_roles: ['creator'] } }, 20, []],
    ['refused category (by slug)', { user: { refused_categories: ['sports-equipment'] } }, 10, []],
    ['no category on the deal', { deal: { category: null, category_slug: null } }, 20, []],
    ['category outside interests', { user: { interested_categories: ['Travel'] } }, 15, []],
    ['interests never set', { user: { interested_categories: null } }, 20, ['Add the deal categories you are interested in to improve this estimate']],
    ['interests empty', { user: { interested_categories: [] } }, 20, ['Add the deal categories you are interested in to improve this estimate']],
  ] as [string, Patch, number, string[]][])('%s', (_name, patch, points, missing) => {
    const f = roleAndCategoryFit(withInputs(patch));
    expect(f.points).toBe(points);
    expect(f.missing).toEqual(missing);
  });
  it('matches interests by name or slug, in any case', () => {
    expect(roleAndCategoryFit(withInputs({ user: { interested_categories: ['SPORTS-EQUIPMENT'] } })).points).toBe(30);
  });
});

describe('audience fit', () => {
  it('is neutral when the deal states no audience', () => {
    const f = audienceFit(base());
    expect(f.points).toBe(13);
    expect(f.reasons.join(' ')).toMatch(/states no target audience/);
  });
  it('scores each stated criterion: match 2, unknown 1, mismatch 0', () => {
    const all = { platforms: ['instagram'], min_followers: 10000, age_range: '18-24', regions: ['US'], sports: ['basketball'] };
    expect(audienceFit(withInputs({ deal: { target_audience: all } })).points).toBe(25);
    expect(audienceFit(withInputs({ deal: { target_audience: { ...all, sports: ['tennis'] } } })).points).toBe(20); // 8/10
    expect(audienceFit(withInputs({ deal: { target_audience: { platforms: ['youtube'] } } })).points).toBe(0);
  });
  it('says which data is missing and counts it as half', () => {
    const f = audienceFit(withInputs({ deal: { target_audience: { min_followers: 5000 } }, user: { followers: null } }));
    expect(f.points).toBe(12);
    expect(f.missing).toEqual(['Add your follower count to improve this estimate']);
  });
  it.each([
    ['platforms', { platforms: ['tiktok'] }, { platforms: [] }, 'Add your social accounts to improve this estimate'],
    ['age', { age_range: '18-24' }, { age: {} }, 'Add your audience demographics to improve this estimate'],
    ['regions', { regions: ['UK'] }, { location: {} }, 'Add where your audience lives to improve this estimate'],
    ['sport', { sports: ['soccer'] }, { sport: null }, 'Add your sport to improve this estimate'],
  ] as [string, ScoreInputs['deal']['target_audience'], Partial<ScoreInputs['user']>, string][])('missing %s', (_n, audience, user, need) => {
    const f = audienceFit(withInputs({ deal: { target_audience: audience }, user }));
    expect(f.points).toBe(12);
    expect(f.missing).toEqual([need]);
  });
  it('reads region codes as the countries the audience data names', () => {
    expect(audienceFit(withInputs({ deal: { target_audience: { regions: ['us'] } } })).points).toBe(25);
    expect(audienceFit(withInputs({ deal: { target_audience: { regions: ['UK'] } } })).points).toBe(0);
  });
  it('needs a quarter of the audience in the wanted age bracket', () => {
    expect(audienceFit(withInputs({ deal: { target_audience: { age_range: '18-24' } }, user: { age: { '18-24': 24.5 } } })).points).toBe(0);
    expect(audienceFit(withInputs({ deal: { target_audience: { age_range: '18-24' } }, user: { age: { '18-24': 25 } } })).points).toBe(25);
  });
});

describe('pay fit', () => {
  it.each([
    ['above minimum and market', {}, 25],
    ['below the minimum: a share of 15', { user: { min_deal_cents: 800000 } }, 7 + 10],
    ['minimum not set', { user: { min_deal_cents: null } }, 8 + 10],
    ['below the market median: a share of 10', { market: { median_cents: 500000 } }, 15 + 8],
    ['too few similar deals', { market: { sample: 2 } }, 15 + 5],
    ['no similar deals', { market: { sample: 0, median_cents: null } }, 15 + 5],
    ['a zero minimum', { user: { min_deal_cents: 0 } }, 25],
    ['an unpaid deal', { deal: { amount_cents: 0 } }, 0],
  ] as [string, Patch, number][])('%s', (_n, patch, points) => {
    expect(payFit(withInputs(patch)).points).toBe(points);
  });
  it('asks for the minimum when it is missing and names the sample size', () => {
    const f = payFit(withInputs({ user: { min_deal_cents: null }, market: { sample: 1 } }));
    expect(f.missing).toEqual(['Set your minimum deal amount to improve this estimate']);
    expect(f.reasons[1]).toMatch(/Only 1 similar deal to compare with/);
  });
});

describe('timing', () => {
  it.each([
    [null, 0, 8], [-1, 0, 3], [0, 0, 5], [2, 0, 5], [3, 0, 7], [6, 0, 7], [7, 0, 10], [30, 3, 8], [30, 5, 8], [30, 6, 7],
  ] as [number | null, number, number][])('%s days left, %s open deliverables -> %s', (days, open, points) => {
    expect(timing(withInputs({ deal: { days_left: days }, user: { open_deliverables: open } })).points).toBe(points);
  });
});

describe('brand trust', () => {
  it.each([
    [true, 4, 0, 10], [false, 4, 0, 5], [true, 0, 0, 7], [true, 3, 1, 8], [true, 0, 2, 5], [false, 1, 2, 1],
  ] as [boolean, number, number, number][])('verified %s, %s settled, %s refunded -> %s', (verified, settled, refunded, points) => {
    expect(brandTrust(withInputs({ brand: { verified, payments_settled: settled, payments_refunded: refunded } })).points).toBe(points);
  });
});

describe('the explanation', () => {
  it('adds the five factors, each within its weight, to at most 100', () => {
    const e = explainScore(base());
    expect(e.factors.map((f) => f.key)).toEqual(['fit', 'audience', 'pay', 'timing', 'trust']);
    expect(e.factors.reduce((s, f) => s + f.weight, 0)).toBe(100);
    expect(e.total).toBe(30 + 13 + 25 + 10 + 10);
  });
  it('names the bands', () => {
    expect([90, 70, 55, 20].map(scoreBand)).toEqual(['Strong match', 'Good match', 'Fair match', 'Weak match']);
  });
});
