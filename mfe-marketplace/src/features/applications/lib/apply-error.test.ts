import { applyErrorMessage } from './apply-error';

describe('what a refused application says', () => {
  test('a duplicate is "already applied"', () => {
    expect(applyErrorMessage({ code: '23505', message: 'duplicate key value violates unique constraint "applications_deal_user_unique"' })).toEqual({ message: 'You have already applied to this deal', alreadyApplied: true, permission: false, planLimit: false });
  });
  test("a rule's refusal shows its own message", () => {
    expect(applyErrorMessage({ code: 'P0001', message: 'The application deadline for this deal has passed' }).message).toBe('The application deadline for this deal has passed');
  });
  test('anything else is the generic failure; 42501 is a permission problem', () => {
    expect(applyErrorMessage(new Error('Failed to fetch'))).toMatchObject({ message: 'Failed to submit application', permission: false });
    expect(applyErrorMessage({ code: '42501', message: 'new row violates row-level security policy' })).toMatchObject({ message: 'Failed to submit application', permission: true });
  });

  test("the Starter plan's monthly limit shows its message and asks for a link to the plans", () => {
    const r = applyErrorMessage({ code: 'P0001', message: 'The Starter plan includes 5 applications a month. Upgrade to Pro for unlimited applications.' });
    expect(r).toMatchObject({ planLimit: true, alreadyApplied: false, message: 'The Starter plan includes 5 applications a month. Upgrade to Pro for unlimited applications.' });
  });
});
