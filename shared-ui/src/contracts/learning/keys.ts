/** Query keys of a member's lesson progress: the learn section writes it, the shell's dashboards read it too. */
export const learningProgressKeys = {
  all: ['learning-progress'] as const,
  /** What the learn section reads (`null`: signed out). */
  of: (userId: string | null) => [...learningProgressKeys.all, userId ?? 'anon'] as const,
  /** The dashboard's summary of the same rows. */
  summary: (userId: string) => [...learningProgressKeys.all, 'summary', userId] as const,
};
