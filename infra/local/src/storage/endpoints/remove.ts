import fsp from 'node:fs/promises';
import { sendJson } from '../../server/http';
import type { Caller } from '../../server/extension';
import { asCaller, bucketById, callerOf, decodeName, filePath, OBJECT_COLUMNS, readJson, type ObjectRow, type StorageContext, type StorageEndpoint } from '../context';
import { storageErrors } from '../errors';
import { invalidName } from '../validate';

async function removeObjects(sc: StorageContext, c: Caller, bucketId: string, names: string[]): Promise<ObjectRow[]> {
  const rows = await asCaller(sc, c, (tx) =>
    tx.query<ObjectRow>(
      `delete from storage.objects where bucket_id = $1 and name = any($2::text[])
       returning ${OBJECT_COLUMNS}`,
      [bucketId, names],
    ),
  );
  for (const o of rows.rows) await fsp.rm(filePath(sc, bucketId, o.name), { force: true });
  return rows.rows;
}

/** DELETE /object/{bucket} { prefixes }: remove */
export const removeMany: StorageEndpoint = async (sc, { req, res, seg }) => {
  const bucketId = decodeURIComponent(seg[1] ?? '');
  const c = await callerOf(sc, req);
  const body = await readJson(sc, req);
  if (!Array.isArray(body.prefixes) || body.prefixes.length > 1000 || !body.prefixes.every((p) => typeof p === 'string')) {
    throw storageErrors.invalidInput('prefixes must be a list of up to 1000 object names');
  }
  await bucketById(sc.server.db, bucketId);
  const names = (body.prefixes as string[]).filter((p) => !invalidName(p));
  const removed = names.length ? await removeObjects(sc, c, bucketId, names) : [];
  return sendJson(res, 200, removed);
};

/** DELETE /object/{bucket}/{name} */
export const removeOne: StorageEndpoint = async (sc, { req, res, seg }) => {
  const c = await callerOf(sc, req);
  const bucketId = decodeURIComponent(seg[1] ?? '');
  await bucketById(sc.server.db, bucketId);
  const removed = await removeObjects(sc, c, bucketId, [decodeName(seg.slice(2).join('/'))]);
  if (removed.length === 0) throw storageErrors.objectNotFound();
  return sendJson(res, 200, { message: 'Successfully deleted' });
};
