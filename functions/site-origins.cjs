/**
 * The site's origins, from SITE_ORIGINS (comma-separated): CORS's allowedOrigins in serverless.yml (API Gateway
 * answers only these), the local CORS guard (offline-cors.cjs), and the only allowed checkout return URLs.
 * Each must be a bare origin (scheme://host[:port]); '*' is refused. Locally it defaults to the dev site; a
 * deployed stage must name its origins.
 */
const LOCAL_DEFAULT = 'http://localhost:3000';

module.exports = (ctx = {}) => {
  const stage = ctx.options?.stage ?? 'local';
  const raw = process.env.SITE_ORIGINS || (stage === 'local' ? LOCAL_DEFAULT : '');
  const origins = raw.split(',').map((o) => o.trim()).filter(Boolean);
  if (origins.length === 0) throw new Error(`SITE_ORIGINS must name the site's origins to deploy stage "${stage}" (CORS answers only them).`);
  for (const o of origins) {
    let parsed;
    try {
      parsed = new URL(o);
    } catch {
      parsed = undefined;
    }
    if (!parsed || parsed.origin !== o) throw new Error(`SITE_ORIGINS: "${o}" is not an origin such as https://pitchside.dev (no '*', path or trailing slash).`);
  }
  return origins;
};
