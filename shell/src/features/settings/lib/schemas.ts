import { z } from 'zod';

const password = z.string().min(1, 'Password is required').min(8, 'Password must be at least 8 characters');

/** Password change: the current password (re-authentication), the new one twice (spec section 5 messages). */
export const passwordChangeSchema = z
  .object({
    current_password: z.string().min(1, 'Current password is required'),
    password,
    confirm_password: z.string(),
  })
  .refine((v) => v.password === v.confirm_password, { path: ['confirm_password'], message: 'Passwords do not match' })
  .refine((v) => v.password !== v.current_password, { path: ['password'], message: 'New password should be different from the old password.' });
export type PasswordChangeValues = z.input<typeof passwordChangeSchema>;

export const emailChangeSchema = z.object({
  email: z.string().trim().min(1, 'Email is required').pipe(z.email('Invalid email format')),
  current_password: z.string().min(1, 'Current password is required'),
});
export type EmailChangeValues = z.input<typeof emailChangeSchema>;

/** What the user types to confirm deleting the account. */
export const DELETE_CONFIRMATION = 'DELETE';
