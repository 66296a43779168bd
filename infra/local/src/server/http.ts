import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError } from './extension';

export const CORS_ALLOW_HEADERS =
  'apikey, authorization, x-client-info, x-supabase-api-version, content-type, prefer, accept-profile, content-profile, range, range-unit, x-upsert, cache-control, x-requested-with';
export const CORS_EXPOSE_HEADERS = 'Content-Range, Content-Location, Preference-Applied, X-Supabase-Api-Version, Location';

/** Adds CORS headers for any origin (credentials allowed: the origin is echoed). */
export function setCors(req: IncomingMessage, res: ServerResponse): void {
  const origin = req.headers.origin;
  res.setHeader('Access-Control-Allow-Origin', origin ?? '*');
  if (origin) {
    res.setHeader('Vary', 'Origin');
    res.setHeader('Access-Control-Allow-Credentials', 'true');
  }
  res.setHeader('Access-Control-Expose-Headers', CORS_EXPOSE_HEADERS);
}

export function answerPreflight(req: IncomingMessage, res: ServerResponse): void {
  setCors(req, res);
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

export function sendRaw(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
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
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
}

/** Reads a request body up to `limit` bytes; past it throws HttpError 413 (body built by `tooLarge`). */
export function readBody(req: IncomingMessage, limit: number, tooLarge: () => Record<string, unknown>): Promise<string> {
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
      if (!failed) resolve(Buffer.concat(chunks).toString('utf8'));
    });
    req.on('error', (e) => {
      if (!failed) {
        failed = true;
        reject(e);
      }
    });
  });
}

export function bearerToken(req: IncomingMessage): string | undefined {
  const h = req.headers.authorization;
  if (typeof h === 'string') {
    const m = /^\s*bearer\s+(.+?)\s*$/i.exec(h);
    if (m) return m[1];
  }
  const k = req.headers.apikey;
  return typeof k === 'string' && k ? k : undefined;
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}
