/** @jest-environment node */
/** The schema holds every entity and field the product uses, with its defaults. */
import { freshPglite } from '../../local/src/db/testing';
import type { Db } from '../../local/src/db';
import { asRole } from '../../local/src/db';

jest.setTimeout(120_000);

const SPEC_COLUMNS: Record<string, string[]> = {
  profiles: ['id', 'user_id', 'full_name', 'email', 'role', 'bio', 'avatar_url', 'sport', 'instagram_handle', 'twitter_handle',
    'tiktok_handle', 'website_url', 'graduation_year', 'school_id', 'company_name', 'industry', 'content_type', 'follower_count',
    'content_categories', 'extra_data', 'created_at', 'updated_at'],
  onboarding_status: ['user_id', 'profile_completed', 'role_setup_completed', 'preferences_set', 'onboarding_completed'],
  user_roles: ['user_id', 'role'],
  bookmarks: ['id', 'user_id', 'content_id', 'content_type'],
  brands: ['id', 'owner_id', 'name', 'logo_url', 'verified'],
  deals: ['id', 'brand_id', 'title', 'description', 'tags', 'category', 'compensation_amount', 'application_deadline', 'created_at',
    'updated_at', 'is_active', 'deliverables', 'requirements'],
  deal_categories: ['id', 'name', 'slug'],
  applications: ['id', 'deal_id', 'user_id', 'application_data', 'status', 'created_at'],
  application_status_history: ['application_id', 'old_status', 'new_status', 'changed_by', 'created_at'],
  community_posts: ['id', 'user_id', 'title', 'content', 'post_type', 'tags', 'likes_count', 'created_at'],
  post_likes: ['post_id', 'user_id'],
  post_comments: ['post_id', 'user_id', 'content'],
  events: ['id', 'title', 'description', 'start_date', 'end_date', 'location', 'capacity', 'created_by', 'attendees_count'],
  event_attendees: ['event_id', 'user_id'],
  notifications: ['id', 'user_id', 'title', 'message', 'type', 'read', 'created_at', 'expires_at', 'action_url'],
  conversations: ['id', 'created_at', 'updated_at'],
  conversation_participants: ['conversation_id', 'user_id'],
  messages: ['id', 'conversation_id', 'sender_id', 'content', 'created_at'],
  athlete_stats: ['user_id'], athlete_achievements: ['user_id'], creator_platforms: ['user_id'], audience_demographics: ['user_id'],
  deal_templates: ['brand_id'], campaigns: ['brand_id', 'budget', 'target_audience'], agency_clients: ['agency_id'],
  learning_modules: ['slug', 'title'], lessons: ['module_id', 'slug'], learning_progress: ['user_id', 'module_id'],
  content_library_items: ['title'], workshops: ['kind', 'title', 'starts_at'], subscriptions: ['user_id', 'status'],
  payments: ['user_id', 'amount', 'status'],
};

