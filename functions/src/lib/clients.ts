import { PostgrestClient } from '@supabase/postgrest-js';
import Stripe from 'stripe';
import type { Database } from 'shared-ui/database-types';
import type { FunctionsConfig } from './config';

export type Db = PostgrestClient<Database>;

/**
 * The database as the functions' service role (through the secret API key): it writes what users may only read (money, plans). Only the
 * REST client of supabase-js (its auth and realtime parts need a browser or a WebSocket the Lambda lacks).
 */
export function createServiceDb(config: FunctionsConfig): Db {
  return new PostgrestClient<Database>(`${config.supabaseUrl}/rest/v1`, {
    // the secret key as apikey only: it is not a JWT, and with no Authorization the API gateway runs the request
    // as the key's role (service_role), hosted and local alike
    headers: { apikey: config.secretKey },
  });
}

/** The real Stripe SDK; pointed at the local stand-in when the config names one. */
export function createStripe(config: FunctionsConfig): Stripe {
  const { secretKey, host, port, protocol } = config.stripe;
  return new Stripe(secretKey, { ...(host ? { host, port, protocol } : {}), maxNetworkRetries: host ? 0 : 2, timeout: 20_000 });
}

type DbResult = { data: unknown; error: { message: string; code?: string } | null };

/** Throws the database's error; returns the data otherwise. */
export function must<R extends DbResult>(result: R, what: string): R['data'] {
  if (result.error) throw new Error(`${what}: ${result.error.message}${result.error.code ? ` (${result.error.code})` : ''}`);
  return result.data;
}

/** Like `must`, for a query that has to find its row. */
export function mustOne<R extends DbResult>(result: R, what: string): NonNullable<R['data']> {
  const data = must(result, what);
  if (data === null || data === undefined) throw new Error(`${what}: no row`);
  return data as NonNullable<R['data']>;
}
