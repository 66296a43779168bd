import { useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { applicationKeys, getSupabase, type PitchsideClient } from 'shared-ui';
import type { ApplicantFitInputs } from 'shared-ui/ai';

const fitRowSchema = z.object({
  application_id: z.string(),
  user_id: z.string(),
  inputs: z.object({
    deal: z.object({ target_roles: z.array(z.string()), target_audience: z.record(z.string(), z.unknown()) }),
    user: z.object({
      role: z.string(),
      sport: z.string().nullable(),
      platforms: z.array(z.string()),
      followers: z.number().nullable(),
      age: z.record(z.string(), z.number()),
      location: z.record(z.string(), z.number()),
    }),
  }),
});

/** Per application (not withdrawn) of one of the brand's deals: what its fit score reads (public.applicant_fit_inputs). */
export async function fetchApplicantFit(supabase: PitchsideClient, dealId: string): Promise<Map<string, ApplicantFitInputs>> {
  const { data, error } = await supabase.rpc('applicant_fit_inputs', { p_deal_id: dealId });
  if (error) throw error;
  const rows = z.array(fitRowSchema).parse(data ?? []);
  return new Map(rows.map((r): [string, ApplicantFitInputs] => [r.application_id, r.inputs as ApplicantFitInputs]));
}

/** Under the deal's applicants key: a new or withdrawn application refreshes the scores with the list. */
export function useApplicantFitQuery(dealId: string, enabled = true) {
  return useQuery({ queryKey: [...applicationKeys.forDeal(dealId), 'fit'], queryFn: async () => fetchApplicantFit(await getSupabase(), dealId), enabled: enabled && !!dealId });
}