describe('schema', () => {
  let db: Db;
  beforeAll(async () => {
    db = await freshPglite();
  });
  afterAll(async () => {
    await db?.close();
  });

  test.each(Object.entries(SPEC_COLUMNS))('%s has the spec columns', async (table, cols) => {
    const r = await db.query<{ column_name: string }>(
      "select column_name from information_schema.columns where table_schema = 'public' and table_name = $1",
      [table],
    );
    const have = new Set(r.rows.map((x) => x.column_name));
    expect(cols.filter((c) => !have.has(c))).toEqual([]);
  });

  test('every table with updated_at has the set_updated_at trigger (deals: one that leaves out the applicant counts)', async () => {
    const r = await db.query<{ table_name: string }>(`
      select c.table_name from information_schema.columns c
      where c.table_schema = 'public' and c.column_name = 'updated_at'
        and not exists (
          select 1 from pg_trigger t join pg_class k on k.oid = t.tgrelid join pg_namespace n on n.oid = k.relnamespace
          join pg_proc p on p.oid = t.tgfoid
          where n.nspname = 'public' and k.relname = c.table_name and p.proname in ('set_updated_at', 'deals_touch_updated_at'))
      order by 1`);
    expect(r.rows).toEqual([]);
  });

  test('defaults: new user rows, applications pending, posts discussion, notifications unread', async () => {
    const uid = (await db.query<{ id: string }>(
      `insert into auth.users (email, raw_user_meta_data) values ('new@test.local', '{"full_name":"New","role":"creator"}') returning id`,
    )).rows[0]!.id;
    const row = (await db.query(
      `select p.full_name, p.role, p.extra_data, p.content_categories, r.role as user_role,
              o.profile_completed, o.role_setup_completed, o.preferences_set, o.onboarding_completed
       from public.profiles p join public.user_roles r using (user_id) join public.onboarding_status o using (user_id)
       where p.user_id = $1`,
      [uid],
    )).rows[0];
    expect(row).toEqual({
      full_name: 'New', role: 'creator', extra_data: {}, content_categories: [], user_role: 'creator',
      profile_completed: false, role_setup_completed: false, preferences_set: false, onboarding_completed: false,
    });
    const claims = { sub: uid, role: 'authenticated' };
    const out = await asRole(db, 'authenticated', claims, async (tx) => {
      const deal = (await tx.query<{ id: string }>('select id from public.deals limit 1')).rows[0]!.id;
      const app = await tx.query('insert into public.applications (deal_id, user_id) values ($1, $2) returning status, application_data', [deal, uid]);
      const post = await tx.query("insert into public.community_posts (user_id, title, content) values ($1, 'Tip', 'Hello') returning post_type, likes_count, tags", [uid]);
      return { app: app.rows[0], post: post.rows[0] };
    });
    expect(out).toEqual({ app: { status: 'pending', application_data: {} }, post: { post_type: 'discussion', likes_count: 0, tags: [] } });
    const n = (await db.query("insert into public.notifications (user_id, title) values ($1, 'x') returning read, type, expires_at", [uid])).rows[0];
    expect(n).toEqual({ read: false, type: 'info', expires_at: null });
  });

  test('seed: demo accounts for every role, 60+ deals from verified and unverified brands, future deadlines', async () => {
    const roles = (await db.query<{ email: string; role: string; done: boolean; pw: boolean }>(
      `select u.email, r.role, o.onboarding_completed as done,
              u.encrypted_password = extensions.crypt('Pitchside123!', u.encrypted_password) as pw
       from auth.users u join public.user_roles r on r.user_id = u.id join public.onboarding_status o on o.user_id = u.id
       where u.email in ('athlete@pitchside.dev','creator@pitchside.dev','brand@pitchside.dev','agency@pitchside.dev','admin@pitchside.dev')
       order by u.email`,
    )).rows;
    expect(roles.map((r) => [r.email.split('@')[0], r.role, r.done, r.pw])).toEqual([
      ['admin', 'admin', true, true], ['agency', 'agency', true, true], ['athlete', 'athlete', true, true],
      ['brand', 'brand', true, true], ['creator', 'creator', true, true],
    ]);
    const stats = (await db.query<Record<string, number>>(`
      select (select count(*) from public.deals) as deals,
             (select count(distinct category) from public.deals) as categories,
             (select min(compensation_amount)::int from public.deals) as min_pay,
             (select max(compensation_amount)::int from public.deals) as max_pay,
             (select count(*) from public.deals where is_active and application_deadline < now()) as active_expired,
             (select count(*) from public.brands where verified) as verified,
             (select count(*) from public.brands where not verified) as unverified,
             (select count(*) from public.events where capacity = 10 and start_date > now()) as small_events,
             (select count(*) from public.lessons) as lessons,
             (select count(*) from public.workshops where kind = 'webinar') as webinars,
             (select count(*) from public.messages) as messages`)).rows[0]!;
    expect(stats.deals).toBeGreaterThanOrEqual(60);
    expect(stats.categories).toBeGreaterThanOrEqual(10);
    expect(stats.min_pay).toBe(100);
    expect(stats.max_pay).toBe(9500);
    expect(stats.active_expired).toBe(0);
    expect((stats.verified ?? 0) + (stats.unverified ?? 0)).toBeGreaterThanOrEqual(8);
    expect(stats.unverified).toBeGreaterThan(0);
    expect(stats.small_events).toBe(1);
    expect(stats.lessons).toBeGreaterThan(10);
    expect(stats.webinars).toBeGreaterThan(0);
    expect(stats.messages).toBeGreaterThan(0);
  });

  describe('indexes serve the spec queries', () => {
    beforeAll(async () => {
      const user = (await db.query<{ id: string }>("select id from auth.users where email = 'athlete@pitchside.dev'")).rows[0]!.id;
      await db.exec(`
        insert into public.deals (brand_id, title, description, tags, category, compensation_amount, application_deadline, created_at)
        select '20000000-0000-4000-8000-000000000002', 'Bulk deal ' || n, 'Generated description number ' || n,
               array['bulk', 'tag-' || (n % 500)], 'Nutrition', (n % 10000), now() + (n % 90) * interval '1 day',
               now() - n * interval '1 minute'
        from generate_series(1, 5000) n;
        insert into public.notifications (user_id, title, created_at)
        select u.id, 'Bulk ' || n, now() - n * interval '1 minute'
        from auth.users u, generate_series(1, 500) n;
        insert into public.conversations (created_by) select '${user}' from generate_series(1, 200);
        insert into public.conversation_participants (conversation_id, user_id)
        select id, '${user}' from public.conversations on conflict do nothing;
        insert into public.messages (conversation_id, sender_id, content, created_at)
        select c.id, '${user}', 'm' || n, now() - n * interval '1 second'
        from public.conversations c, generate_series(1, 30) n;
        `);
      // steady state (autovacuum would do this): flush GIN pending lists, refresh statistics
      for (const t of ['deals', 'notifications', 'messages']) await db.exec(`vacuum analyze public.${t}`);
    });

    const plan = async (sql: string): Promise<string> =>
      (await db.query<{ 'QUERY PLAN': string }>(`explain ${sql}`)).rows.map((r) => r['QUERY PLAN']).join('\n');

    test.each([
      ['deals: tags contain a category', "select id from public.deals where tags @> '{tag-7}' and is_active", 'deals_tags_gin_idx'],
      ['deals: search title or description', "select id from public.deals where title ilike '%marathon%' or description ilike '%marathon%'", '_trgm_idx'],
      ['deals: newest first', 'select id from public.deals where is_active order by created_at desc limit 50', 'created'],
      ['deals: highest pay', 'select id from public.deals order by compensation_amount desc limit 50', 'deals_compensation_amount_idx'],
      ['deals: deadline', 'select id from public.deals order by application_deadline limit 50', 'deals_application_deadline_idx'],
      ['deals: price range', 'select id from public.deals where compensation_amount between 100 and 120', 'deals_compensation_amount_idx'],
      ['deals: the marketplace\'s count of listed deals in a price range', 'select count(*) from public.deals where is_active and brand_verified and compensation_cents between 0 and 1000000', 'Index Only Scan using deals_listed_cents_idx'],
      ['notifications: mine, newest first', "select * from public.notifications where user_id = '10000000-0000-4000-8000-000000000001' order by created_at desc limit 50", 'notifications_user_created_idx'],
      ['messages: conversation, oldest first', "select * from public.messages where conversation_id = '60000000-0000-4000-8000-000000000001' order by created_at", 'messages_conversation_created_idx'],
    ])('%s', async (_name, sql, index) => {
      expect(await plan(sql)).toContain(index);
    });
  });
});
