import { asRole, type Db, type Tx } from '../../local/src/db';

/** Seeded demo accounts (infra/supabase/seed.sql). */
export const DEMO = {
  athlete: '10000000-0000-4000-8000-000000000001',
  creator: '10000000-0000-4000-8000-000000000002',
  brand: '10000000-0000-4000-8000-000000000003',
  agency: '10000000-0000-4000-8000-000000000004',
  admin: '10000000-0000-4000-8000-000000000005',
} as const;

export function claimsFor(userId: string): Record<string, unknown> {
  return { sub: userId, role: 'authenticated', aud: 'authenticated', email: `${userId}@test.local` };
}

/** Create auth users (as the superuser); the trigger gives each a profile, role and onboarding row. */
export async function createUsers(db: Db, count: number, role = 'athlete', prefix = 'user'): Promise<string[]> {
  const r = await db.query<{ id: string }>(
    `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, raw_user_meta_data)
     select gen_random_uuid(), 'authenticated', 'authenticated',
            $1 || '-' || n || '-' || substr(md5(random()::text), 1, 8) || '@test.local', '', now(),
            jsonb_build_object('full_name', $1 || ' ' || n, 'role', $2::text)
     from generate_series(1, $3::int) n
     returning id`,
    [prefix, role, count],
  );
  return r.rows.map((x) => x.id);
}

export class Rollback extends Error {
  constructor(readonly value: unknown) {
    super('rollback');
  }
}

/** Run fn as a user (or anon when userId is null) and roll the transaction back. */
export async function tryAs<T>(db: Db, userId: string | null, fn: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    await asRole(db, userId ? 'authenticated' : 'anon', userId ? claimsFor(userId) : null, async (tx) => {
      throw new Rollback(await fn(tx));
    });
  } catch (err) {
    if (err instanceof Rollback) return err.value as T;
    throw err;
  }
  throw new Error('unreachable');
}

/** Run fn as a user (or anon) and commit. */
export function as<T>(db: Db, userId: string | null, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return asRole(db, userId ? 'authenticated' : 'anon', userId ? claimsFor(userId) : null, fn);
}

export function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

export function errorCode(err: unknown): string | undefined {
  if (err && typeof err === 'object' && 'code' in err && typeof err.code === 'string') return err.code;
  return undefined;
}
