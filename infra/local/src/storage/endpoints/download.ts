import { sendJson } from '../../server/http';
import { bucketById, callerOf, decodeName, findAsCaller, findAsService, type StorageEndpoint } from '../context';
import { storageErrors } from '../errors';
import { objectInfo, serveFile } from '../serve-file';

/** GET|HEAD /object/public/{bucket}/{name}: a public bucket's object, to anyone */
export const publicDownload: StorageEndpoint = async (sc, { req, res, seg, url, method }) => {
  const bucket = await bucketById(sc.server.db, decodeURIComponent(seg[2] ?? ''));
  if (!bucket.public) throw storageErrors.bucketNotFound();
  const name = decodeName(seg.slice(3).join('/'));
  const obj = await findAsService(sc, bucket.id, name);
  return serveFile(sc, req, res, obj, url, method === 'HEAD');
};

/** GET /object/info/{bucket}/{name} */
export const info: StorageEndpoint = async (sc, { req, res, seg }) => {
  const c = await callerOf(sc, req);
  const bucketId = decodeURIComponent(seg[2] ?? '');
  await bucketById(sc.server.db, bucketId);
  const obj = await findAsCaller(sc, c, bucketId, decodeName(seg.slice(3).join('/')));
  return sendJson(res, 200, objectInfo(obj));
};

/** GET|HEAD /object/authenticated/{bucket}/{name} and /object/{bucket}/{name}: as the caller (RLS decides) */
export const download: StorageEndpoint = async (sc, { req, res, seg, url, method }) => {
  const rest = seg[1] === 'authenticated' ? seg.slice(2) : seg.slice(1);
  const c = await callerOf(sc, req);
  const bucketId = decodeURIComponent(rest[0] ?? '');
  await bucketById(sc.server.db, bucketId);
  const obj = await findAsCaller(sc, c, bucketId, decodeName(rest.slice(1).join('/')));
  return serveFile(sc, req, res, obj, url, method === 'HEAD');
};
