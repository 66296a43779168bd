import { HttpError } from '../extension';

/** PostgREST-shaped error. */
export function pgrst(status: number, code: string, message: string, details: string | unknown[] | null = null, hint: string | null = null): HttpError {
  return new HttpError(status, { code, details, hint, message });
}

export const parseError = (message: string, details: string | null = null) => pgrst(400, 'PGRST100', message, details);

/** HTTP status PostgREST answers for a SQLSTATE (src/PostgREST/Error.hs). */
export function statusForSqlState(code: string, isAnon: boolean): number {
  if (code === '42501') return isAnon ? 401 : 403;
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === '42883' || code === '42P01') return 404;
  if (code === 'P0001') return 400;
  if (code === 'P0002') return 404;
  if (code === '42P17') return 500;
  if (code === '57014') return 504;
  const cls = code.slice(0, 2);
  switch (cls) {
    case '08': case '53': return 503;
    case '0L': case '0P': return 403;
    case '22': case '23': case '42': case 'P0': return code.startsWith('P0') && code !== 'P0001' && code !== 'P0002' ? 500 : 400;
    case '54': return 413;
    case '21': return 400;
    case 'PT': {
      const n = Number(code.slice(2));
      return n >= 100 && n < 600 ? n : 500;
    }
    default: return 500;
  }
}

interface PgLikeError { code?: unknown; message?: unknown; detail?: unknown; hint?: unknown }

export function isPgError(e: unknown): e is PgLikeError & { code: string } {
  return typeof e === 'object' && e !== null && typeof (e as PgLikeError).code === 'string' && /^[0-9A-Z]{5}$/.test((e as PgLikeError).code as string);
}

export function fromPgError(e: PgLikeError & { code: string }, isAnon: boolean): HttpError {
  const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
  return new HttpError(statusForSqlState(e.code, isAnon), {
    code: e.code,
    details: str(e.detail),
    hint: str(e.hint),
    message: str(e.message) ?? 'Database error',
  });
}
