// Supabase Storage, local edition (`/storage/v1`): the endpoints @supabase/storage-js calls.
// Files live on disk under config.storageDir; each object's row in storage.objects is written
// and read AS THE CALLER (asRole), so the RLS policies of the migrations decide who may do what.
//
// On disk: <storageDir>/<bucket>/<aa>/<sha256(bucket/name)>, written to <storageDir>/.tmp first and
// renamed into place (atomic); the name never becomes a path, so no name can escape the directory.

import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { asRole, type Db, type Tx } from '../db';
import type { Caller, ServerContext, ServerExtension } from '../server/extension';
import { HttpError } from '../server/extension';
import { bearerToken, parseJsonBounded, readBody, sendJson } from '../server/http';
import { StorageError, storageErrors } from './errors';
import { boundaryOf, MultipartError, readMultipart, type FileSink } from './multipart';
import { baseMime, contentMismatch, invalidName, mimeAllowed } from './validate';

export interface StorageOptions {
  /** Overrides config.storageDir. */
  storageDir?: string;
  /** Upper bound for any upload, whatever the bucket says. Default 50 MiB. */
  maxUploadBytes?: number;
  /** Max body of JSON requests (list, sign, remove). Default 1 MiB. */
  jsonLimit?: number;
}

const MAX_JSON_DEPTH = 64;

const ts = (c: string) => `to_json(${c}) #>> '{}' as ${c}`;
/** storage.objects columns as the API returns them (timestamps in ISO 8601). */
const OBJECT_COLUMNS = `id, bucket_id, name, owner, metadata, ${ts('created_at')}, ${ts('updated_at')}, ${ts('last_accessed_at')}`;
const BUCKET_COLUMNS = `id, name, owner, coalesce(public, false) as public, file_size_limit, allowed_mime_types, ${ts('created_at')}, ${ts('updated_at')}`;


interface Bucket {
  id: string;
  name: string;
  owner: string | null;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
  created_at: string;
  updated_at: string;
}

interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  metadata: Record<string, unknown> | null;
  created_at: string;
  updated_at: string;
  last_accessed_at: string;
}

function pgCode(e: unknown): string | undefined {
  const c = (e as { code?: unknown })?.code;
  return typeof c === 'string' ? c : undefined;
}

async function readJson(req: IncomingMessage, limit: number): Promise<Record<string, unknown>> {
  const text = await readBody(req, limit, () => storageErrors.payloadTooLarge('The request body is too large').body());
  if (text.length === 0) return {};
  let parsed: ReturnType<typeof parseJsonBounded>;
  try {
    parsed = parseJsonBounded(text, MAX_JSON_DEPTH);
  } catch {
    throw storageErrors.invalidJson('The request body is not a JSON object');
  }
  if (parsed.tooDeep) throw storageErrors.invalidJson(`The request body is nested too deeply (more than ${MAX_JSON_DEPTH} levels)`);
  const v = parsed.value;
  if (!v || typeof v !== 'object' || Array.isArray(v)) throw storageErrors.invalidJson('The request body is not a JSON object');
  return v as Record<string, unknown>;
}

/** The request's chunks; stopping early leaves the stream open so an error response can still be sent. */
function bodyOf(req: IncomingMessage): AsyncIterable<Buffer> {
  return req.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>;
}

/** Drains what is left of a request (bounded) so the client gets our error response, not a reset. */
function drain(req: IncomingMessage, cap = 64 * 1024 * 1024): Promise<void> {
  return new Promise((resolve) => {
    if (req.readableEnded) return resolve();
    let seen = 0;
    req.on('data', (c: Buffer) => {
      seen += c.length;
      if (seen > cap) {
        req.destroy();
        resolve();
      }
    });
    req.on('end', () => resolve());
    req.on('error', () => resolve());
    req.on('close', () => resolve());
    req.resume();
  });
}

