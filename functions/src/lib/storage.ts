import type { FunctionsConfig } from './config';

/**
 * An object's bytes, read as the service role (the secret key as apikey, as Storage takes it hosted and locally);
 * null when there is no such object (hosted Storage answers a missing object with 400 or 404).
 */
export async function downloadObject(config: Pick<FunctionsConfig, 'supabaseUrl' | 'secretKey'>, bucket: string, name: string): Promise<Uint8Array | null> {
  const res = await fetch(`${config.supabaseUrl}/storage/v1/object/${encodeURIComponent(bucket)}/${name.split('/').map(encodeURIComponent).join('/')}`, {
    headers: { apikey: config.secretKey },
    signal: AbortSignal.timeout(20_000),
  });
  if (res.status === 400 || res.status === 404) return null;
  if (!res.ok) throw new Error(`download ${bucket} object: ${res.status}`);
  return new Uint8Array(await res.arrayBuffer());
}
