import type { ProfilePreferences } from 'shared-ui';

export interface CandidateDeal {
  id: string;
  title: string;
  category: string | null;
  compensation_amount: number | string;
  created_at: string;
  brand: { name: string; verified: boolean } | null;
  /** The viewer's match score (public.match_score); null when it cannot be computed. */
  match_score?: number | null;
}

/**
 * The deals to suggest: from verified brands, not applied to, not in a refused category, paying at least the
 * minimum; the best match score first, then those in the user's interests, then the newest.
 */
export function recommendDeals(deals: readonly CandidateDeal[], prefs: ProfilePreferences, appliedIds: ReadonlySet<string>, categorySlugs: ReadonlyMap<string, string>, limit = 3): CandidateDeal[] {
  const refused = new Set(prefs.refused_categories);
  const wanted = new Set(prefs.interested_categories);
  return deals
    .filter((d) => d.brand?.verified && !appliedIds.has(d.id))
    .filter((d) => !(d.category && refused.has(categorySlugs.get(d.category) ?? '')))
    .filter((d) => prefs.min_deal_amount == null || Number(d.compensation_amount) >= prefs.min_deal_amount)
    .map((d, i) => ({ d, score: d.match_score ?? -1, rank: (d.category && wanted.has(d.category) ? 0 : 1) * 10_000 + i }))
    .sort((a, b) => b.score - a.score || a.rank - b.rank)
    .slice(0, limit)
    .map((x) => x.d);
}
