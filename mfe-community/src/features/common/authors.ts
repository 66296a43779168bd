import { FALLBACK_AUTHOR_NAME, FALLBACK_AUTHOR_ROLE } from 'shared-ui';

export interface Author {
  name: string;
  avatarUrl: string | null;
  role: string;
}

/** The embedded profile of an author (`author:profiles(full_name, avatar_url, role)`), through the FK to profiles. */
export const AUTHOR_EMBED = 'author:profiles(full_name, avatar_url, role)';

export interface EmbeddedProfile {
  full_name: string | null;
  avatar_url: string | null;
  role?: string | null;
}

/** A user as shown: with no profile or no name, `fallbackName` ('Anonymous User' with role user, spec). */
export function authorFrom(profile: EmbeddedProfile | null | undefined, fallbackName: string = FALLBACK_AUTHOR_NAME): Author {
  return {
    name: profile?.full_name?.trim() || fallbackName,
    avatarUrl: profile?.avatar_url ?? null,
    role: profile?.role || FALLBACK_AUTHOR_ROLE,
  };
}
