import { DEFAULT_PREFERENCES, readPreferences } from './preferences';

test('fills the spec defaults and keeps what is stored', () => {
  expect(readPreferences(null)).toEqual(DEFAULT_PREFERENCES);
  expect(readPreferences({ preferences: { message_notifications: false, refused_categories: ['gaming', 3], min_deal_amount: 500 } })).toEqual({
    ...DEFAULT_PREFERENCES,
    message_notifications: false,
    refused_categories: ['gaming'],
    min_deal_amount: 500,
  });
  expect(readPreferences({ preferences: 'broken' })).toEqual(DEFAULT_PREFERENCES);
});
