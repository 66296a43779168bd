import './theme/styled-theme';
export { theme, type Theme, type ThemeMode } from './theme/theme';
export { useThemeStore, THEME_STORAGE_KEY } from './theme/theme-store';
export { GlobalStyle } from './theme/GlobalStyle';

export { Button, ButtonLink, type ButtonVariant, type ButtonSize } from './components/Button';
export { Card } from './components/Card';
export { Spinner, type SpinnerProps } from './components/Spinner';
export { Badge, formatBadgeCount, type BadgeTone } from './components/Badge';
export { Avatar, type AvatarProps } from './components/Avatar';
export { avatarInitial, defaultAvatarUrl, shouldShowFallback, type ImageLoadingStatus } from './components/avatar-status';
export { Modal, type ModalProps } from './components/Modal';
export { Page, PageHeader, EmptyState } from './components/Page';

export { toast, useToastStore, DEFAULT_TOAST_DURATION, VISIBLE_TOASTS } from './toast/toast-store';
export type { ToastItem, ToastOptions, ToastAction, ToastType } from './toast/toast-store';
export { Toaster } from './toast/Toaster';

export { ComponentErrorBoundary, type ComponentErrorBoundaryProps } from './errors/ComponentErrorBoundary';
export { errorPanelView, MAX_RETRYABLE_ERRORS, type ErrorPanelView } from './errors/error-panel-rules';

export { queryClient, createQueryClient, shouldRetryQuery, QUERY_STALE_TIME, QUERY_GC_TIME, type MutationErrorMeta } from './query/query-client';

export { loadRuntimeConfig, getRuntimeConfig, setRuntimeConfig, type RuntimeConfig } from './config/runtime-config';
export { getSupabase } from './supabase/client';
export { CheckValues, type PitchsideClient, type Database, type Json, type Row, type Insert, type Update, type CheckColumn, type CheckValue } from './supabase/types';

export { SECTIONS, SECTION_NAMES, SECTION_EXPOSE } from './contracts/sections';
export type { SectionName, SectionRoutesProps, SectionRoutesModule } from './contracts/sections';
export { applicationKeys, bookmarkKeys, dealKeys, notificationKeys, profileKeys } from './contracts/query-keys';

export { RouteGuard } from './guard/RouteGuard';
export { guardDecision, type GuardOptions, type GuardDecision } from './guard/guard-decision';

export { AppProviders } from './providers/AppProviders';
export { mountSectionHarness } from './providers/SectionHarness';

export { useAuthStore, type AuthState } from './auth/auth-store';
export { USER_ROLES, type UserRole, type Profile, type OnboardingStatus } from './auth/types';
export { ROLE_LANDING_PATHS, roleLandingPath } from './auth/role-paths';
export { needsOnboarding, isOnboardingSnoozed, ONBOARDING_SNOOZE_KEY, ONBOARDING_SNOOZE_DAYS } from './auth/onboarding-rules';

export { PRODUCT_NAME, ACADEMY_NAME, APP_VERSION } from './version';
export { showErrorToast, SESSION_EXPIRED_MESSAGE, type ErrorToastDeps } from './errors/error-toast';
export { normalizeError, errorMessage, type NormalizedError, type ErrorKind } from './errors/normalize-error';
export { noDataError, assertUpdated, NO_DATA_ERROR_CODE, NO_DATA_ERROR_MESSAGE, type CodedError } from './errors/no-data-error';
export { clearCache } from './errors/clear-cache';
export {
  usePageHead,
  PageHead,
  applyPageHead,
  formatTitle,
  organizationJsonLd,
  DEFAULT_TITLE,
  DEFAULT_DESCRIPTION,
  DEFAULT_KEYWORDS,
  DEFAULT_SHARE_IMAGE,
  type PageHeadOptions,
} from './head/page-head';

export { initAuth, handleAuthEvent } from './auth/init-auth';
export { SIGNED_OUT_STATE } from './auth/auth-store';
export { setAuthClientProvider } from './auth/auth-client';
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
} from './auth/auth-actions';
export { signUpErrorToast, signInErrorToast, SIGN_IN_HINTS, type AuthErrorToast } from './auth/auth-errors';
export {
  AUTH_INIT_TIMEOUT_MS,
  POST_SIGN_IN_REFETCH_MS,
  PROFILE_RETRY_DELAYS_MS,
  SIGN_UP_REDIRECT_DELAY_MS,
  SIGN_UP_ROLES,
  SIGN_UP_ROLE_LABELS,
  DEMO_PASSWORD,
  DEMO_NOT_AVAILABLE_MESSAGE,
  type SignUpRole,
} from './auth/constants';
export { clearDemoData, isLocalHost, assertDemoAllowed, DEMO_STORAGE_KEYS } from './auth/demo-mode';
export { fetchRole, metadataRole, isUserRole } from './auth/user-data';
export * from './forms';
export type { Session, User } from './auth/types';
