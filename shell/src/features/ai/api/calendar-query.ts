import { useQuery } from '@tanstack/react-query';
import { deliverableKeys, getSupabase, type PitchsideClient } from 'shared-ui';

export interface CalendarItem {
  id: string;
  kind: 'deliverable' | 'planned';
  title: string;
  /** ISO date or date-time */
  when: string;
  detail: string;
}

/** The content calendar: deliverables still due on the user's accepted deals, and their planned posts, from today on. */
export async function fetchCalendar(supabase: PitchsideClient, userId: string): Promise<CalendarItem[]> {
  const today = new Date().toISOString().slice(0, 10);
  const [due, planned] = await Promise.all([
    supabase
      .from('deal_deliverables')
      .select('id, title, due_date, status, applications!inner(user_id, status, deals(title))')
      .eq('applications.user_id', userId)
      .eq('applications.status', 'accepted')
      .neq('status', 'approved')
      .gte('due_date', today)
      .order('due_date'),
    supabase.from('planned_posts').select('id, title, platform, planned_for').eq('user_id', userId).gte('planned_for', today).order('planned_for'),
  ]);
  if (due.error) throw due.error;
  if (planned.error) throw planned.error;
  // the filter on due_date leaves no row without one; the type does not know it
  const deliverables = due.data.flatMap((d): CalendarItem[] =>
    d.due_date ? [{ id: d.id, kind: 'deliverable', title: d.title, when: d.due_date, detail: `Due for ${d.applications.deals?.title ?? 'a deal'} (${d.status.replace('_', ' ')})` }] : [],
  );
  const posts = (planned.data ?? []).map((p): CalendarItem => ({ id: p.id, kind: 'planned', title: p.title, when: p.planned_for, detail: `Planned for ${p.platform}` }));
  return [...deliverables, ...posts].sort((a, b) => a.when.localeCompare(b.when));
}

export function useCalendarQuery(userId: string | null) {
  return useQuery({ queryKey: deliverableKeys.calendar(userId ?? ''), queryFn: async () => fetchCalendar(await getSupabase(), userId!), enabled: !!userId });
}
