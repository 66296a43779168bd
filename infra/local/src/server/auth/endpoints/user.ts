import { compare, hash } from 'bcryptjs';
import { sendJson } from '../../http';
import { checkPassword, limitEmails, normEmail, readJson, safeRedirect, type Endpoint } from '../context';
import { authError } from '../errors';
import { emailLink } from '../mail';
import { requireUser } from '../sessions';
import { identitiesOf, userByEmail, userJsonById, userJson } from '../users';

/** GET /user */
export const getUser: Endpoint = async (ctx, { res, token }) => {
  const { user } = await requireUser(ctx, token);
  sendJson(res, 200, userJson(user, await identitiesOf(ctx.db, user.id)));
};

/**
 * PUT /user: metadata and password change at once; a new email address takes effect only once the link
 * mailed to it is followed (GoTrue with email change confirmation, as hosted Supabase runs it).
 */
export const putUser: Endpoint = async (ctx, { req, res, url, token }) => {
  const { user } = await requireUser(ctx, token);
  const body = await readJson(ctx, req);
  const out = await ctx.db.transaction(async (tx) => {
    if (body.password !== undefined) {
      const p = checkPassword(body.password);
      if (user.encrypted_password && (await compare(p, user.encrypted_password).catch(() => false))) {
        throw authError(422, 'same_password', 'New password should be different from the old password.');
      }
      await tx.query('update auth.users set encrypted_password = $2, updated_at = now() where id = $1', [user.id, await hash(p, ctx.config.auth.bcryptCost)]);
    }
    if (body.email !== undefined) {
      const email = normEmail(body.email);
      if (email !== user.email) {
        if (await userByEmail(tx, email)) throw authError(422, 'email_exists', 'A user with this email address has already been registered');
        limitEmails(ctx, req, email);
        await tx.query(`update auth.users set email_change = $2, updated_at = now() where id = $1`, [user.id, email]);
        const redirectTo = safeRedirect(ctx, url.searchParams.get('redirect_to') ?? body.redirect_to);
        await emailLink(ctx, tx, { ...user, email_change: email }, 'email_change', redirectTo, null, email);
      }
    }
    if (body.data !== undefined) {
      if (!body.data || typeof body.data !== 'object' || Array.isArray(body.data)) throw authError(400, 'validation_failed', 'data must be an object');
      await tx.query(
        `update auth.users set raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || $2::jsonb, updated_at = now() where id = $1`,
        [user.id, JSON.stringify(body.data)],
      );
    }
    return userJsonById(tx, user.id);
  });
  sendJson(res, 200, out);
};
