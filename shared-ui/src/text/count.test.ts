import { countOf } from './count';

test('one is singular, everything else plural, with thousands separated', () => {
  expect(countOf(1, 'view')).toBe('1 view');
  expect(countOf(0, 'view')).toBe('0 views');
  expect(countOf(1204, 'view')).toBe('1,204 views');
  expect(countOf(2, 'person', 'people')).toBe('2 people');
});
