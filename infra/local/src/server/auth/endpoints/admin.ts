/** /admin/users: GoTrue's admin API (auth.admin.*), for the service role only. */
import { randomUUID } from 'node:crypto';
import { hash } from 'bcryptjs';
import { sendJson } from '../../http';
import { checkPassword, normEmail, readJson, type AuthContext, type AuthRequest, type Endpoint } from '../context';
import { authError } from '../errors';
import { requireServiceRole } from '../sessions';
import { listUsers, userByEmail, userById, userJson, userJsonById, identitiesOf } from '../users';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function metadata(v: unknown, field: string): Record<string, unknown> | undefined {
  if (v === undefined) return undefined;
  if (!v || typeof v !== 'object' || Array.isArray(v)) throw authError(400, 'validation_failed', `${field} must be an object`);
  return v as Record<string, unknown>;
}

/** The user id in /admin/users/<id>. */
export function adminUserId(r: AuthRequest): string {
  const id = decodeURIComponent(r.url.pathname.replace(/\/+$/, '').split('/').pop() ?? '');
  if (!UUID_RE.test(id)) throw authError(404, 'user_not_found', 'User not found');
  return id;
}

/** POST /admin/users: auth.admin.createUser */
export const adminCreateUser: Endpoint = async (ctx, { req, res, token }) => {
  await requireServiceRole(ctx, token);
  const body = await readJson(ctx, req);
  const email = normEmail(body.email);
  const password = body.password === undefined ? null : await hash(checkPassword(body.password), ctx.config.auth.bcryptCost);
  const userMeta = metadata(body.user_metadata, 'user_metadata') ?? {};
  const appMeta = { provider: 'email', providers: ['email'], ...(metadata(body.app_metadata, 'app_metadata') ?? {}) };
  const confirmed = body.email_confirm === true;
  const out = await ctx.db.transaction(async (tx) => {
    if (await userByEmail(tx, email)) throw authError(422, 'email_exists', 'A user with this email address has already been registered');
    const id = randomUUID();
    await tx.query(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_anonymous)
       values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3, case when $4 then now() end, $5::jsonb, $6::jsonb, now(), now(), false)`,
      [id, email, password, confirmed, JSON.stringify(appMeta), JSON.stringify(userMeta)],
    );
    await tx.query(`insert into auth.identities (provider_id, user_id, identity_data, provider) values ($1, $2, $3::jsonb, 'email')`, [
      id, id, JSON.stringify({ sub: id, email, email_verified: confirmed, phone_verified: false }),
    ]);
    return userJsonById(tx, id);
  });
  sendJson(res, 200, out);
};

/** GET /admin/users?page&per_page: auth.admin.listUsers (total and pagination in headers, as GoTrue sends them). */
export const adminListUsers: Endpoint = async (ctx, { res, url, token }) => {
  await requireServiceRole(ctx, token);
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1);
  const perPage = Math.min(1000, Math.max(1, Number.parseInt(url.searchParams.get('per_page') ?? '50', 10) || 50));
  const { users, total } = await listUsers(ctx.db, page, perPage);
  const out = await Promise.all(users.map(async (u) => userJson(u, await identitiesOf(ctx.db, u.id))));
  const last = Math.max(1, Math.ceil(total / perPage));
  const link = (p: number, rel: string) => `</admin/users?page=${p}&per_page=${perPage}>; rel="${rel}"`;
  const links = [...(page < last ? [link(page + 1, 'next')] : []), link(last, 'last')];
  sendJson(res, 200, { users: out, aud: 'authenticated' }, { 'X-Total-Count': String(total), Link: links.join(', ') });
};

async function existingUser(ctx: AuthContext, r: AuthRequest) {
  await requireServiceRole(ctx, r.token);
  const id = adminUserId(r);
  const u = await userById(ctx.db, id);
  if (!u) throw authError(404, 'user_not_found', 'User not found');
  return u;
}

/** GET /admin/users/<id>: auth.admin.getUserById */
export const adminGetUser: Endpoint = async (ctx, r) => {
  const u = await existingUser(ctx, r);
  sendJson(r.res, 200, userJson(u, await identitiesOf(ctx.db, u.id)));
};

/** PUT /admin/users/<id>: auth.admin.updateUserById (email and password take effect at once: no mail). */
export const adminUpdateUser: Endpoint = async (ctx, r) => {
  const u = await existingUser(ctx, r);
  const body = await readJson(ctx, r.req);
  const out = await ctx.db.transaction(async (tx) => {
    if (body.email !== undefined) {
      const email = normEmail(body.email);
      const other = await userByEmail(tx, email);
      if (other && other.id !== u.id) throw authError(422, 'email_exists', 'A user with this email address has already been registered');
      await tx.query(`update auth.users set email = $2, email_change = '', updated_at = now() where id = $1`, [u.id, email]);
      await tx.query(`update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text) where user_id = $1 and provider = 'email'`, [u.id, email]);
    }
    if (body.password !== undefined) {
      await tx.query('update auth.users set encrypted_password = $2, updated_at = now() where id = $1', [u.id, await hash(checkPassword(body.password), ctx.config.auth.bcryptCost)]);
    }
    if (body.email_confirm === true) await tx.query('update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1', [u.id]);
    const userMeta = metadata(body.user_metadata, 'user_metadata');
    if (userMeta) await tx.query(`update auth.users set raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || $2::jsonb, updated_at = now() where id = $1`, [u.id, JSON.stringify(userMeta)]);
    const appMeta = metadata(body.app_metadata, 'app_metadata');
    if (appMeta) await tx.query(`update auth.users set raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb) || $2::jsonb, updated_at = now() where id = $1`, [u.id, JSON.stringify(appMeta)]);
    if (typeof body.ban_duration === 'string') {
      const until = body.ban_duration === 'none' ? null : banUntil(body.ban_duration);
      await tx.query('update auth.users set banned_until = $2 where id = $1', [u.id, until]);
      if (until) await tx.query('delete from auth.sessions where user_id = $1', [u.id]);
    }
    return userJsonById(tx, u.id);
  });
  sendJson(r.res, 200, out);
};

/** Go duration ('24h', '30m', '1h30m') from now. */
function banUntil(d: string): string {
  const m = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(d);
  if (!m || d === '') throw authError(400, 'validation_failed', 'ban_duration must be a duration like 24h or none');
  const ms = ((Number(m[1] ?? 0) * 60 + Number(m[2] ?? 0)) * 60 + Number(m[3] ?? 0)) * 1000;
  return new Date(Date.now() + ms).toISOString();
}

/** DELETE /admin/users/<id>: auth.admin.deleteUser (should_soft_delete marks it deleted instead). */
export const adminDeleteUser: Endpoint = async (ctx, r) => {
  const u = await existingUser(ctx, r);
  const body = await readJson(ctx, r.req);
  if (body.should_soft_delete === true) {
    await ctx.db.transaction(async (tx) => {
      await tx.query(`update auth.users set deleted_at = now(), email = null, encrypted_password = null where id = $1`, [u.id]);
      await tx.query('delete from auth.sessions where user_id = $1', [u.id]);
      await tx.query('delete from auth.identities where user_id = $1', [u.id]);
    });
  } else {
    await ctx.db.query('delete from auth.users where id = $1', [u.id]);
  }
  sendJson(r.res, 200, {});
};
