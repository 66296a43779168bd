import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { sendJson } from '../../server/http';
import { asCaller, bodyOf, bucketById, callerOf, decodeName, filePath, pgCode, storageDir, type StorageEndpoint } from '../context';
import { storageErrors } from '../errors';
import { boundaryOf, readMultipart, type FileSink } from '../multipart';
import { baseMime, contentMismatch, mimeAllowed } from '../validate';

/** POST|PUT /object/{bucket}/{name}: upload (PUT and x-upsert: true replace), raw body or multipart form */
export const upload: StorageEndpoint = async (sc, { req, res, seg, method }) => {
  const bucketId = decodeURIComponent(seg[1] ?? '');
  const rawName = seg.slice(2).join('/');
  const upsert = method === 'PUT' || String(req.headers['x-upsert'] ?? '').toLowerCase() === 'true';
  const c = await callerOf(sc, req);
  const bucket = await bucketById(sc.server.db, bucketId);
  const name = decodeName(rawName);
  const hardMax = sc.opts.maxUploadBytes ?? 50 * 1024 * 1024;
  const limit = Math.min(bucket.file_size_limit ?? hardMax, hardMax);
  const tooLarge = () => storageErrors.payloadTooLarge('The object exceeded the maximum allowed size');
  const declared = Number(req.headers['content-length']);
  const contentType = String(req.headers['content-type'] ?? '');
  const multipart = /^multipart\/form-data/i.test(contentType);
  // a multipart body carries a little framing on top of the file
  if (Number.isFinite(declared) && declared > limit + (multipart ? 64 * 1024 : 0)) throw tooLarge();

  const tmpDir = path.join(storageDir(sc), '.tmp');
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
    const final = filePath(sc, bucketId, name);
    await fsp.mkdir(path.dirname(final), { recursive: true });
    const owner = c.role === 'authenticated' ? c.userId : null;
    const row = await asCaller(sc, c, async (tx) => {
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
};
