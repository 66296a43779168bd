import type { Session, User } from '@supabase/supabase-js';
import { CheckValues, type CheckValue, type Row } from '../supabase/types';

/** The roles the database allows (user_roles.role's CHECK constraint), in its order. */
export const USER_ROLES = CheckValues.user_roles_role;
export type UserRole = CheckValue<'user_roles_role'>;

export type Profile = Row<'profiles'>;
export type OnboardingStatus = Row<'onboarding_status'>;

export type { Session, User };
