import { hasVisibleText } from 'shared-ui';
import * as z from 'zod';

/** The brand form (the brands table's checks: a name of 1 to 200 characters, an http(s) website). */
export const brandSchema = z.object({
  name: z.string().trim().refine(hasVisibleText, 'Enter the brand name').max(200, 'Keep the name under 200 characters'),
  website_url: z
    .string()
    .trim()
    .refine((v) => v === '' || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(v), 'Enter a full address starting with https://')
    .transform((v) => v || null),
  industry: z.string().trim().max(100, 'Keep the industry under 100 characters').transform((v) => v || null),
  description: z.string().trim().max(1000, 'Keep the description under 1000 characters').transform((v) => v || null),
});

export type BrandInput = z.input<typeof brandSchema>;
export type BrandData = z.output<typeof brandSchema>;
export const EMPTY_BRAND: BrandInput = { name: '', website_url: '', industry: '', description: '' };

export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml'];
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;

/** Why a chosen logo file cannot be used (the brand-logos bucket refuses the same), or null. */
export function logoProblem(file: File): string | null {
  if (!LOGO_TYPES.includes(file.type)) return 'Choose a PNG, JPEG, WebP, GIF or SVG image';
  if (file.size > LOGO_MAX_BYTES) return 'The logo can be at most 5 MB';
  return null;
}
