import { RULE_ERROR_CODE } from './normalize-error';

export const NO_DATA_ERROR_CODE = 'NO_DATA';
export const NO_DATA_ERROR_MESSAGE = 'Update failed - no data returned';

export interface CodedError extends Error {
  code: string;
}

/** The error an update raises when the backend returned no row (often row-level security refusing it). */
export function noDataError(): CodedError {
  return Object.assign(new Error(NO_DATA_ERROR_MESSAGE), { name: 'NoDataError', code: NO_DATA_ERROR_CODE });
}

/** Throws the NO_DATA error when an update returned nothing; otherwise hands the data back. */
export function assertUpdated<T>(data: T | null | undefined): T {
  if (data === null || data === undefined || (Array.isArray(data) && data.length === 0)) throw noDataError();
  return data;
}

/** A refusal the browser makes itself, before asking the server (a file that is not an image): shown with its own message. */
export function ruleError(message: string): CodedError {
  return Object.assign(new Error(message), { name: 'RuleError', code: RULE_ERROR_CODE });
}
