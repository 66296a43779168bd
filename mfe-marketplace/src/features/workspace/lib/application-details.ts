import type { Json } from 'shared-ui';
import { formatMoney } from '../../deals/lib/format';

interface ApplicantLike {
  application_data: Json;
  created_at: string;
  profiles: {
    role: string | null;
    sport: string | null;
    content_type: string | null;
    follower_count: string | null;
    instagram_handle: string | null;
    twitter_handle: string | null;
    tiktok_handle: string | null;
  } | null;
}

const ROLE: Record<string, string> = { athlete: 'Athlete', creator: 'Creator', brand: 'Brand', agency: 'Agency' };
const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
const handle = (v: string | null | undefined) => (v ? `@${v.replace(/^@+/, '')}` : null);

/** What a brand reads about an applicant: who they are in one line, the pitch, their http(s) links and the facts they gave. */
export function applicationDetails(a: ApplicantLike): { about: string; pitch: string; links: string[]; facts: [string, string][] } {
  const data = (a.application_data && typeof a.application_data === 'object' && !Array.isArray(a.application_data) ? a.application_data : {}) as Record<string, unknown>;
  const p = a.profiles;
  const about = [p?.role ? (ROLE[p.role] ?? p.role) : null, p?.sport ?? p?.content_type ?? null, p?.follower_count ? `${p.follower_count} followers` : null].filter(Boolean).join(' · ');
  const handles = [
    p?.instagram_handle && `Instagram ${handle(p.instagram_handle)}`,
    p?.tiktok_handle && `TikTok ${handle(p.tiktok_handle)}`,
    p?.twitter_handle && `X ${handle(p.twitter_handle)}`,
  ].filter(Boolean).join(', ');
  const rate = typeof data.proposedRate === 'number' ? formatMoney(data.proposedRate) : null;
  const links = Array.isArray(data.links) ? data.links.filter((l): l is string => typeof l === 'string' && /^https?:\/\//i.test(l)) : [];
  const facts: [string, string | null][] = [
    ['Proposed rate', rate],
    ['Delivery', text(data.deliveryPlan)],
    ['Earliest start', text(data.startDate)],
    ['Social', handles || null],
    ['Applied', new Date(a.created_at).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })],
  ];
  return { about: about || 'Talent', pitch: text(data.pitch) ?? 'No pitch given.', links, facts: facts.filter((f): f is [string, string] => f[1] !== null) };
}

/**
 * What an application commits, as SQL's application_amount: the accepted terms' amount (agreedAmountCents, written
 * only by the database when a proposal is accepted), else the applicant's proposed rate, else the deal's compensation.
 */
export function applicationAmount(applicationData: Json, dealAmount: number | string): number {
  const data = applicationData && typeof applicationData === 'object' && !Array.isArray(applicationData) ? (applicationData as Record<string, unknown>) : {};
  if (typeof data.agreedAmountCents === 'number') return data.agreedAmountCents / 100;
  return typeof data.proposedRate === 'number' ? data.proposedRate : Number(dealAmount) || 0;
}

/**
 * The amount to show for an application: once accepted, what the two parties agreed (never the posted budget),
 * with the posted budget beside it when they differ; before that, the deal's posted amount.
 */
export function applicationAmountLine(status: string, applicationData: Json, dealAmount: number | string | null | undefined): string {
  const posted = Number(dealAmount ?? 0) || 0;
  if (status !== 'accepted') return formatUsd(posted);
  const agreed = applicationAmount(applicationData, posted);
  return agreed === posted ? `${formatUsd(agreed)} agreed` : `${formatUsd(agreed)} agreed (posted ${formatUsd(posted)})`;
}

function formatUsd(n: number): string {
  return formatMoney(n);
}
