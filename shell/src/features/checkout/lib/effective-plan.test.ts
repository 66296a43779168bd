import { effectivePlan } from './format';

describe('the plan a subscription gives', () => {
  test('a plan is effective while it is on; otherwise the free Starter plan', () => {
    expect(effectivePlan({ plan_id: 'pro', status: 'active' }).name).toBe('Pro');
    expect(effectivePlan({ plan_id: 'elite', status: 'past_due' }).name).toBe('Elite');
    expect(effectivePlan({ plan_id: 'pro', status: 'canceled' }).name).toBe('Starter');
    expect(effectivePlan(null).name).toBe('Starter');
  });
});
