import { getRuntimeConfig } from '../config/runtime-config';
import { getSupabase } from '../supabase/client';

/** A function's refusal: its HTTP status, its code and its message, as the functions answer `{error: {code, message}}`. */
export class FunctionError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'FunctionError';
  }
}

/** POSTs to one of the Lambda functions with the signed-in user's access token; the JSON answer, or a FunctionError. */
export async function callFunction<T>(name: string, body: unknown): Promise<T> {
  const { functionsUrl } = getRuntimeConfig();
  const { data } = await (await getSupabase()).auth.getSession();
  const token = data.session?.access_token;
  let response: Response;
  try {
    response = await fetch(`${functionsUrl.replace(/\/$/, '')}/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  } catch {
    throw new FunctionError(0, 'network', 'Could not reach the server. Check your connection and try again.');
  }
  const json = (await response.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
  if (!response.ok) throw new FunctionError(response.status, json?.error?.code ?? 'http_error', json?.error?.message ?? `The server answered ${response.status}.`);
  return json as T;
}

/** An absolute URL on this site, for the return paths a checkout sends people back to. */
export function siteUrl(path: string): string {
  return new URL(path, window.location.origin).toString();
}
