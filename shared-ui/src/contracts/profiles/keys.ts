/** Query keys of profiles: onboarding and settings write them, the shell and the sections show them. */
export const profileKeys = {
  all: ['profiles'] as const,
  detail: (userId: string) => [...profileKeys.all, 'detail', userId] as const,
};
