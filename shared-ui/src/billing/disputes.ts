/** Stripe's dispute states in which the money is still contested: a deal's release and kill fee wait. */
export const OPEN_DISPUTE_STATUSES = ['warning_needs_response', 'warning_under_review', 'needs_response', 'under_review'] as const;

export const isOpenDispute = (d: { status: string }) => (OPEN_DISPUTE_STATUSES as readonly string[]).includes(d.status);
