/** Query keys of an agency's client roster: the deals workspace writes it, the dashboard and profile show it. */
export const agencyClientKeys = {
  all: ['agency-clients'] as const,
  of: (agencyId: string) => [...agencyClientKeys.all, agencyId] as const,
};
