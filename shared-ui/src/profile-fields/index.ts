/**
 * shared-ui/profile-fields: the profile's option lists and the website rule, used by the onboarding wizard and the
 * shell's profile manager alike. Not a federation singleton (it holds no state): each app bundles what it uses.
 */
export * from './options';
export * from './website';
