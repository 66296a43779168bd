import { useToastStore } from '../toast/toast-store';
import { clearCache } from './clear-cache';
import { showErrorToast } from './error-toast';
import { assertUpdated, NO_DATA_ERROR_CODE, NO_DATA_ERROR_MESSAGE, noDataError } from './no-data-error';

const last = () => useToastStore.getState().toasts[0]!;

describe('showErrorToast', () => {
  beforeEach(() => {
    localStorage.clear();
    useToastStore.getState().dismiss();
  });

  it('42501: session expired, 6 s, Sign In goes to /auth', () => {
    const navigate = jest.fn();
    showErrorToast({ code: '42501', message: 'permission denied' }, 'profile', { navigate });
    expect(last()).toMatchObject({ type: 'error', title: 'Authentication session expired. Please sign in again.', duration: 6000 });
    last().action!.onClick();
    expect(navigate).toHaveBeenCalledWith('/auth');
  });

  it('PGRST116: data not found', () => {
    showErrorToast({ code: 'PGRST116', message: 'JSON object requested, multiple (or no) rows returned' }, 'profile');
    expect(last().title).toBe('Data not found. Please try refreshing.');
  });

  it('network and fetch messages', () => {
    showErrorToast(new Error('NetworkError when attempting to fetch resource'), 'deals');
    expect(last().title).toBe('Network error. Please check your connection.');
    showErrorToast(new TypeError('Failed to fetch'), 'deals');
    expect(last().title).toBe('Network error. Please check your connection.');
  });

  it('timeout messages', () => {
    showErrorToast(new Error('Request timeout after 10s'), 'posts');
    expect(last().title).toBe('Request timed out. Please try again.');
  });

  it('an update that returned no row: the NO_DATA toast says access rules may have blocked it', () => {
    showErrorToast(noDataError(), 'your profile');
    expect(last()).toMatchObject({ title: NO_DATA_ERROR_MESSAGE, description: 'The save may have been blocked by access rules. Sign in again and retry.' });
  });

  it('otherwise names the context', () => {
    showErrorToast(new Error('boom'), 'bookmarks');
    expect(last().title).toBe('An error occurred in bookmarks. Please try again.');
    expect(last().action).toBeUndefined();
  });

  it('more than 5 errors for one context: persistent-error toast, 10 s, Clear Cache keeps the auth token and reloads', () => {
    const reload = jest.fn();
    localStorage.setItem('sb-127-auth-token', '{"access_token":"x"}');
    localStorage.setItem('pitchside-theme', 'light');
    for (let i = 1; i <= 5; i++) {
      showErrorToast(new Error('boom'), 'events', { reload });
      expect(last().title).toBe('An error occurred in events. Please try again.');
    }
    // Another context keeps its own counter.
    showErrorToast(new Error('boom'), 'posts', { reload });
    expect(last().title).toBe('An error occurred in posts. Please try again.');

    showErrorToast(new Error('boom'), 'events', { reload });
    expect(last()).toMatchObject({ title: 'Persistent errors detected. Try clearing cache.', duration: 10_000 });
    expect(last().action?.label).toBe('Clear Cache');
    last().action!.onClick();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('sb-127-auth-token')).toBe('{"access_token":"x"}');
    expect(localStorage.getItem('pitchside-theme')).toBeNull();
    expect(localStorage.length).toBe(1);
  });

  it('NO_DATA error helper', () => {
    const error = noDataError();
    expect(error.code).toBe(NO_DATA_ERROR_CODE);
    expect(error.message).toBe(NO_DATA_ERROR_MESSAGE);
    expect(error.message).toBe('Update failed - no data returned');
    expect(() => assertUpdated(null)).toThrow('Update failed - no data returned');
    expect(() => assertUpdated([])).toThrow('Update failed - no data returned');
    expect(assertUpdated({ id: 1 })).toEqual({ id: 1 });
  });

  it('a business-rule refusal (P0001, check violation) shows its own message, never the session toast', () => {
    showErrorToast({ code: 'P0001', message: 'Applicants can only withdraw an application' }, 'applications');
    expect(last().title).toBe('Applicants can only withdraw an application');
    showErrorToast({ code: '23514', message: 'Budget must be positive' }, 'deals');
    expect(last().title).toBe('Budget must be positive');
  });

  it('clearCache keeps only sb-*-auth-token keys and empties session storage', () => {
    localStorage.setItem('sb-abc-auth-token', 't');
    localStorage.setItem('other', 'o');
    sessionStorage.setItem('draft', 'd');
    clearCache();
    expect(localStorage.getItem('sb-abc-auth-token')).toBe('t');
    expect(localStorage.getItem('other')).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });
});
