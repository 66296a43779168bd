import { randomUUID } from 'node:crypto';
import { sendJson } from '../../http';
import { limitEmails, normEmail, readJson, safeRedirect, str, type Endpoint } from '../context';
import { authError } from '../errors';
import { createFlowState, emailLink } from '../mail';
import { userByEmail, userById, type UserRow } from '../users';

/**
 * POST /otp: signInWithOtp by email: mails a magic link and a 6-digit code (verifyOtp type 'email').
 * create_user (default true) signs up an unknown address; false answers 422 otp_disabled as GoTrue does.
 */
export const otp: Endpoint = async (ctx, { req, res, url }) => {
  const body = await readJson(ctx, req);
  if (body.email === undefined && str(body.phone)) throw authError(400, 'phone_provider_disabled', 'Unsupported phone provider');
  const email = normEmail(body.email);
  limitEmails(ctx, req, email);
  const redirectTo = safeRedirect(ctx, url.searchParams.get('redirect_to') ?? body.redirect_to);
  const createUser = body.create_user !== false;
  const data = body.data && typeof body.data === 'object' && !Array.isArray(body.data) ? body.data : {};
  await ctx.db.transaction(async (tx) => {
    let u = await userByEmail(tx, email);
    let type: 'magiclink' | 'signup' = 'magiclink';
    if (!u) {
      if (!createUser) throw authError(422, 'otp_disabled', 'Signups not allowed for otp');
      const id = randomUUID();
      await tx.query(
        `insert into auth.users (instance_id, id, aud, role, email, raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_anonymous)
         values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, '{"provider":"email","providers":["email"]}'::jsonb, $3::jsonb, now(), now(), false)`,
        [id, email, JSON.stringify(data)],
      );
      await tx.query(
        `insert into auth.identities (provider_id, user_id, identity_data, provider) values ($1, $2, $3::jsonb, 'email')`,
        [id, id, JSON.stringify({ sub: id, email, email_verified: false, phone_verified: false })],
      );
      u = (await userById(tx, id)) as UserRow;
      type = 'signup';
    }
    const flow = await createFlowState(tx, body, u.id, 'email', type === 'signup' ? 'email/signup' : 'magiclink');
    await emailLink(ctx, tx, u, type, redirectTo, flow);
  });
  sendJson(res, 200, { message_id: null });
};
