import { applyBlocker } from './apply-blocker';

const now = Date.parse('2026-11-26T12:00:00Z');
const deal = { is_active: true, application_deadline: '2026-12-20T00:00:00Z', target_roles: ['athlete'], brands: { owner_id: 'brand-owner' } };
const athlete = { userId: 'a1', role: 'athlete' as const };

test('an open deal for the role offers Apply Now', () => {
  expect(applyBlocker(deal, athlete, now)).toBeNull();
  expect(applyBlocker({ ...deal, target_roles: [], application_deadline: null }, { userId: 'c1', role: 'creator' }, now)).toBeNull();
});

test('each refusal is the database’s own sentence', () => {
  expect(applyBlocker(deal, { userId: 'brand-owner', role: 'brand' }, now)).toBe('You cannot apply to your own deal');
  expect(applyBlocker(deal, { userId: 'b2', role: 'brand' }, now)).toBe('Only athletes and creators apply to deals');
  expect(applyBlocker({ ...deal, is_active: false }, athlete, now)).toBe('This deal is no longer accepting applications');
  expect(applyBlocker({ ...deal, application_deadline: '2026-11-25T00:00:00Z' }, athlete, now)).toBe('The application deadline for this deal has passed');
  expect(applyBlocker(deal, { userId: 'c1', role: 'creator' }, now)).toBe('This deal is not open to your role');
});
