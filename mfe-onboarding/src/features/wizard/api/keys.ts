/** Query keys of the onboarding reads. */
export const onboardingKeys = {
  all: ['onboarding'] as const,
  role: (userId: string) => [...onboardingKeys.all, 'role', userId] as const,
};
