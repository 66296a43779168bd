/** Query keys of the onboarding reads. */
export const onboardingKeys = {
  all: ['onboarding'] as const,
  role: (userId: string) => [...onboardingKeys.all, 'role', userId] as const,
  profile: (userId: string) => [...onboardingKeys.all, 'profile', userId] as const,
  status: (userId: string) => [...onboardingKeys.all, 'status', userId] as const,
};
