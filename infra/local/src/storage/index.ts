// Supabase Storage, local edition (`/storage/v1`): the endpoints @supabase/storage-js calls.
// Files live on disk under config.storageDir; each object's row in storage.objects is written
// and read AS THE CALLER (asRole), so the RLS policies of the migrations decide who may do what.
//
// On disk: <storageDir>/<bucket>/<aa>/<sha256(bucket/name)>, written to <storageDir>/.tmp first and
// renamed into place (atomic); the name never becomes a path, so no name can escape the directory.

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerContext, ServerExtension } from '../server/extension';
import { HttpError } from '../server/extension';
import { sendJson } from '../server/http';
import { drain, pgCode, type StorageContext, type StorageOptions } from './context';
import { StorageError, storageErrors } from './errors';
import { MultipartError } from './multipart';
import { routeOf } from './router';

export type { StorageOptions } from './context';

async function handle(req: IncomingMessage, res: ServerResponse, sc: StorageContext, prefix: string): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://local');
  // the raw path: URL parsing would resolve `..` segments before we could reject them
  const rawPath = (req.url ?? '/').split(/[?#]/)[0] ?? '';
  const rel = rawPath.startsWith(prefix) ? rawPath.slice(prefix.length).replace(/^\/+/, '') : url.pathname.slice(prefix.length).replace(/^\/+/, '');
  const method = (req.method ?? 'GET').toUpperCase();
  // CORS (preflight included) is the server's: it answers for the configured site origins before routing here
  try {
    await routeOf(method, rel)(sc, { req, res, url, method, seg: rel.split('/') });
  } catch (e) {
    if (!req.readableEnded) await drain(req);
    if (res.headersSent) {
      res.destroy();
      return;
    }
    if (e instanceof StorageError) return sendJson(res, e.status, e.body());
    if (e instanceof HttpError) return sendJson(res, e.status, e.body);
    if (e instanceof MultipartError) return sendJson(res, 400, storageErrors.invalidForm(e.message).body());
    if (pgCode(e) === '42501') return sendJson(res, 403, storageErrors.rlsDenied().body());
    console.error('[storage]', e);
    sendJson(res, 500, { statusCode: '500', error: 'Internal', message: 'Internal server error' });
  }
}

export function createStorageExtension(opts: StorageOptions = {}): ServerExtension {
  const prefix = '/storage/v1';
  return {
    prefix,
    handle: (req, res, ctx: ServerContext) => handle(req, res, { server: ctx, opts }, prefix),
  };
}
