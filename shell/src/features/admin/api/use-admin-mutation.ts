import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { errorMessage, toast } from 'shared-ui';
import { adminKeys } from './keys';

/**
 * An admin action: on success its toast and a refresh of what it changed plus the overview and audit log; on
 * failure the database's own message (a business rule such as 'The last administrator cannot be demoted').
 */
export function useAdminMutation<I>(opts: { run: (input: I) => Promise<unknown>; success: (input: I) => string; failure: string; refresh: QueryKey[] }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: opts.run,
    onSuccess: (_r, input) => {
      toast.success(opts.success(input));
    },
    onError: (error) => {
      toast.error(opts.failure, { description: errorMessage(error, 'Please try again.') });
    },
    onSettled: () =>
      Promise.all(
        [...opts.refresh, adminKeys.auditAll(), [...adminKeys.all, 'overview']].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
