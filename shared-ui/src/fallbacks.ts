/** The words the product shows when a name or text is missing, in one place for every section. */
export const FALLBACK_USER_NAME = 'User';
export const FALLBACK_PROFILE_BIO = 'Profile loading...';
export const FALLBACK_AUTHOR_NAME = 'Anonymous User';
export const FALLBACK_AUTHOR_ROLE = 'user';
export const FALLBACK_EVENT_CREATOR_NAME = 'Anonymous Creator';
