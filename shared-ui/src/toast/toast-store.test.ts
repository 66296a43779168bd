import { toast, useToastStore } from './toast-store';

beforeEach(() => {
  jest.useFakeTimers();
  toast.dismiss();
});
afterEach(() => jest.useRealTimers());

test('the same message twice while it shows is one toast, left as it is', () => {
  const first = toast.success('Applicant accepted');
  const shown = useToastStore.getState().toasts[0];
  jest.advanceTimersByTime(1500);
  expect(toast.success('Applicant accepted')).toBe(first);
  const { toasts } = useToastStore.getState();
  expect(toasts).toHaveLength(1);
  expect(toasts[0]).toBe(shown);
});

test('different messages, or the same words as another kind, stay separate', () => {
  toast.success('Saved');
  toast.error('Saved');
  toast.success('Saved', { description: 'Your kit is live' });
  expect(useToastStore.getState().toasts).toHaveLength(3);
});

test('moving on closes success and info toasts shown before, keeps errors and what just appeared', () => {
  toast.success('Lesson completed');
  toast.info('Draft restored');
  toast.error('Event is full!');
  jest.advanceTimersByTime(2000);
  toast.success('Account created successfully!');
  toast.dismissStale(1000);
  expect(useToastStore.getState().toasts.map((t) => t.title)).toEqual(['Account created successfully!', 'Event is full!']);
});
