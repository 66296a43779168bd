import { signUpSchema } from './schemas';

test('sign-up validation reports every rule at once', () => {
  const r = signUpSchema.safeParse({ email: '', password: 'short', fullName: ' ', confirmPassword: 'other', role: 'athlete', agreeToTerms: false });
  expect(r.success).toBe(false);
  const messages = r.success ? [] : r.error.issues.map((i) => i.message);
  expect(messages).toEqual(
    expect.arrayContaining(['Email is required', 'Password must be at least 8 characters', 'Full name is required', 'Passwords do not match', 'You must agree to the terms and conditions']),
  );
});
