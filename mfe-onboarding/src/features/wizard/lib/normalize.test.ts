import { onboardingStatusRow } from 'shared-ui/testing';
import { graduationYears } from 'shared-ui/profile-fields';
import { normalizeRoleSetup, preferencesAreEmpty, preferencesFrom } from './normalize';
import { DEFAULT_PREFERENCES } from './options';
import { EMPTY_ROLE_SETUP } from './schemas';
import { stepFromStatus } from './steps';

test('role data: empty to null, integers converted, extra_data carries the role fields', () => {
  const athlete = normalizeRoleSetup('athlete', { ...EMPTY_ROLE_SETUP, sport: 'track', graduation_year: '2027', instagram_handle: ' @jr ' });
  expect(athlete.columns).toEqual({ sport: 'track', graduation_year: 2027, instagram_handle: '@jr', twitter_handle: null, tiktok_handle: null });
  expect(athlete.extra).toEqual({ sport: 'track', graduation_year: 2027 });
  expect(athlete.isEmpty).toBe(false);
  expect(normalizeRoleSetup('athlete', EMPTY_ROLE_SETUP).isEmpty).toBe(true);
  const brand = normalizeRoleSetup('brand', { ...EMPTY_ROLE_SETUP, company_name: 'Apex', website_url: '' });
  expect(brand.columns).toEqual({ company_name: 'Apex', industry: null, website_url: null });
  expect(brand.extra).toEqual({ company_name: 'Apex', industry: null });
  expect(normalizeRoleSetup('agency', { ...EMPTY_ROLE_SETUP, company_name: 'Elevate', clients_managed: '12' }).extra).toEqual({ company_name: 'Elevate', clients_managed: 12 });
});

test('preferences: defaults and nothing chosen counts as empty', () => {
  expect(preferencesAreEmpty(DEFAULT_PREFERENCES)).toBe(true);
  expect(preferencesAreEmpty({ ...DEFAULT_PREFERENCES, marketing_emails: true })).toBe(false);
  expect(preferencesAreEmpty({ ...DEFAULT_PREFERENCES, interested_categories: ['Nutrition'] })).toBe(false);
  expect(preferencesFrom({ preferences: { weekly_digest: false, interested_categories: ['Training', 3] } })).toEqual({
    ...DEFAULT_PREFERENCES,
    weekly_digest: false,
    interested_categories: ['Training'],
  });
});

test('graduation years: 8 values from the current year minus 2', () => {
  expect(graduationYears(new Date('2026-05-01'))).toEqual([2024, 2025, 2026, 2027, 2028, 2029, 2030, 2031]);
});

test('the step follows the onboarding status', () => {
  const s = onboardingStatusRow();
  expect(stepFromStatus(null)).toBe(1);
  expect(stepFromStatus(s)).toBe(1);
  expect(stepFromStatus({ ...s, profile_completed: true })).toBe(2);
  expect(stepFromStatus({ ...s, profile_completed: true, role_setup_completed: true })).toBe(3);
  expect(stepFromStatus({ ...s, profile_completed: true, role_setup_completed: true, preferences_set: true })).toBe(4);
});
