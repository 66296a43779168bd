import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { getSupabase, showFailureToast, toast, type FailureContext, type PitchsideClient } from 'shared-ui';
import { adminKeys } from './keys';

/**
 * An admin action (`run` takes the client, as every fetcher does): on success its toast and a refresh of what it
 * changed plus the overview and audit log; on failure its context's title from the error catalogue, over the
 * database's own message (a business rule such as 'The last administrator cannot be demoted').
 */
export function useAdminMutation<I>(opts: { run: (client: PitchsideClient, input: I) => Promise<unknown>; success: (input: I) => string; failure: FailureContext; refresh: QueryKey[] }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: I) => opts.run(await getSupabase(), input),
    onSuccess: (_r, input) => {
      toast.success(opts.success(input));
    },
    onError: (error) => {
      showFailureToast(opts.failure, error);
    },
    onSettled: () =>
      Promise.all(
        [...opts.refresh, adminKeys.auditAll(), [...adminKeys.all, 'overview']].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
