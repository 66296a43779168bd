import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { getSupabase, showErrorToast, toast, type PitchsideClient } from 'shared-ui';
import { nilKeys } from 'shared-ui/nil';

export const inKindSchema = z.object({
  description: z.string().refine((v) => v.trim().length > 0, 'Describe what you received').refine((v) => v.trim().length <= 200, 'Keep it to 200 characters'),
  value: z.string().refine((v) => /^\d+(\.\d{1,2})?$/.test(v.trim()) && Number(v) >= 0.01 && Number(v) <= 100_000, 'Enter its value in dollars, up to $100,000'),
});
export type InKindValues = z.input<typeof inKindSchema>;

/** Records a product or service received in a deal at its fair market value (RLS: your own accepted deals). */
export async function createInKindItem(client: PitchsideClient, userId: string, applicationId: string, values: InKindValues) {
  const body = inKindSchema.parse(values);
  const { error } = await client.from('nil_in_kind_items').insert({
    application_id: applicationId,
    user_id: userId,
    description: body.description.trim(),
    value_cents: Math.round(Number(body.value) * 100),
  });
  if (error) throw error;
}

export function useCreateInKindItem(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ applicationId, values }: { applicationId: string; values: InKindValues }) => createInKindItem(await getSupabase(), userId, applicationId, values),
    onSuccess: () => toast.success('In-kind item added'),
    onError: (error) => showErrorToast(error, 'your in-kind items'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: nilKeys.items(userId) }),
  });
}
