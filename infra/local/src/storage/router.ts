/** /storage/v1: which endpoint answers a method and path (in supabase/storage's order of routes). */
import type { StorageEndpoint } from './context';
import { storageErrors } from './errors';
import { getBucket, listBuckets, manageBucket } from './endpoints/buckets';
import { download, info, publicDownload } from './endpoints/download';
import { list } from './endpoints/list';
import { removeMany, removeOne } from './endpoints/remove';
import { signedDownload, signMany, signOne } from './endpoints/sign';
import { upload } from './endpoints/upload';

const read = (m: string) => m === 'GET' || m === 'HEAD';

interface Route {
  when(method: string, seg: string[], rel: string): boolean;
  endpoint: StorageEndpoint;
}

const ROUTES: Route[] = [
  { when: (m, s, rel) => s[0] === 'bucket' && m === 'GET' && (rel === 'bucket' || rel === 'bucket/'), endpoint: listBuckets },
  { when: (m, s) => s[0] === 'bucket' && m === 'GET' && s.length === 2, endpoint: getBucket },
  { when: (_m, s) => s[0] === 'bucket', endpoint: manageBucket },
  { when: (m, s) => s[0] === 'object' && s[1] === 'public' && read(m), endpoint: publicDownload },
  { when: (m, s) => s[0] === 'object' && s[1] === 'sign' && read(m), endpoint: signedDownload },
  { when: (m, s) => s[0] === 'object' && s[1] === 'sign' && m === 'POST' && s.length === 3, endpoint: signMany },
  { when: (m, s) => s[0] === 'object' && s[1] === 'sign' && m === 'POST', endpoint: signOne },
  { when: (m, s) => s[0] === 'object' && s[1] === 'list' && m === 'POST' && s.length === 3, endpoint: list },
  { when: (m, s) => s[0] === 'object' && s[1] === 'info' && m === 'GET', endpoint: info },
  { when: (m, s) => s[0] === 'object' && read(m) && (s[1] === 'authenticated' ? s.length - 2 : s.length - 1) >= 2, endpoint: download },
  { when: (m, s) => s[0] === 'object' && (m === 'POST' || m === 'PUT') && s.length >= 3, endpoint: upload },
  { when: (m, s) => s[0] === 'object' && m === 'DELETE' && s.length === 2, endpoint: removeMany },
  { when: (m, s) => s[0] === 'object' && m === 'DELETE' && s.length >= 3, endpoint: removeOne },
];

export function routeOf(method: string, rel: string): StorageEndpoint {
  const seg = rel.split('/');
  const route = ROUTES.find((r) => r.when(method, seg, rel));
  if (!route) throw storageErrors.routeNotFound(`${method} /${rel} is not supported`);
  return route.endpoint;
}
