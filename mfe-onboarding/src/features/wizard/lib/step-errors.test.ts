import { noDataError } from 'shared-ui';
import { stepErrorMessage } from './step-errors';

test('maps step failures to the spec messages', () => {
  expect(stepErrorMessage({ code: '42703', message: 'column "x" does not exist' }, 'role')).toBe('Database error: Invalid field. Please contact support.');
  expect(stepErrorMessage({ code: '23502', message: 'null value' }, 'profile')).toBe('Required field missing. Please fill all required fields.');
  expect(stepErrorMessage({ code: '23514', message: 'violates check constraint on company_name' }, 'role')).toBe('Company name could not be saved. Please check the format.');
  expect(stepErrorMessage({ code: '23514', message: 'new row violates check constraint "profiles_website_url_check"' }, 'role')).toBe(
    'Website URL format is invalid. Must start with http:// or https://',
  );
  expect(stepErrorMessage({ code: '42501', message: 'permission denied for table profiles' }, 'profile')).toBe('permission denied for table profiles');
  expect(stepErrorMessage(noDataError(), 'profile')).toBe('Update failed - no data returned');
  expect(stepErrorMessage({ code: 'XX000', message: '' }, 'role')).toBe('Failed to save role information');
  expect(stepErrorMessage({ code: 'XX000' }, 'profile')).toBe('Failed to save profile');
  expect(stepErrorMessage({ code: 'XX000' }, 'preferences')).toBe('Failed to save preferences');
  expect(stepErrorMessage(undefined, 'role')).toBe('An unexpected error occurred');
  expect(stepErrorMessage('boom', 'role')).toBe('An unexpected error occurred');
});
