import { greeting } from './greeting';

const now = Date.parse('2026-11-26T12:00:00Z');

test('a member who joined in the last day is welcomed, not welcomed back', () => {
  expect(greeting('Ava', '2026-11-26T11:58:00Z', now)).toMatch(/^Welcome to Pitchside, Ava\./);
  expect(greeting('Ava', '2026-11-25T12:30:00Z', now)).toMatch(/^Welcome to Pitchside, Ava\./);
});

test('a returning member is welcomed back', () => {
  expect(greeting('Jordan', '2026-10-27T12:00:00Z', now)).toBe('Welcome back, Jordan. Here is what is happening with your account.');
  expect(greeting('Jordan', undefined, now)).toMatch(/^Welcome back, Jordan\./);
});
