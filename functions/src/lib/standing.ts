import { callerId } from './auth';
import type { Deps } from './deps';
import { must } from './clients';
import { HttpError } from './errors';

/**
 * The product's suspension message: the database refuses a suspended member's writes with the same words
 * (refuse_suspended_writes, migration 20251701000100_moderation_tables.sql), and the sign-in page titles its
 * toast with them (shared-ui/src/auth/auth-errors.ts).
 */
export const SUSPENDED_MESSAGE = 'Your account is suspended';
export const DELETED_MESSAGE = 'This account has been deleted';

interface AuthUser {
  user_metadata?: Record<string, unknown> | null;
  deleted_at?: string | null;
}

/** The user as the auth server's admin API has it (the secret key, as the database client sends it); null when there is no such user any more. */
async function authUser(deps: Pick<Deps, 'config'>, userId: string): Promise<AuthUser | null> {
  const res = await fetch(`${deps.config.supabaseUrl}/auth/v1/admin/users/${encodeURIComponent(userId)}`, {
    headers: { apikey: deps.config.secretKey },
    signal: AbortSignal.timeout(10_000),
  });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`read auth user: ${res.status}`);
  return (await res.json()) as AuthUser;
}

/**
 * A signed-in caller may act only while their account stands: a suspended member (profiles.suspended_at) and a
 * deleted account (delete_my_account() marks it deleted; an admin deletion removes it) are refused with 403,
 * whatever their still-valid access token says. Every function that acts for a caller checks this first.
 */
export async function assertInGoodStanding(deps: Pick<Deps, 'config' | 'db'>, userId: string): Promise<void> {
  const [profile, user] = await Promise.all([
    deps.db.from('profiles').select('suspended_at').eq('user_id', userId).maybeSingle(),
    authUser(deps, userId),
  ]);
  if (!user || user.deleted_at || user.user_metadata?.deleted === true) throw new HttpError(403, 'account_deleted', DELETED_MESSAGE);
  if (must(profile, 'read profile')?.suspended_at) throw new HttpError(403, 'account_suspended', SUSPENDED_MESSAGE);
}

/**
 * For a function a visitor may also use (the help assistant): a request without a session is a visitor's and
 * passes; a request with one must carry a valid session of an account in good standing (the same 401s and 403s,
 * with the same messages, as every signed-in function).
 */
export async function assertVisitorOrInGoodStanding(deps: Pick<Deps, 'config' | 'db'>, headers: Record<string, string | undefined>): Promise<void> {
  if (!(headers.authorization ?? headers.Authorization)) return;
  await assertInGoodStanding(deps, await callerId(headers, deps.config));
}
