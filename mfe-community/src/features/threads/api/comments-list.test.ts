import { nestComments, type CommentRow } from './comments-list';

const author = { name: 'Jordan Reyes', avatarUrl: null, role: 'athlete' };
const row = (id: string, parent_id: string | null, minute: number): CommentRow & { author: typeof author } => ({
  id, parent_id, post_id: 'p', user_id: 'u', content: id, created_at: `2026-01-01T10:${String(minute).padStart(2, '0')}:00Z`, author,
});

test('replies go under their comment in time order; top-level comments keep theirs', () => {
  const nested = nestComments([row('a', null, 1), row('b', null, 2), row('a1', 'a', 3), row('b1', 'b', 4), row('a2', 'a', 5)]);
  expect(nested.map((c) => [c.id, c.replies.map((r) => r.id)])).toEqual([
    ['a', ['a1', 'a2']],
    ['b', ['b1']],
  ]);
});

test('a reply whose comment is not in the list shows as a comment of its own', () => {
  expect(nestComments([row('x1', 'gone', 1)]).map((c) => c.id)).toEqual(['x1']);
});
