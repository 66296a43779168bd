import { formatCents } from 'shared-ui/billing';

/** Amounts in minor units (cents), as the payments table stores them. */
export const cents = formatCents;


export const date = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' }) : '');

export const dateTime = (iso: string | null | undefined) =>
  iso ? new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' }) : '';

export const percent = (part: number, whole: number) => (whole > 0 ? `${Math.round((part / whole) * 100)}%` : 'n/a');

export const shortId = (id: string) => id.slice(0, 8);
