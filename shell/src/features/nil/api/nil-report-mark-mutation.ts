import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { getSupabase, showErrorToast, toast, type PitchsideClient } from 'shared-ui';
import { nilKeys } from 'shared-ui/nil';

export const markReportedSchema = z.object({
  reported_on: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date you reported it'),
  reference: z.string().max(120, 'The reference must be 120 characters or fewer'),
});
export type MarkReportedValues = z.input<typeof markReportedSchema>;

/** "I reported it": mark_nil_reported() checks the deal is yours and the date (not before agreement, not future). */
export async function markNilReported(client: PitchsideClient, applicationId: string, values: MarkReportedValues) {
  const body = markReportedSchema.parse(values);
  const { data, error } = await client.rpc('mark_nil_reported', { p_application_id: applicationId, p_reported_on: body.reported_on, p_reference: body.reference.trim() || undefined });
  if (error) throw error;
  return data;
}

export function useMarkNilReported(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ applicationId, values }: { applicationId: string; values: MarkReportedValues }) => markNilReported(await getSupabase(), applicationId, values),
    onSuccess: () => toast.success('Marked as reported to NIL Go'),
    onError: (error) => showErrorToast(error, 'your NIL report'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: nilKeys.items(userId) }),
  });
}
