import { searchPattern } from './search-pattern';

describe('searchPattern', () => {
  test('a blank term searches nothing', () => {
    expect(searchPattern('  ')).toBeNull();
  });

  test('wildcards and list separators become spaces', () => {
    expect(searchPattern('100% (cotton), tee')).toBe('*100 cotton tee*');
    expect(searchPattern('snake_case\\path*')).toBe('*snake case path*');
  });
});
