/** What every /storage/v1 endpoint shares: the caller, buckets and object rows (read as the caller), files on disk. */
import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { asRole, type Db, type Tx } from '../db';
import type { Caller, ServerContext } from '../server/extension';
import { bearerToken, parseJsonBounded, readBody } from '../server/http';
import { storageErrors } from './errors';
import { invalidName } from './validate';

export interface StorageOptions {
  /** Overrides config.storageDir. */
  storageDir?: string;
  /** Upper bound for any upload, whatever the bucket says. Default 50 MiB. */
  maxUploadBytes?: number;
  /** Max body of JSON requests (list, sign, remove). Default 1 MiB. */
  jsonLimit?: number;
}

export interface StorageContext {
  server: ServerContext;
  opts: StorageOptions;
}

export interface StorageRequest {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  method: string;
  /** The path below /storage/v1, split on '/' (still URL-encoded). */
  seg: string[];
}

export type StorageEndpoint = (sc: StorageContext, r: StorageRequest) => Promise<void>;

const MAX_JSON_DEPTH = 64;
const ts = (c: string) => `to_json(${c}) #>> '{}' as ${c}`;
/** storage.objects columns as the API returns them (timestamps in ISO 8601). */
export const OBJECT_COLUMNS = `id, bucket_id, name, owner, metadata, ${ts('created_at')}, ${ts('updated_at')}, ${ts('last_accessed_at')}`;
export const BUCKET_COLUMNS = `id, name, owner, coalesce(public, false) as public, file_size_limit, allowed_mime_types, ${ts('created_at')}, ${ts('updated_at')}`;

export interface Bucket {
  id: string;
  name: string;
  owner: string | null;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
  created_at: string;
  updated_at: string;
}

export interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  metadata: Record<string, unknown> | null;
  created_at: string;
  updated_at: string;
  last_accessed_at: string;
}

export function pgCode(e: unknown): string | undefined {
  const c = (e as { code?: unknown })?.code;
  return typeof c === 'string' ? c : undefined;
}

export async function readJson(sc: StorageContext, req: IncomingMessage): Promise<Record<string, unknown>> {
  const text = await readBody(req, sc.opts.jsonLimit ?? 1024 * 1024, () => storageErrors.payloadTooLarge('The request body is too large').body());
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
export function bodyOf(req: IncomingMessage): AsyncIterable<Buffer> {
  return req.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>;
}

/** Drains what is left of a request (bounded) so the client gets our error response, not a reset. */
export function drain(req: IncomingMessage, cap = 64 * 1024 * 1024): Promise<void> {
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
export function decodeName(raw: string): string {
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

export function storageDir(sc: StorageContext): string {
  return path.resolve(sc.opts.storageDir ?? sc.server.config.storageDir);
}

export function filePath(sc: StorageContext, bucket: string, name: string): string {
  const h = crypto.createHash('sha256').update(`${bucket}/${name}`).digest('hex');
  const safeBucket = encodeURIComponent(bucket);
  return path.join(storageDir(sc), safeBucket, h.slice(0, 2), h);
}

export async function callerOf(sc: StorageContext, req: IncomingMessage): Promise<Caller> {
  try {
    return await sc.server.authenticate(bearerToken(req));
  } catch (e) {
    const msg = e instanceof Error ? e.message : 'invalid token';
    throw storageErrors.unauthorized(msg);
  }
}

export async function bucketById(db: Db, id: string): Promise<Bucket> {
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

export function asCaller<T>(sc: StorageContext, c: Caller, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return asRole(sc.server.db, c.role, c.claims ?? { role: c.role }, fn);
}

export async function findAsCaller(sc: StorageContext, c: Caller, bucketId: string, name: string): Promise<ObjectRow> {
  const rows = await asCaller(sc, c, (tx) =>
    tx.query<ObjectRow>(
      `select ${OBJECT_COLUMNS}
         from storage.objects where bucket_id = $1 and name = $2`,
      [bucketId, name],
    ),
  );
  if (!rows.rows[0]) throw storageErrors.objectNotFound();
  return rows.rows[0];
}

export async function findAsService(sc: StorageContext, bucketId: string, name: string): Promise<ObjectRow> {
  const rows = await sc.server.db.query<ObjectRow>(
    `select ${OBJECT_COLUMNS}
       from storage.objects where bucket_id = $1 and name = $2`,
    [bucketId, name],
  );
  if (!rows.rows[0]) throw storageErrors.objectNotFound();
  return rows.rows[0];
}
