import { searchPattern, searchTextPattern, type PitchsideClient } from 'shared-ui';
import { PAGE_SIZE, type DealFilters } from '../lib/filters';
import { BEST_MATCH_ORDER, DEAL_CARD_COLUMNS, type DealCardRow } from './deal-columns';

export interface DealsPage {
  deals: DealCardRow[];
  total: number;
}

/**
 * One page (50) of active deals of verified brands, filtered and sorted as the spec says. The database keeps the
 * brand's verification on the deal (`brand_verified`), so the filter needs no join; the verified-only check is
 * kept on the client too. The Saved filter keeps the deals the user bookmarked through the `my_bookmark` embed.
 */
export async function listDeals(supabase: PitchsideClient, f: DealFilters, page: number): Promise<DealsPage> {
  const columns = f.saved ? `${DEAL_CARD_COLUMNS}, my_bookmark!inner(id)` : DEAL_CARD_COLUMNS;
  let q = supabase.from('deals').select(columns, { count: 'exact' }).eq('is_active', true).eq('brand_verified', true);
  if (f.category !== 'all') q = q.contains('tags', [f.category]);
  const pattern = searchPattern(f.searchQuery);
  // the database keeps lower(title, description) in `search_text`
  const lowered = pattern && searchTextPattern(pattern);
  if (lowered) q = q.like('search_text', lowered);
  else if (pattern) q = q.or(`title.ilike.${pattern},description.ilike.${pattern}`);
  // in cents: the generated bigint column the planner can estimate under RLS (see its migration)
  q = q.gte('compensation_cents', f.priceRange[0] * 100).lte('compensation_cents', f.priceRange[1] * 100);
  if (f.sortBy === 'highest_pay') q = q.order('compensation_amount', { ascending: false });
  else if (f.sortBy === 'best_match') q = q.order(BEST_MATCH_ORDER, { ascending: false, nullsFirst: false });
  else if (f.sortBy === 'deadline') q = q.order('application_deadline', { ascending: true, nullsFirst: false });
  q = q.order('created_at', { ascending: false }).order('id');
  const from = page * PAGE_SIZE;
  // match_score is a computed column and my_bookmark a computed relationship, which the generated types do not list
  const { data, error, count } = await q.range(from, from + PAGE_SIZE - 1).overrideTypes<DealCardRow[], { merge: false }>();
  if (error) throw error;
  const deals = data.filter((d) => d.brands?.verified);
  return { deals, total: count ?? deals.length };
}
