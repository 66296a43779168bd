import { planRecorded, type SubscriptionRow } from './subscription-query';

const row = (over: Partial<SubscriptionRow>): SubscriptionRow => ({
  id: 's1',
  plan_id: 'pro',
  status: 'active',
  current_period_end: '2026-12-27T00:00:00Z',
  cancel_at_period_end: false,
  created_at: '2026-11-27T00:00:00Z',
  ...over,
});

test('a plan is recorded once it is active with the period it renews at: the return page asks again until then', () => {
  expect(planRecorded(row({}))).toBe(true);
  // the webhook that made it active landed before the one with its period
  expect(planRecorded(row({ current_period_end: null }))).toBe(false);
  expect(planRecorded(row({ status: 'trialing' }))).toBe(false);
  expect(planRecorded(null)).toBe(false);
  expect(planRecorded(undefined)).toBe(false);
});
