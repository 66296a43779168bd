/**
 * Pending consents of the local provider page: GET /authorize stores what the client asked for under a random
 * id that only the rendered page carries; POST /authorize must bring it back (once, within 10 minutes), so
 * no request can sign in without the page having been shown and acted on. A link grant (GET
 * /user/identities/authorize, signed in) is the same kind of id, handed to the owner only, that the page turns
 * into a consent for linking to that owner.
 */
import { randomBytes } from 'node:crypto';

export interface Consent {
  provider: string;
  redirectTo: string;
  codeChallenge?: string;
  codeChallengeMethod?: string;
  /** linkIdentity: the signed-in user the provider account is linked to (the consent then signs in only them). */
  linkTo?: string;
  expires: number;
}

export interface Consents {
  open(c: Omit<Consent, 'expires'>): string;
  /** The consent for `id`, removed: each page is good for one answer. */
  take(id: string): Consent | undefined;
}

export function createConsents(ttlMs = 10 * 60 * 1000): Consents {
  const pending = new Map<string, Consent>();
  return {
    open(c) {
      const now = Date.now();
      if (pending.size > 1000) for (const [k, v] of pending) if (v.expires < now) pending.delete(k);
      const id = randomBytes(24).toString('base64url');
      pending.set(id, { ...c, expires: now + ttlMs });
      return id;
    },
    take(id) {
      const c = pending.get(id);
      pending.delete(id);
      return c && c.expires > Date.now() ? c : undefined;
    },
  };
}