/** Splits `/a/b%20c` into decoded segments joined by '/', rejecting hostile names. */
function decodeName(raw: string): string {
  let name: string;
  try {
    name = raw
      .split('/')
      .map((s) => decodeURIComponent(s))
      .join('/');
  } catch {
    throw storageErrors.invalidKey('The object name is not valid URL encoding');
  }
  const bad = invalidName(name);
  if (bad) throw storageErrors.invalidKey(bad);
  return name;
}

class StorageServer {
  constructor(private readonly opts: StorageOptions) {}

  private dir(ctx: ServerContext): string {
    return path.resolve(this.opts.storageDir ?? ctx.config.storageDir);
  }

  private filePath(ctx: ServerContext, bucket: string, name: string): string {
    const h = crypto.createHash('sha256').update(`${bucket}/${name}`).digest('hex');
    const safeBucket = encodeURIComponent(bucket);
    return path.join(this.dir(ctx), safeBucket, h.slice(0, 2), h);
  }

  private async caller(req: IncomingMessage, ctx: ServerContext): Promise<Caller> {
    try {
      return await ctx.authenticate(bearerToken(req));
    } catch (e) {
      const msg = e instanceof Error ? e.message : 'invalid token';
      throw storageErrors.unauthorized(msg);
    }
  }

  private async bucket(db: Db, id: string): Promise<Bucket> {
    const r = await db.query<Bucket>(
      `select ${BUCKET_COLUMNS}
         from storage.buckets where id = $1`,
      [id],
    );
    const b = r.rows[0];
    if (!b) throw storageErrors.bucketNotFound();
    if (b.file_size_limit !== null) b.file_size_limit = Number(b.file_size_limit);
    return b;
  }

  private asCaller<T>(ctx: ServerContext, c: Caller, fn: (tx: Tx) => Promise<T>): Promise<T> {
    return asRole(ctx.db, c.role, c.claims ?? { role: c.role }, fn);
  }

