import { useQuery } from '@tanstack/react-query';
import { getSupabase, type Row, type PitchsideClient } from 'shared-ui';
import { contractKeys } from './keys';

export type Contract = Pick<Row<'contracts'>,
  'id' | 'application_id' | 'version' | 'status' | 'template' | 'terms' | 'document' | 'document_hash' | 'created_at' | 'in_force_at'
  | 'brand_signed_by' | 'brand_signed_name' | 'brand_signed_at' | 'brand_signed_hash'
  | 'talent_signed_by' | 'talent_signed_name' | 'talent_signed_at' | 'talent_signed_hash' | 'closed_by' | 'closed_at'>;

const COLUMNS = 'id, application_id, version, status, template, terms, document, document_hash, created_at, in_force_at, brand_signed_by, brand_signed_name, brand_signed_at, brand_signed_hash, talent_signed_by, talent_signed_name, talent_signed_at, talent_signed_hash, closed_by, closed_at';

/** Every version of an application's contract, oldest first (RLS: only the two parties and admins read them). */
export async function fetchContracts(supabase: PitchsideClient, applicationId: string): Promise<Contract[]> {
  const { data, error } = await supabase.from('contracts').select(COLUMNS).eq('application_id', applicationId).order('version');
  if (error) throw error;
  return data ?? [];
}

export function useContractsQuery(applicationId: string) {
  return useQuery({ queryKey: contractKeys.forApplication(applicationId), queryFn: async () => fetchContracts(await getSupabase(), applicationId) });
}
