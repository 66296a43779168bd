import { useMemo } from 'react';
import { useAuthStore } from 'shared-ui';

export interface Viewer {
  initialized: boolean;
  userId: string | null;
  role: string;
  fullName: string | null;
  interests: string[];
  sport: string | null;
  contentType: string | null;
}

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const text = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

/** Who is looking, and what the recommendations may use: role, onboarding interests, sport, content type. */
export function useViewer(): Viewer {
  const initialized = useAuthStore((s) => s.initialized);
  const user = useAuthStore((s) => s.user);
  const profile = useAuthStore((s) => s.profile);
  const role = useAuthStore((s) => s.role);
  const userId = user?.id ?? null;
  return useMemo(() => {
    const extra = (profile?.extra_data ?? {}) as Record<string, unknown>;
    const preferences = (extra.preferences ?? {}) as Record<string, unknown>;
    return {
      initialized,
      userId,
      role,
      fullName: profile?.full_name ?? null,
      interests: strings(preferences.interested_categories),
      sport: text(profile?.sport) ?? text(extra.sport),
      contentType: text(profile?.content_type) ?? text(extra.content_type),
    };
  }, [initialized, userId, role, profile]);
}
