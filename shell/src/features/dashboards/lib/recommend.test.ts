import { DEFAULT_PROFILE_PREFERENCES } from 'shared-ui';
import { recommendDeals, type CandidateDeal } from './recommend';

const deal = (id: string, category: string | null, amount: number, verified = true): CandidateDeal => ({
  id, title: `Deal ${id}`, category, compensation_amount: amount, created_at: '2026-01-01', brand: { name: 'Apex', verified },
});
const slugs = new Map([['Gaming', 'gaming'], ['Nutrition', 'nutrition'], ['Apparel', 'apparel']]);

test('interests first; refused, too small, applied and unverified left out', () => {
  const deals = [deal('a', 'Gaming', 900), deal('b', 'Apparel', 200), deal('c', 'Nutrition', 1500), deal('d', 'Apparel', 1200, false), deal('e', null, 800), deal('f', 'Apparel', 700)];
  const prefs = { ...DEFAULT_PROFILE_PREFERENCES, interested_categories: ['Nutrition'], refused_categories: ['gaming'], min_deal_amount: 500 };
  expect(recommendDeals(deals, prefs, new Set(['f']), slugs).map((d) => d.id)).toEqual(['c', 'e']);
  expect(recommendDeals(deals, DEFAULT_PROFILE_PREFERENCES, new Set(), slugs, 2).map((d) => d.id)).toEqual(['a', 'b']);
});

test('the best match score leads; deals without a score keep the interests-then-newest order after them', () => {
  const scored = (id: string, category: string | null, score: number | null): CandidateDeal => ({ ...deal(id, category, 1000), match_score: score });
  const deals = [scored('a', 'Apparel', null), scored('b', 'Nutrition', 61), scored('c', 'Apparel', 84), scored('d', 'Nutrition', null), scored('e', 'Gaming', 61)];
  const prefs = { ...DEFAULT_PROFILE_PREFERENCES, interested_categories: ['Nutrition'] };
  expect(recommendDeals(deals, prefs, new Set(), slugs, 5).map((d) => d.id)).toEqual(['c', 'b', 'e', 'd', 'a']);
});
