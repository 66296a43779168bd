/**
 * shared-ui's app API: what the shell and the sections use. Anything else stays inside the package; test
 * helpers are in `shared-ui/testing`.
 */
import './theme/styled-theme';

// Design system
export { theme } from './theme/theme';
export { useThemeStore } from './theme/theme-store';
export { Button, ButtonLink } from './components/Button';
export { Card } from './components/Card';
export { Spinner } from './components/Spinner';
export { Badge, type BadgeTone } from './components/Badge';
export { Avatar } from './components/Avatar';
export { defaultAvatarUrl } from './components/avatar-status';
export { Modal } from './components/Modal';
export { ConfirmDialog, type ConfirmDialogProps } from './components/ConfirmDialog';
export { countOf } from './text/count';
export { fullStop } from './text/full-stop';
export { Page, PageHeader, EmptyState } from './components/Page';
export * from './forms';
export { FALLBACK_USER_NAME, FALLBACK_PROFILE_BIO, FALLBACK_AUTHOR_NAME, FALLBACK_AUTHOR_ROLE, FALLBACK_EVENT_CREATOR_NAME } from './fallbacks';
export { PRODUCT_NAME, ACADEMY_NAME, APP_VERSION } from './version';
export { applyPageHead, usePageHead } from './head/page-head';

// Toasts and errors
export { toast, useToastStore } from './toast/toast-store';
// The toast area, its code loaded on demand (the first toast, or once the page is idle).
export { ToastArea as Toaster } from './toast/ToastArea';
export { ComponentErrorBoundary } from './errors/ComponentErrorBoundary';
export { showErrorToast, SESSION_EXPIRED_MESSAGE } from './errors/error-toast';
export { showFailureToast, FAILURE_TITLES, type FailureContext } from './errors/failure-toast';
export { normalizeError, errorMessage, type NormalizedError, type ErrorKind } from './errors/normalize-error';
export { noDataError, ruleError, assertUpdated, NO_DATA_ERROR_CODE, NO_DATA_ERROR_MESSAGE } from './errors/no-data-error';
export { clearCache } from './errors/clear-cache';

// Data: the typed client, the shared query client and the query keys of shared tables
export { getSupabase } from './supabase/client';
export { callFunction, FunctionError, siteUrl } from './functions/call-function';
export { searchPattern, searchTextPattern } from './supabase/search-pattern';
export { type PitchsideClient, type Database, type Json, type Row, type Insert, type Update, type CheckColumn, type CheckValue } from './supabase/types';
// The query client and its provider are `shared-ui/query`; the type stays here for `useMutation({ meta })`.
export type { MutationErrorMeta } from './query/query-client';
// The query hooks of reads two apps make (they need react-query) are `shared-ui/reads`.
export { updateProfile, type ProfileUpdate } from './contracts/profiles/profile-update';
export { readPreferences, DEFAULT_PREFERENCES as DEFAULT_PROFILE_PREFERENCES, type ProfilePreferences } from './contracts/profiles/preferences';
export {
  agencyClientKeys,
  applicationKeys,
  bookmarkKeys,
  brandKeys,
  conversationKeys,
  dealCategoryKeys,
  dealKeys,
  deliverableKeys,
  eventKeys,
  invitationInboxKeys,
  learningProgressKeys,
  notificationKeys,
  profileKeys,
} from './contracts/query-keys';
export { fetchDealCategories, type DealCategory } from './contracts/deal-categories/deal-categories-fetch';
export { fetchTalentExclusivities, type Exclusivity } from './contracts/exclusivities/talent-exclusivities-fetch';
// The bell, its panel and the Messages badge are `shared-ui/notifications`.

// Runtime configuration and sections
export { loadRuntimeConfig, getRuntimeConfig, setRuntimeConfig, fetchNoStore } from './config/runtime-config';
export { SECTIONS, SECTION_NAMES, SECTION_EXPOSE } from './contracts/sections';
export type { SectionName, SectionRoutesProps, SectionRoutesModule } from './contracts/sections';
export { AppProviders } from './providers/AppProviders';
export { mountSectionHarness } from './providers/mount-section-harness';
export { SectionRouter, singlePageSection } from './providers/SectionRouter';

// Auth: the store, the guard, the actions
export { useAuthStore, authReady, authSettled, sessionKnown, type AuthState } from './auth/auth-store';
export { capturingSignedInFrame, RouteGuard } from './guard/RouteGuard';
export type { GuardOptions } from './guard/guard-decision';
export { USER_ROLES, type UserRole, type Profile, type OnboardingStatus, type Session, type User } from './auth/types';
export { roleLandingPath } from './auth/role-paths';
export { needsOnboarding, isOnboardingSnoozed, ONBOARDING_SNOOZE_KEY, ONBOARDING_SNOOZE_DAYS } from './auth/onboarding-rules';
export { initAuth, preloadAuth } from './auth/start-auth';
export {
  signUpWithEmail,
  signInWithEmail,
  signInWithProvider,
  sendPasswordReset,
  resendConfirmation,
  updatePassword,
  signInAsDemo,
  signOut,
  type SignUpInput,
} from './auth/lazy-auth-actions';
export { SIGN_UP_REDIRECT_DELAY_MS, SIGN_UP_ROLES, SIGN_UP_ROLE_LABELS, type SignUpRole } from './auth/constants';
export { isLocalHost } from './auth/demo-mode';
export { fetchRole, metadataRole } from './auth/user-data';
