import { randomUUID } from 'node:crypto';
import { hash } from 'bcryptjs';
import { sendJson } from '../../http';
import { checkPassword, limitEmails, normEmail, readJson, safeRedirect, type Endpoint } from '../context';
import { authError } from '../errors';
import { createFlowState, emailLink } from '../mail';
import { signIn } from '../sessions';
import { userByEmail, userById, userJson, userJsonById, type UserRow } from '../users';

/** POST /signup */
export const signup: Endpoint = async (ctx, { req, res, url }) => {
  const a = ctx.config.auth;
  const body = await readJson(ctx, req);
  const email = normEmail(body.email);
  const password = checkPassword(body.password);
  limitEmails(ctx, req, email);
  const data = body.data && typeof body.data === 'object' && !Array.isArray(body.data) ? (body.data as Record<string, unknown>) : {};
  const redirectTo = safeRedirect(ctx, url.searchParams.get('redirect_to') ?? body.redirect_to);
  const hashed = await hash(password, a.bcryptCost);
  const out = await ctx.db.transaction(async (tx) => {
    const existing = await userByEmail(tx, email);
    if (existing) {
      if (!a.enableEmailConfirmations) throw authError(422, 'user_already_exists', 'User already registered');
      // GoTrue hides existing accounts when confirmations are on: a user-shaped answer with no identities
      if (existing.email_confirmed_at) return { ...userJson(existing, []), identities: [] };
      const flow = await createFlowState(tx, body, existing.id, 'email', 'email/signup');
      await emailLink(ctx, tx, existing, 'signup', redirectTo, flow);
      return userJsonById(tx, existing.id);
    }
    const id = randomUUID();
    await tx.query(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_anonymous)
       values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3, ${a.enableEmailConfirmations ? 'null' : 'now()'},
         '{"provider":"email","providers":["email"]}'::jsonb, $4::jsonb, now(), now(), false)`,
      [id, email, hashed, JSON.stringify(data)],
    );
    await tx.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at) values ($1, $2, $3::jsonb, 'email', now())`,
      [id, id, JSON.stringify({ sub: id, email, email_verified: !a.enableEmailConfirmations, phone_verified: false })],
    );
    if (!a.enableEmailConfirmations) return signIn(ctx, tx, id, 'password');
    const flow = await createFlowState(tx, body, id, 'email', 'email/signup');
    await emailLink(ctx, tx, (await userById(tx, id)) as UserRow, 'signup', redirectTo, flow);
    return userJsonById(tx, id);
  });
  sendJson(res, 200, out);
};
