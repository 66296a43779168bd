import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { getSupabase, type PitchsideClient } from 'shared-ui';
import { workshopKeys } from './keys';

export const workshopSchema = z.object({
  id: z.string(),
  kind: z.enum(['workshop', 'webinar']),
  title: z.string(),
  description: z.nullable(z.string()),
  host_name: z.nullable(z.string()),
  starts_at: z.string(),
  duration_minutes: z.number(),
  recording_url: z.nullable(z.string()),
  capacity: z.nullable(z.number()),
  registered_count: z.number(),
  tags: z.array(z.string()),
});
export type Workshop = z.infer<typeof workshopSchema>;

export async function fetchWorkshops(supabase: PitchsideClient): Promise<Workshop[]> {
  const { data, error } = await supabase
    .from('workshops')
    .select('id, kind, title, description, host_name, starts_at, duration_minutes, recording_url, capacity, registered_count, tags')
    .order('starts_at');
  if (error) throw error;
  return z.array(workshopSchema).parse(data ?? []);
}

export function useWorkshopsQuery() {
  return useQuery({ queryKey: workshopKeys.list(), queryFn: async () => fetchWorkshops(await getSupabase()) });
}
