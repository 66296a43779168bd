/**
 * The local mailer: one-time links and codes (signup confirmation, recovery, magic link / email OTP, email
 * change) written to auth.local_mail_outbox, which /mailbox shows. Local mode only: hosted Supabase sends
 * real mail.
 */
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { Db, Tx } from '../../db';
import { str, type AuthContext } from './context';
import { authError } from './errors';
import type { UserRow } from './users';
import type { MailRow } from './pages';

export type LinkType = 'signup' | 'recovery' | 'magiclink' | 'email_change';

const MAILS: Record<LinkType, { subject: string; text: string }> = {
  signup: { subject: 'Confirm your signup', text: 'Follow this link to confirm your email address:' },
  recovery: { subject: 'Reset your password', text: 'Follow this link to reset the password for your account:' },
  magiclink: { subject: 'Your Magic Link', text: 'Follow this link to sign in:' },
  email_change: { subject: 'Confirm Change of Email', text: 'Follow this link to confirm the update of your email to this address:' },
};

const SENT_AT: Record<LinkType, string> = {
  signup: 'confirmation_sent_at',
  recovery: 'recovery_sent_at',
  magiclink: 'confirmation_sent_at',
  email_change: 'email_change_sent_at',
};

async function sendMail(tx: Tx, to: string, kind: string, subject: string, text: string, link: string, code: string) {
  const html = `<p>${text}</p><p><a href="${link}">${subject}</a></p><p>Or enter this code: ${code}</p>`;
  await tx.query(
    'insert into auth.local_mail_outbox (to_email, subject, body_text, body_html, links, kind) values ($1, $2, $3, $4, $5::jsonb, $6)',
    [to, subject, `${text}\n\n${link}\n\nOr enter this code: ${code}`, html, JSON.stringify([link]), kind],
  );
}

/** The key a 6-digit code is stored under: codes are only unique per user. */
export const codeKey = (userId: string, code: string): string => `code:${userId}:${code}`;

/**
 * A password reset opens the site's reset page with the token hash, which the page verifies with verifyOtp: no
 * PKCE verifier is needed, so the link works in any browser (the e-mail template Supabase recommends, also in
 * infra/supabase/templates/recovery.html for the hosted project).
 */
export function recoveryLink(redirectTo: string, token: string): string {
  const url = new URL(redirectTo);
  url.searchParams.set('token_hash', token);
  url.searchParams.set('type', 'recovery');
  return url.toString();
}

/** Mails a one-time link and code to `to` (the user's address, or the new one for an email change). */
export async function emailLink(ctx: AuthContext, tx: Tx, u: UserRow, type: LinkType, redirectTo: string, flowStateId: string | null, to = u.email ?? ''): Promise<void> {
  const token = randomBytes(24).toString('base64url');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  // a new mail replaces the earlier links of its kind, as GoTrue keeps one token per kind
  await tx.query('update auth.local_one_time_tokens set used_at = now() where user_id = $1 and type = $2 and used_at is null', [u.id, type]);
  for (const key of [token, codeKey(u.id, code)]) {
    await tx.query('insert into auth.local_one_time_tokens (token, user_id, type, flow_state_id, redirect_to) values ($1, $2, $3, $4, $5)', [
      key, u.id, type, flowStateId, redirectTo,
    ]);
  }
  const link = type === 'recovery' ? recoveryLink(redirectTo, token) : `${ctx.issuer}/verify?token=${token}&type=${type}&redirect_to=${encodeURIComponent(redirectTo)}`;
  await tx.query(`update auth.users set ${SENT_AT[type]} = now() where id = $1`, [u.id]);
  await sendMail(tx, to, type, MAILS[type].subject, MAILS[type].text, link, code);
}

export interface ConsumedToken {
  user_id: string;
  type: LinkType;
  flow_state_id: string | null;
  redirect_to: string | null;
}

/** Verify types a stored token answers to (`email` is the OTP type for signup and magic link codes). */
function typeMatches(stored: string, asked: string): boolean {
  if (stored === asked) return true;
  return (stored === 'signup' || stored === 'magiclink') && (asked === 'email' || asked === 'signup' || asked === 'magiclink');
}

/** Uses up a one-time token (and its sibling link or code) and applies what it confirms. */
export async function consumeToken(tx: Tx, key: string, type: string): Promise<ConsumedToken> {
  const r = await tx.query<ConsumedToken & { fresh: boolean }>(
    `update auth.local_one_time_tokens set used_at = now() where token = $1 and used_at is null
     returning user_id, type, flow_state_id, redirect_to, created_at > now() - interval '24 hours' as fresh`,
    [key],
  );
  const t = r.rows[0];
  if (!t || !typeMatches(t.type, type) || !t.fresh) throw authError(403, 'otp_expired', 'Email link is invalid or has expired');
  await tx.query('update auth.local_one_time_tokens set used_at = now() where user_id = $1 and type = $2 and used_at is null', [t.user_id, t.type]);
  if (t.type === 'email_change') {
    const moved = await tx.query<{ email: string }>(
      `update auth.users set email = email_change, email_change = '', email_change_token_new = '', email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
       where id = $1 and coalesce(email_change, '') <> '' returning email`,
      [t.user_id],
    );
    const email = moved.rows[0]?.email;
    if (!email) throw authError(403, 'otp_expired', 'Email link is invalid or has expired');
    await tx.query(`update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text) where user_id = $1 and provider = 'email'`, [t.user_id, email]);
  } else {
    await tx.query('update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1', [t.user_id]);
    await tx.query(`update auth.identities set identity_data = identity_data || '{"email_verified":true}'::jsonb where user_id = $1 and provider = 'email'`, [t.user_id]);
  }
  return t;
}

/** GoTrue's PKCE flow state for a code challenge in the body (null when the client uses the implicit flow). */
export async function createFlowState(tx: Tx, body: Record<string, unknown>, userId: string | null, providerType: string, method: string): Promise<string | null> {
  const challenge = str(body.code_challenge);
  if (!challenge) return null;
  const m = (str(body.code_challenge_method) ?? 'plain').toLowerCase();
  if (m !== 's256' && m !== 'plain') throw authError(400, 'validation_failed', 'Code challenge method must be one of s256, plain');
  if (challenge.length < 43 || challenge.length > 128) throw authError(400, 'validation_failed', 'Code challenge has invalid length');
  const id = randomUUID();
  await tx.query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type, authentication_method, auth_code_issued_at)
     values ($1, $2, $3, $4, $5, $6, $7, now())`,
    [id, userId, randomUUID(), m, challenge, providerType, method],
  );
  return id;
}

/** The mailbox, newest first (optionally one recipient's). */
export async function mailbox(db: Db, to?: string): Promise<MailRow[]> {
  const r = await db.query<MailRow>(
    `select id::int as id, to_email, subject, body_text, body_html, links, kind, to_json(created_at)#>>'{}' as created_at
     from auth.local_mail_outbox where ($1::text is null or lower(to_email) = lower($1)) order by id desc limit 200`,
    [to ?? null],
  );
  return r.rows;
}
