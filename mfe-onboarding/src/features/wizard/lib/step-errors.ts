/** The messages of a failed onboarding step save, by error code or message. */
export type StepKind = 'profile' | 'role' | 'preferences' | 'complete';

const DEFAULTS: Record<StepKind, string> = {
  profile: 'Failed to save profile',
  role: 'Failed to save role information',
  preferences: 'Failed to save preferences',
  complete: 'Failed to complete onboarding',
};

export const UNEXPECTED_ERROR = 'An unexpected error occurred';

export function stepErrorMessage(error: unknown, step: StepKind): string {
  if (!error || typeof error !== 'object') return UNEXPECTED_ERROR;
  const { code, message } = error as { code?: unknown; message?: unknown };
  const msg = typeof message === 'string' ? message : '';
  if (code === '42703') return 'Database error: Invalid field. Please contact support.';
  if (code === '23502') return 'Required field missing. Please fill all required fields.';
  if (/company_name/i.test(msg)) return 'Company name could not be saved. Please check the format.';
  if (/website/i.test(msg)) return 'Website URL format is invalid. Must start with http:// or https://';
  if (msg) return msg;
  if (code !== undefined || error instanceof Error) return DEFAULTS[step];
  return UNEXPECTED_ERROR;
}
