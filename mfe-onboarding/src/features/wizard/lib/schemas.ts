import { z } from 'zod';
import { websiteSchema } from 'shared-ui/profile-fields';

/** Step 1, Complete Profile: full name and bio. */
export const profileStepSchema = z.object({
  full_name: z
    .string()
    .refine((v) => v.trim().length > 0, 'Full name is required')
    .refine((v) => v.trim().length === 0 || v.trim().length >= 2, 'Full name must be at least 2 characters')
    .transform((v) => v.trim()),
  bio: z
    .string()
    .refine((v) => v.trim().length > 0, 'Bio is required')
    .refine((v) => v.trim().length === 0 || v.trim().length >= 10, 'Bio must be at least 10 characters')
    .refine((v) => v.length <= 500, 'Bio must be less than 500 characters')
    .transform((v) => v.trim()),
});
export type ProfileStepValues = z.input<typeof profileStepSchema>;

export interface RoleSetupValues {
  sport: string;
  graduation_year: string;
  content_type: string;
  follower_count: string;
  company_name: string;
  industry: string;
  website_url: string;
  instagram_handle: string;
  twitter_handle: string;
  tiktok_handle: string;
}

export const EMPTY_ROLE_SETUP: RoleSetupValues = {
  sport: '',
  graduation_year: '',
  content_type: '',
  follower_count: '',
  company_name: '',
  industry: '',
  website_url: '',
  instagram_handle: '',
  twitter_handle: '',
  tiktok_handle: '',
};

const base = z.object({
  sport: z.string(),
  graduation_year: z.string(),
  content_type: z.string(),
  follower_count: z.string(),
  company_name: z.string(),
  industry: z.string(),
  website_url: websiteSchema,
  instagram_handle: z.string(),
  twitter_handle: z.string(),
  tiktok_handle: z.string(),
});

/** Step 2: brand and agency must name the company. */
export function roleSetupSchema(role: string) {
  if (role === 'brand') return base.extend({ company_name: z.string().refine((v) => v.trim().length > 0, 'Company name is required') });
  if (role === 'agency') return base.extend({ company_name: z.string().refine((v) => v.trim().length > 0, 'Agency name is required') });
  return base;
}
