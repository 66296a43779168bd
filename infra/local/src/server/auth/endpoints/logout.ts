import { sendRaw } from '../../http';
import { str, type Endpoint } from '../context';
import { authError } from '../errors';
import { requireUser } from '../sessions';

/** POST /logout?scope=global|local|others */
export const logout: Endpoint = async (ctx, { res, url, token }) => {
  const { user, claims } = await requireUser(ctx, token);
  const scope = url.searchParams.get('scope') ?? 'global';
  const sid = str(claims.session_id) ?? null;
  if (scope === 'local') {
    if (sid) await ctx.db.query('delete from auth.sessions where id = $1', [sid]);
  } else if (scope === 'others') {
    await ctx.db.query('delete from auth.sessions where user_id = $1 and id is distinct from $2::uuid', [user.id, sid]);
  } else if (scope === 'global') {
    await ctx.db.query('delete from auth.sessions where user_id = $1', [user.id]);
  } else {
    throw authError(400, 'validation_failed', 'Unsupported logout scope');
  }
  sendRaw(res, 204, '');
};
