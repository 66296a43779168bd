import type { ReactNode } from 'react';
import { Spinner } from 'shared-ui';
import { Muted } from '../../../core/form-parts';

/** A query's loading, error and empty states around its content. */
export function Loadable({ query, empty, children }: { query: { isLoading: boolean; error: unknown; data?: readonly unknown[] | null }; empty: ReactNode; children: ReactNode }) {
  if (query.isLoading) return <Spinner label="Loading..." size={20} />;
  if (query.error) return <Muted role="alert">Could not load this right now. Please try refreshing.</Muted>;
  if (!query.data?.length) return <Muted>{empty}</Muted>;
  return <>{children}</>;
}