  async handle(req: IncomingMessage, res: ServerResponse, ctx: ServerContext, prefix: string): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://local');
    // the raw path: URL parsing would resolve `..` segments before we could reject them
    const rawPath = (req.url ?? '/').split(/[?#]/)[0] ?? '';
    const rel = rawPath.startsWith(prefix) ? rawPath.slice(prefix.length).replace(/^\/+/, '') : url.pathname.slice(prefix.length).replace(/^\/+/, '');
    const method = (req.method ?? 'GET').toUpperCase();
    // CORS (preflight included) is the server's: it answers for the configured site origins before routing here
    try {
      await this.route(method, rel, url, req, res, ctx);
    } catch (e) {
      if (!req.readableEnded) await drain(req);
      if (res.headersSent) {
        res.destroy();
        return;
      }
      if (e instanceof StorageError) return sendJson(res, e.status, e.body());
      if (e instanceof HttpError) return sendJson(res, e.status, e.body);
      if (e instanceof MultipartError) return sendJson(res, 400, { statusCode: '400', error: 'Invalid form', message: e.message });
      if (pgCode(e) === '42501') return sendJson(res, 403, storageErrors.rlsDenied().body());
      console.error('[storage]', e);
      sendJson(res, 500, { statusCode: '500', error: 'Internal', message: 'Internal server error' });
    }
  }

  private async route(method: string, rel: string, url: URL, req: IncomingMessage, res: ServerResponse, ctx: ServerContext) {
    const seg = rel.split('/');
    // buckets
    if (seg[0] === 'bucket') {
      await this.caller(req, ctx);
      if (method === 'GET' && (rel === 'bucket' || rel === 'bucket/')) {
        const r = await ctx.db.query<Bucket>(
          `select ${BUCKET_COLUMNS}
             from storage.buckets order by name`,
        );
        return sendJson(res, 200, r.rows.map((b) => ({ ...b, file_size_limit: b.file_size_limit === null ? null : Number(b.file_size_limit) })));
      }
      if (method === 'GET' && seg.length === 2) return sendJson(res, 200, await this.bucket(ctx.db, decodeURIComponent(seg[1] ?? '')));
      throw storageErrors.methodNotAllowed('Managing buckets is done by the migrations in the local stack');
    }
    if (seg[0] !== 'object') throw storageErrors.routeNotFound(`${method} /${rel} is not supported`);

    // /object/public/{bucket}/{name}
    if (seg[1] === 'public' && (method === 'GET' || method === 'HEAD')) {
      const bucket = await this.bucket(ctx.db, decodeURIComponent(seg[2] ?? ''));
      if (!bucket.public) throw storageErrors.bucketNotFound();
      const name = decodeName(seg.slice(3).join('/'));
      const obj = await this.findAsService(ctx, bucket.id, name);
      return this.serveFile(req, res, ctx, obj, url, method === 'HEAD');
    }
    // /object/sign/{bucket}/{name}?token=  |  POST /object/sign/{bucket}/{name}  |  POST /object/sign/{bucket}
    if (seg[1] === 'sign') {
      if (method === 'GET' || method === 'HEAD') return this.signedDownload(req, res, ctx, seg, url, method === 'HEAD');
      if (method === 'POST' && seg.length === 3) return this.signMany(req, res, ctx, decodeURIComponent(seg[2] ?? ''));
      if (method === 'POST') return this.signOne(req, res, ctx, decodeURIComponent(seg[2] ?? ''), decodeName(seg.slice(3).join('/')));
    }
    // POST /object/list/{bucket}
    if (seg[1] === 'list' && method === 'POST' && seg.length === 3) return this.list(req, res, ctx, decodeURIComponent(seg[2] ?? ''));
    // GET /object/info/{bucket}/{name}
    if (seg[1] === 'info' && method === 'GET') {
      const c = await this.caller(req, ctx);
      const bucketId = decodeURIComponent(seg[2] ?? '');
      await this.bucket(ctx.db, bucketId);
      const obj = await this.findAsCaller(ctx, c, bucketId, decodeName(seg.slice(3).join('/')));
      return sendJson(res, 200, this.info(obj));
    }
    // GET /object/authenticated/{bucket}/{name} and GET|HEAD /object/{bucket}/{name}
    const rest = seg[1] === 'authenticated' ? seg.slice(2) : seg.slice(1);
    if ((method === 'GET' || method === 'HEAD') && rest.length >= 2) {
      const c = await this.caller(req, ctx);
      const bucketId = decodeURIComponent(rest[0] ?? '');
      await this.bucket(ctx.db, bucketId);
      const obj = await this.findAsCaller(ctx, c, bucketId, decodeName(rest.slice(1).join('/')));
      return this.serveFile(req, res, ctx, obj, url, method === 'HEAD');
    }
    if ((method === 'POST' || method === 'PUT') && seg.length >= 3) {
      const upsert = method === 'PUT' || String(req.headers['x-upsert'] ?? '').toLowerCase() === 'true';
      return this.upload(req, res, ctx, decodeURIComponent(seg[1] ?? ''), seg.slice(2).join('/'), upsert);
    }
    if (method === 'DELETE' && seg.length === 2) return this.removeMany(req, res, ctx, decodeURIComponent(seg[1] ?? ''));
    if (method === 'DELETE' && seg.length >= 3) {
      const c = await this.caller(req, ctx);
      const bucketId = decodeURIComponent(seg[1] ?? '');
      await this.bucket(ctx.db, bucketId);
      const removed = await this.remove(ctx, c, bucketId, [decodeName(seg.slice(2).join('/'))]);
      if (removed.length === 0) throw storageErrors.objectNotFound();
      return sendJson(res, 200, { message: 'Successfully deleted' });
    }
    throw storageErrors.routeNotFound(`${method} /${rel} is not supported`);
  }

  private async findAsCaller(ctx: ServerContext, c: Caller, bucketId: string, name: string): Promise<ObjectRow> {
    const rows = await this.asCaller(ctx, c, (tx) =>
      tx.query<ObjectRow>(
        `select ${OBJECT_COLUMNS}
           from storage.objects where bucket_id = $1 and name = $2`,
        [bucketId, name],
      ),
    );
    if (!rows.rows[0]) throw storageErrors.objectNotFound();
    return rows.rows[0];
  }

  private async findAsService(ctx: ServerContext, bucketId: string, name: string): Promise<ObjectRow> {
    const rows = await ctx.db.query<ObjectRow>(
      `select ${OBJECT_COLUMNS}
         from storage.objects where bucket_id = $1 and name = $2`,
      [bucketId, name],
    );
    if (!rows.rows[0]) throw storageErrors.objectNotFound();
    return rows.rows[0];
  }

  private info(o: ObjectRow) {
    const m = o.metadata ?? {};
    return {
      id: o.id,
      name: o.name,
      bucket_id: o.bucket_id,
      version: null,
      size: m.size ?? null,
      content_type: m.mimetype ?? null,
      cache_control: m.cacheControl ?? null,
      etag: m.eTag ?? null,
      metadata: m,
      last_modified: m.lastModified ?? o.updated_at,
      created_at: o.created_at,
    };
  }

  private async serveFile(req: IncomingMessage, res: ServerResponse, ctx: ServerContext, o: ObjectRow, url: URL, head: boolean) {
    const file = this.filePath(ctx, o.bucket_id, o.name);
    let stat: fs.Stats;
    try {
      stat = await fsp.stat(file);
    } catch {
      throw storageErrors.objectNotFound();
    }
    const m = o.metadata ?? {};
    const mime = typeof m.mimetype === 'string' ? m.mimetype : 'application/octet-stream';
    const etag = typeof m.eTag === 'string' ? m.eTag : `"${stat.size}-${stat.mtimeMs}"`;
    if (req.headers['if-none-match'] === etag) {
      res.statusCode = 304;
      res.end();
      return;
    }
    res.statusCode = 200;
    res.setHeader('Content-Type', mime);
    res.setHeader('Content-Length', stat.size);
    res.setHeader('ETag', etag);
    res.setHeader('Last-Modified', new Date(String(m.lastModified ?? o.updated_at)).toUTCString());
    res.setHeader('Cache-Control', `max-age=${typeof m.cacheControl === 'string' ? m.cacheControl.replace(/^max-age=/, '') : '3600'}`);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // an uploaded SVG or PDF must not run script in our origin
    res.setHeader('Content-Security-Policy', "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox");
    const download = url.searchParams.get('download');
    if (download !== null) {
      const fname = (download || o.name.split('/').pop() || 'download').replace(/[^\w.\- ]/g, '_');
      res.setHeader('Content-Disposition', `attachment; filename="${fname}"`);
    }
    if (head) {
      res.end();
      return;
    }
    await pipeline(fs.createReadStream(file), res);
  }

  private secret(ctx: ServerContext): Uint8Array {
    return new TextEncoder().encode(ctx.config.jwtSecret);
  }

  private async sign(ctx: ServerContext, bucketId: string, name: string, expiresIn: number): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({ url: `${bucketId}/${name}` })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(now)
      .setExpirationTime(now + expiresIn)
      .sign(this.secret(ctx));
    return `/object/sign/${bucketId}/${name}?token=${token}`;
  }

