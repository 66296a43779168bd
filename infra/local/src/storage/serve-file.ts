/** Sending a stored object: headers from its metadata, a sandboxing CSP, 304 on a matching ETag. */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { filePath, type ObjectRow, type StorageContext } from './context';
import { storageErrors } from './errors';

/** GET /object/info's answer for a row. */
export function objectInfo(o: ObjectRow) {
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

export async function serveFile(sc: StorageContext, req: IncomingMessage, res: ServerResponse, o: ObjectRow, url: URL, head: boolean): Promise<void> {
  const file = filePath(sc, o.bucket_id, o.name);
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
