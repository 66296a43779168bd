/**
 * The Supabase-compatible local server: /auth/v1 (GoTrue), /rest/v1 (PostgREST), /mailbox, then each
 * ServerExtension by prefix (storage, realtime, ...) for HTTP and for `upgrade`.
 *
 *   const { url, close } = await createServer({ db, config: await buildConfig({ port: 0 }) });
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Db } from '../db';
import { gotrueSqlFile } from '../locations';
import { createAuthHandler, OPEN_PATHS, type AuthHandler } from './auth/router';
import { shapeAuthError } from './auth/errors';
import { createAuthenticator } from './authenticate';
import { createKeyring, isBrowserRequest, sameKey } from './keys';
import { buildConfig, type FullServerConfig } from './config';
import { HttpError, type LocalServerConfig, type ServerContext, type ServerExtension } from './extension';
import { answerPreflight, bearerToken, sendJson, setCors } from './http';
import { createRestHandler, type RestHandler } from './rest/handler';

export const GOTRUE_SQL_FILE = gotrueSqlFile;

export interface CreateServerOptions {
  db: Db;
  /** A LocalServerConfig (defaults fill the auth options) or a FullServerConfig from buildConfig(). port 0 = a free port. */
  config: LocalServerConfig | FullServerConfig;
  extensions?: ServerExtension[];
  log?: (msg: string) => void;
}

export interface LocalServer {
  server: http.Server;
  url: string;
  config: FullServerConfig;
  context: ServerContext;
  rest: RestHandler;
  auth: AuthHandler;
  close(): Promise<void>;
}

function isFull(c: LocalServerConfig | FullServerConfig): c is FullServerConfig {
  return 'auth' in c && 'bodyLimit' in c;
}

/** Applies infra/local/sql/gotrue.sql (idempotent). */
export async function applyGotrueSql(db: Db): Promise<void> {
  await db.exec(fs.readFileSync(GOTRUE_SQL_FILE, 'utf8'));
}

