import { sendJson } from '../../http';
import { normEmail, readJson, safeRedirect, str, withQuery, type Endpoint } from '../context';
import { authError } from '../errors';
import { HttpError } from '../../extension';
import { codeKey, consumeToken } from '../mail';
import { fragmentFor, redirectWith, signIn } from '../sessions';
import { userByEmail } from '../users';

/** GET /verify?token&type&redirect_to: the link in a mail; redirects with ?code= (PKCE) or #access_token=... */
export const verifyLink: Endpoint = async (ctx, { res, url }) => {
  const token = url.searchParams.get('token') ?? '';
  const type = url.searchParams.get('type') ?? '';
  const fallback = safeRedirect(ctx, url.searchParams.get('redirect_to'));
  try {
    const out = await ctx.db.transaction(async (tx) => {
      const t = await consumeToken(tx, token, type);
      const redirectTo = safeRedirect(ctx, url.searchParams.get('redirect_to') ?? t.redirect_to);
      if (t.flow_state_id) {
        const f = await tx.query<{ auth_code: string }>('update auth.flow_state set user_id = $2, auth_code_issued_at = now() where id = $1 returning auth_code', [t.flow_state_id, t.user_id]);
        const code = f.rows[0]?.auth_code;
        if (code) return withQuery(redirectTo, { code });
      }
      const session = await signIn(ctx, tx, t.user_id, 'otp');
      const kind = t.type === 'recovery' ? 'recovery' : t.type === 'email_change' ? 'email_change' : t.type === 'magiclink' ? 'magiclink' : 'signup';
      return `${redirectTo.split('#')[0]}#${fragmentFor(session, kind)}`;
    });
    redirectWith(res, out);
  } catch (e) {
    if (e instanceof HttpError) {
      const frag = new URLSearchParams({ error: 'access_denied', error_code: 'otp_expired', error_description: 'Email link is invalid or has expired' });
      redirectWith(res, `${fallback.split('#')[0]}#${frag.toString()}`);
      return;
    }
    throw e;
  }
};

/** POST /verify: { token_hash, type } from a link, or { email, token, type } with the 6-digit code from the mail. */
export const verifyOtp: Endpoint = async (ctx, { req, res }) => {
  const body = await readJson(ctx, req);
  const type = str(body.type);
  const hashed = str(body.token_hash);
  const code = str(body.token);
  if (!type || (!hashed && !code)) throw authError(400, 'validation_failed', 'Verify requires a token or a token hash and a type');
  const session = await ctx.db.transaction(async (tx) => {
    let key = hashed ?? code ?? '';
    if (!hashed && body.email !== undefined) {
      const email = normEmail(body.email);
      // codes are six digits: bound the guesses per address like sign-in attempts
      ctx.limiter.hit(`verify:${email}`, ctx.config.auth.signInRateLimit, 'over_request_rate_limit', 'Too many requests: request rate limit reached');
      const u = type === 'email_change'
        ? (await tx.query<{ id: string }>('select id from auth.users where lower(email_change) = $1 and deleted_at is null limit 1', [email])).rows[0]
        : await userByEmail(tx, email);
      if (!u) throw authError(403, 'otp_expired', 'Token has expired or is invalid');
      key = codeKey(u.id, code ?? '');
    }
    const t = await consumeToken(tx, key, type);
    return signIn(ctx, tx, t.user_id, 'otp');
  });
  sendJson(res, 200, session);
};
