import { brandFiguresSchema, monthLabel, percent, usd } from './figures';

test('labels and formats', () => {
  expect(monthLabel('2026-03')).toBe('Mar 2026');
  expect(monthLabel('2026-11', true)).toBe('Nov');
  expect(usd(1250.5)).toBe('$1,250.50');
  expect(usd(4000)).toBe('$4,000');
  expect(percent(null)).toBe('–');
});

test('numeric strings from the server read as numbers', () => {
  const parsed = brandFiguresSchema.parse({
    brands: 1, deals_total: 3, deals_active: 2, applicants_total: 5, applicants_to_review: 1, acceptance_rate: '50',
    applicants_per_deal: [], deliverables_to_review: 0, spend_total: '1250.50', spend_released: 0, budget_total: '20000.00', campaigns: [],
  });
  expect(parsed.spend_total).toBe(1250.5);
  expect(parsed.acceptance_rate).toBe(50);
});
