/** The query keys of tables several apps touch, so one app's mutation refreshes another app's reads. */
export { applicationKeys } from './applications/keys';
export { bookmarkKeys } from './bookmarks/keys';
export { brandKeys } from './brands/keys';
export { conversationKeys } from './conversations/keys';
export { dealKeys } from './deals/keys';
export { invitationInboxKeys } from './invitations/keys';
export { notificationKeys } from './notifications/keys';
export { profileKeys } from './profiles/keys';
