/** The query keys of tables several apps touch, so one app's mutation refreshes another app's reads. */
export { agencyClientKeys } from './agency-clients/keys';
export { applicationKeys } from './applications/keys';
export { bookmarkKeys } from './bookmarks/keys';
export { brandKeys } from './brands/keys';
export { conversationKeys } from './conversations/keys';
export { dealCategoryKeys } from './deal-categories/keys';
export { dealKeys } from './deals/keys';
export { deliverableKeys } from './deliverables/keys';
export { eventKeys } from './events/keys';
export { invitationInboxKeys } from './invitations/keys';
export { learningProgressKeys } from './learning/keys';
export { notificationKeys } from './notifications/keys';
export { profileKeys } from './profiles/keys';
