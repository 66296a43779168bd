import { z } from 'zod';

export const URL_EXAMPLE = 'https://example.com';

/** Optional website: when given, a valid URL starting with http:// or https:// (spec section 5). */
export const websiteSchema = z.string().superRefine((raw, ctx) => {
  const v = raw.trim();
  if (!v) return;
  let parsed: URL | null = null;
  try {
    parsed = new URL(v);
  } catch {
    parsed = null;
  }
  if (!parsed || !parsed.hostname) {
    ctx.addIssue({ code: 'custom', message: `Please enter a valid URL (e.g., ${URL_EXAMPLE})` });
    return;
  }
  if (!/^https?:\/\//i.test(v)) ctx.addIssue({ code: 'custom', message: 'URL must start with http:// or https://' });
});
