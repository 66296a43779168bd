import { toast } from '../toast/toast-store';

/** Error toasts: 6 s for the session error, 10 s for the persistent-error hint, the toast default otherwise. */
export const SESSION_EXPIRED_TOAST_MS = 6000;
export const PERSISTENT_ERROR_TOAST_MS = 10_000;
/** More than this many errors for one context shows the persistent-error toast. */
export const PERSISTENT_ERROR_THRESHOLD = 5;
/** Local storage key prefix of the per-context error counters. */
export const ERROR_COUNT_KEY_PREFIX = 'pitchside-error-count:';

export const NO_DATA_ERROR_CODE = 'NO_DATA';
export const NO_DATA_ERROR_MESSAGE = 'Update failed - no data returned';

export interface CodedError extends Error {
  code: string;
}

/** The error an update raises when the backend returned no row. */
export function noDataError(): CodedError {
  return Object.assign(new Error(NO_DATA_ERROR_MESSAGE), { code: NO_DATA_ERROR_CODE });
}

/** Throws the NO_DATA error when an update returned nothing; otherwise hands the data back. */
export function assertUpdated<T>(data: T | null | undefined): T {
  if (data === null || data === undefined || (Array.isArray(data) && data.length === 0)) throw noDataError();
  return data;
}

function errorCode(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'code' in error) {
    const code = (error as { code: unknown }).code;
    return typeof code === 'string' || typeof code === 'number' ? String(code) : undefined;
  }
  return undefined;
}

function errorMessage(error: unknown): string {
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object' && 'message' in error) {
    const message = (error as { message: unknown }).message;
    if (typeof message === 'string') return message;
  }
  return '';
}

/** Is this supabase-js's stored session key (`sb-<project>-auth-token`)? */
export function isAuthTokenKey(key: string): boolean {
  return /^sb-.+-auth-token$/.test(key);
}

/** Clears local storage except the signed-in session, so clearing the cache does not sign the user out. */
export function clearStorageKeepingAuth(storage: Storage = localStorage): void {
  const keep: [string, string][] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key && isAuthTokenKey(key)) keep.push([key, storage.getItem(key) ?? '']);
  }
  storage.clear();
  for (const [key, value] of keep) storage.setItem(key, value);
}

/** Adds one to the error counter of `context` and returns the new count (0 when storage is unavailable). */
export function countError(context: string, storage: Storage | undefined = globalThis.localStorage): number {
  try {
    if (!storage) return 0;
    const key = ERROR_COUNT_KEY_PREFIX + context;
    const next = (Number(storage.getItem(key)) || 0) + 1;
    storage.setItem(key, String(next));
    return next;
  } catch {
    return 0;
  }
}

export interface ErrorToastDeps {
  /** Where the Sign In action goes (default: a full navigation to /auth). */
  navigate?: (path: string) => void;
  reload?: () => void;
  storage?: Storage;
}

/** Which toast an error maps to, without showing it: the spec's generic error catalogue. */
export type ErrorToastKind = 'session-expired' | 'not-found' | 'network' | 'timeout' | 'persistent' | 'generic';

export function classifyError(error: unknown, errorCount: number): ErrorToastKind {
  const code = errorCode(error);
  const message = errorMessage(error).toLowerCase();
  if (code === '42501') return 'session-expired';
  if (code === 'PGRST116') return 'not-found';
  if (message.includes('network') || message.includes('fetch')) return 'network';
  if (message.includes('timeout') || message.includes('timed out')) return 'timeout';
  if (errorCount > PERSISTENT_ERROR_THRESHOLD) return 'persistent';
  return 'generic';
}

/**
 * The one generic error toast every section uses: maps a backend or network error to the spec's
 * message, counts errors per context in local storage, and offers the matching action.
 * Returns the toast id.
 */
export function showErrorToast(error: unknown, context: string, deps: ErrorToastDeps = {}): string {
  const storage = deps.storage ?? globalThis.localStorage;
  const navigate = deps.navigate ?? ((path: string) => window.location.assign(path));
  const reload = deps.reload ?? (() => window.location.reload());
  const count = countError(context, storage);
  switch (classifyError(error, count)) {
    case 'session-expired':
      return toast.error('Authentication session expired. Please sign in again.', {
        duration: SESSION_EXPIRED_TOAST_MS,
        action: { label: 'Sign In', onClick: () => navigate('/auth') },
      });
    case 'not-found':
      return toast.error('Data not found. Please try refreshing.');
    case 'network':
      return toast.error('Network error. Please check your connection.');
    case 'timeout':
      return toast.error('Request timed out. Please try again.');
    case 'persistent':
      return toast.error('Persistent errors detected. Try clearing cache.', {
        duration: PERSISTENT_ERROR_TOAST_MS,
        action: {
          label: 'Clear Cache',
          onClick: () => {
            try {
              if (storage) clearStorageKeepingAuth(storage);
            } finally {
              reload();
            }
          },
        },
      });
    default:
      return toast.error(`An error occurred in ${context}. Please try again.`);
  }
}
