import { signInErrorToast, signUpErrorToast } from './auth-errors';
import { assertDemoAllowed } from './demo-mode';

test('sign-up errors', () => {
  expect(signUpErrorToast({ message: 'User already registered' })).toEqual({
    title: 'This email is already registered',
    description: 'Please sign in instead or use a different email.',
    duration: 6000,
    action: 'sign-in',
  });
  expect(signUpErrorToast({ message: 'Invalid email' }).title).toBe('Please enter a valid email address');
  expect(signUpErrorToast({ message: 'Weak password' }).title).toBe('Weak password');
  expect(signUpErrorToast({}).title).toBe('Failed to create account');
});

test('sign-in errors', () => {
  expect(signInErrorToast({ message: 'Invalid login credentials' })).toMatchObject({ title: 'Cannot sign in - Please check your credentials', duration: 8000 });
  expect(signInErrorToast({ message: 'Email not confirmed' })).toMatchObject({ title: 'Please verify your email before signing in.', action: 'resend-confirmation' });
  expect(signInErrorToast({ message: 'Too many requests' }).title).toBe('Too many login attempts. Please wait a few minutes and try again.');
  expect(signInErrorToast({ message: 'User is banned', code: 'user_banned' })).toMatchObject({ title: 'Your account is suspended', duration: 12000 });
  expect(signInErrorToast({ message: 'User is banned' }).description).toContain('An administrator suspended this account');
  expect(signInErrorToast({ message: 'Boom' }).title).toBe('Boom');
  expect(signInErrorToast(null).title).toBe('Failed to sign in. Please try again.');
});

test('demo sign-in is refused on non-local hosts', () => {
  expect(() => assertDemoAllowed('pitchside.app')).toThrow('Demo authentication is not available in production');
  expect(() => assertDemoAllowed('localhost')).not.toThrow();
});
