import type { Session, User } from '@supabase/supabase-js';
import type { CheckValue, Row } from '../supabase/types';

/** The roles the database allows (user_roles.role's CHECK constraint), in its order (a test holds it to CheckValues). */
export const USER_ROLES = ['athlete', 'creator', 'brand', 'agency', 'admin'] as const satisfies readonly CheckValue<'user_roles_role'>[];
export type UserRole = CheckValue<'user_roles_role'>;

export type Profile = Row<'profiles'>;
export type OnboardingStatus = Row<'onboarding_status'>;

export type { Session, User };
