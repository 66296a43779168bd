import { showErrorToast, toast } from 'shared-ui';

/** Business-rule refusals (P0001) carry their own message; anything else goes to the shared error toast. */
export function registrationErrorToast(error: unknown): void {
  const e = error as { code?: string; message?: string } | null;
  if (e?.code === 'P0001' && e.message) toast.error(e.message);
  else showErrorToast(error, 'workshops');
}
