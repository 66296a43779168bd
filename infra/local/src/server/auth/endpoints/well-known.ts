/**
 * GoTrue's /.well-known endpoints (internal/api/jwks.go): the public signing keys, and the OpenID discovery
 * document that names them. Open (no apikey), cached 10 minutes, like GoTrue's.
 */
import { sendJson } from '../../http';
import type { Endpoint } from '../context';

const CACHE = { 'Cache-Control': 'public, max-age=600' };

/** The public keys of every signing key (current, standby, previous); never the legacy HS256 secret. */
export const jwks: Endpoint = (ctx, { res }) => sendJson(res, 200, ctx.keyring.jwks(), CACHE);

export const openidConfiguration: Endpoint = (ctx, { res }) =>
  sendJson(res, 200, { issuer: ctx.issuer, jwks_uri: `${ctx.issuer}/.well-known/jwks.json` }, CACHE);
