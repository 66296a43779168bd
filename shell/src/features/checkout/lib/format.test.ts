import { effectivePlan, formatMoney } from './format';

describe('billing formats', () => {
  test('money from cents', () => {
    expect(formatMoney(1900)).toBe('$19.00');
    expect(formatMoney(8_000_000)).toBe('$80,000.00');
  });
  test('a plan is effective while it is on; otherwise the free Starter plan', () => {
    expect(effectivePlan({ plan_id: 'pro', status: 'active' }).name).toBe('Pro');
    expect(effectivePlan({ plan_id: 'elite', status: 'past_due' }).name).toBe('Elite');
    expect(effectivePlan({ plan_id: 'pro', status: 'canceled' }).name).toBe('Starter');
    expect(effectivePlan(null).name).toBe('Starter');
  });
});
