import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import type { Socket } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { acceptsGzip } from '../server/http';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
};

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest))|image\/svg/;
/** Files whose names carry a content hash never change, so browsers may keep them. */
const HASHED = /\.[0-9a-f]{8}\.(js|css)$/;

/** The single-page app's HTML (webpack's index.html, kept aside when pages are pre-rendered). */
export const SPA_ENTRY = 'app.html';

export interface StaticServerOptions {
  root: string;
  port: number;
  host?: string;
  /** Unknown paths without a file extension get app.html, or index.html without one (client-side routing). */
  spa?: boolean;
  /** Lets pages on other origins load these files (remotes are fetched by the shell's origin). */
  cors?: boolean;
  /** Paths answered by a function instead of a file, e.g. /config.json built at run time. */
  dynamic?: Record<string, () => unknown>;
  /** Other folders served under a path prefix (`/marketplace/local/` -> a dist folder), as the CDN serves each section's build under the shell's origin. */
  mounts?: Record<string, string>;
  /** Serve HTTPS with this key and certificate, over HTTP/2 (as CloudFront does) or HTTP/1.1 for a client without it. */
  tls?: TlsFiles;
}

export interface TlsFiles {
  key: Buffer;
  cert: Buffer;
}

/** An HTTP server, or with `tls` an HTTP/2 one that also speaks HTTP/1.1 (WebSocket upgrades included). */
export function createWebServer(tls: TlsFiles | undefined, handler: http.RequestListener): http.Server | http2.Http2SecureServer {
  if (!tls) return http.createServer(handler);
  // HTTP/2's compatibility request and response have what a handler here uses: method, url, headers, setHeader, writeHead, end
  return http2.createSecureServer({ ...tls, allowHTTP1: true }, handler as unknown as (req: http2.Http2ServerRequest, res: http2.Http2ServerResponse) => void);
}

/** Listens on `port` at `host`; `close` also ends the connections still open. */
export function listen(server: http.Server | http2.Http2SecureServer, port: number, host: string, scheme: 'http' | 'https'): Promise<RunningServer> {
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      const bound = typeof address === 'object' && address ? address.port : port;
      resolve({
        url: `${scheme}://${host}:${bound}`,
        port: bound,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            for (const socket of sockets) socket.destroy();
          }),
      });
    });
  });
}

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = path.resolve(root, `.${path.posix.normalize(decoded)}`);
  return file === root || file.startsWith(root + path.sep) ? file : null;
}

/** A small production file server: gzip, long-lived caching of hashed files, SPA fallback, CORS. */
export function serveStatic(options: StaticServerOptions): Promise<RunningServer> {
  const shellRoot = path.resolve(options.root);
  const mounts = Object.entries(options.mounts ?? {}).map(([prefix, dir]) => ({ prefix, root: path.resolve(dir) }));
  const host = options.host ?? '127.0.0.1';
  const gzipCache = new Map<string, { mtimeMs: number; body: Buffer }>();

  const server = createWebServer(options.tls, (req, res) => {
    if (options.cors) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD, OPTIONS' }).end();
      return;
    }
    const requested = (req.url ?? '/').split('?')[0] ?? '/';
    const mount = mounts.find((m) => requested.startsWith(m.prefix));
    const root = mount?.root ?? shellRoot;
    const urlPath = mount ? `/${requested.slice(mount.prefix.length)}` : requested;

    const dynamic = options.dynamic?.[urlPath];
    if (dynamic) {
      const body = JSON.stringify(dynamic());
      res.writeHead(200, { 'content-type': TYPES['.json'], 'cache-control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }

    let file = resolveInside(root, urlPath);
    if (!file) {
      res.writeHead(400, { 'content-type': TYPES['.txt'] }).end('Bad path');
      return;
    }
    let stat = fs.statSync(file, { throwIfNoEntry: false });
    if (stat?.isDirectory()) {
      file = path.join(file, 'index.html');
      stat = fs.statSync(file, { throwIfNoEntry: false });
    }
    if (!stat?.isFile() && options.spa && !mount && !path.extname(urlPath)) {
      for (const entry of [SPA_ENTRY, 'index.html']) {
        file = path.join(root, entry);
        stat = fs.statSync(file, { throwIfNoEntry: false });
        if (stat?.isFile()) break;
      }
    }
    if (!stat?.isFile()) {
      res.writeHead(404, { 'content-type': TYPES['.txt'] }).end('Not found');
      return;
    }

    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const headers: Record<string, string> = {
      'content-type': type,
      'cache-control': HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
      'x-content-type-options': 'nosniff',
    };
    let body: Buffer = fs.readFileSync(file);
    if (COMPRESSIBLE.test(type) && acceptsGzip(req)) {
      const cached = gzipCache.get(file);
      if (cached && cached.mtimeMs === stat.mtimeMs) body = cached.body;
      else {
        const gz = zlib.gzipSync(body, { level: 9 });
        gzipCache.set(file, { mtimeMs: stat.mtimeMs, body: gz });
        body = gz;
      }
      headers['content-encoding'] = 'gzip';
      headers.vary = 'Accept-Encoding';
    }
    headers['content-length'] = String(body.length);
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });

  return listen(server, options.port, host, options.tls ? 'https' : 'http');
}
