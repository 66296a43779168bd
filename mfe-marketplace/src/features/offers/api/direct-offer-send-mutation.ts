import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod';
import { dealKeys, getSupabase, toast, type PitchsideClient } from 'shared-ui';
import { termsBody, type TermsFormOutput } from '../../negotiation/lib/terms';

/** The offer's own fields; its terms are the negotiation's Propose terms form. */
export const offerSchema = z.object({
  brandId: z.string().min(1, 'Choose the brand making the offer'),
  title: z.string().trim().min(1, 'Give the offer a title').max(200, 'Keep the title under 200 characters'),
  message: z.string().trim().max(1000, 'Keep the message under 1000 characters'),
});
export type OfferInput = z.input<typeof offerSchema>;

export interface SendOfferInput {
  talentId: string;
  offer: z.output<typeof offerSchema>;
  terms: TermsFormOutput;
}

/**
 * A brand's private offer to one talent: the database makes a private deal only the two of them read, the talent's
 * application to it and version 1 of the terms, and notifies the talent.
 */
export async function sendDirectOffer(supabase: PitchsideClient, { talentId, offer, terms }: SendOfferInput): Promise<void> {
  const { error } = await supabase.rpc('send_direct_offer', {
    p_brand_id: offer.brandId,
    p_talent_id: talentId,
    p_title: offer.title,
    p_message: offer.message,
    p_terms: termsBody(terms),
  });
  if (error) throw error;
}

export function useSendDirectOfferMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SendOfferInput) => sendDirectOffer(await getSupabase(), input),
    meta: { errorContext: 'sending the offer' },
    onSuccess: () => toast.success('Offer sent'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dealKeys.all }),
  });
}
