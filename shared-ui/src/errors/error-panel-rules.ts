/** Retry is offered only while fewer than this many errors have been counted. */
export const MAX_RETRYABLE_ERRORS = 3;

export interface ErrorPanelView {
  message: string;
  countLabel: string | null;
  canRetry: boolean;
  refreshHint: string | null;
}

/** What the inline component error panel shows after `count` errors (count starts at 1). */
export function errorPanelView(error: unknown, count: number): ErrorPanelView {
  const detail = error instanceof Error && error.message ? error.message : typeof error === 'string' && error ? error : null;
  return {
    message: detail ? `Component Error: ${detail}` : 'Unknown error occurred',
    countLabel: count >= 2 ? `Error occurred ${count} times` : null,
    canRetry: count < MAX_RETRYABLE_ERRORS,
    refreshHint: count >= MAX_RETRYABLE_ERRORS ? 'Please refresh the page if this issue persists' : null,
  };
}
