import { sendJson } from '../../http';
import { limitEmails, normEmail, readJson, safeRedirect, str, type Endpoint } from '../context';
import { authError } from '../errors';
import { createFlowState, emailLink } from '../mail';
import { userByEmail, userById } from '../users';

/** POST /recover: a password reset link, mailed only when the account exists (the answer never says). */
export const recover: Endpoint = async (ctx, { req, res, url }) => {
  const body = await readJson(ctx, req);
  const email = normEmail(body.email);
  limitEmails(ctx, req, email);
  const redirectTo = safeRedirect(ctx, url.searchParams.get('redirect_to') ?? body.redirect_to);
  await ctx.db.transaction(async (tx) => {
    const u = await userByEmail(tx, email);
    if (!u) return;
    const flow = await createFlowState(tx, body, u.id, 'recovery', 'recovery');
    await emailLink(ctx, tx, u, 'recovery', redirectTo, flow);
  });
  sendJson(res, 200, {});
};

/** POST /resend: the signup confirmation again (email change: the new-address link again). */
export const resend: Endpoint = async (ctx, { req, res, url }) => {
  const body = await readJson(ctx, req);
  const type = str(body.type);
  if (type !== 'signup' && type !== 'email_change') throw authError(400, 'validation_failed', 'Missing one of these types: signup, email_change, sms, phone_change');
  const email = normEmail(body.email);
  limitEmails(ctx, req, email);
  const redirectTo = safeRedirect(ctx, url.searchParams.get('redirect_to') ?? (body.options as Record<string, unknown> | undefined)?.emailRedirectTo);
  await ctx.db.transaction(async (tx) => {
    if (type === 'email_change') {
      const r = await tx.query<{ id: string }>(`select id from auth.users where lower(email_change) = $1 and deleted_at is null limit 1`, [email]);
      const id = r.rows[0]?.id;
      const u = id ? await userById(tx, id) : undefined;
      if (u) await emailLink(ctx, tx, u, 'email_change', redirectTo, null, email);
      return;
    }
    const u = await userByEmail(tx, email);
    if (!u || u.email_confirmed_at) return;
    const flow = await createFlowState(tx, body, u.id, 'email', 'email/signup');
    await emailLink(ctx, tx, u, 'signup', redirectTo, flow);
  });
  sendJson(res, 200, { message_id: null });
};
