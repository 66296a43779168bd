/**
 * The one error normaliser: whatever a section catches (a PostgREST error from supabase-js, an auth error,
 * a failed fetch, a thrown Error or string) becomes `{ kind, status, code, message }`. The error toast, the
 * query retry rule and the mutations' default error handler all read this shape, never the raw error.
 */
export type ErrorKind =
  /** 401/403 or SQLSTATE 42501: the session or the permission is missing. */
  | 'permission'
  /** 404 or PGRST116 (no row where exactly one was asked for). */
  | 'not-found'
  /**
   * A business rule refused the request with its own message: SQLSTATE P0001 (raise exception), a check violation
   * (23514), a check the browser made first (`ruleError`), or storage refusing a file's type or size (415, 413).
   */
  | 'rule'
  | 'network'
  | 'timeout'
  | 'unknown';

export interface NormalizedError {
  kind: ErrorKind;
  /** HTTP status, when the error carries or implies one. */
  status?: number;
  /** SQLSTATE, PostgREST (PGRST…) or auth error code, when there is one. */
  code?: string;
  /** The error's own message ('' when it has none). */
  message: string;
}

export const RULE_ERROR_CODE = 'RULE';
const RULE_CODES = new Set(['P0001', '23514', RULE_ERROR_CODE]);
const RULE_STATUSES = new Set([413, 415]);
const STATUS_OF_CODE: Record<string, number> = { '42501': 403, PGRST116: 404, PGRST301: 401, PGRST302: 401 };

function field(error: unknown, name: string): unknown {
  return error && typeof error === 'object' && name in error ? (error as Record<string, unknown>)[name] : undefined;
}

function readCode(error: unknown): string | undefined {
  const code = field(error, 'code');
  return typeof code === 'string' || typeof code === 'number' ? String(code) : undefined;
}

function readStatus(error: unknown): number | undefined {
  for (const value of [field(error, 'status'), field(error, 'statusCode')]) {
    const n = typeof value === 'string' ? Number(value) : value;
    if (typeof n === 'number' && Number.isFinite(n) && n > 0) return n;
  }
  return undefined;
}

function readMessage(error: unknown): string {
  if (typeof error === 'string') return error;
  const message = field(error, 'message');
  return typeof message === 'string' ? message : '';
}

export function normalizeError(error: unknown): NormalizedError {
  const code = readCode(error);
  const status = readStatus(error) ?? (code ? STATUS_OF_CODE[code] : undefined);
  const message = readMessage(error);
  const lower = message.toLowerCase();
  const base = { ...(status !== undefined ? { status } : {}), ...(code !== undefined ? { code } : {}), message };
  if ((code && RULE_CODES.has(code)) || (status && RULE_STATUSES.has(status))) return { kind: 'rule', ...base };
  if (status === 401 || status === 403) return { kind: 'permission', ...base };
  if (status === 404) return { kind: 'not-found', ...base };
  if (lower.includes('network') || lower.includes('fetch')) return { kind: 'network', ...base };
  if (lower.includes('timeout') || lower.includes('timed out')) return { kind: 'timeout', ...base };
  return { kind: 'unknown', ...base };
}

/** The error's own message, or `fallback` when it has none: for toasts that show what the server said. */
export function errorMessage(error: unknown, fallback: string): string {
  return normalizeError(error).message || fallback;
}
