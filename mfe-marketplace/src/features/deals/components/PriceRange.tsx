import { useCallback, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import { TextField, useDebouncedField } from 'shared-ui';
import { PRICE_MAX, PRICE_MIN } from '../lib/filters';
import { priceRangeError } from '../lib/price-range';

const PRICE_STEP = 100;

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.5rem;
  legend { font-weight: 600; margin-bottom: 0.25rem; padding: 0; }
`;

/** The chosen range in figures, under the track: the minimum at the left end, the maximum at the right. */
const Readout = styled.p`
  display: flex;
  justify-content: space-between;
  gap: 0.5rem;
  margin: 0;
  font-size: 0.875rem;
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.color.textMuted};
  strong { color: ${({ theme }) => theme.color.text}; font-weight: 600; }
`;

const thumb = css`
  pointer-events: auto;
  width: 1.25rem;
  height: 1.25rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.primary};
  border: 2px solid ${({ theme }) => theme.color.surface};
  cursor: pointer;
`;

/** One track, two thumbs: two range inputs laid over each other, only their thumbs take the pointer. */
const Track = styled.div<{ $from: number; $to: number }>`
  position: relative;
  height: 2rem;
  &::before,
  &::after {
    content: '';
    position: absolute;
    top: 50%;
    height: 0.375rem;
    transform: translateY(-50%);
    border-radius: 999px;
  }
  &::before { left: 0; right: 0; background: ${({ theme }) => theme.color.surfaceRaised}; border: 1px solid ${({ theme }) => theme.color.border}; }
  &::after { left: ${({ $from }) => $from}%; right: ${({ $to }) => 100 - $to}%; background: ${({ theme }) => theme.color.primary}; }
  input[type='range'] {
    position: absolute;
    inset: 0;
    z-index: 1;
    width: 100%;
    height: 100%;
    margin: 0;
    background: none;
    pointer-events: none;
    appearance: none;
    -webkit-appearance: none;
  }
  input[type='range']::-webkit-slider-runnable-track { background: none; }
  input[type='range']::-moz-range-track { background: none; }
  input[type='range']::-webkit-slider-thumb { -webkit-appearance: none; ${thumb} }
  input[type='range']::-moz-range-thumb { ${thumb} }
  input[type='range']:focus-visible::-webkit-slider-thumb { outline: 2px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
  input[type='range']:focus-visible::-moz-range-thumb { outline: 2px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 0.5rem;
`;

const percentOf = (n: number) => ((n - PRICE_MIN) / (PRICE_MAX - PRICE_MIN)) * 100;
const dollars = (n: number) => `$${n.toLocaleString('en-US')}`;

/**
 * The price filter: one track with two thumbs (each a native range input, so arrows, Page Up/Down, Home and End
 * work and each thumb is announced with its own name and dollar value), the chosen range in figures under it, and
 * typed Min and Max. The thumbs cannot cross: with the keyboard a thumb stops at the other; dragged past the other
 * with a pointer (the only way to pull apart two thumbs that sit on one spot, where only the top one can be
 * grabbed), the other thumb follows the pointer instead. A typed value becomes the filter 300 ms after the last
 * keystroke when it makes a valid range; otherwise the field says what is wrong and the filter stays as it was,
 * rather than rewriting what was typed.
 */
export function PriceRange({ value, onChange }: { value: [number, number]; onChange: (next: [number, number]) => void }) {
  const [min, max] = value;
  const [error, setError] = useState<{ which: 'min' | 'max'; message: string } | null>(null);

  const commitTyped = useCallback(
    (which: 'min' | 'max', raw: string) => {
      const next: [number, number] = which === 'min' ? [Number(raw), max] : [min, Number(raw)];
      const message = raw.trim() === '' ? null : priceRangeError(next);
      setError(message ? { which, message } : null);
      if (raw.trim() === '' || message) return;
      onChange(next);
    },
    [min, max, onChange],
  );
  const commitMin = useCallback((raw: string) => commitTyped('min', raw), [commitTyped]);
  const commitMax = useCallback((raw: string) => commitTyped('max', raw), [commitTyped]);
  const [typedMin, setTypedMin] = useDebouncedField(String(min), commitMin);
  const [typedMax, setTypedMax] = useDebouncedField(String(max), commitMax);

  // what a pointer drag moves: the dragged thumb's value, or the other's once the pointer has crossed it (null: keys)
  const held = useRef<'min' | 'max' | null>(null);
  const slide = (which: 'min' | 'max', raw: string) => {
    const n = Number(raw);
    setError(null);
    let moves = held.current ?? which;
    if (held.current) {
      if (moves === 'max' && n < min) moves = 'min';
      else if (moves === 'min' && n > max) moves = 'max';
      held.current = moves;
    }
    onChange(moves === 'min' ? [Math.min(n, max), max] : [min, Math.max(n, min)]);
  };
  const thumb = (which: 'min' | 'max') => {
    const v = which === 'min' ? min : max;
    return (
      <input
        type="range"
        aria-label={which === 'min' ? 'Minimum price' : 'Maximum price'}
        aria-valuetext={dollars(v)}
        min={PRICE_MIN}
        max={PRICE_MAX}
        step={PRICE_STEP}
        value={v}
        onPointerDown={() => {
          held.current = which;
          // released anywhere, even off the track, the drag is over
          window.addEventListener('pointerup', () => (held.current = null), { once: true });
        }}
        onPointerUp={() => (held.current = null)}
        onPointerCancel={() => (held.current = null)}
        onKeyDown={() => (held.current = null)}
        onChange={(e) => slide(which, e.target.value)}
      />
    );
  };

  return (
    <Fieldset>
      <legend>Price range</legend>
      <Track $from={percentOf(min)} $to={percentOf(max)} data-testid="price-track">
        {thumb('min')}
        {thumb('max')}
      </Track>
      <Readout data-testid="price-readout">
        <span>
          From <strong>{dollars(min)}</strong>
        </span>
        <span>
          to <strong>{dollars(max)}</strong>
        </span>
      </Readout>
      <Pair>
        <TextField label="Min ($)" type="number" inputMode="numeric" min={PRICE_MIN} max={PRICE_MAX} value={typedMin} error={error?.which === 'min' ? error.message : undefined} onChange={(e) => setTypedMin(e.target.value)} />
        <TextField label="Max ($)" type="number" inputMode="numeric" min={PRICE_MIN} max={PRICE_MAX} value={typedMax} error={error?.which === 'max' ? error.message : undefined} onChange={(e) => setTypedMax(e.target.value)} />
      </Pair>
    </Fieldset>
  );
}
