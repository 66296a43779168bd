import { FALLBACK_USER_NAME } from 'shared-ui';
import type { Conversation, Message, Person } from './api/schemas';

export const personName = (p: Person | undefined | null): string => p?.full_name?.trim() || FALLBACK_USER_NAME;

const ROLE_LABELS: Record<string, string> = { athlete: 'Athlete', creator: 'Creator', brand: 'Brand', agency: 'Agency', admin: 'Admin' };
export const roleLabel = (role: string | null): string => (role ? (ROLE_LABELS[role] ?? role) : '');

/** The person on the other side of a conversation (the first participant who is not the user). */
export function otherParticipant(conversation: Conversation, userId: string): Person | undefined {
  return conversation.participants.find((p) => p.user_id !== userId) ?? conversation.participants[0];
}

export interface DayGroup {
  key: string;
  label: string;
  messages: Message[];
}

const dayLabel = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });

/** Messages grouped by calendar day (local time), labelled Today, Yesterday or the date. */
export function groupByDay(messages: Message[], now: Date = new Date()): DayGroup[] {
  const dayKey = (d: Date) => `${d.getFullYear()}-${d.getMonth() + 1}-${d.getDate()}`;
  const today = dayKey(now);
  const yesterday = dayKey(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1));
  const groups: DayGroup[] = [];
  for (const m of messages) {
    const d = new Date(m.created_at);
    const key = dayKey(d);
    let group = groups[groups.length - 1];
    if (!group || group.key !== key) {
      group = { key, label: key === today ? 'Today' : key === yesterday ? 'Yesterday' : dayLabel.format(d), messages: [] };
      groups.push(group);
    }
    group.messages.push(m);
  }
  return groups;
}

const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

/** A message time: the clock time today, otherwise the date. */
export function shortTime(iso: string, now: Date = new Date()): string {
  const d = new Date(iso);
  return d.toDateString() === now.toDateString() ? timeFormat.format(d) : dateFormat.format(d);
}
