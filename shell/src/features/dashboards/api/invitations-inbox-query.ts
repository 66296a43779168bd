import { useQuery } from '@tanstack/react-query';
import { getSupabase, invitationInboxKeys } from 'shared-ui';

export interface InboxOffer {
  kind: 'offer';
  id: string;
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

/**
 * What the signed-in talent is invited to and has not answered: direct offers, roster requests and invitations to
 * deals, newest first. RLS returns only the talent's own rows; the latest terms of each offer come from its thread.
 */
export async function fetchInvitationsInbox(userId: string): Promise<InboxItem[]> {
  const client = await getSupabase();
  const [offers, requests, invitations] = await Promise.all([
    client
      .from('direct_offers')
      .select('id, application_id, created_at, message, deal:deals(title, brand:brands(name))')
      .eq('talent_id', userId)
      .eq('status', 'pending')
      .order('created_at', { ascending: false }),
    client.from('agency_roster_requests').select('id, agency_id, created_at, message').eq('talent_id', userId).eq('status', 'pending').order('created_at', { ascending: false }),
    client
      .from('deal_invitations')
      .select('id, deal_id, note, expires_at, created_at, deal:deals(title, compensation_amount, brand:brands(name))')
      .eq('talent_id', userId)
      .eq('status', 'pending')
      .or(`expires_at.is.null,expires_at.gt.${new Date().toISOString()}`)
      .order('created_at', { ascending: false }),
  ]);
  if (offers.error) throw offers.error;
  if (requests.error) throw requests.error;
  if (invitations.error) throw invitations.error;

  const appIds = offers.data.map((o) => o.application_id);
  const agencyIds = [...new Set(requests.data.map((r) => r.agency_id))];
  const [terms, agencies] = await Promise.all([
    appIds.length
      ? client.from('application_terms').select('application_id, version, proposer_side, amount_cents, status').in('application_id', appIds).order('version', { ascending: false })
      : Promise.resolve({ data: [], error: null }),
    agencyIds.length ? client.from('profiles').select('user_id, full_name, company_name').in('user_id', agencyIds) : Promise.resolve({ data: [], error: null }),
  ]);
  if (terms.error) throw terms.error;
  if (agencies.error) throw agencies.error;
  const latest = new Map<string, { version: number; proposer_side: string; amount_cents: number; status: string }>();
  for (const t of terms.data ?? []) if (!latest.has(t.application_id)) latest.set(t.application_id, { ...t, amount_cents: Number(t.amount_cents) });
  const agencyName = new Map((agencies.data ?? []).map((p) => [p.user_id, p.company_name?.trim() || p.full_name?.trim() || 'An agency']));

  const items: InboxItem[] = [
    ...offers.data.map((o): InboxOffer => {
      const t = latest.get(o.application_id);
      return {
        kind: 'offer',
        id: o.id,
        application_id: o.application_id,
        created_at: o.created_at,
        message: o.message,
        title: o.deal?.title ?? 'A private offer',
        brand: o.deal?.brand?.name ?? 'A brand',
        amount_cents: t ? t.amount_cents : null,
        version: t ? t.version : null,
        waiting_for_brand: !!t && t.status === 'open' && t.proposer_side === 'talent',
      };
    }),
    ...requests.data.map((r): InboxRosterRequest => ({ kind: 'roster', id: r.id, created_at: r.created_at, message: r.message, agency: agencyName.get(r.agency_id) ?? 'An agency' })),
    ...invitations.data.map((i): InboxInvitation => ({
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

export function useInvitationsInboxQuery(userId: string, enabled = true) {
  return useQuery({ queryKey: invitationInboxKeys.inbox(userId), enabled, queryFn: () => fetchInvitationsInbox(userId) });
}
