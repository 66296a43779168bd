/** @jest-environment node */
import { openTestDb, type TestDb, type TestDbKind } from '../../local/src/db/testing';
import { as, createUsers, errorMessage } from './helpers';

jest.setTimeout(180_000);

describe.each<TestDbKind>(['pglite', 'postgres'])('concurrency on %s', (kind) => {
  let t: TestDb;
  let users: string[];

  beforeAll(async () => {
    t = await openTestDb(kind, { seed: false, poolSize: 20 });
    users = await createUsers(t.db, 200, 'athlete', `conc-${kind}`);
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  test('50 parallel join_event calls on a capacity-10 event leave exactly 10 attendees', async () => {
    const { db } = t;
    const ev = await db.query<{ id: string }>(
      `insert into public.events (title, start_date, capacity, created_by)
       values ('Tiny clinic', now() + interval '1 day', 10, $1) returning id`,
      [users[0]],
    );
    const eventId = ev.rows[0]!.id;
    // 40 distinct users, the first 10 of them twice
    const callers = [...users.slice(0, 40), ...users.slice(0, 10)];
    const outcomes = await Promise.all(
      callers.map((uid) =>
        as(db, uid, (tx) => tx.query('select public.join_event($1) as r', [eventId])).then(
          () => 'joined',
          (err: unknown) => errorMessage(err),
        ),
      ),
    );
    const joined = outcomes.filter((o) => o === 'joined').length;
    const others = outcomes.filter((o) => o !== 'joined');
    expect(joined).toBe(10);
    expect(others).toHaveLength(40);
    for (const o of others) expect(['Event is full', 'Already joined']).toContain(o);

    const counts = await db.query<{ attendees: number; attendees_count: number }>(
      `select (select count(*) from public.event_attendees where event_id = $1) as attendees,
              (select attendees_count from public.events where id = $1) as attendees_count`,
      [eventId],
    );
    expect(counts.rows[0]).toEqual({ attendees: 10, attendees_count: 10 });

    // a member cannot join twice; a late user sees 'Event is full'
    const member = (await db.query<{ user_id: string }>('select user_id from public.event_attendees where event_id = $1 limit 1', [eventId])).rows[0]!.user_id;
    await expect(as(db, member, (tx) => tx.query('select public.join_event($1)', [eventId]))).rejects.toThrow('Already joined');
    await expect(as(db, users[199]!, (tx) => tx.query('select public.join_event($1)', [eventId]))).rejects.toThrow('Event is full');
  });

  test('200 parallel likes from distinct users give an exact count; toggling back reduces it exactly', async () => {
    const { db } = t;
    const post = await db.query<{ id: string }>(
      `insert into public.community_posts (user_id, title, content) values ($1, 'Race me', 'like counting') returning id`,
      [users[0]],
    );
    const postId = post.rows[0]!.id;
    const toggle = (uid: string) =>
      as(db, uid, (tx) =>
        tx.query<{ r: { liked: boolean; likes_count: number } }>('select public.toggle_post_like($1) as r', [postId]),
      ).then((res) => res.rows[0]!.r);

    const liked = await Promise.all(users.map(toggle));
    expect(liked.every((r) => r.liked)).toBe(true);
    // every caller saw a distinct count: the row lock serialised them
    expect(new Set(liked.map((r) => r.likes_count)).size).toBe(200);

    const count = async () =>
      (
        await db.query<{ likes_count: number; likes: number }>(
          `select likes_count, (select count(*) from public.post_likes where post_id = $1) as likes
           from public.community_posts where id = $1`,
          [postId],
        )
      ).rows[0];
    expect(await count()).toEqual({ likes_count: 200, likes: 200 });

    const unliked = await Promise.all(users.slice(0, 120).map(toggle));
    expect(unliked.every((r) => !r.liked)).toBe(true);
    expect(await count()).toEqual({ likes_count: 80, likes: 80 });

    // mixed: 40 re-like while 40 others un-like, at the same time
    const mixed = await Promise.all([...users.slice(0, 40), ...users.slice(160, 200)].map(toggle));
    expect(mixed.filter((r) => r.liked)).toHaveLength(40);
    expect(await count()).toEqual({ likes_count: 80, likes: 80 });
  });

  test('direct writes to counters are ignored for API users', async () => {
    const { db } = t;
    const post = await db.query<{ id: string }>(
      `insert into public.community_posts (user_id, title, content) values ($1, 'Mine', 'Counting') returning id`,
      [users[5]],
    );
    const id = post.rows[0]!.id;
    await as(db, users[5]!, (tx) => tx.query('update public.community_posts set likes_count = 9999 where id = $1', [id]));
    const r = await db.query<{ likes_count: number }>('select likes_count from public.community_posts where id = $1', [id]);
    expect(r.rows[0]!.likes_count).toBe(0);
  });
});
