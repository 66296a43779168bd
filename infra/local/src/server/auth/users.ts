/** auth.users / auth.identities rows and GoTrue's user JSON. */
import type { Db, Tx } from '../../db';

export interface UserRow {
  id: string;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: string | null;
  confirmation_sent_at: string | null;
  recovery_sent_at: string | null;
  last_sign_in_at: string | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: string;
  updated_at: string;
  banned_until: string | null;
  phone: string | null;
  is_anonymous: boolean;
  email_change: string | null;
  email_change_sent_at: string | null;
}

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: string | null;
  created_at: string;
  updated_at: string;
  email: string | null;
}

export const iso = (v: unknown): string | null => (v == null ? null : String(v).replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00'));

const USER_COLS = `id, email, encrypted_password, email_confirmed_at, confirmation_sent_at, recovery_sent_at, last_sign_in_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at, banned_until, phone, is_anonymous, email_change, email_change_sent_at`;

export async function identitiesOf(q: Tx | Db, userId: string): Promise<IdentityRow[]> {
  return (await q.query<IdentityRow>('select * from auth.identities where user_id = $1 order by created_at', [userId])).rows;
}

export async function userById(q: Tx | Db, id: string): Promise<UserRow | undefined> {
  return (await q.query<UserRow>(`select ${USER_COLS} from auth.users where id = $1 and deleted_at is null`, [id])).rows[0];
}

export async function userByEmail(q: Tx | Db, email: string): Promise<UserRow | undefined> {
  return (await q.query<UserRow>(`select ${USER_COLS} from auth.users where lower(email) = $1 and deleted_at is null limit 1`, [email])).rows[0];
}

export async function listUsers(q: Tx | Db, page: number, perPage: number): Promise<{ users: UserRow[]; total: number }> {
  const rows = await q.query<UserRow>(`select ${USER_COLS} from auth.users where deleted_at is null order by created_at, id limit $1 offset $2`, [perPage, (page - 1) * perPage]);
  const total = await q.query<{ n: number }>('select count(*)::int as n from auth.users where deleted_at is null');
  return { users: rows.rows, total: total.rows[0]?.n ?? 0 };
}

export function userJson(u: UserRow, identities: IdentityRow[]) {
  return {
    id: u.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: u.email ?? '',
    email_confirmed_at: iso(u.email_confirmed_at),
    ...(u.email_change ? { new_email: u.email_change, email_change_sent_at: iso(u.email_change_sent_at) } : {}),
    phone: u.phone ?? '',
    confirmation_sent_at: iso(u.confirmation_sent_at),
    confirmed_at: iso(u.email_confirmed_at),
    recovery_sent_at: iso(u.recovery_sent_at),
    last_sign_in_at: iso(u.last_sign_in_at),
    app_metadata: u.raw_app_meta_data ?? {},
    user_metadata: u.raw_user_meta_data ?? {},
    identities: identities.map((i) => ({
      identity_id: i.id,
      id: i.provider_id,
      user_id: i.user_id,
      identity_data: i.identity_data,
      provider: i.provider,
      last_sign_in_at: iso(i.last_sign_in_at),
      created_at: iso(i.created_at),
      updated_at: iso(i.updated_at),
      email: i.email,
    })),
    created_at: iso(u.created_at),
    updated_at: iso(u.updated_at),
    is_anonymous: u.is_anonymous ?? false,
  };
}

/** The user's JSON as GoTrue answers it, read inside `q`. */
export async function userJsonById(q: Tx | Db, id: string) {
  return userJson((await userById(q, id)) as UserRow, await identitiesOf(q, id));
}
