/** A notification is expired once its expires_at has passed (it stays in an open list, faded, until refetched). */
export function isExpired(expiresAt: string | null, now: number = Date.now()): boolean {
  return expiresAt !== null && new Date(expiresAt).getTime() <= now;
}
