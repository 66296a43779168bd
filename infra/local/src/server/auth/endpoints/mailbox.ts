import type { IncomingMessage } from 'node:http';
import { sendJson, sendRaw } from '../../http';
import type { AuthContext, AuthRequest } from '../context';
import { authError } from '../errors';
import { mailbox } from '../mail';
import { mailboxPage } from '../pages';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Local mode only (hosted Supabase sends real mail): the mailbox serves a page opened on this server or a
 * request from no page at all (a test runner, curl); a page on another site gets 403, and no CORS header lets
 * any other origin read it. The server is local-only too: it listens on 127.0.0.1 unless SUPABASE_HOST says otherwise.
 */
function mailboxAllowed(ctx: AuthContext, req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  const site = req.headers['sec-fetch-site'];
  if (!origin) return site === undefined || site === 'same-origin' || site === 'none';
  try {
    return origin === new URL(ctx.config.url).origin || (site === 'same-origin' && LOOPBACK.has(new URL(origin).hostname));
  } catch {
    return false;
  }
}

/** GET /mailbox (HTML) and /mailbox.json (?to= filters by recipient). */
export async function serveMailbox(ctx: AuthContext, { req, res, url }: Pick<AuthRequest, 'req' | 'res' | 'url'>, json: boolean): Promise<void> {
  res.removeHeader('Access-Control-Allow-Origin');
  res.removeHeader('Access-Control-Allow-Credentials');
  if (!mailboxAllowed(ctx, req)) throw authError(403, 'no_authorization', 'The local mailbox is only served to pages of this server');
  const mails = await mailbox(ctx.db, url.searchParams.get('to') ?? undefined);
  if (json) {
    sendJson(res, 200, {
      messages: mails.map((m) => ({ id: m.id, to: m.to_email, subject: m.subject, text: m.body_text, html: m.body_html, links: m.links, kind: m.kind, created_at: m.created_at })),
    });
  } else {
    sendRaw(res, 200, mailboxPage(mails), { 'Content-Type': 'text/html; charset=utf-8', 'X-Frame-Options': 'DENY', 'Content-Security-Policy': "frame-ancestors 'none'" });
  }
}
