/** Query keys of the profile manager's own reads (the profile row itself is in the auth store). */
export const profileDetailKeys = {
  all: ['profile-details'] as const,
  stats: (userId: string) => [...profileDetailKeys.all, 'stats', userId] as const,
  achievements: (userId: string) => [...profileDetailKeys.all, 'achievements', userId] as const,
  platforms: (userId: string) => [...profileDetailKeys.all, 'platforms', userId] as const,
  audience: (userId: string) => [...profileDetailKeys.all, 'audience', userId] as const,
};
