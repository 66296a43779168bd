import { useMutation } from '@tanstack/react-query';
import { getSupabase, noDataError, useAuthStore, type Profile } from 'shared-ui';
import { z } from 'zod';

/** What a step may write to the profile; extra_data is merged with the stored value by the server. */
export const profileUpdateSchema = z
  .object({
    full_name: z.string().optional(),
    bio: z.string().optional(),
    sport: z.string().nullable().optional(),
    graduation_year: z.number().int().nullable().optional(),
    content_type: z.string().nullable().optional(),
    follower_count: z.string().nullable().optional(),
    company_name: z.string().nullable().optional(),
    industry: z.string().nullable().optional(),
    website_url: z.string().nullable().optional(),
    instagram_handle: z.string().nullable().optional(),
    twitter_handle: z.string().nullable().optional(),
    tiktok_handle: z.string().nullable().optional(),
    extra_data: z.record(z.string(), z.unknown()).optional(),
  })
  .strict();
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** Updates the signed-in user's profile and returns the row; no row back is a failure (NO_DATA). */
export async function updateProfile(userId: string, update: ProfileUpdate): Promise<Profile> {
  const body = profileUpdateSchema.parse(update);
  const client = await getSupabase();
  const { data, error } = await client.from('profiles').update(body).eq('user_id', userId).select().maybeSingle();
  if (error) throw error;
  if (!data) throw noDataError();
  return data as Profile;
}

export function useUpdateProfile(userId: string) {
  return useMutation({
    mutationFn: (update: ProfileUpdate) => updateProfile(userId, update),
    // The step shows its own mapped failure toast (runStepSave).
    meta: { errorToast: false },
    onSuccess: (profile) => useAuthStore.getState().set({ profile }),
  });
}
