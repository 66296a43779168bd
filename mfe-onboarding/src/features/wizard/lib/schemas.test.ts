import { validate } from 'shared-ui';
import { EMPTY_ROLE_SETUP, profileStepSchema, roleSetupSchema } from './schemas';

test('step 1 messages', () => {
  expect(validate(profileStepSchema, { full_name: ' ', bio: '' }).errors).toEqual({ full_name: 'Full name is required', bio: 'Bio is required' });
  expect(validate(profileStepSchema, { full_name: 'J', bio: 'short' }).errors).toEqual({
    full_name: 'Full name must be at least 2 characters',
    bio: 'Bio must be at least 10 characters',
  });
  expect(validate(profileStepSchema, { full_name: 'Jo', bio: 'x'.repeat(501) }).errors).toEqual({ bio: 'Bio must be less than 500 characters' });
  expect(validate(profileStepSchema, { full_name: ' Jo ', bio: 'x'.repeat(500) }).success).toBe(true);
});

test('step 2 messages', () => {
  expect(validate(roleSetupSchema('brand'), EMPTY_ROLE_SETUP).errors).toEqual({ company_name: 'Company name is required' });
  expect(validate(roleSetupSchema('agency'), EMPTY_ROLE_SETUP).errors).toEqual({ company_name: 'Agency name is required' });
  expect(validate(roleSetupSchema('athlete'), { ...EMPTY_ROLE_SETUP, website_url: 'not a url' }).errors).toEqual({
    website_url: 'Please enter a valid URL (e.g., https://example.com)',
  });
  expect(validate(roleSetupSchema('athlete'), { ...EMPTY_ROLE_SETUP, website_url: 'ftp://files.example.com' }).errors).toEqual({
    website_url: 'URL must start with http:// or https://',
  });
  expect(validate(roleSetupSchema('brand'), { ...EMPTY_ROLE_SETUP, company_name: 'Apex', website_url: 'https://apex.example' }).success).toBe(true);
});
