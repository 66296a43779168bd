export interface NextAction {
  title: string;
  detail: string;
  label: string;
  to: string;
}

/** The deliverable to do first: one a brand sent back for changes (its payment waits on it), else the soonest due (the list's order). */
export function firstDeliverable<T extends { status: string }>(items: readonly T[] | undefined): T | null {
  return items?.find((d) => d.status === 'changes_requested') ?? items?.[0] ?? null;
}

/** The one thing a talent should do first today. */
export function talentNextAction(input: { deliverable: { title: string; deal_title: string; status: string; due_date: string | null } | null; missing: string[]; applications: number }): NextAction {
  const d = input.deliverable;
  if (d) {
    const due = d.due_date ? ` It is due ${new Date(`${d.due_date}T00:00:00`).toLocaleDateString('en-US', { month: 'short', day: 'numeric' })}.` : '';
    return d.status === 'changes_requested'
      ? { title: `Update "${d.title}"`, detail: `The brand asked for changes on ${d.deal_title}.${due}`, label: 'Open your deals', to: '/deals' }
      : { title: `Deliver "${d.title}"`, detail: `Next up for ${d.deal_title}.${due}`, label: 'Open your deals', to: '/deals' };
  }
  if (input.missing.length) return { title: 'Complete your profile', detail: `Brands look for: ${input.missing.join(', ')}.`, label: 'Update your profile', to: '/profile' };
  if (input.applications === 0) return { title: 'Apply to your first deal', detail: 'Your profile is ready. Find a brand that fits you.', label: 'Browse deals', to: '/marketplace' };
  return { title: 'Find your next deal', detail: 'New deals arrive every week.', label: 'Browse deals', to: '/marketplace' };
}

/** The one thing a brand should do first today. */
export function brandNextAction(input: { deals: number; applicantsToReview: number; deliverablesToReview: number }): NextAction {
  if (input.deliverablesToReview > 0)
    return { title: `Review ${input.deliverablesToReview} submitted deliverable${input.deliverablesToReview === 1 ? '' : 's'}`, detail: 'Approving the work releases the payment held for it.', label: 'Review deliverables', to: '/deals' };
  if (input.applicantsToReview > 0)
    return { title: `Review ${input.applicantsToReview} applicant${input.applicantsToReview === 1 ? '' : 's'}`, detail: 'Applicants hear back faster from brands that decide within a week.', label: 'Review applicants', to: '/deals' };
  if (input.deals === 0) return { title: 'Post your first deal', detail: 'Athletes and creators apply to deals from verified brands.', label: 'Post a deal', to: '/deals' };
  return { title: 'Post a new deal', detail: 'No applicants are waiting on you.', label: 'Open your deals', to: '/deals' };
}
