import { act, renderHook } from '@testing-library/react';
import { COUNTER_DURATION_MS, COUNTER_STAGGER_MS, counterValue, useRotatingIndex } from './motion';

describe('home motion', () => {
  it('counters run 2 s each with a 0.2 s stagger', () => {
    expect(counterValue(150, 0, 0)).toBe(0);
    expect(counterValue(150, COUNTER_DURATION_MS, 0)).toBe(150);
    expect(counterValue(2000, COUNTER_STAGGER_MS, 1)).toBe(0);
    expect(counterValue(2000, COUNTER_DURATION_MS, 1)).toBeLessThan(2000);
    expect(counterValue(2000, COUNTER_DURATION_MS + COUNTER_STAGGER_MS, 1)).toBe(2000);
  });

  it('taglines rotate every 4 s, not at all with reduced motion', () => {
    jest.useFakeTimers();
    const { result } = renderHook(() => useRotatingIndex(3, false));
    expect(result.current).toBe(0);
    act(() => jest.advanceTimersByTime(4000));
    expect(result.current).toBe(1);
    act(() => jest.advanceTimersByTime(8000));
    expect(result.current).toBe(0);
    const reduced = renderHook(() => useRotatingIndex(3, true));
    act(() => jest.advanceTimersByTime(12000));
    expect(reduced.result.current).toBe(0);
    jest.useRealTimers();
  });
});
