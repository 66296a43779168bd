import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Db, DbRole } from '../db';
import type { SigningJwk } from './keys';

/** Who is calling, as decided from the apikey / bearer token: the role a request runs as, and its JWT claims. */
export interface Caller {
  role: DbRole;
  claims: Record<string, unknown> | null;
  /** auth.users id when signed in. */
  userId: string | null;
}

/** A client mistake with an HTTP status and a JSON body in the shape the calling protocol expects. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(typeof body.message === 'string' ? body.message : typeof body.msg === 'string' ? body.msg : `HTTP ${status}`);
  }
}

export interface LocalServerConfig {
  port: number;
  host: string;
  /** Public base URL, e.g. http://127.0.0.1:54321 */
  url: string;
  /** The legacy HS256 JWT secret (signs the legacy anon / service_role keys; verifies while `legacyJwt`). */
  jwtSecret: string;
  /** Legacy anon / service_role JWT keys: accepted while `legacyJwt` is on. */
  anonKey: string;
  serviceRoleKey: string;
  /** The new API keys: `sb_publishable_…` (anon, the browser's) and `sb_secret_…` (service_role, servers only). */
  publishableKey: string;
  secretKey: string;
  /** ES256 signing keys (one signs, the others verify); see keys.ts. */
  signingKeys: SigningJwk[];
  /** false once the legacy JWT secret is revoked: HS256 tokens and the legacy keys are refused. */
  legacyJwt: boolean;
  /** Where files of the storage API live on disk. */
  storageDir: string;
}

/** What the server hands every extension. */
export interface ServerContext {
  db: Db;
  config: LocalServerConfig;
  /** Resolves a bearer token (or the anon / service key) to a caller; throws HttpError(401) for a bad or expired token. */
  authenticate(token: string | undefined): Promise<Caller>;
}

/** A protocol mounted under a path prefix of the local server (storage, realtime, ...). */
export interface ServerExtension {
  /** e.g. '/storage/v1' */
  prefix: string;
  handle?(req: IncomingMessage, res: ServerResponse, ctx: ServerContext): Promise<void>;
  upgrade?(req: IncomingMessage, socket: Duplex, head: Buffer, ctx: ServerContext): void;
  close?(): Promise<void>;
}
