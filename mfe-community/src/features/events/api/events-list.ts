import { FALLBACK_EVENT_CREATOR_NAME, type PitchsideClient, type Row } from 'shared-ui';
import { authorFrom, type Author } from '../../common/authors';

export const EVENTS_LIMIT = 20;
export const EVENT_COLUMNS = 'id, title, description, event_type, start_date, end_date, location, is_virtual, online_url:event_online_url, capacity, attendees_count, created_by, cancelled_at';

export type EventRow = Pick<
  Row<'events'>,
  'id' | 'title' | 'description' | 'event_type' | 'start_date' | 'end_date' | 'location' | 'is_virtual' | 'online_url' | 'capacity' | 'attendees_count' | 'created_by' | 'cancelled_at'
>;
export interface CommunityEvent extends EventRow {
  creator: Author;
}

/** Upcoming events (spec: start_date >= now, ascending, 20) that are not cancelled, with their creators' profiles. */
export async function listEvents(supabase: PitchsideClient, now: Date = new Date()): Promise<CommunityEvent[]> {
  const { data, error } = await supabase
    .from('events')
    .select(`${EVENT_COLUMNS}, creator:profiles(full_name, avatar_url)`)
    .gte('start_date', now.toISOString())
    .is('cancelled_at', null)
    .order('start_date', { ascending: true })
    .limit(EVENTS_LIMIT)
    // online_url is the computed event_online_url(events): the link for attendees, the organiser and admins only
    .overrideTypes<(EventRow & { creator: { full_name: string | null; avatar_url: string | null } | null })[], { merge: false }>();
  if (error) throw error;
  return data.map(({ creator, ...e }) => ({ ...e, creator: authorFrom(creator, FALLBACK_EVENT_CREATOR_NAME) }));
}
