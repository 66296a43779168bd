export interface InboxOffer {
  kind: 'offer';
  id: string;
  /** the private deal the offer made */
  deal_id: string;
  application_id: string;
  created_at: string;
  message: string | null;
  title: string;
  brand: string;
  /** the latest terms on the offer's thread: what Accept agrees to */
  amount_cents: number | null;
  version: number | null;
  /** the latest version is the talent's own counter-offer: the brand answers it */
  waiting_for_brand: boolean;
}
export interface InboxRosterRequest {
  kind: 'roster';
  id: string;
  created_at: string;
  message: string | null;
  agency: string;
}
export interface InboxInvitation {
  kind: 'invitation';
  id: string;
  deal_id: string;
  created_at: string;
  message: string | null;
  title: string;
  brand: string;
  amount: number | null;
  expires_at: string | null;
}
export type InboxItem = InboxOffer | InboxRosterRequest | InboxInvitation;

interface Rows {
  offers: { id: string; deal_id: string; application_id: string; created_at: string; message: string | null; deal: { title: string; brand: { name: string } | null } | null }[];
  requests: { id: string; agency_id: string; created_at: string; message: string | null }[];
  invitations: { id: string; deal_id: string; note: string | null; expires_at: string | null; created_at: string; deal: { title: string; compensation_amount: number | string | null; brand: { name: string } | null } | null }[];
  /** the offers' terms, newest version first */
  terms: { application_id: string; version: number; proposer_side: string; amount_cents: number | string; status: string }[];
  agencies: { user_id: string; full_name: string | null; company_name: string | null }[];
}

/**
 * The Invitations card's items from the rows the database returned, newest first: each offer with the latest
 * version of its terms (what Accept agrees to; while that version is the talent's own open counter, the brand
 * answers next), each roster request with the agency's name, each invitation with its deal.
 */
export function buildInbox({ offers, requests, invitations, terms, agencies }: Rows): InboxItem[] {
  const latest = new Map<string, Rows['terms'][number]>();
  for (const t of terms) {
    const seen = latest.get(t.application_id);
    if (!seen || t.version > seen.version) latest.set(t.application_id, t);
  }
  const agencyName = new Map(agencies.map((p) => [p.user_id, p.company_name?.trim() || p.full_name?.trim() || 'An agency']));
  const items: InboxItem[] = [
    ...offers.map((o): InboxOffer => {
      const t = latest.get(o.application_id);
      return {
        kind: 'offer',
        id: o.id,
        deal_id: o.deal_id,
        application_id: o.application_id,
        created_at: o.created_at,
        message: o.message,
        title: o.deal?.title ?? 'A private offer',
        brand: o.deal?.brand?.name ?? 'A brand',
        amount_cents: t ? Number(t.amount_cents) : null,
        version: t ? t.version : null,
        waiting_for_brand: !!t && t.status === 'open' && t.proposer_side === 'talent',
      };
    }),
    ...requests.map((r): InboxRosterRequest => ({ kind: 'roster', id: r.id, created_at: r.created_at, message: r.message, agency: agencyName.get(r.agency_id) ?? 'An agency' })),
    ...invitations.map((i): InboxInvitation => ({
      kind: 'invitation',
      id: i.id,
      deal_id: i.deal_id,
      created_at: i.created_at,
      message: i.note,
      title: i.deal?.title ?? 'A deal',
      brand: i.deal?.brand?.name ?? 'A brand',
      amount: i.deal?.compensation_amount == null ? null : Number(i.deal.compensation_amount),
      expires_at: i.expires_at,
    })),
  ];
  return items.sort((a, b) => b.created_at.localeCompare(a.created_at));
}
