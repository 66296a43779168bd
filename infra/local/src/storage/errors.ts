/**
 * The one catalogue of errors the local storage API answers (names after supabase/storage's
 * src/internal/errors/codes.ts). The body is Storage's: `{ statusCode: '<status>', error, message }`.
 */
export class StorageError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }
  body() {
    return { statusCode: String(this.status), error: this.error, message: this.message };
  }
}

export const storageErrors = {
  objectNotFound: () => new StorageError(404, 'not_found', 'Object not found'),
  bucketNotFound: () => new StorageError(404, 'Bucket not found', 'Bucket not found'),
  routeNotFound: (message: string) => new StorageError(404, 'not_found', message),
  rlsDenied: () => new StorageError(403, 'Unauthorized', 'new row violates row-level security policy'),
  unauthorized: (message: string) => new StorageError(401, 'Unauthorized', message),
  methodNotAllowed: (message: string) => new StorageError(405, 'Method not allowed', message),
  payloadTooLarge: (message: string) => new StorageError(413, 'Payload too large', message),
  invalidJson: (message: string) => new StorageError(400, 'Invalid JSON', message),
  invalidKey: (message: string) => new StorageError(400, 'InvalidKey', message),
  invalidInput: (message: string) => new StorageError(400, 'Invalid input', message),
  invalidJwt: (message: string) => new StorageError(400, 'InvalidJWT', message),
  invalidSignature: () => new StorageError(400, 'InvalidSignature', 'The url does not match the signature'),
  invalidMimeType: (message: string) => new StorageError(415, 'invalid_mime_type', message),
  invalidForm: (message: string) => new StorageError(400, 'Invalid form', message),
  invalidRequest: (message: string) => new StorageError(400, 'InvalidRequest', message),
  duplicate: () => new StorageError(409, 'Duplicate', 'The resource already exists'),
};
