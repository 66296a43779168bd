import { DEMO_NOT_AVAILABLE_MESSAGE } from './constants';

/** Keys an earlier demo session may have left in local storage; cleared on every start. */
export const DEMO_STORAGE_KEYS = ['demo_mode', 'demo_user', 'demo_session', 'demo_role'] as const;

export function clearDemoData(storage: Pick<Storage, 'removeItem'> | undefined = globalThis.localStorage): void {
  try {
    for (const key of DEMO_STORAGE_KEYS) storage?.removeItem(key);
  } catch {
    /* storage unavailable: nothing to clear */
  }
}

export function isLocalHost(hostname: string | undefined = globalThis.location?.hostname): boolean {
  return !!hostname && (hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]' || hostname === '::1' || hostname.endsWith('.localhost'));
}

/** Demo sign-in works on local hosts only. */
export function assertDemoAllowed(hostname?: string): void {
  if (!isLocalHost(hostname)) throw new Error(DEMO_NOT_AVAILABLE_MESSAGE);
}
