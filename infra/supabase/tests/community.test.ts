/** @jest-environment node */
/**
 * The community through supabase-js against the local server, with the section's own queries: the feed (type,
 * tag, search, keyset pages), posts and comments under RLS and the spec's limits, replies one level deep with
 * notifications, events (who may hold them, join_event's answers, changes and cancellations told to attendees).
 * Exact likes under parallel toggles are in concurrency.test.ts.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { TestDbKind } from '../../local/src/db/testing';
import { signedIn, startTestServer, type TestServer } from '../../local/src/server/testing';

jest.setTimeout(180_000);

interface FeedPost {
  id: string;
  title: string;
  post_type: string;
  tags: string[];
  created_at: string;
  author: { name: string; role: string };
}
interface Filters {
  type: string;
  tag: string;
  q: string;
}
type Cursor = { created_at: string; id: string } | null;
type ListPosts = (client: SupabaseClient, f: Filters, cursor: Cursor) => Promise<{ posts: FeedPost[]; next: Cursor }>;
type ListEvents = (client: SupabaseClient) => Promise<{ id: string; title: string; start_date: string; creator: { name: string } }[]>;
type ListComments = (client: SupabaseClient, postId: string) => Promise<{ id: string; content: string; replies: { id: string }[] }[]>;

// The section's own queries, loaded by path (sections are not dependencies of infra).
const SECTION = '../../../mfe-community/src/features';
const listPosts: ListPosts = async (...a) => ((await import(`${SECTION}/posts/api/posts-list`)) as { listPosts: ListPosts }).listPosts(...a);
const listEvents: ListEvents = async (...a) => ((await import(`${SECTION}/events/api/events-list`)) as { listEvents: ListEvents }).listEvents(...a);
const listComments: ListComments = async (...a) => ((await import(`${SECTION}/threads/api/comments-list`)) as { listComments: ListComments }).listComments(...a);

const ALL: Filters = { type: 'all', tag: '', q: '' };
const rnd = () => Math.random().toString(36).slice(2, 8);
const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();

describe.each<TestDbKind>(['pglite', 'postgres'])('the community on %s', (kind) => {
  let t: TestServer;
  let athlete: SupabaseClient;
  let creator: SupabaseClient;
  let brand: SupabaseClient;
  let athleteId: string;
  let creatorId: string;
  const mark = `Quokka${rnd()}`;

  const uid = async (c: SupabaseClient) => (await c.auth.getUser()).data.user!.id;
  const notificationsOf = async (userId: string, kind: string) =>
    (await t.db.query<{ title: string; message: string; action_url: string }>(`select title, message, action_url from public.notifications where user_id = $1 and metadata->>'kind' = $2 order by created_at`, [userId, kind])).rows;

  beforeAll(async () => {
    t = await startTestServer({ kind });
    athlete = await signedIn(t, 'athlete@pitchside.dev');
    creator = await signedIn(t, 'creator@pitchside.dev');
    brand = await signedIn(t, 'brand@pitchside.dev');
    athleteId = await uid(athlete);
    creatorId = await uid(creator);
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  describe('posts', () => {
    test('the feed: newest first with authors, filtered by type, tag and a search over title and content', async () => {
      const a = await athlete.from('community_posts').insert({ user_id: athleteId, title: `${mark} first question`, content: 'How do I price a reel?', post_type: 'question', tags: ['Pricing', ' reels '] }).select('id, tags').single();
      expect(a.error).toBeNull();
      expect(a.data!.tags).toEqual(['pricing', 'reels']);
      const b = await creator.from('community_posts').insert({ user_id: creatorId, title: `${mark} showcase`, content: `My best ${mark.toLowerCase()} campaign`, post_type: 'showcase', tags: ['reels'] }).select('id').single();
      expect(b.error).toBeNull();

      const page = await listPosts(athlete, { ...ALL, q: mark }, null);
      expect(page.posts.map((p) => p.title)).toEqual([`${mark} showcase`, `${mark} first question`]);
      expect(page.posts[0]!.author).toEqual(expect.objectContaining({ name: 'Maya Chen', role: 'creator' }));
      expect((await listPosts(athlete, { ...ALL, q: mark, type: 'question' }, null)).posts.map((p) => p.id)).toEqual([a.data!.id]);
      expect((await listPosts(athlete, { ...ALL, q: mark, tag: 'pricing' }, null)).posts.map((p) => p.id)).toEqual([a.data!.id]);
      // the search is case-insensitive and covers content; its wildcards mean themselves
      expect((await listPosts(athlete, { ...ALL, q: `BEST ${mark}` }, null)).posts.map((p) => p.id)).toEqual([b.data!.id]);
      expect((await listPosts(athlete, { ...ALL, q: `${mark}%,(` }, null)).posts).toHaveLength(2);
    });

    test('the search finds exactly what ilike on title or content finds, on the search_text path (ASCII) and the ilike path (other terms)', async () => {
      const accent = `Crème ${rnd()}`;
      const made = await athlete.from('community_posts').insert({ user_id: athleteId, title: `${accent} Brûlée`, content: 'ÉTÉ CAFÉ tour notes' }).select('id').single();
      expect(made.error).toBeNull();
      const ascii = await creator.from('community_posts').insert({ user_id: creatorId, title: `${mark} alpha`, content: 'beta gamma' }).select('id').single();
      expect(ascii.error).toBeNull();
      const ilike = async (term: string) => {
        const p = `*${term}*`;
        const r = await athlete.from('community_posts').select('id').or(`title.ilike.${p},content.ilike.${p}`).limit(1000);
        return (r.data ?? []).map((d) => d.id).sort();
      };
      // a term never matches across the end of the title and the start of the content
      const terms = [mark, mark.toUpperCase(), `${mark} ALPHA`, 'alpha beta', 'TOUR notes', accent.slice(6), accent.toUpperCase(), 'café', 'été café', 'brûlée été', 'ete'];
      for (const term of terms) {
        const want = await ilike(term);
        const got = (await listPosts(athlete, { ...ALL, q: term }, null)).posts.map((x) => x.id);
        expect(got.filter((id) => !want.includes(id))).toEqual([]);
        if (want.length <= 50) expect(got.sort()).toEqual(want);
      }
      expect((await listPosts(athlete, { ...ALL, q: 'CAFÉ tour' }, null)).posts.map((x) => x.id)).toEqual([made.data!.id]);
      expect((await listPosts(athlete, { ...ALL, q: `${mark} alpha` }, null)).posts.map((x) => x.id)).toEqual([ascii.data!.id]);
      expect((await listPosts(athlete, { ...ALL, q: 'alpha beta' }, null)).posts).toEqual([]);
      // the generated column follows an edit
      expect((await creator.from('community_posts').update({ content: 'delta epsilon' }).eq('id', ascii.data!.id)).error).toBeNull();
      expect((await listPosts(athlete, { ...ALL, q: `${mark} alpha` }, null)).posts).toHaveLength(1);
      expect((await listPosts(athlete, { ...ALL, q: 'DELTA epsilon' }, null)).posts.map((x) => x.id)).toEqual([ascii.data!.id]);
      expect((await listPosts(athlete, { ...ALL, q: 'beta gamma' }, null)).posts.map((x) => x.id)).not.toContain(ascii.data!.id);
      await t.db.query('delete from public.community_posts where id = any($1)', [[made.data!.id, ascii.data!.id]]);
    });

    test('pages of 50 follow (created_at, id) without repeats or gaps, even for posts written in the same instant', async () => {
      const tag = `page${rnd()}`;
      await t.db.query(
        `insert into public.community_posts (user_id, title, content, tags, created_at)
         select $1, 'Paged post ' || i, 'Body ' || i, array[$2], now() - interval '1 hour' + (i / 3) * interval '1 second'
         from generate_series(1, 120) i`,
        [athleteId, tag],
      );
      const seen: string[] = [];
      let cursor: Cursor = null;
      let pages = 0;
      do {
        const page = await listPosts(creator, { ...ALL, tag }, cursor);
        seen.push(...page.posts.map((p) => p.id));
        cursor = page.next;
        pages += 1;
      } while (cursor);
      expect(pages).toBe(3);
      expect(seen).toHaveLength(120);
      expect(new Set(seen).size).toBe(120);
    });

    test("the spec's limits hold in the database: title 3 to 200, content 1 to 10,000, at most 10 tags", async () => {
      const bad = async (fields: Record<string, unknown>) =>
        (await athlete.from('community_posts').insert({ user_id: athleteId, title: 'A fine title', content: 'Fine', ...fields })).error;
      expect((await bad({ title: 'Hi' }))?.code).toBe('23514');
      expect((await bad({ title: 'x'.repeat(201) }))?.code).toBe('23514');
      expect((await bad({ content: '   ' }))?.code).toBe('23514');
      expect((await bad({ content: 'x'.repeat(10_001) }))?.code).toBe('23514');
      expect((await bad({ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }))?.message).toMatch(/community_posts_tags_check/);
      expect((await bad({ post_type: 'rant' }))?.code).toBe('23514');
      expect(await bad({ tags: Array.from({ length: 10 }, (_, i) => `t${i}`) })).toBeNull();
    });

    test('only authors edit and delete their posts; nobody dates a post or moves it to another author', async () => {
      const post = await athlete.from('community_posts').insert({ user_id: athleteId, title: `${mark} mine`, content: 'Original', created_at: '2099-01-01T00:00:00Z' }).select('id, created_at').single();
      expect(post.error).toBeNull();
      expect(Date.parse(post.data!.created_at)).toBeLessThan(Date.now() + 60_000);
      const id = post.data!.id;

      const otherEdit = await creator.from('community_posts').update({ content: 'Hijacked' }).eq('id', id).select('id');
      expect(otherEdit.data).toEqual([]);
      const otherDelete = await creator.from('community_posts').delete().eq('id', id).select('id');
      expect(otherDelete.data).toEqual([]);
      expect((await creator.from('community_posts').insert({ user_id: athleteId, title: 'In your name', content: 'x' })).error?.code).toBe('42501');

      const edit = await athlete.from('community_posts').update({ content: 'Edited', created_at: '2099-01-01T00:00:00Z', likes_count: 999 }).eq('id', id).select('content, created_at, likes_count').single();
      expect(edit.data).toEqual({ content: 'Edited', created_at: post.data!.created_at, likes_count: 0 });
      expect((await athlete.from('community_posts').delete().eq('id', id).select('id')).data).toHaveLength(1);
    });
  });

  describe('comments', () => {
    let postId: string;
    beforeAll(async () => {
      const post = await athlete.from('community_posts').insert({ user_id: athleteId, title: `${mark} thread`, content: 'Talk to me' }).select('id').single();
      postId = post.data!.id;
    });
    const commentsCount = async () => (await athlete.from('community_posts').select('comments_count').eq('id', postId).single()).data!.comments_count;

    test('comments oldest first with one level of replies; the post author and the replied-to are told; counts exact', async () => {
      const first = await creator.from('post_comments').insert({ post_id: postId, user_id: creatorId, content: 'First!' }).select('id').single();
      expect(first.error).toBeNull();
      const reply = await athlete.from('post_comments').insert({ post_id: postId, user_id: athleteId, parent_id: first.data!.id, content: 'Thanks Maya' }).select('id').single();
      expect(reply.error).toBeNull();
      const deeper = await creator.from('post_comments').insert({ post_id: postId, user_id: creatorId, parent_id: reply.data!.id, content: 'Too deep' });
      expect(deeper.error).toMatchObject({ code: 'P0001', message: 'Replies go one level deep: reply to the comment itself' });
      const elsewhere = await athlete.from('community_posts').insert({ user_id: athleteId, title: `${mark} other`, content: 'x' }).select('id').single();
      const crossed = await creator.from('post_comments').insert({ post_id: elsewhere.data!.id, user_id: creatorId, parent_id: first.data!.id, content: 'Wrong thread' });
      expect(crossed.error?.message).toBe('The comment you are replying to is not on this post');

      const thread = await listComments(brand, postId);
      expect(thread.map((c) => [c.content, c.replies.map((r) => r.id)])).toEqual([['First!', [reply.data!.id]]]);
      expect(await commentsCount()).toBe(2);

      const toAuthor = await notificationsOf(athleteId, 'post_comment');
      expect(toAuthor.at(-1)).toEqual({ title: 'New comment on your post', message: `Maya Chen commented on "${mark} thread".`, action_url: `/community/thread/${postId}` });
      const toCommenter = await notificationsOf(creatorId, 'comment_reply');
      expect(toCommenter.at(-1)).toMatchObject({ title: 'New reply to your comment', message: `Jordan Reyes replied on "${mark} thread".` });
      // nobody is told of their own reply on their own post
      expect((await notificationsOf(athleteId, 'comment_reply')).filter((n) => n.message.includes(`${mark} thread`))).toEqual([]);

      // deleting the comment takes its reply; the count follows
      expect((await creator.from('post_comments').delete().eq('id', first.data!.id).select('id')).data).toHaveLength(1);
      expect(await commentsCount()).toBe(0);
    });

    test('only authors edit or delete a comment, and a comment stays on its post and thread', async () => {
      const c = await creator.from('post_comments').insert({ post_id: postId, user_id: creatorId, content: 'Mine' }).select('id').single();
      const id = c.data!.id;
      expect((await athlete.from('post_comments').update({ content: 'Changed' }).eq('id', id).select('id')).data).toEqual([]);
      expect((await athlete.from('post_comments').delete().eq('id', id).select('id')).data).toEqual([]);
      expect((await creator.from('post_comments').insert({ post_id: postId, user_id: creatorId, content: '   ' })).error?.code).toBe('23514');
      const edit = await creator.from('post_comments').update({ content: 'Mine, edited' }).eq('id', id).select('content').single();
      expect(edit.data).toEqual({ content: 'Mine, edited' });
      expect((await creator.from('post_comments').delete().eq('id', id).select('id')).data).toHaveLength(1);
    });
  });

  describe('events', () => {
    test('brands, agencies and admins hold events; athletes and creators cannot (42501)', async () => {
      const fields = { title: `${mark} Meetup`, start_date: inDays(3), location: 'Austin, TX' };
      expect((await athlete.from('events').insert({ ...fields, created_by: athleteId })).error?.code).toBe('42501');
      expect((await creator.from('events').insert({ ...fields, created_by: creatorId })).error?.code).toBe('42501');
      const made = await brand.from('events').insert({ ...fields, created_by: await uid(brand), attendees_count: 50 }).select('attendees_count').single();
      expect(made.error).toBeNull();
      expect(made.data!.attendees_count).toBe(0);
      const past = await brand.from('events').insert({ ...fields, start_date: inDays(-1), created_by: await uid(brand) });
      expect(past.error).toMatchObject({ code: 'P0001', message: 'An event must start in the future' });
    });

    test("join_event's answers: joined, 'Already joined', 'Event is full'; a cancelled event is refused and leaves the list", async () => {
      const brandId = await uid(brand);
      const ev = await brand.from('events').insert({ title: `${mark} Tiny Clinic`, start_date: inDays(2), location: 'Gym 2', capacity: 1, created_by: brandId }).select('id').single();
      const id = ev.data!.id;
      expect((await athlete.rpc('join_event', { event_id_param: id })).data).toMatchObject({ joined: true, attendees_count: 1 });
      expect((await athlete.rpc('join_event', { event_id_param: id })).error?.message).toContain('Already joined');
      expect((await creator.rpc('join_event', { event_id_param: id })).error?.message).toContain('Event is full');
      expect((await listEvents(creator)).map((e) => e.id)).toContain(id);

      // the host changes the time: the attendee is told; lowering capacity below attendance is refused
      expect((await brand.from('events').update({ capacity: 0 }).eq('id', id)).error?.message).toBe('Capacity cannot be below the number of people already attending (1)');
      await brand.from('events').update({ start_date: inDays(4) }).eq('id', id);
      expect((await notificationsOf(athleteId, 'event_updated')).at(-1)).toMatchObject({ title: `Event updated: ${mark} Tiny Clinic`, action_url: '/community#events' });
      // a second change while that notice is unread brings it up to date instead of adding another; once read, the next is new
      const updatesOf = async () => (await notificationsOf(athleteId, 'event_updated')).filter((n) => n.title === `Event updated: ${mark} Tiny Clinic`);
      await brand.from('events').update({ location: 'Gym 3' }).eq('id', id);
      expect((await updatesOf()).map((n) => n.message)).toEqual([expect.stringMatching(/ at Gym 3\.$/)]);
      await athlete.from('notifications').update({ read: true }).eq('user_id', athleteId).eq('metadata->>event_id', id);
      await brand.from('events').update({ location: 'Gym 4' }).eq('id', id);
      expect((await updatesOf()).map((n) => n.message)).toEqual([expect.stringMatching(/ at Gym 3\.$/), expect.stringMatching(/ at Gym 4\.$/)]);

      // someone else cannot cancel it; the host can, once, and attendees are told
      expect((await athlete.from('events').update({ cancelled_at: new Date().toISOString() }).eq('id', id).select('id')).data).toEqual([]);
      expect((await brand.from('events').update({ cancelled_at: new Date().toISOString() }).eq('id', id).select('id')).data).toHaveLength(1);
      expect((await notificationsOf(athleteId, 'event_cancelled')).at(-1)).toMatchObject({ title: `Event cancelled: ${mark} Tiny Clinic` });
      expect((await brand.from('events').update({ title: 'Back on' }).eq('id', id)).error?.message).toBe('This event was cancelled and can no longer be changed');
      expect((await creator.rpc('join_event', { event_id_param: id })).error?.message).toBe('This event has been cancelled');
      expect((await listEvents(creator)).map((e) => e.id)).not.toContain(id);

      // reminders skip it
      const service = t.client({ key: t.serviceRoleKey });
      await service.rpc('send_event_reminders', { p_within: '7 days' });
      expect((await notificationsOf(athleteId, 'event_reminder')).some((n) => n.title.includes(`${mark} Tiny Clinic`))).toBe(false);
    });

    test("the events list: upcoming only, soonest first, at most 20, a nameless host shown as 'Anonymous Creator'", async () => {
      await t.db.query(`insert into public.events (title, start_date, location, created_by) values ($1, now() + interval '1 minute', 'Nowhere', null)`, [`${mark} Orphan`]);
      const events = await listEvents(athlete);
      expect(events.length).toBeLessThanOrEqual(20);
      const orphan = events.find((e) => e.title === `${mark} Orphan`);
      expect(orphan?.creator.name).toBe('Anonymous Creator');
      const starts = events.map((e) => Date.parse(e.start_date));
      expect(starts).toEqual([...starts].sort((x, y) => x - y));
      expect(starts.every((s) => s >= Date.now() - 60_000)).toBe(true);
    });
  });
});
