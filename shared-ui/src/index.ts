import './theme/styled-theme';
export { darkTheme, lightTheme, themes, type Theme, type ThemeMode } from './theme/theme';
export { useThemeStore, THEME_STORAGE_KEY } from './theme/theme-store';
export { GlobalStyle } from './theme/GlobalStyle';

export { Button, type ButtonVariant, type ButtonSize } from './components/Button';
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

export { queryClient, createQueryClient, shouldRetryQuery, QUERY_STALE_TIME, QUERY_GC_TIME } from './query/query-client';

export { loadRuntimeConfig, getRuntimeConfig, setRuntimeConfig, runtimeConfigSchema, type RuntimeConfig } from './config/runtime-config';
export { getSupabase } from './supabase/client';

export { SECTIONS, SECTION_NAMES, SECTION_EXPOSE } from './contracts/sections';
export type { SectionName, SectionRoutesProps, SectionRoutesModule } from './contracts/sections';

export { AppProviders } from './providers/AppProviders';
export { mountSectionHarness } from './providers/SectionHarness';

export { useAuthStore, type AuthState } from './auth/auth-store';
export { USER_ROLES, type UserRole, type Profile, type OnboardingStatus } from './auth/types';
export { ROLE_LANDING_PATHS, roleLandingPath } from './auth/role-paths';
export { needsOnboarding, isOnboardingSnoozed, ONBOARDING_SNOOZE_KEY, ONBOARDING_SNOOZE_DAYS } from './auth/onboarding-rules';
