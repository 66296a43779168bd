import * as z from 'zod';

/** The brand form (the brands table's checks: a name of 1 to 200 characters, an http(s) website). */
export const brandSchema = z.object({
  name: z.string().trim().min(1, 'Enter the brand name').max(200, 'Keep the name under 200 characters'),
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
