import { tabsFor } from './tabs';

test('each role gets the tabs that fit it', () => {
  expect(tabsFor('athlete')).toEqual(['basics', 'athletics', 'social', 'preferences']);
  expect(tabsFor('creator')).toContain('audience');
  expect(tabsFor('brand')).not.toContain('social');
  expect(tabsFor('agency')).toContain('clients');
  expect(tabsFor('admin')).toEqual(['basics', 'preferences']);
});
