import type { IncomingMessage, ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import { HttpError } from './extension';

export const CORS_ALLOW_HEADERS =
  'apikey, authorization, x-client-info, x-supabase-api-version, content-type, prefer, accept-profile, content-profile, range, range-unit, x-upsert, cache-control, x-requested-with';
export const CORS_EXPOSE_HEADERS = 'Content-Range, Content-Location, Preference-Applied, X-Supabase-Api-Version, Location';

/**
 * CORS for the configured site origins only (the shell's and the sections'): their requests get their origin
 * echoed with credentials allowed; a request without Origin (curl, server code) gets `*` without credentials;
 * any other origin gets no Allow-Origin, so its page cannot read the answer.
 */
export function setCors(req: IncomingMessage, res: ServerResponse, siteOrigins: readonly string[]): void {
  const origin = req.headers.origin;
  res.setHeader('Vary', 'Origin');
  if (!origin) res.setHeader('Access-Control-Allow-Origin', '*');
  else if (siteOrigins.includes(origin)) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
  }
  res.setHeader('Access-Control-Expose-Headers', CORS_EXPOSE_HEADERS);
}

export function answerPreflight(req: IncomingMessage, res: ServerResponse, siteOrigins: readonly string[]): void {
  setCors(req, res, siteOrigins);
  res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
  const asked = req.headers['access-control-request-headers'];
  res.setHeader('Access-Control-Allow-Headers', typeof asked === 'string' && asked ? asked : CORS_ALLOW_HEADERS);
  res.setHeader('Access-Control-Max-Age', '86400');
  res.writeHead(204);
  res.end();
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = body === undefined ? '' : JSON.stringify(body);
  sendRaw(res, status, text, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
}

export function sendRaw(res: ServerResponse, status: number, text: string | Buffer, headers: Record<string, string> = {}): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
  res.statusCode = status;
  if (status === 204 || status === 304) {
    res.end();
    return;
  }
  const body = compressed(res, text);
  res.setHeader('Content-Length', body.length);
  res.end(body);
}

/** Whether the request accepts a gzipped answer (`Accept-Encoding`). */
export const acceptsGzip = (req: IncomingMessage) => /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));

/** Bodies from this size on are sent gzipped to a client that accepts it. */
export const GZIP_FROM_BYTES = 1024;

/**
 * The body as sent: gzipped when the request accepts gzip and the body is at least GZIP_FROM_BYTES, as the hosted API
 * gateway sends it (a page of 50 deals: about 13 KB of JSON, 3 KB on the wire). A HEAD answer and a body another
 * layer already encoded go as they are.
 */
function compressed(res: ServerResponse, text: string | Buffer): Buffer {
  const raw = typeof text === 'string' ? Buffer.from(text) : text;
  if (!acceptsGzip(res.req) || res.req.method === 'HEAD' || raw.length < GZIP_FROM_BYTES || res.getHeader('Content-Encoding')) return raw;
  res.setHeader('Content-Encoding', 'gzip');
  const vary = res.getHeader('Vary');
  res.setHeader('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  return zlib.gzipSync(raw);
}

/** Reads a request body up to `limit` bytes; past it throws HttpError 413 (body built by `tooLarge`). */
export async function readBody(req: IncomingMessage, limit: number, tooLarge: () => Record<string, unknown>): Promise<string> {
  return (await readBodyBytes(req, limit, tooLarge)).toString('utf8');
}

/** readBody's bytes as sent (a binary body: application/octet-stream). */
export function readBodyBytes(req: IncomingMessage, limit: number, tooLarge: () => Record<string, unknown>): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      req.resume();
      reject(new HttpError(413, tooLarge()));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    req.on('data', (c: Buffer) => {
      if (failed) return;
      size += c.length;
      if (size > limit) {
        failed = true;
        reject(new HttpError(413, tooLarge()));
        return;
      }
      chunks.push(c);
    });
    req.on('end', () => {
      if (!failed) resolve(Buffer.concat(chunks));
    });
    req.on('error', (e) => {
      if (!failed) {
        failed = true;
        reject(e);
      }
    });
  });
}

/**
 * Parses a JSON body, refusing nesting deeper than `maxDepth` before JSON.parse sees it (a 100,000-deep body
 * would otherwise exhaust the stack further on). Returns `{ tooDeep: true }` or `{ value }`; throws SyntaxError.
 */
export function parseJsonBounded(text: string, maxDepth: number): { tooDeep: true } | { tooDeep: false; value: unknown } {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \\ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91 /* { [ */) {
      if (++depth > maxDepth) return { tooDeep: true };
    } else if (c === 125 || c === 93 /* } ] */) depth--;
  }
  return { tooDeep: false, value: JSON.parse(text) };
}

/**
 * The client's address: the socket's peer, or the first X-Forwarded-For hop when the peer is one of the
 * configured proxies (anyone else could write any address there and dodge per-address limits).
 */
export function clientAddress(req: IncomingMessage, trustedProxies: readonly string[]): string {
  const peer = (req.socket.remoteAddress ?? 'unknown').replace(/^::ffff:/, '');
  const forwarded = req.headers['x-forwarded-for'];
  if (typeof forwarded === 'string' && trustedProxies.includes(peer)) {
    const first = forwarded.split(',')[0]?.trim();
    if (first) return first;
  }
  return peer;
}

export function bearerToken(req: IncomingMessage): string | undefined {
  const h = req.headers.authorization;
  if (typeof h === 'string') {
    const m = /^\s*bearer\s+(.+?)\s*$/i.exec(h);
    if (m) return m[1];
  }
  const k = req.headers.apikey;
  if (typeof k === 'string' && k) return k;
  // the gateway also takes the key as the `apikey` URL parameter (what navigator.sendBeacon, which sets no headers, uses)
  const q = req.url?.includes('apikey=') ? new URL(req.url, 'http://localhost').searchParams.get('apikey') : null;
  return q || undefined;
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}
