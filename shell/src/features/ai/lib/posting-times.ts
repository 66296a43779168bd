/** Posting-time suggestions from the user's own past posts: the weekday and hour slots with the best engagement rate. */
export interface PastPost {
  posted_at: string;
  platform: string;
  reach: number;
  engagement: number;
}

export interface Slot {
  day: string;
  hour: number;
  /** engagement / reach over the slot's posts, in percent, one decimal */
  rate: number;
  posts: number;
}

/** Fewer past posts than this and the suggestions are general guidance, not the user's own. */
export const MIN_POSTS = 10;
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** Hours are grouped in blocks of this many, so a slot has enough posts to mean something. */
const BLOCK = 3;

export const GENERAL_GUIDANCE = [
  'Post when your audience is off work or school: early evening (6 to 9 pm) on weekdays is a common peak.',
  'Weekend mornings often do well for lifestyle, food and fitness content.',
  'Keep a steady rhythm (for example three posts a week) rather than bursts, and post a sponsored piece when you would post anyway.',
];

export const hourLabel = (h: number) => `${((h + 11) % 12) + 1} ${h < 12 ? 'am' : 'pm'}`;

/** The best slots (weekday + 3-hour block) by engagement rate, best first; empty below MIN_POSTS posts. */
export function bestSlots(posts: PastPost[], timeZone?: string, top = 3): Slot[] {
  if (posts.length < MIN_POSTS) return [];
  const slots = new Map<string, { day: string; hour: number; reach: number; engagement: number; posts: number }>();
  const fmt = new Intl.DateTimeFormat('en-US', { weekday: 'long', hour: 'numeric', hourCycle: 'h23', timeZone });
  for (const p of posts) {
    const parts = fmt.formatToParts(new Date(p.posted_at));
    const day = parts.find((x) => x.type === 'weekday')?.value ?? DAYS[0]!;
    const hour = Math.floor(Number(parts.find((x) => x.type === 'hour')?.value ?? 0) / BLOCK) * BLOCK;
    const key = `${day}-${hour}`;
    const s = slots.get(key) ?? { day, hour, reach: 0, engagement: 0, posts: 0 };
    s.reach += p.reach;
    s.engagement += p.engagement;
    s.posts += 1;
    slots.set(key, s);
  }
  return [...slots.values()]
    .filter((s) => s.reach > 0)
    .map((s) => ({ day: s.day, hour: s.hour, posts: s.posts, rate: Math.round((1000 * s.engagement) / s.reach) / 10 }))
    .sort((a, b) => b.rate - a.rate || b.posts - a.posts)
    .slice(0, top);
}
