import { z } from 'zod';
import { SIGN_UP_ROLES } from 'shared-ui';

/** The auth forms' rules and messages (email, password strength, matching confirmation, role). Kept in the shell's lazily loaded auth pages so zod stays out of the landing page's first download. */
const email = z.string().trim().min(1, 'Email is required').email('Invalid email format');
const password = z.string().min(1, 'Password is required').min(8, 'Password must be at least 8 characters');

export const signInSchema = z.object({ email, password });
export type SignInValues = z.infer<typeof signInSchema>;

export const signUpSchema = z
  .object({
    email,
    password,
    fullName: z.string().trim().min(1, 'Full name is required'),
    confirmPassword: z.string(),
    role: z.enum(SIGN_UP_ROLES),
    agreeToTerms: z.boolean().refine((v) => v, 'You must agree to the terms and conditions'),
  })
  .refine((v) => v.password === v.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'], when: () => true });
export type SignUpValues = z.infer<typeof signUpSchema>;

export const SIGN_UP_DEFAULTS: SignUpValues = { email: '', password: '', fullName: '', confirmPassword: '', role: 'athlete', agreeToTerms: false };

export const resetRequestSchema = z.object({ email: z.string().trim().min(1, 'Email is required for password reset').email('Invalid email format') });

export const newPasswordSchema = z
  .object({ password, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'], when: () => true });

/** The reset e-mail's code with the address it went to. */
export const recoveryCodeSchema = z.object({ email, code: z.string().trim().regex(/^\d{6}$/, 'Enter the 6 digits from the e-mail') });
