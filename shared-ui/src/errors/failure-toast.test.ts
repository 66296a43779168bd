import { useToastStore } from '../toast/toast-store';
import { FAILURE_TITLES, showFailureToast } from './failure-toast';

const last = () => useToastStore.getState().toasts[0]!;

describe('showFailureToast', () => {
  beforeEach(() => {
    localStorage.clear();
    useToastStore.getState().dismiss();
  });

  it("shows the context's title alone when there is no error to read", () => {
    showFailureToast('bookmark');
    expect(last()).toMatchObject({ type: 'error', title: 'Failed to update bookmark' });
    expect(last().description).toBeUndefined();
  });

  it("a business rule's refusal is the reason under the title", () => {
    showFailureToast('payment-session', { code: 'P0001', message: 'This deal is already funded' });
    expect(last()).toMatchObject({ title: 'Failed to create payment session', description: 'This deal is already funded' });
  });

  it('a network failure reads as the catalogue says, not as the browser does', () => {
    showFailureToast('send-message', new TypeError('Failed to fetch'));
    expect(last()).toMatchObject({ title: 'Failed to send message', description: 'Network error. Please check your connection.' });
  });

  it("the database's permission refusal (42501) is the session toast with Sign In", () => {
    showFailureToast('refund', { code: '42501', message: 'permission denied for table deal_payments' });
    expect(last()).toMatchObject({ title: 'Authentication session expired. Please sign in again.' });
    expect(last().action?.label).toBe('Sign In');
  });

  it("an auth API's refusal keeps its own words (a wrong password is not an expired session)", () => {
    showFailureToast('update-password', { status: 400, message: 'Current password is incorrect' });
    expect(last()).toMatchObject({ title: 'Failed to update password', description: 'Current password is incorrect' });
  });

  it('the options are passed on (a Retry action, a longer duration)', () => {
    const onClick = jest.fn();
    showFailureToast('send-message', new Error('boom'), { duration: 8000, action: { label: 'Retry', onClick } });
    expect(last()).toMatchObject({ duration: 8000, description: 'boom' });
    last().action!.onClick();
    expect(onClick).toHaveBeenCalled();
  });

  it("keeps the spec's words", () => {
    expect(FAILURE_TITLES).toMatchObject({
      'clear-cache': 'Failed to clear cache',
      'sign-out': 'Error signing out',
      'send-message': 'Failed to send message',
      'not-authenticated': 'User not authenticated',
      like: 'Feature coming soon!',
      'assistant-unavailable': 'AI Assistant temporarily unavailable',
      'assistant-open': 'Unable to open AI Assistant',
      'demo-link': 'Demo link failed. Please try again.',
    });
  });
});
