import * as z from 'zod/mini';

export const DEMO_ROLES = ['Athlete', 'Creator', 'Brand', 'Agency'] as const;
export const DEMO_TIMES = ['09:00', '11:00', '13:00', '15:00', '17:00'] as const;

function todayIso(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

/** The demo booking form's rules; messages are what the form shows under each field. */
export function demoBookingSchema(now = new Date()) {
  const today = todayIso(now);
  return z.object({
    fullName: z.string().check(z.trim(), z.minLength(2, 'Enter your full name (at least 2 characters)')),
    email: z.string().check(z.trim(), z.email('Enter a valid email address')),
    role: z.enum(DEMO_ROLES, 'Choose who you are'),
    organization: z.optional(z.string().check(z.maxLength(120, 'Keep the organisation under 120 characters'))),
    date: z.string().check(
      z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Pick a date for the demo'),
      z.refine((value) => value >= today, 'Pick today or a later date'),
    ),
    time: z.enum(DEMO_TIMES, 'Pick a time slot'),
    message: z.optional(z.string().check(z.maxLength(500, 'Keep the message under 500 characters'))),
  });
}

export type DemoBooking = z.infer<ReturnType<typeof demoBookingSchema>>;

/** Field name -> first error message, from a failed parse. */
export function demoErrors(values: Record<string, string>, now = new Date()): Record<string, string> {
  const result = demoBookingSchema(now).safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? 'form');
    errors[key] ??= issue.message;
  }
  return errors;
}
