import { useMutation } from '@tanstack/react-query';
import * as z from 'zod';
import { getSupabase, toast, type PitchsideClient } from 'shared-ui';
import { REPORT_NOTE_MAX, REPORT_REASONS, REPORT_TARGET_TYPES } from './reasons';
import { showFailureToast } from '../errors/failure-toast';

export const reportInputSchema = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.uuid('This item cannot be reported'),
  reason: z.enum(REPORT_REASONS, 'Choose a reason'),
  note: z.string().trim().max(REPORT_NOTE_MAX, `Keep the note under ${REPORT_NOTE_MAX} characters`),
});
export type ReportInput = z.infer<typeof reportInputSchema>;

export const ALREADY_REPORTED = 'You have already reported this';

/** Files the report as the signed-in user (the database sets the reporter and refuses a second report of the same item). */
export async function createReport(supabase: PitchsideClient, input: ReportInput): Promise<void> {
  const parsed = reportInputSchema.parse(input);
  const { error } = await supabase
    .from('reports')
    .insert({ target_type: parsed.targetType, target_id: parsed.targetId, reason: parsed.reason, note: parsed.note || null });
  if (error) throw error;
}

const codeOf = (error: unknown): string | undefined =>
  error && typeof error === 'object' && 'code' in error ? String((error as { code: unknown }).code) : undefined;

/** The report with its toasts: 'Report sent', or 'You have already reported this' for a second report of the same item. */
export function useReportCreateMutation() {
  return useMutation({
    mutationFn: async (input: ReportInput) => createReport(await getSupabase(), input),
    onSuccess: () => {
      toast.success('Report sent', { description: 'Thank you. An administrator will review it.' });
    },
    onError: (error) => {
      if (codeOf(error) === '23505') toast.info(ALREADY_REPORTED);
      else showFailureToast('report', error);
    },
  });
}
