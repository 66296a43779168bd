import { Component, lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useToastStore } from './toast-store';

const loadToaster = () => import(/* webpackChunkName: "toaster" */ './Toaster');
const Toaster = lazy(() => loadToaster().then((m) => ({ default: m.Toaster })));

/** A toast area whose chunk could not be fetched shows nothing rather than taking the page down. */
class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The toast area (Toaster.tsx) out of the first load: it renders only while there are toasts (an empty area
 * is hidden anyway), and its code is fetched once the page is idle, so the first toast, even one saying the
 * network is down, finds it already loaded.
 */
export function ToastArea() {
  const shown = useToastStore((s) => s.toasts.length > 0);
  useEffect(() => {
    const w = globalThis as typeof globalThis & { requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number };
    const prefetch = () => void loadToaster().catch(() => undefined);
    if (typeof w.requestIdleCallback === 'function') w.requestIdleCallback(prefetch, { timeout: 3000 });
    else setTimeout(prefetch, 200);
  }, []);
  if (!shown) return null;
  return (
    <QuietBoundary>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </QuietBoundary>
  );
}
