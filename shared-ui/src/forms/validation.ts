import type { z } from 'zod';

export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

/** Runs a zod schema and returns the parsed value or the first message per field. */
export function validate<S extends z.ZodType>(schema: S, values: unknown):
  | { success: true; data: z.infer<S>; errors: Record<string, never> }
  | { success: false; errors: Record<string, string> } {
  const result = schema.safeParse(values);
  if (result.success) return { success: true, data: result.data, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') || '_form';
    errors[key] ??= issue.message;
  }
  return { success: false, errors };
}
