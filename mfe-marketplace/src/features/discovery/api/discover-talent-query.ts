import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getSupabase, type Json, type PitchsideClient } from 'shared-ui';
import { discoverArgs, type DiscoverFilters } from '../lib/discover-filters';
import { discoverKeys } from './discover-keys';

/** A row of discover_talent() (the generated types know only that it returns records). */
export interface TalentHit {
  user_id: string;
  role: string;
  full_name: string;
  avatar_url: string | null;
  bio: string | null;
  sport: string | null;
  content_type: string | null;
  categories: string[];
  platforms: string[];
  followers: number;
  engagement_rate: number | string | null;
  age_top: string | null;
  female_share: number | string | null;
  male_share: number | string | null;
  top_country: string | null;
  location: string | null;
  school: string | null;
  media_kit_handle: string | null;
  joined_at: string;
  fit: number | null;
  fit_factors: Json | null;
  total_count: number | string;
}
export interface FitFactor {
  factor: string;
  points: number;
  max: number;
  why: string;
  missing: string | null;
}

/** One page of discoverable talent and the exact number that match (discover_talent(); brands, agencies and admins only). */
export async function discoverTalent(supabase: PitchsideClient, f: DiscoverFilters): Promise<{ rows: TalentHit[]; total: number }> {
  const { data, error } = await supabase.rpc('discover_talent', discoverArgs(f)).overrideTypes<TalentHit[], { merge: false }>();
  if (error) throw error;
  const rows = data ?? [];
  return { rows, total: rows.length ? Number(rows[0]!.total_count) : 0 };
}

export function useDiscoverTalentQuery(f: DiscoverFilters) {
  return useQuery({ queryKey: discoverKeys.search(discoverArgs(f)), queryFn: async () => discoverTalent(await getSupabase(), f), placeholderData: keepPreviousData });
}

export function fitFactors(v: unknown): FitFactor[] {
  return Array.isArray(v) ? (v as FitFactor[]).filter((x) => x && typeof x.factor === 'string') : [];
}
