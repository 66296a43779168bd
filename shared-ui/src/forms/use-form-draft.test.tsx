import { act, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { draftKey, useFormDraft } from './use-form-draft';

const EMPTY = { pitch: '', rate: '' };
const KEY = draftKey('user-1', 'apply', 'deal-9');

function useDraftedForm(key: string | null = KEY) {
  const [values, setValues] = useState(EMPTY);
  const draft = useFormDraft(key, values, setValues, EMPTY);
  return { values, setValues, draft };
}

beforeEach(() => {
  localStorage.clear();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

test('typed work is saved per user and item, and comes back on the next visit', () => {
  const first = renderHook(() => useDraftedForm());
  act(() => first.result.current.setValues({ pitch: 'I run 60 km a week and film every session', rate: '900' }));
  act(() => jest.advanceTimersByTime(500));
  first.unmount();
  expect(localStorage.getItem(draftKey('user-2', 'apply', 'deal-9'))).toBeNull();

  const again = renderHook(() => useDraftedForm());
  expect(again.result.current.values).toEqual({ pitch: 'I run 60 km a week and film every session', rate: '900' });
  expect(again.result.current.draft.restored).toBe(true);
  expect(again.result.current.draft.dirty).toBe(true);
});

test('Discard puts the form back and forgets the draft; a submit forgets it even right after a keystroke', () => {
  const { result } = renderHook(() => useDraftedForm());
  act(() => result.current.setValues({ pitch: 'half a thought', rate: '' }));
  act(() => jest.advanceTimersByTime(500));
  act(() => result.current.draft.discard());
  expect(result.current.values).toEqual(EMPTY);
  expect(localStorage.getItem(KEY)).toBeNull();

  act(() => result.current.setValues({ pitch: 'the final pitch', rate: '' }));
  act(() => result.current.draft.clear());
  act(() => jest.advanceTimersByTime(500));
  expect(localStorage.getItem(KEY)).toBeNull();
});

test('leaving the page with unsaved changes asks first, and not once they are saved', () => {
  const { result } = renderHook(() => useDraftedForm());
  const ask = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };
  expect(ask()).toBe(false);
  act(() => result.current.setValues({ pitch: 'something', rate: '' }));
  expect(ask()).toBe(true);
  act(() => result.current.draft.clear());
  act(() => result.current.setValues({ ...result.current.values }));
  expect(ask()).toBe(false);
});
