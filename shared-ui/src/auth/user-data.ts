import type { PitchsideClient } from '../supabase/types';
import { FALLBACK_PROFILE_BIO, FALLBACK_USER_NAME } from '../fallbacks';
import { blankProfile } from './blank-profile';
import { DEFAULT_ROLE, PROFILE_RETRY_DELAYS_MS } from './constants';
import { USER_ROLES, type OnboardingStatus, type Profile, type User, type UserRole } from './types';

export type Sleep = (ms: number) => Promise<void>;
export const sleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

interface PgError {
  code?: string;
  message?: string;
}

export function isUserRole(value: unknown): value is UserRole {
  return typeof value === 'string' && (USER_ROLES as readonly string[]).includes(value);
}

/** The stand-in profile used when profile reads keep failing with a permission error (42501). */
export function fallbackProfile(user: Pick<User, 'id' | 'email'>): Profile {
  const email = user.email ?? '';
  return {
    ...blankProfile(user.id, user.id),
    full_name: email.split('@')[0] || FALLBACK_USER_NAME,
    email: email || null,
    role: DEFAULT_ROLE,
    bio: FALLBACK_PROFILE_BIO,
  };
}

/**
 * Reads the user's profile (at most one row). A failed read is retried 3 times after 1, 2 and 4 s; when the
 * last error is a permission error (42501) the fallback profile is used, otherwise null.
 */
export async function fetchProfileWithRetry(client: PitchsideClient, user: Pick<User, 'id' | 'email'>, wait: Sleep = sleep): Promise<Profile | null> {
  let lastError: PgError | null = null;
  for (let attempt = 0; attempt <= PROFILE_RETRY_DELAYS_MS.length; attempt++) {
    const { data, error } = await client.from('profiles').select('*').eq('user_id', user.id).maybeSingle();
    if (!error) return data;
    lastError = error as PgError;
    const delay = PROFILE_RETRY_DELAYS_MS[attempt];
    if (delay !== undefined) await wait(delay);
  }
  if (lastError?.code === '42501') return fallbackProfile(user);
  console.warn('[auth] profile could not be loaded', lastError);
  return null;
}

export async function fetchOnboardingStatus(client: PitchsideClient, userId: string): Promise<OnboardingStatus | null> {
  const { data, error } = await client.from('onboarding_status').select('*').eq('user_id', userId).maybeSingle();
  if (error) {
    console.warn('[auth] onboarding status could not be loaded', error);
    return null;
  }
  return data;
}

/** The role from the sign-up metadata, when it is a valid role. */
export function metadataRole(user: Pick<User, 'user_metadata'> | null | undefined): UserRole | null {
  const role = user?.user_metadata?.role;
  return isUserRole(role) ? role : null;
}

/** Role from user_roles (single row); if that fails, the sign-up metadata; null when neither is known. */
export async function fetchRole(client: PitchsideClient, user: Pick<User, 'id' | 'user_metadata'>): Promise<UserRole | null> {
  const { data, error } = await client.from('user_roles').select('role').eq('user_id', user.id).single();
  if (!error && isUserRole(data.role)) return data.role;
  return metadataRole(user);
}

export interface UserData {
  profile: Profile | null;
  onboardingStatus: OnboardingStatus | null;
  role: UserRole;
}

/** Profile, onboarding status and role of a signed-in user (role defaults to athlete). */
export async function loadUserData(client: PitchsideClient, user: User, wait: Sleep = sleep): Promise<UserData> {
  const [profile, onboardingStatus, role] = await Promise.all([
    fetchProfileWithRetry(client, user, wait),
    fetchOnboardingStatus(client, user.id),
    fetchRole(client, user).catch(() => metadataRole(user)),
  ]);
  return { profile, onboardingStatus, role: role ?? DEFAULT_ROLE };
}
