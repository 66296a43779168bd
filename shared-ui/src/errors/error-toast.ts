import { toast } from '../toast/toast-store';
import { clearCache } from './clear-cache';
import { NO_DATA_ERROR_CODE, NO_DATA_ERROR_MESSAGE } from './no-data-error';
import { normalizeError, type NormalizedError } from './normalize-error';

/** Error toasts: 6 s for the session error, 10 s for the persistent-error hint, the toast default otherwise. */
export const SESSION_EXPIRED_TOAST_MS = 6000;
export const PERSISTENT_ERROR_TOAST_MS = 10_000;
/** More than this many errors for one context shows the persistent-error toast. */
export const PERSISTENT_ERROR_THRESHOLD = 5;
/** Local storage key prefix of the per-context error counters. */
export const ERROR_COUNT_KEY_PREFIX = 'pitchside-error-count:';

export const SESSION_EXPIRED_MESSAGE = 'Authentication session expired. Please sign in again.';

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

/** The toast text of a normalised error, before the per-context counter is considered (null: the generic one). */
function catalogueMessage(error: NormalizedError): string | null {
  switch (error.kind) {
    // The error catalogue maps the permission code 42501 (and a refused session) to the sign-in toast.
    case 'permission':
      return SESSION_EXPIRED_MESSAGE;
    case 'not-found':
      return 'Data not found. Please try refreshing.';
    case 'network':
      return 'Network error. Please check your connection.';
    case 'timeout':
      return 'Request timed out. Please try again.';
    // A business rule's refusal carries the sentence the user should read.
    case 'rule':
      return error.message || null;
    default:
      return null;
  }
}

/**
 * The one generic error toast every section uses: normalises the error, maps it to the error catalogue's
 * message, counts errors per context in local storage, and offers the matching action. Returns the toast id.
 */
export function showErrorToast(error: unknown, context: string, deps: ErrorToastDeps = {}): string {
  const storage = deps.storage ?? globalThis.localStorage;
  const navigate = deps.navigate ?? ((path: string) => window.location.assign(path));
  const reload = deps.reload ?? (() => window.location.reload());
  const count = countError(context, storage);
  const normalized = normalizeError(error);
  const message = catalogueMessage(normalized);
  if (normalized.kind === 'permission') {
    return toast.error(SESSION_EXPIRED_MESSAGE, { duration: SESSION_EXPIRED_TOAST_MS, action: { label: 'Sign In', onClick: () => navigate('/auth') } });
  }
  if (message) return toast.error(message);
  // An update that returned no row: row-level security refusing it is the usual cause (spec section 6).
  if (normalized.code === NO_DATA_ERROR_CODE) {
    return toast.error(NO_DATA_ERROR_MESSAGE, { description: 'The save may have been blocked by access rules. Sign in again and retry.' });
  }
  if (count > PERSISTENT_ERROR_THRESHOLD) {
    return toast.error('Persistent errors detected. Try clearing cache.', {
      duration: PERSISTENT_ERROR_TOAST_MS,
      action: {
        label: 'Clear Cache',
        onClick: () => {
          try {
            clearCache(storage);
          } finally {
            reload();
          }
        },
      },
    });
  }
  return toast.error(`An error occurred in ${context}. Please try again.`);
}
