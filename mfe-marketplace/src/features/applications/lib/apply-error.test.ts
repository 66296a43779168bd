import { applyErrorMessage } from './apply-error';

describe('what a refused application says', () => {
  test('a duplicate is "already applied"', () => {
    expect(applyErrorMessage({ code: '23505', message: 'duplicate key value violates unique constraint "applications_deal_user_unique"' })).toEqual({ message: 'You have already applied to this deal', alreadyApplied: true, permission: false });
  });
  test("a rule's refusal shows its own message", () => {
    expect(applyErrorMessage({ code: 'P0001', message: 'The application deadline for this deal has passed' }).message).toBe('The application deadline for this deal has passed');
  });
  test('anything else is the generic failure; 42501 is a permission problem', () => {
    expect(applyErrorMessage(new Error('Failed to fetch'))).toMatchObject({ message: 'Failed to submit application', permission: false });
    expect(applyErrorMessage({ code: '42501', message: 'new row violates row-level security policy' })).toMatchObject({ message: 'Failed to submit application', permission: true });
  });
});
