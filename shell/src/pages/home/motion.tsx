import type { CSSProperties } from 'react';
import styled, { createGlobalStyle, keyframes } from 'styled-components';

/**
 * The home page's motion, in CSS alone: it runs on the pre-rendered page before (and without) the app's
 * scripts, costs the main thread nothing, and stops for reduced motion.
 * Spec: taglines rotate every 4 s; counters count up over 2 s, 0.2 s apart.
 */
export const TAGLINE_ROTATION_MS = 4000;
export const COUNTER_DURATION_MS = 2000;
export const COUNTER_STAGGER_MS = 200;

// Shown for the first third of each cycle. No fade: text part-way through one would fail contrast checks.
const showOneThird = keyframes`
  0% { visibility: visible; }
  33.3% { visibility: hidden; }
  100% { visibility: hidden; }
`;

const Rotator = styled.p`
  display: grid;
  margin: 0 auto 1.75rem;
  font-size: clamp(1.0625rem, 2.5vw, 1.3rem);
  color: ${({ theme }) => theme.color.primary};
  font-weight: 700;
  > span {
    grid-area: 1 / 1;
    visibility: hidden;
    animation: ${showOneThird} calc(var(--count) * ${TAGLINE_ROTATION_MS}ms) linear calc(var(--i) * ${TAGLINE_ROTATION_MS}ms) infinite;
  }
  &:hover > span, &:focus-within > span { animation-play-state: paused; }
  @media (prefers-reduced-motion: reduce) {
    > span { animation: none; }
    > span:first-child { visibility: visible; }
  }
`;

/** One tagline at a time, each for 4 s; hovering pauses it. Three taglines fit the keyframes (a third each). */
export function RotatingTaglines({ taglines }: { taglines: readonly [string, string, string] }) {
  return (
    <Rotator style={{ '--count': taglines.length } as CSSProperties}>
      {taglines.map((text, i) => (
        <span key={text} style={{ '--i': i } as CSSProperties}>
          {text}
        </span>
      ))}
    </Rotator>
  );
}

/** Registers the counter's property as an integer, so the browser can animate it and print it with counter(). */
const CountProperty = createGlobalStyle`
  @property --ps-count { syntax: '<integer>'; inherits: false; initial-value: 0; }
`;

const countUp = keyframes`
  from { --ps-count: 0; }
  to { --ps-count: var(--target); }
`;

/*
 * The hidden final figure (::before) fixes the box's size, and containment keeps each frame's new number
 * inside it: counting restyles and lays out this box alone, not the page.
 */
const Count = styled.span`
  display: inline-grid;
  justify-items: center;
  contain: layout style paint;
  --ps-count: var(--target);
  counter-reset: ps-count var(--ps-count);
  animation: ${countUp} ${COUNTER_DURATION_MS}ms cubic-bezier(0.33, 1, 0.68, 1) calc(var(--i) * ${COUNTER_STAGGER_MS}ms) backwards;
  &::before, &::after { grid-area: 1 / 1; }
  &::before { content: attr(data-final); visibility: hidden; }
  &::after { content: attr(data-prefix) counter(ps-count) attr(data-suffix); }
  @media (prefers-reduced-motion: reduce) { animation: none; }
`;

export interface Counter {
  label: string;
  target: number;
  prefix?: string;
  suffix: string;
}

/** The animated figure (hidden from screen readers) and its final value for them. */
export function CountUp({ counter, index }: { counter: Counter; index: number }) {
  const { target, prefix = '', suffix } = counter;
  const final = `${prefix}${target}${suffix}`;
  return (
    <>
      {index === 0 && <CountProperty />}
      <Count aria-hidden="true" data-prefix={prefix} data-suffix={suffix} data-final={final} style={{ '--target': target, '--i': index } as CSSProperties} />
      <span className="visually-hidden">{final}</span>
    </>
  );
}
