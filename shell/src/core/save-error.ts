import { NO_DATA_ERROR_CODE, NO_DATA_ERROR_MESSAGE, normalizeError, showErrorToast, toast } from 'shared-ui';

/**
 * A failed save's toast: NO_DATA (the update returned no row) is reported as a possible row-level-security
 * block (spec section 6); everything else goes through the error catalogue (42501 asks to sign in again, a
 * business rule shows its own sentence).
 */
export function reportSaveError(error: unknown, context: string): void {
  if (normalizeError(error).code === NO_DATA_ERROR_CODE) {
    toast.error(NO_DATA_ERROR_MESSAGE, { description: 'The save may have been blocked by access rules. Sign in again and retry.' });
    return;
  }
  showErrorToast(error, context);
}
