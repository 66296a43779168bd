import { useToastStore } from '../toast/toast-store';
import { mappedFailure, showMappedFailure } from './failure-messages';
import { noDataError } from './no-data-error';

const last = () => useToastStore.getState().toasts[0]!;

beforeEach(() => useToastStore.getState().dismiss());

test('creating an account', () => {
  expect(mappedFailure('create-account', { message: 'User already registered' })).toEqual({
    title: 'This email is already registered',
    description: 'Please sign in instead or use a different email.',
    duration: 6000,
    action: 'sign-in',
  });
  expect(mappedFailure('create-account', { message: 'Invalid email' }).title).toBe('Please enter a valid email address');
  expect(mappedFailure('create-account', { message: 'Weak password' }).title).toBe('Weak password');
  expect(mappedFailure('create-account', {}).title).toBe('Failed to create account');
});

test('signing in', () => {
  expect(mappedFailure('sign-in', { message: 'Invalid login credentials' })).toMatchObject({ title: 'Cannot sign in - Please check your credentials', duration: 8000 });
  expect(mappedFailure('sign-in', { message: 'Email not confirmed' })).toMatchObject({ title: 'Please verify your email before signing in.', action: 'resend-confirmation' });
  expect(mappedFailure('sign-in', { message: 'Too many requests' }).title).toBe('Too many login attempts. Please wait a few minutes and try again.');
  expect(mappedFailure('sign-in', { message: 'User is banned', code: 'user_banned' })).toMatchObject({ title: 'Your account is suspended', duration: 12000 });
  expect(mappedFailure('sign-in', { message: 'User is banned' }).description).toContain('An administrator suspended this account');
  expect(mappedFailure('sign-in', { message: 'Boom' })).toEqual({ title: 'Boom', duration: 6000 });
  expect(mappedFailure('sign-in', null).title).toBe('Failed to sign in. Please try again.');
});

test('an onboarding step save', () => {
  const title = (error: unknown, step: 'role' | 'profile' | 'preferences') => mappedFailure(`onboarding-${step}`, error).title;
  expect(title({ code: '42703', message: 'column "x" does not exist' }, 'role')).toBe('Database error: Invalid field. Please contact support.');
  expect(title({ code: '23502', message: 'null value' }, 'profile')).toBe('Required field missing. Please fill all required fields.');
  expect(title({ code: '23514', message: 'violates check constraint on company_name' }, 'role')).toBe('Company name could not be saved. Please check the format.');
  expect(title({ code: '23514', message: 'new row violates check constraint "profiles_website_url_check"' }, 'role')).toBe(
    'Website URL format is invalid. Must start with http:// or https://',
  );
  expect(title({ code: '42501', message: 'permission denied for table profiles' }, 'profile')).toBe('permission denied for table profiles');
  expect(title(noDataError(), 'profile')).toBe('Update failed - no data returned');
  expect(title({ code: 'XX000', message: '' }, 'role')).toBe('Failed to save role information');
  expect(title({ code: 'XX000' }, 'profile')).toBe('Failed to save profile');
  expect(title({ code: 'XX000' }, 'preferences')).toBe('Failed to save preferences');
  expect(title(undefined, 'role')).toBe('An unexpected error occurred');
  expect(title('boom', 'role')).toBe('An unexpected error occurred');
});

test('joining an event', () => {
  expect(mappedFailure('join-event', { message: 'Already joined' })).toEqual({ title: 'You have already joined this event!' });
  expect(mappedFailure('join-event', { message: 'Event is full' })).toEqual({ title: 'Event is full!' });
  expect(mappedFailure('join-event', { message: 'This event has been cancelled' })).toEqual({ title: 'Failed to join event', description: 'This event has been cancelled' });
  expect(mappedFailure('join-event', new TypeError('Failed to fetch'))).toEqual({ title: 'Failed to join event' });
});

test('a step failure is 8 s with Contact Support, replacing the saving toast', () => {
  const open = jest.spyOn(window, 'open').mockImplementation(() => null);
  useToastStore.getState().show('loading', 'Saving Profile...', { id: 'save-1' });
  showMappedFailure('onboarding-profile', { code: '23502', message: 'null value' }, { id: 'save-1' });
  expect(useToastStore.getState().toasts).toHaveLength(1);
  expect(last()).toMatchObject({ id: 'save-1', type: 'error', title: 'Required field missing. Please fill all required fields.', duration: 8000 });
  expect(last().action?.label).toBe('Contact Support');
  last().action!.onClick();
  expect(open).toHaveBeenCalledWith('/support', '_blank', 'noopener,noreferrer');
  open.mockRestore();
});

test("an action is offered only with the page's handler (Sign In, Resend Email)", () => {
  showMappedFailure('sign-in', { message: 'Email not confirmed' });
  expect(last().action).toBeUndefined();
  useToastStore.getState().dismiss();
  const resend = jest.fn();
  showMappedFailure('sign-in', { message: 'Email not confirmed' }, { actions: { 'resend-confirmation': resend } });
  expect(last().action?.label).toBe('Resend Email');
  last().action!.onClick();
  expect(resend).toHaveBeenCalled();
  const signIn = jest.fn();
  showMappedFailure('create-account', { message: 'User already registered' }, { actions: { 'sign-in': signIn } });
  expect(last()).toMatchObject({ title: 'This email is already registered', duration: 6000 });
  expect(last().action?.label).toBe('Sign In');
});
