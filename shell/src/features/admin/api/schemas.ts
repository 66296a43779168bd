import * as z from 'zod';

// bigint counts arrive as numbers from PostgREST and may arrive as strings from other servers
export const count = z.coerce.number();
export const nullableText = z.string().nullable();
export const timestamp = z.string();

export const ADMIN_ROLES = ['athlete', 'creator', 'brand', 'agency', 'admin'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];
