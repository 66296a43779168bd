import { errors as joseErrors, jwtVerify } from 'jose';
import { sendJson } from '../../server/http';
import { asCaller, bucketById, callerOf, decodeName, findAsCaller, findAsService, readJson, type StorageEndpoint } from '../context';
import { storageErrors } from '../errors';
import { serveFile } from '../serve-file';
import { expiresInOf, secretOf, signUrl } from '../signing';
import { invalidName } from '../validate';

/** POST /object/sign/{bucket}/{name}: createSignedUrl */
export const signOne: StorageEndpoint = async (sc, { req, res, seg }) => {
  const bucketId = decodeURIComponent(seg[2] ?? '');
  const name = decodeName(seg.slice(3).join('/'));
  const c = await callerOf(sc, req);
  const body = await readJson(sc, req);
  const expiresIn = expiresInOf(body.expiresIn);
  await bucketById(sc.server.db, bucketId);
  await findAsCaller(sc, c, bucketId, name);
  return sendJson(res, 200, { signedURL: await signUrl(sc, bucketId, name, expiresIn) });
};

/** POST /object/sign/{bucket}: createSignedUrls */
export const signMany: StorageEndpoint = async (sc, { req, res, seg }) => {
  const bucketId = decodeURIComponent(seg[2] ?? '');
  const c = await callerOf(sc, req);
  const body = await readJson(sc, req);
  const expiresIn = expiresInOf(body.expiresIn);
  if (!Array.isArray(body.paths) || body.paths.length > 1000 || !body.paths.every((p) => typeof p === 'string')) {
    throw storageErrors.invalidInput('paths must be a list of up to 1000 object names');
  }
  await bucketById(sc.server.db, bucketId);
  const paths = body.paths as string[];
  const visible = await asCaller(sc, c, (tx) =>
    tx.query<{ name: string }>(`select name from storage.objects where bucket_id = $1 and name = any($2::text[])`, [bucketId, paths]),
  );
  const seen = new Set(visible.rows.map((r) => r.name));
  const out = [];
  for (const p of paths) {
    if (invalidName(p) || !seen.has(p)) out.push({ error: 'Either the object does not exist or you do not have access to it', path: p, signedURL: null });
    else out.push({ error: null, path: p, signedURL: await signUrl(sc, bucketId, p, expiresIn) });
  }
  return sendJson(res, 200, out);
};

/** GET|HEAD /object/sign/{bucket}/{name}?token= */
export const signedDownload: StorageEndpoint = async (sc, { req, res, seg, url, method }) => {
  const head = method === 'HEAD';
  const bucketId = decodeURIComponent(seg[2] ?? '');
  const name = decodeName(seg.slice(3).join('/'));
  const token = url.searchParams.get('token');
  if (!token) throw storageErrors.invalidJwt('Missing token');
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, secretOf(sc), { algorithms: ['HS256'], requiredClaims: ['exp'] }));
  } catch (e) {
    if (e instanceof joseErrors.JWTExpired) throw storageErrors.invalidJwt('jwt expired');
    throw storageErrors.invalidJwt('invalid signature');
  }
  if (payload.url !== `${bucketId}/${name}`) throw storageErrors.invalidSignature();
  const obj = await findAsService(sc, bucketId, name);
  return serveFile(sc, req, res, obj, url, head);
};
