import { useQuery } from '@tanstack/react-query';
import { getSupabase, type PitchsideClient } from 'shared-ui';
import { invitationKeys } from './invitation-keys';

export interface Invitation {
  id: string;
  deal_id: string;
  note: string | null;
  expires_at: string | null;
  created_at: string;
  deals: { title: string; compensation_amount: number; brands: { name: string } | null } | null;
}

/** The signed-in talent's open invitations (pending and not expired), newest first. */
export async function fetchMyInvitations(supabase: PitchsideClient, userId: string): Promise<Invitation[]> {
  const { data, error } = await supabase
    .from('deal_invitations')
    .select('id, deal_id, note, expires_at, created_at, deals(title, compensation_amount, brands(name))')
    .eq('talent_id', userId)
    .eq('status', 'pending')
    .or(`expires_at.is.null,expires_at.gt.${new Date().toISOString()}`)
    .order('created_at', { ascending: false });
  if (error) throw error;
  return data;
}

export function useMyInvitationsQuery(userId: string | null) {
  return useQuery({ queryKey: invitationKeys.mine(userId ?? 'anon'), queryFn: async () => fetchMyInvitations(await getSupabase(), userId!), enabled: !!userId });
}
