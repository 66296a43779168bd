/** Query keys of contracts (the signed agreement of an accepted application, one row per version). */
export const contractKeys = {
  all: ['contracts'] as const,
  forApplication: (applicationId: string) => [...contractKeys.all, applicationId] as const,
};
