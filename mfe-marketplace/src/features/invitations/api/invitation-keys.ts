/** Query keys of deal invitations (only the marketplace section reads them). */
export const invitationKeys = {
  all: ['deal_invitations'] as const,
  mine: (userId: string) => [...invitationKeys.all, 'mine', userId] as const,
};
