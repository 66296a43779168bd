/**
 * `shared-ui/testing`: what tests need and apps must not use. Never imported by app code, so none of it
 * reaches a bundle.
 */
export { profileRow, onboardingStatusRow } from './rows';
export { setAuthClientProvider } from '../auth/auth-client';
export { handleAuthEvent } from '../auth/init-auth';
export { SIGNED_OUT_STATE } from '../auth/auth-store';
export { createQueryClient } from '../query/query-client';
export { renderSection } from './render-section';
