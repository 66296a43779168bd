import { useQuery } from '@tanstack/react-query';
import { getSupabase, type PitchsideClient } from 'shared-ui';
import { marketCountsSchema, type DealTerms, type MarketCounts } from 'shared-ui/ai';
import { dealAnalysisKeys } from './keys';

const NO_MARKET: MarketCounts = { sample: 0, below: 0, equal: 0 };

export interface DealForAnalysis {
  terms: DealTerms;
  brand: string;
  market: MarketCounts;
}

/** The deal as the user sees it, and its market counts; null when no such deal is visible to them. */
export async function fetchDealAnalysis(supabase: PitchsideClient, dealId: string): Promise<DealForAnalysis | null> {
  const [deal, market] = await Promise.all([
    supabase.from('deals').select('title, description, requirements, deliverables, compensation_amount, application_deadline, brands(name)').eq('id', dealId).maybeSingle(),
    supabase.rpc('ai_market_position', { p_deal_id: dealId }),
  ]);
  if (deal.error) throw deal.error;
  if (market.error) throw market.error;
  if (!deal.data) return null;
  const d = deal.data;
  const daysLeft = d.application_deadline ? Math.floor((new Date(d.application_deadline).getTime() - Date.now()) / 86_400_000) : null;
  return {
    terms: { title: d.title, description: d.description, requirements: d.requirements, deliverables: d.deliverables, amount: Number(d.compensation_amount), daysLeft },
    brand: d.brands?.name ?? 'The brand',
    market: market.data === null ? NO_MARKET : marketCountsSchema.parse(market.data),
  };
}

export function useDealAnalysisQuery(dealId: string | null) {
  return useQuery({ queryKey: dealAnalysisKeys.deal(dealId ?? ''), queryFn: async () => fetchDealAnalysis(await getSupabase(), dealId!), enabled: !!dealId });
}