  private expiresIn(v: unknown): number {
    const n = Number(v);
    if (!Number.isFinite(n) || n < 1 || n > 10 * 365 * 24 * 3600) {
      throw storageErrors.invalidInput('expiresIn must be a number of seconds between 1 and 315360000');
    }
    return Math.floor(n);
  }

  private async signOne(req: IncomingMessage, res: ServerResponse, ctx: ServerContext, bucketId: string, name: string) {
    const c = await this.caller(req, ctx);
    const body = await readJson(req, this.opts.jsonLimit ?? 1024 * 1024);
    const expiresIn = this.expiresIn(body.expiresIn);
    await this.bucket(ctx.db, bucketId);
    await this.findAsCaller(ctx, c, bucketId, name);
    return sendJson(res, 200, { signedURL: await this.sign(ctx, bucketId, name, expiresIn) });
  }

  private async signMany(req: IncomingMessage, res: ServerResponse, ctx: ServerContext, bucketId: string) {
    const c = await this.caller(req, ctx);
    const body = await readJson(req, this.opts.jsonLimit ?? 1024 * 1024);
    const expiresIn = this.expiresIn(body.expiresIn);
    if (!Array.isArray(body.paths) || body.paths.length > 1000 || !body.paths.every((p) => typeof p === 'string')) {
      throw storageErrors.invalidInput('paths must be a list of up to 1000 object names');
    }
    await this.bucket(ctx.db, bucketId);
    const paths = body.paths as string[];
    const visible = await this.asCaller(ctx, c, (tx) =>
      tx.query<{ name: string }>(`select name from storage.objects where bucket_id = $1 and name = any($2::text[])`, [bucketId, paths]),
    );
    const seen = new Set(visible.rows.map((r) => r.name));
    const out = [];
    for (const p of paths) {
      if (invalidName(p) || !seen.has(p)) out.push({ error: 'Either the object does not exist or you do not have access to it', path: p, signedURL: null });
      else out.push({ error: null, path: p, signedURL: await this.sign(ctx, bucketId, p, expiresIn) });
    }
    return sendJson(res, 200, out);
  }

