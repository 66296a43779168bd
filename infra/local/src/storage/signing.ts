/** Signed URLs: an HS256 JWT `{url: 'bucket/name', iat, exp}` with the server's JWT secret. */
import { SignJWT } from 'jose';
import type { StorageContext } from './context';
import { storageErrors } from './errors';

export function secretOf(sc: StorageContext): Uint8Array {
  return new TextEncoder().encode(sc.server.config.jwtSecret);
}

export async function signUrl(sc: StorageContext, bucketId: string, name: string, expiresIn: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const token = await new SignJWT({ url: `${bucketId}/${name}` })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + expiresIn)
    .sign(secretOf(sc));
  return `/object/sign/${bucketId}/${name}?token=${token}`;
}

export function expiresInOf(v: unknown): number {
  const n = Number(v);
  if (!Number.isFinite(n) || n < 1 || n > 10 * 365 * 24 * 3600) {
    throw storageErrors.invalidInput('expiresIn must be a number of seconds between 1 and 315360000');
  }
  return Math.floor(n);
}
