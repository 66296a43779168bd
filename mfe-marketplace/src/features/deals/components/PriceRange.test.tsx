import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from 'shared-ui';
import { PriceRange } from './PriceRange';

function Harness({ onChange }: { onChange: (next: [number, number]) => void }) {
  const [value, setValue] = useState<[number, number]>([1000, 5000]);
  return (
    <ThemeProvider theme={theme}>
      <PriceRange
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
    </ThemeProvider>
  );
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('a typed minimum above the maximum says so and keeps the filter, instead of rewriting it', () => {
  const onChange = jest.fn();
  render(<Harness onChange={onChange} />);
  fireEvent.change(screen.getByLabelText('Min ($)'), { target: { value: '6000' } });
  act(() => jest.advanceTimersByTime(400));
  expect(onChange).not.toHaveBeenCalled();
  expect(screen.getByLabelText('Min ($)')).toHaveValue(6000);
  expect(screen.getByText('The minimum is more than the maximum.')).toBeInTheDocument();
});

test('a typed Max is applied after the typing stops, digit by digit never reversing the range', () => {
  const onChange = jest.fn();
  render(<Harness onChange={onChange} />);
  const max = screen.getByLabelText('Max ($)');
  for (const typed of ['8', '80', '800', '8000']) fireEvent.change(max, { target: { value: typed } });
  act(() => jest.advanceTimersByTime(400));
  expect(onChange).toHaveBeenCalledTimes(1);
  expect(onChange).toHaveBeenCalledWith([1000, 8000]);
});

test('the two thumbs share one track and cannot cross', () => {
  const onChange = jest.fn();
  render(<Harness onChange={onChange} />);
  fireEvent.change(screen.getByRole('slider', { name: 'Minimum price' }), { target: { value: '7000' } });
  expect(onChange).toHaveBeenLastCalledWith([5000, 5000]);
  expect(screen.getByRole('slider', { name: 'Maximum price' })).toHaveValue('5000');
});

test('a thumb dragged past the other takes the other along, so two thumbs on one spot can be pulled apart', () => {
  const onChange = jest.fn();
  render(<Harness onChange={onChange} />);
  const max = screen.getByRole('slider', { name: 'Maximum price' });
  fireEvent.pointerDown(max);
  for (const at of ['3000', '1000', '700', '400']) fireEvent.change(max, { target: { value: at } });
  expect(onChange).toHaveBeenLastCalledWith([400, 1000]);
  // and back to the right past the maximum, the maximum follows again
  fireEvent.change(max, { target: { value: '1500' } });
  expect(onChange).toHaveBeenLastCalledWith([400, 1500]);
  fireEvent.pointerUp(max);
  // keys never cross: the maximum stops at the minimum
  fireEvent.keyDown(max, { key: 'Home' });
  fireEvent.change(max, { target: { value: '0' } });
  expect(onChange).toHaveBeenLastCalledWith([400, 400]);
  fireEvent.change(max, { target: { value: '1000' } });
  expect(screen.getByRole('slider', { name: 'Minimum price' })).toHaveAttribute('aria-valuetext', '$400');
  expect(screen.getByTestId('price-readout')).toHaveTextContent('From $400to $1,000');
});