  private async signedDownload(req: IncomingMessage, res: ServerResponse, ctx: ServerContext, seg: string[], url: URL, head: boolean) {
    const bucketId = decodeURIComponent(seg[2] ?? '');
    const name = decodeName(seg.slice(3).join('/'));
    const token = url.searchParams.get('token');
    if (!token) throw storageErrors.invalidJwt('Missing token');
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(token, this.secret(ctx), { algorithms: ['HS256'], requiredClaims: ['exp'] }));
    } catch (e) {
      if (e instanceof joseErrors.JWTExpired) throw storageErrors.invalidJwt('jwt expired');
      throw storageErrors.invalidJwt('invalid signature');
    }
    if (payload.url !== `${bucketId}/${name}`) throw storageErrors.invalidSignature();
    const obj = await this.findAsService(ctx, bucketId, name);
    return this.serveFile(req, res, ctx, obj, url, head);
  }

  private async list(req: IncomingMessage, res: ServerResponse, ctx: ServerContext, bucketId: string) {
    const c = await this.caller(req, ctx);
    const body = await readJson(req, this.opts.jsonLimit ?? 1024 * 1024);
    await this.bucket(ctx.db, bucketId);
    let prefix = typeof body.prefix === 'string' ? body.prefix : '';
    if (prefix.length > 1024 || /[\u0000-\u001f\\]/.test(prefix)) throw storageErrors.invalidKey('Invalid prefix');
    prefix = prefix.replace(/^\/+/, '').replace(/\/+$/, '');
    const folder = prefix ? `${prefix}/` : '';
    const limit = Math.min(Math.max(Number(body.limit ?? 100) || 100, 1), 1000);
    const offset = Math.max(Number(body.offset ?? 0) || 0, 0);
    const search = typeof body.search === 'string' ? body.search : '';
    const sortBy = (body.sortBy ?? {}) as { column?: unknown; order?: unknown };
    const column = ['name', 'created_at', 'updated_at', 'last_accessed_at'].includes(String(sortBy.column)) ? String(sortBy.column) : 'name';
    const desc = String(sortBy.order ?? 'asc').toLowerCase() === 'desc';
    const like = folder.replace(/[\\%_]/g, (m) => '\\' + m) + '%';
    const rows = await this.asCaller(ctx, c, (tx) =>
      tx.query<ObjectRow>(
        `select ${OBJECT_COLUMNS}
           from storage.objects where bucket_id = $1 and name like $2 escape '\\'
          order by name limit 100000`,
        [bucketId, like],
      ),
    );
    type Entry = { name: string; id: string | null; updated_at: string | null; created_at: string | null; last_accessed_at: string | null; metadata: unknown };
    const entries = new Map<string, Entry>();
    const needle = search.toLowerCase();
    for (const o of rows.rows) {
      const restName = o.name.slice(folder.length);
      const slash = restName.indexOf('/');
      const item = slash < 0 ? restName : restName.slice(0, slash);
      if (!item || (needle && !item.toLowerCase().startsWith(needle))) continue;
      if (slash < 0) {
        entries.set(`f:${item}`, { name: item, id: o.id, updated_at: o.updated_at, created_at: o.created_at, last_accessed_at: o.last_accessed_at, metadata: o.metadata });
      } else if (!entries.has(`d:${item}`)) {
        entries.set(`d:${item}`, { name: item, id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null });
      }
    }
    const list = [...entries.values()].sort((a, b) => {
      const av = String((a as Record<string, unknown>)[column] ?? '');
      const bv = String((b as Record<string, unknown>)[column] ?? '');
      const r = av < bv ? -1 : av > bv ? 1 : a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
      return desc ? -r : r;
    });
    return sendJson(res, 200, list.slice(offset, offset + limit));
  }

  private async remove(ctx: ServerContext, c: Caller, bucketId: string, names: string[]): Promise<ObjectRow[]> {
    const rows = await this.asCaller(ctx, c, (tx) =>
      tx.query<ObjectRow>(
        `delete from storage.objects where bucket_id = $1 and name = any($2::text[])
         returning ${OBJECT_COLUMNS}`,
        [bucketId, names],
      ),
    );
    for (const o of rows.rows) await fsp.rm(this.filePath(ctx, bucketId, o.name), { force: true });
    return rows.rows;
  }

  private async removeMany(req: IncomingMessage, res: ServerResponse, ctx: ServerContext, bucketId: string) {
    const c = await this.caller(req, ctx);
    const body = await readJson(req, this.opts.jsonLimit ?? 1024 * 1024);
    if (!Array.isArray(body.prefixes) || body.prefixes.length > 1000 || !body.prefixes.every((p) => typeof p === 'string')) {
      throw storageErrors.invalidInput('prefixes must be a list of up to 1000 object names');
    }
    await this.bucket(ctx.db, bucketId);
    const names = (body.prefixes as string[]).filter((p) => !invalidName(p));
    const removed = names.length ? await this.remove(ctx, c, bucketId, names) : [];
    return sendJson(res, 200, removed);
  }

  private async upload(req: IncomingMessage, res: ServerResponse, ctx: ServerContext, bucketId: string, rawName: string, upsert: boolean) {
    const c = await this.caller(req, ctx);
    const bucket = await this.bucket(ctx.db, bucketId);
    const name = decodeName(rawName);
    const hardMax = this.opts.maxUploadBytes ?? 50 * 1024 * 1024;
    const limit = Math.min(bucket.file_size_limit ?? hardMax, hardMax);
    const tooLarge = () => storageErrors.payloadTooLarge('The object exceeded the maximum allowed size');
    const declared = Number(req.headers['content-length']);
    const contentType = String(req.headers['content-type'] ?? '');
    const multipart = /^multipart\/form-data/i.test(contentType);
    // a multipart body carries a little framing on top of the file
    if (Number.isFinite(declared) && declared > limit + (multipart ? 64 * 1024 : 0)) throw tooLarge();

    const tmpDir = path.join(this.dir(ctx), '.tmp');
    await fsp.mkdir(tmpDir, { recursive: true });
    const tmp = path.join(tmpDir, `${Date.now()}-${crypto.randomBytes(8).toString('hex')}`);
    let size = 0;
    let head = Buffer.alloc(0);
    let mime = '';
    const hash = crypto.createHash('md5');
    let out: fs.WriteStream | null = null;

    const checkMime = (m: string) => {
      if (!m) m = 'application/octet-stream';
      if (!mimeAllowed(m, bucket.allowed_mime_types)) throw storageErrors.invalidMimeType(`mime type ${m} is not supported`);
      return m;
    };
    const sink = (): FileSink => {
      out = fs.createWriteStream(tmp, { flags: 'wx', mode: 0o600 });
      const ws = out;
      const opened = new Promise<void>((resolve, reject) => {
        ws.once('open', () => resolve());
        ws.once('error', reject);
      });
      return {
        async write(chunk: Buffer) {
          size += chunk.length;
          if (size > limit) throw tooLarge();
          if (head.length < 64) head = Buffer.concat([head, chunk.subarray(0, 64 - head.length)]);
          hash.update(chunk);
          if (!ws.write(chunk)) await new Promise<void>((r) => ws.once('drain', () => r()));
        },
        async end() {
          await opened;
          await new Promise<void>((resolve, reject) => {
            ws.once('error', reject);
            ws.end(() => resolve());
          });
        },
      };
    };

    let cacheControl = String(req.headers['cache-control'] ?? 'max-age=3600');
    let userMetadata: unknown = null;
    try {
      if (multipart) {
        const boundary = boundaryOf(contentType);
        if (!boundary) throw storageErrors.invalidForm('multipart body without a boundary');
        const { fields, sawFile } = await readMultipart(bodyOf(req), boundary, async (h) => {
          mime = checkMime(baseMime(h.contentType));
          return sink();
        });
        if (!sawFile) throw storageErrors.invalidForm('The upload holds no file');
        if (fields.cacheControl) {
          // it becomes a response header of every download: a line break there would break them all
          if (/[\x00-\x1f\x7f]/.test(fields.cacheControl)) throw storageErrors.invalidRequest('cacheControl must not contain line breaks or other control characters');
          cacheControl = `max-age=${fields.cacheControl.replace(/^max-age=/, '')}`;
        }
        if (fields.metadata) {
          try {
            userMetadata = JSON.parse(fields.metadata);
          } catch {
            /* ignore malformed metadata */
          }
        }
      } else {
        mime = checkMime(baseMime(contentType));
        const s = sink();
        for await (const chunk of bodyOf(req)) await s.write(chunk as Buffer);
        await s.end();
      }
      const mismatch = contentMismatch(mime, head);
      if (mismatch) throw storageErrors.invalidMimeType(mismatch);

      const now = new Date().toISOString();
      const metadata = {
        eTag: `"${hash.digest('hex')}"`,
        size,
        mimetype: mime,
        cacheControl,
        lastModified: now,
        contentLength: size,
        httpStatusCode: 200,
      };
      const final = this.filePath(ctx, bucketId, name);
      await fsp.mkdir(path.dirname(final), { recursive: true });
      const owner = c.role === 'authenticated' ? c.userId : null;
      const row = await this.asCaller(ctx, c, async (tx) => {
        const sql = upsert
          ? `insert into storage.objects as o (bucket_id, name, owner, owner_id, metadata, user_metadata)
               values ($1, $2, $3::uuid, $3::text, $4::jsonb, $5::jsonb)
             on conflict (bucket_id, name) do update
               set metadata = excluded.metadata, user_metadata = excluded.user_metadata,
                   owner = excluded.owner, owner_id = excluded.owner_id, updated_at = now(), last_accessed_at = now()
             returning id`
          : `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata)
               values ($1, $2, $3::uuid, $3::text, $4::jsonb, $5::jsonb)
             returning id`;
        let r;
        try {
          r = await tx.query<{ id: string }>(sql, [bucketId, name, owner, JSON.stringify(metadata), JSON.stringify(userMetadata)]);
        } catch (e) {
          if (pgCode(e) === '23505') throw storageErrors.duplicate();
          if (pgCode(e) === '42501') throw storageErrors.rlsDenied();
          throw e;
        }
        if (!r.rows[0]) throw storageErrors.rlsDenied(); // an upsert whose UPDATE policy hid the row
        await fsp.rename(tmp, final); // inside the transaction: a failed rename rolls the row back
        return r.rows[0];
      });
      return sendJson(res, 200, { Key: `${bucketId}/${name}`, Id: row.id });
    } finally {
      const o = out as fs.WriteStream | null;
      if (o && !o.closed) o.destroy();
      await fsp.rm(tmp, { force: true });
    }
  }
}

export function createStorageExtension(opts: StorageOptions = {}): ServerExtension {
  const s = new StorageServer(opts);
  const prefix = '/storage/v1';
  return {
    prefix,
    handle: (req, res, ctx) => s.handle(req, res, ctx, prefix),
  };
}
