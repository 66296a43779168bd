/**
 * The one catalogue of GoTrue errors this server answers (names and meanings from supabase/auth
 * internal/api/errorcodes.go). Endpoints throw `authError(status, code, msg)`; the router shapes the body for
 * the API version the client asked for.
 */
import { HttpError } from '../extension';

export const AUTH_ERROR_CODES = [
  'bad_json',
  'bad_jwt',
  'bad_code_verifier',
  'email_exists',
  'email_not_confirmed',
  'flow_state_expired',
  'flow_state_not_found',
  'identity_already_exists',
  'invalid_credentials',
  'no_authorization',
  'not_admin',
  'not_found',
  'otp_expired',
  'over_email_send_rate_limit',
  'over_request_rate_limit',
  'otp_disabled',
  'phone_provider_disabled',
  'provider_email_needs_verification',
  'refresh_token_already_used',
  'refresh_token_not_found',
  'request_too_large',
  'same_password',
  'session_not_found',
  'unexpected_failure',
  'user_already_exists',
  'user_banned',
  'user_not_found',
  'validation_failed',
  'weak_password',
] as const;

export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number];

/** A GoTrue error: `{code, error_code, msg}` (the wire shape is finished per API version by shapeAuthError). */
export function authError(status: number, errorCode: AuthErrorCode, msg: string, extra: Record<string, unknown> = {}): HttpError {
  return new HttpError(status, { code: status, error_code: errorCode, msg, ...extra });
}

/** GoTrue's body for the API version the client asked for (auth-js reads `code` when the response carries the version header). */
export function shapeAuthError(body: Record<string, unknown>, status: number, apiVersion: boolean): Record<string, unknown> {
  const errorCode = typeof body.error_code === 'string' ? body.error_code : typeof body.code === 'string' ? body.code : 'unexpected_failure';
  const msg = typeof body.msg === 'string' ? body.msg : typeof body.message === 'string' ? body.message : 'Unexpected failure';
  const rest = { ...body };
  delete rest.code;
  delete rest.error_code;
  delete rest.msg;
  delete rest.message;
  delete rest.details;
  delete rest.hint;
  return apiVersion ? { code: errorCode, message: msg, msg, ...rest } : { code: status, error_code: errorCode, msg, ...rest };
}
