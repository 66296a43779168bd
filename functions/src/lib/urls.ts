import { badRequest } from './errors';

/** A return URL must be on the site's own origin: a checkout must never send someone elsewhere. */
export function assertSiteUrl(url: string, origins: string[], field: string): string {
  let origin: string;
  try {
    origin = new URL(url).origin;
  } catch {
    throw badRequest(`${field} must be a full URL.`, 'invalid_url');
  }
  if (!origins.includes(origin)) throw badRequest(`${field} must be on this site (${origins[0]}).`, 'off_site_url');
  return url;
}
