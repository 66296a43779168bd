import { activeFilterCount, DEFAULT_FILTERS, hasActiveFilters, readFilters, writeFilters } from './filters';
import { closesIn, formatMoney } from './format';

describe('marketplace filters in the URL', () => {
  test('an empty URL is the defaults; writing the defaults leaves the URL empty', () => {
    expect(readFilters(new URLSearchParams())).toEqual(DEFAULT_FILTERS);
    expect(writeFilters(new URLSearchParams(), DEFAULT_FILTERS).toString()).toBe('');
    expect(hasActiveFilters(DEFAULT_FILTERS)).toBe(false);
  });

  test('round trip, keeping other parameters such as the open deal', () => {
    const f = { searchQuery: 'shoe launch', category: 'apparel', priceRange: [500, 4000] as [number, number], sortBy: 'highest_pay' as const, saved: true };
    const url = writeFilters(new URLSearchParams('deal=abc'), f);
    expect(url.get('deal')).toBe('abc');
    expect(readFilters(url)).toEqual(f);
  });

  test('bad values fall back: unknown sort, prices outside 0..10000, min above max', () => {
    expect(readFilters(new URLSearchParams('sort=cheapest&min=-5&max=99999'))).toMatchObject({ sortBy: 'newest', priceRange: [0, 10000] });
    expect(readFilters(new URLSearchParams('min=8000&max=200')).priceRange).toEqual([200, 8000]);
    expect(readFilters(new URLSearchParams('min=abc')).priceRange).toEqual([0, 10000]);
  });

  test('the active filter count counts the price range once', () => {
    expect(activeFilterCount(DEFAULT_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...DEFAULT_FILTERS, priceRange: [500, 2000] })).toBe(1);
    expect(activeFilterCount({ ...DEFAULT_FILTERS, priceRange: [500, 10000], category: 'fitness', searchQuery: 'camp' })).toBe(3);
    expect(activeFilterCount({ ...DEFAULT_FILTERS, searchQuery: '   ' })).toBe(0);
  });
});

describe('formatting', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  test('closes in N days', () => {
    expect(closesIn(null, now)).toBeNull();
    expect(closesIn('2026-06-01T18:00:00Z', now)).toBe('Closes today');
    expect(closesIn('2026-06-02T13:00:00Z', now)).toBe('Closes in 1 day');
    expect(closesIn('2026-06-13T12:00:00Z', now)).toBe('Closes in 12 days');
    expect(closesIn('2026-05-31T12:00:00Z', now)).toBe('Closed');
  });
  test('money', () => {
    expect(formatMoney('2500.00')).toBe('$2,500');
    expect(formatMoney(null)).toBe('$0');
  });
  test('money with cents shows the cents (a $1,450.50 deal is neither $1,451 nor $1,450)', () => {
    expect(formatMoney('1450.50')).toBe('$1,450.50');
    expect(formatMoney(1450.5)).toBe('$1,450.50');
    expect(formatMoney(1450.49)).toBe('$1,450.49');
    expect(formatMoney(1450)).toBe('$1,450');
  });
});
