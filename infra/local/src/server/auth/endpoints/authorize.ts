import { createHash, randomUUID } from 'node:crypto';
import { sendJson, sendRaw } from '../../http';
import { normEmail, readJson, safeRedirect, str, withQuery, type AuthContext, type Endpoint } from '../context';
import { authError } from '../errors';
import { createFlowState } from '../mail';
import { providerPage } from '../pages';
import { providerOf } from '../providers';
import { fragmentFor, redirectWith, requireUser, signIn } from '../sessions';
import { identitiesOf, userByEmail, userById, type UserRow } from '../users';

/** GET /authorize?provider=...: the local provider's consent page (signInWithOAuth opens it in the browser). */
export const authorizePage: Endpoint = (ctx, { res, url }) => {
  const provider = providerOf(url.searchParams.get('provider'));
  const redirectTo = safeRedirect(ctx, url.searchParams.get('redirect_to'));
  const link = url.searchParams.get('link');
  const grant = link ? ctx.consents.take(link) : undefined;
  if (link && (!grant || grant.provider !== provider)) throw authError(400, 'validation_failed', 'This link request has expired or was already used. Start linking again.');
  const consent = ctx.consents.open({
    provider,
    redirectTo,
    codeChallenge: url.searchParams.get('code_challenge') ?? undefined,
    codeChallengeMethod: url.searchParams.get('code_challenge_method') ?? undefined,
    linkTo: grant?.linkTo,
  });
  const page = providerPage({
    provider,
    action: `${ctx.issuer}/authorize`,
    hidden: { consent },
    email: `demo.${provider.replace(/_oidc$/, '')}@pitchside.dev`,
    name: 'Demo User',
    site: new URL(redirectTo).origin,
  });
  sendRaw(res, 200, page, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    // no framing: a page can't overlay this one and trick a click on Allow
    'X-Frame-Options': 'DENY',
    'Content-Security-Policy': "frame-ancestors 'none'",
  });
};

/** Where the refusal goes: ?error=... for PKCE clients, #error=... for implicit ones (GoTrue's split). */
function refusal(redirectTo: string, pkce: boolean, code: string, description: string): string {
  const params = { error: 'access_denied', error_code: code, error_description: description };
  return pkce ? withQuery(redirectTo, params) : `${redirectTo.split('#')[0]}#${new URLSearchParams(params).toString()}`;
}

/**
 * POST /authorize: the answer from the consent page. Needs the page's consent id and, from a browser, the
 * page's own origin. Signs in (or up) the provider's account; an existing account with a password is never
 * taken over this way: its owner signs in with the password.
 */
export const authorizeAnswer: Endpoint = async (ctx, { req, res }) => {
  const origin = req.headers.origin;
  if (origin && origin !== 'null' && origin !== new URL(ctx.config.url).origin) {
    throw authError(403, 'validation_failed', 'The sign-in answer must come from the consent page');
  }
  const body = await readJson(ctx, req);
  const consent = ctx.consents.take(str(body.consent) ?? '');
  if (!consent) throw authError(400, 'validation_failed', 'This sign-in page has expired or was already used. Start the sign-in again.');
  const pkce = !!consent.codeChallenge;
  if (body.decision === 'deny') return redirectWith(res, refusal(consent.redirectTo, pkce, 'access_denied', 'The user denied access'));
  const email = normEmail(body.email);
  const fullName = (str(body.full_name) ?? str(body.name) ?? '').trim().slice(0, 200);
  const out = await ctx.db.transaction(async (tx) => {
    const identity = identityOf(ctx, consent.provider, email, fullName);
    const linkedTo = (await tx.query<{ user_id: string }>('select user_id from auth.identities where provider = $1 and provider_id = $2', [consent.provider, identity.id])).rows[0]?.user_id;
    let u: UserRow;
    if (consent.linkTo) {
      // linkIdentity: the signed-in owner adds this provider account to their own user
      if (linkedTo && linkedTo !== consent.linkTo) return refusal(consent.redirectTo, pkce, 'identity_already_exists', 'Identity is already linked to another user');
      const owner = await userById(tx, consent.linkTo);
      if (!owner) throw authError(404, 'user_not_found', 'User not found');
      u = owner;
    } else {
      const existing = await userByEmail(tx, email);
      if (existing && !(await canSignInAs(tx, existing, consent.provider))) {
        return refusal(consent.redirectTo, pkce, 'email_exists', 'An account with this email already exists. Sign in with its password.');
      }
      u = existing ?? (await createProviderUser(tx, email, consent.provider, identity.data));
    }
    await linkIdentity(tx, u, consent.provider, identity);
    const flow = await createFlowState(tx, { code_challenge: consent.codeChallenge, code_challenge_method: consent.codeChallengeMethod }, u.id, consent.provider, 'oauth');
    if (flow) {
      const f = await tx.query<{ auth_code: string }>('select auth_code from auth.flow_state where id = $1', [flow]);
      return withQuery(consent.redirectTo, { code: f.rows[0]?.auth_code ?? '' });
    }
    const session = await signIn(ctx, tx, u.id, 'oauth');
    return `${consent.redirectTo.split('#')[0]}#${fragmentFor(session, '', { provider_token: 'local-provider-token' })}`;
  });
  redirectWith(res, out);
};

