import { create } from 'zustand';
import type { OnboardingStatus, Profile, Session, User, UserRole } from './types';

/**
 * The one auth store for the shell and every section (shared-ui is a federation singleton).
 * `initialized` turns true when the first session check finished, or is forced after 3 s.
 */
export interface AuthState {
  initialized: boolean;
  loading: boolean;
  session: Session | null;
  user: User | null;
  profile: Profile | null;
  role: UserRole;
  onboardingStatus: OnboardingStatus | null;
  set: (partial: Partial<Omit<AuthState, 'set'>>) => void;
}

export const useAuthStore = create<AuthState>((set) => ({
  initialized: false,
  loading: true,
  session: null,
  user: null,
  profile: null,
  role: 'athlete',
  onboardingStatus: null,
  set: (partial) => set(partial),
}));
