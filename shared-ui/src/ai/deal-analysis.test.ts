import { deadlinePressure, deliverableCount, marketPercentile, perDeliverable, redFlags, type DealTerms } from './deal-analysis';

const terms = (t: Partial<DealTerms>): DealTerms => ({ title: 'Shoe launch', description: 'Wear our shoes.', requirements: ['18+'], deliverables: ['2 reels'], amount: 1000, daysLeft: 10, ...t });
const keys = (t: Partial<DealTerms>) => redFlags(terms(t)).map((f) => f.key);

describe('market percentile', () => {
  it('ranks with ties counting half', () => {
    expect(marketPercentile({ sample: 10, below: 7, equal: 2 }).percentile).toBe(80);
    expect(marketPercentile({ sample: 10, below: 0, equal: 0 }).percentile).toBe(0);
    expect(marketPercentile({ sample: 10, below: 10, equal: 0 }).percentile).toBe(100);
  });
  it('says when there is nothing to compare with', () => {
    const p = marketPercentile({ sample: 0, below: 0, equal: 0 });
    expect(p.percentile).toBeNull();
    expect(p.text).toMatch(/No comparable deals/);
  });
  it('marks small samples as rough and names the sample size', () => {
    const one = marketPercentile({ sample: 1, below: 1, equal: 0 });
    expect(one).toMatchObject({ percentile: 100, sample: 1, small: true });
    expect(one.text).toMatch(/1 comparable deal \(/);
    expect(one.text).toMatch(/rough guide/);
    expect(marketPercentile({ sample: 4, below: 2, equal: 0 }).small).toBe(true);
    expect(marketPercentile({ sample: 5, below: 2, equal: 0 }).small).toBe(false);
  });
});

describe('deliverables and deadline', () => {
  it('counts leading numbers, else one each', () => {
    expect(['4 Instagram posts', 'Unboxing video', '  12 stories', '2024 recap'].map(deliverableCount)).toEqual([4, 1, 12, 1]);
    expect(perDeliverable(terms({ deliverables: ['4 posts', '1 reel'], amount: 2500 })).dollarsEach).toBe(500);
    expect(perDeliverable(terms({ deliverables: [] })).dollarsEach).toBeNull();
  });
  it.each([[null, 'none'], [-1, 'closed'], [0, 'high'], [2, 'high'], [3, 'medium'], [6, 'medium'], [7, 'low']] as const)('%s days -> %s', (days, level) => {
    expect(deadlinePressure(days).level).toBe(level);
  });
});

describe('red flags', () => {
  it('finds none in plain terms', () => {
    expect(keys({})).toEqual([]);
  });
  it.each([
    ['Exclusive partner in the footwear category for 12 months.', ['exclusivity']],
    ['Category exclusivity applies.', ['exclusivity']],
    ['This is a non-exclusive deal.', []],
    ['Brand may use the content in perpetuity.', ['perpetual-usage']],
    ['Irrevocable licence to all content.', ['perpetual-usage']],
    ['Payment net 60 after the campaign.', ['late-payment']],
    ['Paid 45 days after posting.', ['late-payment']],
    ['Payment net 30.', []],
    ['Paid within 14 days of approval.', []],
    ['Exclusive rights in perpetuity, net-90.', ['exclusivity', 'perpetual-usage', 'late-payment']],
  ])('%j', (description, expected) => {
    expect(keys({ description })).toEqual(expected);
  });
  it('flags deliverables without a count', () => {
    expect(keys({ deliverables: ['Unboxing video', 'Launch content series'] })).toEqual(['no-deliverable-count']);
    expect(keys({ deliverables: [] })).toEqual(['no-deliverable-count']);
  });
  it('cites the learning hub module and quotes the words', () => {
    const [flag] = redFlags(terms({ description: 'Brand may use the content in perpetuity across all channels.' }));
    expect(flag!.module).toEqual({ title: 'Reading a Sponsorship Contract', path: '/learn/modules/reading-a-contract' });
    expect(flag!.evidence).toMatch(/in perpetuity/);
    expect(flag!.why).toMatch(/forever/);
  });
});
