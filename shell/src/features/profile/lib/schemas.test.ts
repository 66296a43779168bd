import { validate } from 'shared-ui';
import { agencySchema, athleticsSchema, basicsSchema, normalizeHandle, partnershipSchema, sharesError, socialSchema, statSchema } from './schemas';

const basics = { full_name: 'Jordan Reyes', bio: 'Point guard who loves film study.', location: '', website_url: '' };

test('basics: the spec messages for name, bio and website', () => {
  expect(validate(basicsSchema, basics).success).toBe(true);
  expect(validate(basicsSchema, { ...basics, full_name: ' ' }).errors).toEqual({ full_name: 'Full name is required' });
  expect(validate(basicsSchema, { ...basics, full_name: 'J' }).errors).toEqual({ full_name: 'Full name must be at least 2 characters' });
  expect(validate(basicsSchema, { ...basics, bio: 'Too short' }).errors).toEqual({ bio: 'Bio must be at least 10 characters' });
  expect(validate(basicsSchema, { ...basics, bio: 'x'.repeat(501) }).errors).toEqual({ bio: 'Bio must be less than 500 characters' });
  expect(validate(basicsSchema, { ...basics, website_url: 'jordan' }).errors).toEqual({ website_url: 'Please enter a valid URL (e.g., https://example.com)' });
  expect(validate(basicsSchema, { ...basics, website_url: 'ftp://jordan.dev' }).errors).toEqual({ website_url: 'URL must start with http:// or https://' });
});

test('handles lose the @ and must be plain', () => {
  expect(normalizeHandle(' @@jordan.hoops ')).toBe('jordan.hoops');
  expect(validate(socialSchema, { instagram_handle: '@jordan', twitter_handle: '', tiktok_handle: 'jr_23' }).success).toBe(true);
  expect(validate(socialSchema, { instagram_handle: 'jordan reyes', twitter_handle: '', tiktok_handle: '' }).errors).toEqual({
    instagram_handle: 'Use up to 30 letters, numbers, dots or underscores',
  });
});

test('audience shares add up to 100 where they must', () => {
  expect(sharesError({ a: '60', b: '40' }, true)).toBeNull();
  expect(sharesError({ a: '60', b: '39.5' }, true)).toBe('Shares must add up to 100% (they add up to 99.5%)');
  expect(sharesError({ a: '', b: '' }, true)).toBeNull();
  expect(sharesError({ a: '70', b: '40' }, false)).toBe('Shares add up to 110%, more than 100%');
  expect(sharesError({ a: '-5' }, false)).toBe('Each share must be a number from 0 to 100');
});

test('stats, agency name and minimum deal amount', () => {
  expect(validate(statSchema, { season: '2025-26', stat_name: 'Points per game', stat_value: 'many', unit: '' }).errors).toEqual({ stat_value: 'Value must be a number' });
  expect(validate(agencySchema, { company_name: '', website_url: '' }).errors).toEqual({ company_name: 'Agency name is required' });
  expect(validate(partnershipSchema, { min_deal_amount: '250.50' }).success).toBe(false);
  expect(validate(partnershipSchema, { min_deal_amount: '250' }).success).toBe(true);
});

test('athletics: NCAA Division I is a yes/no and needs a school; the school is at most 120 characters', () => {
  const athletics = { sport: 'other', school: 'University of Nebraska-Lincoln', graduation_year: '', position: '', ncaa_division_i: true };
  expect(validate(athleticsSchema, athletics).success).toBe(true);
  expect(validate(athleticsSchema, { ...athletics, school: ' ' }).errors).toEqual({ school: 'Enter your school to turn on NIL reporting' });
  expect(validate(athleticsSchema, { ...athletics, school: '', ncaa_division_i: false }).success).toBe(true);
  expect(validate(athleticsSchema, { ...athletics, school: 'x'.repeat(121) }).errors).toEqual({ school: 'School must be 120 characters or fewer' });
  expect(validate(athleticsSchema, { ...athletics, ncaa_division_i: 'yes' }).success).toBe(false);
});
