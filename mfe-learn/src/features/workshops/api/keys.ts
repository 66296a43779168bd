export const workshopKeys = {
  all: ['workshops'] as const,
  list: () => [...workshopKeys.all, 'list'] as const,
  registrations: (userId: string | null) => [...workshopKeys.all, 'registrations', userId ?? 'anon'] as const,
};
