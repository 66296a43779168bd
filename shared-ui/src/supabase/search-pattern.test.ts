import { searchPattern, searchTextPattern } from './search-pattern';

describe('searchPattern', () => {
  test('a blank term searches nothing', () => {
    expect(searchPattern('  ')).toBeNull();
  });

  test('wildcards and list separators become spaces', () => {
    expect(searchPattern('100% (cotton), tee')).toBe('*100 cotton tee*');
    expect(searchPattern('snake_case\\path*')).toBe('*snake case path*');
  });
});

describe('searchTextPattern', () => {
  test('an ASCII pattern is lowercased for a like on the stored lowercase text', () => {
    expect(searchTextPattern('*Summer CAMP 2026*')).toBe('*summer camp 2026*');
  });

  test('any other character keeps ilike, whose lowercase PostgreSQL decides', () => {
    expect(searchTextPattern('*CAFÉ*')).toBeNull();
    expect(searchTextPattern('*İstanbul*')).toBeNull();
  });
});
