/** Is this supabase-js's stored session key (`sb-<project>-auth-token`)? */
export function isAuthTokenKey(key: string): boolean {
  return /^sb-.+-auth-token$/.test(key);
}

/**
 * Clear Cache, the one way the app clears what it keeps in the browser (the error screen's Clear Cache &
 * Reload and the persistent-error toast's Clear Cache both call it): empties local and session storage
 * except the signed-in session, so clearing the cache never signs the user out. The caller reloads.
 */
export function clearCache(local: Storage | undefined = globalThis.localStorage, session: Storage | undefined = globalThis.sessionStorage): void {
  if (local) {
    const keep: [string, string][] = [];
    for (let i = 0; i < local.length; i++) {
      const key = local.key(i);
      if (key && isAuthTokenKey(key)) keep.push([key, local.getItem(key) ?? '']);
    }
    local.clear();
    for (const [key, value] of keep) local.setItem(key, value);
  }
  session?.clear();
}
