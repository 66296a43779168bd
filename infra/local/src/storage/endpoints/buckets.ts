import { sendJson } from '../../server/http';
import { BUCKET_COLUMNS, bucketById, callerOf, type Bucket, type StorageEndpoint } from '../context';
import { storageErrors } from '../errors';

/** GET /bucket: listBuckets */
export const listBuckets: StorageEndpoint = async (sc, { req, res }) => {
  await callerOf(sc, req);
  const r = await sc.server.db.query<Bucket>(
    `select ${BUCKET_COLUMNS}
       from storage.buckets order by name`,
  );
  return sendJson(res, 200, r.rows.map((b) => ({ ...b, file_size_limit: b.file_size_limit === null ? null : Number(b.file_size_limit) })));
};

/** GET /bucket/{id}: getBucket */
export const getBucket: StorageEndpoint = async (sc, { req, res, seg }) => {
  await callerOf(sc, req);
  return sendJson(res, 200, await bucketById(sc.server.db, decodeURIComponent(seg[1] ?? '')));
};

/** Any other /bucket call: buckets come from the migrations. */
export const manageBucket: StorageEndpoint = async (sc, { req }) => {
  await callerOf(sc, req);
  throw storageErrors.methodNotAllowed('Managing buckets is done by the migrations in the local stack');
};
