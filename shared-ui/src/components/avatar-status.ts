export type ImageLoadingStatus = 'idle' | 'loading' | 'loaded' | 'error';

/** The fallback shows unless the image has loaded, and only once its optional delay has passed. */
export function shouldShowFallback(status: ImageLoadingStatus, delayElapsed: boolean): boolean {
  return status !== 'loaded' && delayElapsed;
}

/** First letter of the name, else of the email, else 'U'. */
export function avatarInitial(name?: string | null, email?: string | null): string {
  const source = name?.trim() || email?.trim() || '';
  return (source.charAt(0) || 'U').toUpperCase();
}

/**
 * Up to two initials, as many products show for a person or company without a photo: first and last word of the
 * name ('Jordan Reyes' -> 'JR', 'Apex Athletics' -> 'AA', 'Maya' -> 'M'), else the email's first letter, else 'U'.
 */
export function avatarInitials(name?: string | null, email?: string | null): string {
  const words = (name ?? '').trim().split(/\s+/).filter((w) => /\p{L}|\p{N}/u.test(w));
  if (words.length === 0) return avatarInitial(null, email);
  const first = [...words[0]!].find((c) => /\p{L}|\p{N}/u.test(c)) ?? '';
  const last = words.length > 1 ? ([...words[words.length - 1]!].find((c) => /\p{L}|\p{N}/u.test(c)) ?? '') : '';
  return (first + last).toUpperCase() || 'U';
}

/** Colours for initials, each dark enough for white text (contrast at least 4.5:1). */
export const INITIALS_PALETTE = ['#0369a1', '#047857', '#b45309', '#b91c1c', '#6d28d9', '#be185d', '#0f766e', '#4338ca'] as const;

/** The same colour for the same name every time. */
export function avatarColor(key: string): string {
  return INITIALS_PALETTE[hash(key || 'anonymous') % INITIALS_PALETTE.length]!;
}

const PALETTE = ['#0ea5e9', '#10b981', '#f59e0b', '#ef4444', '#8b5cf6', '#ec4899', '#14b8a6', '#6366f1'];

function hash(input: string): number {
  let h = 2166136261;
  for (let i = 0; i < input.length; i++) {
    h ^= input.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/**
 * The generated default avatar for a user id: a symmetric 5x5 identicon as an SVG data URL.
 * Generated in the browser so it works offline and sends no user id to a third party.
 */
export function defaultAvatarUrl(userId: string): string {
  const h = hash(userId || 'anonymous');
  const color = PALETTE[h % PALETTE.length];
  let cells = '';
  for (let y = 0; y < 5; y++) {
    for (let x = 0; x < 3; x++) {
      if ((hash(`${userId}:${x}:${y}`) & 1) === 0) continue;
      cells += `<rect x="${x}" y="${y}" width="1" height="1"/>`;
      if (x < 2) cells += `<rect x="${4 - x}" y="${y}" width="1" height="1"/>`;
    }
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-0.5 -0.5 6 6"><rect x="-0.5" y="-0.5" width="6" height="6" fill="#e2e8f0"/><g fill="${color}">${cells}</g></svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}
