/**
 * Locally, serverless-offline plays API Gateway, but it writes whatever Origin a request names into
 * Access-Control-Allow-Origin (its httpApi CORS branch ignores allowedOrigins except for preflights). API
 * Gateway answers only the configured origins. This plugin makes the local one do the same: for a request
 * whose Origin is not one of the site's (SITE_ORIGINS, as serverless.yml's allowedOrigins), every
 * Access-Control-* header is taken off the response, so a browser on another origin cannot read it, and its
 * preflight is refused.
 *
 * It adds one onPreResponse step to the hapi servers serverless-offline starts, after serverless-offline's own.
 */
const path = require('node:path');
const siteOrigins = require('./site-origins.cjs');

/** Strips the CORS grant from a response to an origin that is not the site's. */
function corsGuard(allowed) {
  return (request, h) => {
    const origin = request.headers.origin;
    if (!origin || allowed.includes(origin)) return h.continue;
    const response = request.response.isBoom ? request.response.output : request.response;
    for (const name of Object.keys(response.headers ?? {})) {
      if (name.toLowerCase().startsWith('access-control-')) delete response.headers[name];
    }
    if (request.method === 'options') {
      if (request.response.isBoom) response.statusCode = 403;
      else response.code(403);
    }
    return h.continue;
  };
}

/** The hapi serverless-offline uses (resolved from it, so it is the same module instance). */
function offlineHapi() {
  const offline = require.resolve('serverless-offline', { paths: [__dirname] });
  return require(require.resolve('@hapi/hapi', { paths: [path.dirname(offline)] }));
}

/** Every hapi server started from now on gets the guard as its last onPreResponse step. */
function guardHapiServers(allowed) {
  const hapi = offlineHapi();
  const proto = Object.getPrototypeOf(hapi.server());
  if (proto.__pitchsideCorsGuard) return;
  const start = proto.start;
  proto.start = function startWithCorsGuard(...args) {
    this.ext('onPreResponse', corsGuard(allowed));
    return start.apply(this, args);
  };
  Object.defineProperty(proto, '__pitchsideCorsGuard', { value: true });
}

class OfflineCorsGuard {
  constructor() {
    const guard = () => guardHapiServers(siteOrigins());
    // `osls offline` runs offline:start, `osls offline start` offline:start:init
    this.hooks = { 'before:offline:start': guard, 'before:offline:start:init': guard };
  }
}

module.exports = OfflineCorsGuard;
module.exports.corsGuard = corsGuard;
