/**
 * `shared-ui/invitations`: what a talent is invited to (direct offers, roster requests, invitations to deals) and
 * their answers, for the dashboard's and /deals' Invitations cards and a private deal's details. An entry of its own
 * (bundled by each app that uses it, not in the shell's first load).
 */
export { buildInbox, type InboxInvitation, type InboxItem, type InboxOffer, type InboxRosterRequest } from './inbox';
export { fetchInvitationsInbox, useInvitationsInboxQuery } from './invitations-inbox-query';
export { answerInvitation, answerSchema, useAnswerInvitationMutation, type Answer } from './invitation-answer-mutation';
export { InvitationList } from './InvitationList';
