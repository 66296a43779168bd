import { validate } from 'shared-ui';
import { emailChangeSchema, passwordChangeSchema } from './schemas';

test('password change uses the spec messages', () => {
  const ok = { current_password: 'Pitchside123!', password: 'Stronger456!', confirm_password: 'Stronger456!' };
  expect(validate(passwordChangeSchema, ok).success).toBe(true);
  expect(validate(passwordChangeSchema, { ...ok, password: '', confirm_password: '' }).errors.password).toBe('Password is required');
  expect(validate(passwordChangeSchema, { ...ok, password: 'short', confirm_password: 'short' }).errors.password).toBe('Password must be at least 8 characters');
  expect(validate(passwordChangeSchema, { ...ok, confirm_password: 'Stronger457!' }).errors).toEqual({ confirm_password: 'Passwords do not match' });
  expect(validate(passwordChangeSchema, { ...ok, current_password: '' }).errors).toEqual({ current_password: 'Current password is required' });
});

test('email change needs a real address and the current password', () => {
  expect(validate(emailChangeSchema, { email: '', current_password: 'x' }).errors).toEqual({ email: 'Email is required' });
  expect(validate(emailChangeSchema, { email: 'jordan@', current_password: 'x' }).errors).toEqual({ email: 'Invalid email format' });
  expect(validate(emailChangeSchema, { email: ' jordan@new.example ', current_password: 'x' }).success).toBe(true);
});
