import { sendJson } from '../../server/http';
import { asCaller, bucketById, callerOf, OBJECT_COLUMNS, readJson, type ObjectRow, type StorageEndpoint } from '../context';
import { storageErrors } from '../errors';

/** POST /object/list/{bucket}: list (prefix, limit, offset, sortBy, search), folders first-level only */
export const list: StorageEndpoint = async (sc, { req, res, seg }) => {
  const bucketId = decodeURIComponent(seg[2] ?? '');
  const c = await callerOf(sc, req);
  const body = await readJson(sc, req);
  await bucketById(sc.server.db, bucketId);
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
  const rows = await asCaller(sc, c, (tx) =>
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
};