/** The provider may sign in to an account it created, or one with no password (nothing to take over). */
async function canSignInAs(tx: Q, u: UserRow, provider: string): Promise<boolean> {
  if ((await identitiesOf(tx, u.id)).some((i) => i.provider === provider)) return true;
  return !u.encrypted_password;
}

type Q = Parameters<typeof identitiesOf>[0];

function identityOf(ctx: AuthContext, provider: string, email: string, fullName: string) {
  const id = createHash('sha256').update(`${provider}:${email}`).digest('hex').slice(0, 21);
  const data = { sub: id, provider_id: id, email, email_verified: true, phone_verified: false, full_name: fullName || undefined, name: fullName || undefined, iss: `${ctx.issuer}/local-${provider}` };
  return { id, data };
}

async function createProviderUser(tx: Q, email: string, provider: string, identityData: Record<string, unknown>): Promise<UserRow> {
  const id = randomUUID();
  await tx.query(
    `insert into auth.users (instance_id, id, aud, role, email, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_anonymous)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, now(), $3::jsonb, $4::jsonb, now(), now(), false)`,
    [id, email, JSON.stringify({ provider, providers: [provider] }), JSON.stringify(identityData)],
  );
  return (await userById(tx, id)) as UserRow;
}

async function linkIdentity(tx: Q, u: UserRow, provider: string, identity: { id: string; data: Record<string, unknown> }) {
  const providers = new Set<string>(Array.isArray(u.raw_app_meta_data?.providers) ? (u.raw_app_meta_data?.providers as string[]) : []);
  providers.add(provider);
  await tx.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()),
       raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb) || jsonb_build_object('providers', $2::jsonb) where id = $1`,
    [u.id, JSON.stringify([...providers])],
  );
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at) values ($1, $2, $3::jsonb, $4, now())
     on conflict (provider_id, provider) do update set last_sign_in_at = now(), identity_data = excluded.identity_data`,
    [identity.id, u.id, JSON.stringify(identity.data), provider],
  );
}

/**
 * GET /user/identities/authorize?provider=...: linkIdentity. For the signed-in user only: answers the provider
 * page's URL (JSON with skip_http_redirect=true, else a redirect) carrying a one-time link grant, so the page
 * links the provider account to this user, whatever its email.
 */
export const linkIdentityStart: Endpoint = async (ctx, { res, url, token }) => {
  const { user } = await requireUser(ctx, token);
  const provider = providerOf(url.searchParams.get('provider'));
  const link = ctx.consents.open({ provider, redirectTo: safeRedirect(ctx, url.searchParams.get('redirect_to')), linkTo: user.id });
  const page = new URL(`${ctx.issuer}/authorize`);
  for (const [k, v] of url.searchParams) if (k !== 'skip_http_redirect') page.searchParams.set(k, v);
  page.searchParams.set('link', link);
  if (url.searchParams.get('skip_http_redirect') === 'true') return sendJson(res, 200, { url: page.toString() });
  redirectWith(res, page.toString());
};
