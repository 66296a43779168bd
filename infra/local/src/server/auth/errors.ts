import { HttpError } from '../extension';

/** A GoTrue error: `{code, error_code, msg}` (the wire shape is finished per API version in gotrue.ts). */
export function authError(status: number, errorCode: string, msg: string, extra: Record<string, unknown> = {}): HttpError {
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
