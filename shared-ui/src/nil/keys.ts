/** Query keys of an athlete's NIL items: the NIL page writes them, the athlete dashboard shows what is due. */
export const nilKeys = {
  all: ['nil'] as const,
  items: (userId: string) => [...nilKeys.all, 'items', userId] as const,
};
