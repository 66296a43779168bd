import { act, fireEvent, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { useDebouncedField } from './use-debounced-field';

function Search({ committed, commit, typeOnMount }: { committed: string; commit: (value: string) => void; typeOnMount?: string }) {
  const [value, setValue] = useDebouncedField(committed, commit);
  // As the pre-rendered page's hand-over does: types in what the visitor typed, after the first commit and before
  // the components' mount effects.
  useLayoutEffect(() => {
    if (typeOnMount === undefined) return;
    const input = document.querySelector('input')!;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, typeOnMount);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }, [typeOnMount]);
  return <input aria-label="Search" value={value} onChange={(e) => setValue(e.target.value)} />;
}

describe('useDebouncedField', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('commits what was typed once typing pauses, not per keystroke', () => {
    const commit = jest.fn();
    render(<Search committed="" commit={commit} />);
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'glo' } });
    act(() => jest.advanceTimersByTime(200));
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'glove' } });
    act(() => jest.advanceTimersByTime(299));
    expect(commit).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(commit.mock.calls).toEqual([['glove']]);
  });

  it('follows the committed value when it changes (Clear filters, back and forward)', () => {
    const commit = jest.fn();
    const { rerender } = render(<Search committed="glove" commit={commit} />);
    rerender(<Search committed="" commit={commit} />);
    expect(screen.getByLabelText('Search')).toHaveValue('');
    act(() => jest.runOnlyPendingTimers());
    expect(commit).not.toHaveBeenCalled();
  });

  it('keeps a value typed in before the mount effects ran, and commits it', () => {
    const commit = jest.fn();
    render(<Search committed="" commit={commit} typeOnMount="Signature Glove" />);
    expect(screen.getByLabelText('Search')).toHaveValue('Signature Glove');
    act(() => jest.advanceTimersByTime(300));
    expect(commit.mock.calls).toEqual([['Signature Glove']]);
  });
});
