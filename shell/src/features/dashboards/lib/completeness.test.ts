import { profileRow } from 'shared-ui/testing';
import { profileCompleteness } from './completeness';

const base = profileRow({ full_name: 'Jordan', email: null, role: 'athlete', bio: 'Sprinter', avatar_url: null });

test('counts the role fields a profile has', () => {
  expect(profileCompleteness(null, 'athlete').percent).toBe(0);
  const c = profileCompleteness({ ...base, sport: 'track', graduation_year: 2026, twitter_handle: '@jr' }, 'athlete');
  expect(c).toEqual({ percent: 83, missing: ['Profile photo'] });
  expect(profileCompleteness({ ...base, bio: 'Profile loading...' }, 'admin').missing).toEqual(['Bio']);
});
