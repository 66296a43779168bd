/**
 * The open tab of a suspended or deleted member, or of a session ended elsewhere, is signed out on its next
 * request: the database's pre-request check (private.check_request) answers such a token 401 with code PT401.
 * The client then asks auth for the user; GoTrue answers session_not_found and supabase-js removes the session
 * (SIGNED_OUT), which the auth store follows. The check runs once at a time, whatever number of requests failed.
 */
export const SESSION_ENDED_CODE = 'PT401';

export function isRestUrl(url: string): boolean {
  return /\/rest\/v1\//.test(url);
}

/** A fetch for supabase-js that notices a session-ended answer from the REST API and calls `onSessionEnded` once. */
export function sessionAwareFetch(onSessionEnded: () => Promise<unknown>, base: typeof fetch = (...a) => fetch(...a)): typeof fetch {
  let checking: Promise<unknown> | null = null;
  return async (input, init) => {
    const res = await base(input, init);
    if (res.status !== 401) return res;
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!isRestUrl(url)) return res;
    try {
      const body = (await res.clone().json()) as { code?: unknown };
      if (body?.code === SESSION_ENDED_CODE && !checking) {
        checking = onSessionEnded()
          .catch(() => undefined)
          .finally(() => {
            checking = null;
          });
      }
    } catch {
      /* not JSON: not ours */
    }
    return res;
  };
}
