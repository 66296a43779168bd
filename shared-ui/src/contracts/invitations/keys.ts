/**
 * Query keys of what a talent is invited to (deal invitations, direct offers, roster requests): the marketplace
 * sends them, the talent's dashboard and /deals answer them.
 */
export const invitationInboxKeys = {
  all: ['invitation-inbox'] as const,
  /** The signed-in talent's open invitations, offers and roster requests. */
  inbox: (userId: string) => [...invitationInboxKeys.all, 'inbox', userId] as const,
};