export async function createServer(opts: CreateServerOptions): Promise<LocalServer> {
  const { db } = opts;
  const log = opts.log ?? (() => undefined);
  const base = isFull(opts.config) ? opts.config : { ...(await buildConfig({ jwtSecret: opts.config.jwtSecret })), ...opts.config };
  const config: FullServerConfig = { ...base, auth: { ...base.auth } };
  await applyGotrueSql(db);
  await db.query('insert into auth.local_site (url) values ($1) on conflict (id) do update set url = excluded.url', [config.auth.siteUrl]);

  const keyring = createKeyring(config.signingKeys, config.legacyJwt ? config.jwtSecret : null);
  const authenticate = createAuthenticator({ ...config, keyring });
  const context: ServerContext = { db, config, authenticate };
  const rest = await createRestHandler({ db, authenticate, bodyLimit: config.bodyLimit, maxJsonDepth: config.maxJsonDepth, schemas: config.restSchemas, planEnabled: config.restPlanEnabled });
  // the auth handler reads config.url lazily, so it is right once the port is known
  const auth: AuthHandler = createAuthHandler({ db, config, authenticate, keyring });

  /** The secret key, anywhere a key or token goes (apikey header or param, bearer), from a browser: 401 as hosted. */
  function refuseSecretKeyInBrowser(req: http.IncomingMessage, url: URL): void {
    if (!isBrowserRequest(req.headers)) return;
    const presented = [req.headers.apikey, req.headers.authorization?.replace(/^\s*bearer\s+/i, '').trim(), url.searchParams.get('apikey')];
    if (presented.some((k) => typeof k === 'string' && k.startsWith('sb_secret_') && sameKey(k, config.secretKey))) {
      throw new HttpError(401, {
        message: 'Forbidden use of secret API key in browser',
        hint: 'Secret API keys can only be used in a protected environment and should never be used in a browser. Use the publishable key instead.',
      });
    }
  }
  const cors = (req: http.IncomingMessage, res: http.ServerResponse) => setCors(req, res, config.siteOrigins);
  const extensions = opts.extensions ?? [];

  const server = http.createServer((req, res) => {
    void route(req, res);
  });
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.requestTimeout = 120_000;

  async function route(req: http.IncomingMessage, res: http.ServerResponse) {
    let url: URL;
    let kind: 'rest' | 'auth' | 'other' = 'other';
    try {
      url = new URL(req.url ?? '/', 'http://localhost');
    } catch {
      sendJson(res, 400, { message: 'Bad request URL' });
      return;
    }
    const p = url.pathname;
    try {
      if (p.startsWith('/rest/v1')) kind = 'rest';
      else if (p.startsWith('/auth/v1')) kind = 'auth';
      // CORS preflight for every path (extensions included), like Supabase's gateway
      if (req.method === 'OPTIONS') {
        answerPreflight(req, res, config.siteOrigins);
        return;
      }
      refuseSecretKeyInBrowser(req, url);
      if (kind === 'rest' && (p === '/rest/v1' || p[8] === '/')) {
        cors(req, res);
        const token = bearerToken(req);
        // the gateway hides the key from PostgREST (key-auth hide_credentials): never a filter
        url.searchParams.delete('apikey');
        await rest.handle(req, res, url, p.slice(8), token);
        return;
      }
      if (kind === 'auth' && (p === '/auth/v1' || p[8] === '/')) {
        cors(req, res);
        if (req.headers['x-supabase-api-version']) res.setHeader('X-Supabase-Api-Version', '2024-01-01');
        const sub = p.slice(8);
        const open = OPEN_PATHS.test(sub);
        const token = bearerToken(req);
        if (!open && !token) {
          throw new HttpError(401, { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' });
        }
        await auth.handle(req, res, url, sub, token);
        return;
      }
      if (p === '/mailbox' || p === '/mailbox.json') {
        cors(req, res);
        await auth.handleMailbox(req, res, url, p.endsWith('.json'));
        return;
      }
      for (const ext of extensions) {
        if (ext.handle && (p === ext.prefix || p.startsWith(ext.prefix + '/'))) {
          cors(req, res); // extensions may override
          await ext.handle(req, res, context);
          return;
        }
      }
      if (p === '/' || p === '/health') {
        cors(req, res);
        sendJson(res, 200, { status: 'ok', rest: `${config.url}/rest/v1`, auth: `${config.url}/auth/v1`, mailbox: `${config.url}/mailbox` });
        return;
      }
      cors(req, res);
      sendJson(res, 404, { message: 'no Route matched with those values' });
    } catch (e) {
      answerError(req, res, e, kind);
    }
  }

  function answerError(req: http.IncomingMessage, res: http.ServerResponse, e: unknown, kind: 'rest' | 'auth' | 'other') {
    if (!res.headersSent) cors(req, res);
    if (e instanceof HttpError) {
      let body = e.body;
      if (kind === 'auth') body = shapeAuthError(body, e.status, !!req.headers['x-supabase-api-version']);
      sendJson(res, e.status, body);
      if (e.status === 413) req.resume();
      return;
    }
    log(`unexpected error on ${req.method} ${req.url}: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    const message = e instanceof Error ? e.message : 'Unexpected error';
    if (kind === 'auth') sendJson(res, 500, shapeAuthError({ error_code: 'unexpected_failure', msg: message }, 500, !!req.headers['x-supabase-api-version']));
    else sendJson(res, 500, { code: 'PGRST000', details: null, hint: null, message });
  }

  server.on('upgrade', (req, socket, head) => {
    const p = (req.url ?? '/').split('?')[0] ?? '/';
    try {
      refuseSecretKeyInBrowser(req, new URL(req.url ?? '/', 'http://localhost'));
    } catch {
      const body = JSON.stringify({ message: 'Forbidden use of secret API key in browser' });
      socket.write(`HTTP/1.1 401 Unauthorized\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
      socket.destroy();
      return;
    }
    for (const ext of extensions) {
      if (ext.upgrade && (p === ext.prefix || p.startsWith(ext.prefix + '/'))) {
        try {
          ext.upgrade(req, socket, head, context);
        } catch (e) {
          log(`upgrade error: ${String(e)}`);
          socket.destroy();
        }
        return;
      }
    }
    socket.write('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
    socket.destroy();
  });
  server.on('clientError', (_err, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const addr = server.address() as AddressInfo;
  if (config.port === 0 || config.port !== addr.port) {
    config.port = addr.port;
    config.url = `http://${config.host}:${addr.port}`;
  }

  let closed = false;
  return {
    server,
    url: config.url,
    config,
    context,
    rest,
    auth,
    async close() {
      if (closed) return;
      closed = true;
      for (const ext of extensions) await ext.close?.().catch(() => undefined);
      await rest.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
