import { groupByDay, otherParticipant, personName, shortTime } from './display';
import { messageInputSchema } from './api/schemas';

const msg = (id: string, created_at: string) => ({ id, conversation_id: 'c', sender_id: 's', content: id, created_at });

test('messages are grouped by local day, with Today and Yesterday', () => {
  const now = new Date(2026, 4, 10, 15, 0);
  const groups = groupByDay(
    [
      msg('a', new Date(2026, 4, 8, 9, 0).toISOString()),
      msg('b', new Date(2026, 4, 9, 23, 59).toISOString()),
      msg('c', new Date(2026, 4, 10, 0, 1).toISOString()),
      msg('d', new Date(2026, 4, 10, 14, 0).toISOString()),
    ],
    now,
  );
  expect(groups.map((g) => [g.label, g.messages.map((m) => m.id)])).toEqual([
    ['Friday, May 8, 2026', ['a']],
    ['Yesterday', ['b']],
    ['Today', ['c', 'd']],
  ]);
});

test('the other participant and the name fallback', () => {
  const conv = {
    id: 'c', created_at: '', updated_at: '',
    participants: [
      { user_id: 'me', full_name: 'Me', avatar_url: null, role: 'athlete' },
      { user_id: 'you', full_name: '  ', avatar_url: null, role: 'brand' },
    ],
  };
  expect(otherParticipant(conv, 'me')?.user_id).toBe('you');
  expect(personName(otherParticipant(conv, 'me'))).toBe('User');
});

test('short times: clock today, date before', () => {
  const now = new Date(2026, 4, 10, 15, 0);
  expect(shortTime(new Date(2026, 4, 10, 9, 5).toISOString(), now)).toBe('9:05 AM');
  expect(shortTime(new Date(2026, 3, 2, 9, 5).toISOString(), now)).toBe('Apr 2');
});

test('the composer refuses empty, whitespace-only and over-long messages', () => {
  expect(messageInputSchema.safeParse({ content: '  \n\t ' }).success).toBe(false);
  expect(messageInputSchema.safeParse({ content: 'x'.repeat(4001) }).success).toBe(false);
  expect(messageInputSchema.safeParse({ content: 'Hello\nthere' }).success).toBe(true);
});
