import { useQuery } from '@tanstack/react-query';
import { getSupabase, invitationInboxKeys, type PitchsideClient } from 'shared-ui';
import { buildInbox, type InboxItem } from '../lib/inbox';

export type { InboxInvitation, InboxItem, InboxOffer, InboxRosterRequest } from '../lib/inbox';

/**
 * What the signed-in talent is invited to and has not answered: direct offers, roster requests and invitations to
 * deals, newest first. RLS returns only the talent's own rows; the latest terms of each offer come from its thread.
 */
export async function fetchInvitationsInbox(client: PitchsideClient, userId: string): Promise<InboxItem[]> {
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
  return buildInbox({ offers: offers.data, requests: requests.data, invitations: invitations.data, terms: terms.data ?? [], agencies: agencies.data ?? [] });
}

export function useInvitationsInboxQuery(userId: string, enabled = true) {
  return useQuery({ queryKey: invitationInboxKeys.inbox(userId), enabled, queryFn: async () => fetchInvitationsInbox(await getSupabase(), userId) });
}
