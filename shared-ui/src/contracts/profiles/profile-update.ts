import { noDataError } from '../../errors/no-data-error';
import type { Profile } from '../../auth/types';
import type { Json, PitchsideClient, Update } from '../../supabase/types';

/** What a member may write to their own profile (the database refuses the rest); extra_data is merged with the stored value by the database. */
export type ProfileUpdate = Omit<Update<'profiles'>, 'id' | 'user_id' | 'role' | 'email' | 'created_at' | 'updated_at' | 'suspended_at'> & { extra_data?: Json };

/**
 * Updates the signed-in user's profile by user_id and returns the row (spec section 7): onboarding, the profile
 * manager and settings all save through this. No row back is the NO_DATA failure (often row-level security refusing it).
 */
export async function updateProfile(client: PitchsideClient, userId: string, update: ProfileUpdate): Promise<Profile> {
  const { data, error } = await client.from('profiles').update(update).eq('user_id', userId).select().maybeSingle();
  if (error) throw error;
  if (!data) throw noDataError();
  return data;
}
