/** @jest-environment node */
/**
 * Row-level security matrix: for each table, which of anon / owner / another user / admin
 * may select / insert / update / delete. Every check runs in its own transaction that is
 * rolled back, so the cases do not affect each other. Runs on PGlite and on PostgreSQL.
 */
import type { Db, Tx } from '../../local/src/db';
import { openTestDb, type TestDb, type TestDbKind } from '../../local/src/db/testing';
import { as, createUsers, DEMO, errorCode, errorMessage, tryAs } from './helpers';

jest.setTimeout(180_000);

type Actor = 'anon' | 'owner' | 'other' | 'admin';
type Op = 'select' | 'insert' | 'update' | 'delete';
const ACTORS: Actor[] = ['anon', 'owner', 'other', 'admin'];
const OPS: Op[] = ['select', 'insert', 'update', 'delete'];

interface Ctx {
  u1: string; // a fresh athlete: owns the personal rows
  u2: string; // a fresh user with no profile / role / onboarding rows (one-to-one inserts)
  ids: Record<string, string>;
}

interface TableSpec {
  table: string;
  /** who owns the row under test (default u1) */
  owner?: (c: Ctx) => string;
  /** for insert: whose row is inserted (default: owner) */
  insertOwner?: (c: Ctx) => string;
  key?: string;
  /** create the row under test as the superuser; returns its key */
  setup: (db: Db, c: Ctx) => Promise<string>;
  insert: (owner: string, c: Ctx) => [string, unknown[]];
  update: string;
  allow: Record<Op, string>;
}

const one = async (db: Db, sql: string, params: unknown[] = []): Promise<string> => {
  const r = await db.query<{ id: string }>(sql, params);
  const id = r.rows[0]?.id;
  if (!id) throw new Error(`setup returned no row: ${sql}`);
  return id;
};
const rnd = (): string => Math.random().toString(36).slice(2, 10);
/** A live deal of a verified brand of the demo brand's owner, nobody hired; the setups that pick Apex's deals by position do not see it. */
const unhiredDeal = (db: Db): Promise<string> =>
  one(db, `with b as (insert into public.brands (owner_id, name, verified) values ($1, $2, true) returning id)
           insert into public.deals (brand_id, title) select id, 'Open deal' from b returning id`, [DEMO.brand, `Matrix Brand ${rnd()}`]);
const APEX = '20000000-0000-4000-8000-000000000001';

const SPECS: TableSpec[] = [
  {
    table: 'profiles', key: 'user_id', insertOwner: (c) => c.u2,
    setup: async (_db, c) => c.u1,
    insert: (o) => ['insert into public.profiles (user_id, full_name) values ($1, $2)', [o, 'New Person']],
    update: "set bio = 'An updated biography.'",
    allow: { select: 'owner other admin', insert: 'owner admin', update: 'owner admin', delete: 'admin' },
  },
  {
    table: 'onboarding_status', key: 'user_id', insertOwner: (c) => c.u2,
    setup: async (_db, c) => c.u1,
    insert: (o) => ['insert into public.onboarding_status (user_id) values ($1)', [o]],
    update: 'set profile_completed = true',
    allow: { select: 'owner admin', insert: 'owner admin', update: 'owner admin', delete: 'admin' },
  },
  {
    table: 'user_roles', key: 'user_id', insertOwner: (c) => c.u2,
    setup: async (_db, c) => c.u1,
    insert: (o) => ["insert into public.user_roles (user_id, role) values ($1, 'creator')", [o]],
    update: "set role = 'creator'",
    allow: { select: 'owner admin', insert: 'owner admin', update: 'owner admin', delete: 'admin' },
  },
  {
    table: 'bookmarks',
    setup: (db, c) => one(db, "insert into public.bookmarks (user_id, content_id, content_type) values ($1, 'x1', 'deal') returning id", [c.u1]),
    insert: (o) => ["insert into public.bookmarks (user_id, content_id, content_type) values ($1, $2, 'deal')", [o, rnd()]],
    update: "set content_type = 'post'",
    allow: { select: 'owner admin', insert: 'owner admin', update: 'admin', delete: 'owner admin' },
  },
  {
    table: 'notifications',
    setup: (db, c) => one(db, "insert into public.notifications (user_id, title) values ($1, 'Hi') returning id", [c.u1]),
    insert: (o) => ["insert into public.notifications (user_id, title) values ($1, 'Spam')", [o]],
    update: 'set read = true',
    allow: { select: 'owner admin', insert: 'admin', update: 'owner admin', delete: 'owner admin' },
  },
  {
    table: 'applications',
    setup: async (db, c) => c.ids.application!,
    insert: (o, c) => ['insert into public.applications (deal_id, user_id, application_data) values ($1, $2, $3)', [c.ids.otherDeal, o, { pitch: 'hi' }]],
    update: `set application_data = '{"pitch":"changed"}'`,
    allow: { select: 'owner admin', insert: 'owner admin', update: 'owner admin', delete: 'owner admin' },
  },
  {
    table: 'application_status_history',
    setup: (db, c) => one(db, 'select id from public.application_status_history where application_id = $1', [c.ids.application]),
    insert: (_o, c) => ["insert into public.application_status_history (application_id, new_status) values ($1, 'accepted')", [c.ids.application]],
    update: "set new_status = 'accepted'",
    allow: { select: 'owner admin', insert: 'admin', update: 'admin', delete: 'admin' },
  },
  {
    table: 'deal_deliverables',
    setup: (db, c) => one(db, "insert into public.deal_deliverables (application_id, title) values ($1, 'Unboxing video') returning id", [c.ids.application]),
    insert: (_o, c) => ["insert into public.deal_deliverables (application_id, title) values ($1, 'Extra post')", [c.ids.application]],
    update: "set submission_note = 'Draft attached'",
    allow: { select: 'owner admin', insert: 'admin', update: 'owner admin', delete: 'admin' },
  },
  {
    table: 'brands', owner: () => DEMO.brand,
    // a brand of its own: a brand whose deals hired talent cannot be deleted (marketplace.test.ts)
    setup: (db) => one(db, 'insert into public.brands (owner_id, name, verified) values ($1, $2, true) returning id', [DEMO.brand, `Matrix Brand ${rnd()}`]),
    insert: (o) => ['insert into public.brands (owner_id, name) values ($1, $2)', [o, `Brand ${rnd()}`]],
    update: "set description = 'New description'",
    allow: { select: 'anon owner other admin', insert: 'owner admin', update: 'owner admin', delete: 'owner admin' },
  },
  {
    table: 'deals', owner: () => DEMO.brand,
    // a deal nobody was hired for: one that hired talent cannot be deleted (marketplace.test.ts)
    setup: (db) => unhiredDeal(db),
    insert: () => ["insert into public.deals (brand_id, title) values ($1, 'New deal')", [APEX]],
    update: "set title = title || '!'",
    allow: { select: 'anon owner other admin', insert: 'owner admin', update: 'owner admin', delete: 'owner admin' },
  },
  {
    table: 'deal_templates', owner: () => DEMO.brand,
    setup: (db) => one(db, 'select id from public.deal_templates where brand_id = $1 order by name limit 1', [APEX]),
    insert: () => ["insert into public.deal_templates (brand_id, name) values ($1, 'New template')", [APEX]],
    update: "set name = name || '!'",
    allow: { select: 'owner admin', insert: 'owner admin', update: 'owner admin', delete: 'owner admin' },
  },
  {
    table: 'deal_categories',
    setup: (db) => one(db, "select id from public.deal_categories where name = 'Gaming'"),
    insert: () => ['insert into public.deal_categories (name, slug) values ($1, $1)', [`cat-${rnd()}`]],
    update: "set description = 'Games'",
    allow: { select: 'anon owner other admin', insert: 'admin', update: 'admin', delete: 'admin' },
  },
  ...(['deal_templates', 'campaigns'] as const).map(
    (table): TableSpec => ({
      table, owner: () => DEMO.brand,
      setup: (db) => one(db, `select id from public.${table} where brand_id = $1 limit 1`, [APEX]),
      insert: () => [`insert into public.${table} (brand_id, name) values ($1, 'Another')`, [APEX]],
      update: "set name = 'Renamed'",
      allow: { select: 'owner admin', insert: 'owner admin', update: 'owner admin', delete: 'owner admin' },
    }),
  ),
  {
    table: 'agency_clients', owner: () => DEMO.agency,
    setup: (db) => one(db, 'select id from public.agency_clients where agency_id = $1 limit 1', [DEMO.agency]),
    insert: (o) => ["insert into public.agency_clients (agency_id, client_name) values ($1, 'New Client')", [o]],
    update: "set notes = 'call back'",
    allow: { select: 'owner admin', insert: 'owner admin', update: 'owner admin', delete: 'owner admin' },
  },
  {
    table: 'community_posts',
    setup: (db, c) => one(db, "insert into public.community_posts (user_id, title, content) values ($1, 'Mine', 'Hello') returning id", [c.u1]),
    insert: (o) => ["insert into public.community_posts (user_id, title, content) values ($1, 'Posted', 'Hello')", [o]],
    update: "set content = 'edited'",
    allow: { select: 'anon owner other admin', insert: 'owner admin', update: 'owner admin', delete: 'owner admin' },
  },
  {
    table: 'post_comments',
    setup: (db, c) => one(db, "insert into public.post_comments (post_id, user_id, content) values ($1, $2, 'Nice') returning id", [c.ids.post, c.u1]),
    insert: (o, c) => ["insert into public.post_comments (post_id, user_id, content) values ($1, $2, 'Me too')", [c.ids.post, o]],
    update: "set content = 'edited'",
    allow: { select: 'anon owner other admin', insert: 'owner admin', update: 'owner admin', delete: 'owner admin' },
  },
  {
    table: 'post_likes',
    setup: (db, c) => one(db, 'insert into public.post_likes (post_id, user_id) values ($1, $2) returning id', [c.ids.post, c.u1]),
    insert: (o) => ["insert into public.post_likes (post_id, user_id) values ('30000000-0000-4000-8000-000000000002', $1)", [o]],
    update: 'set created_at = now()',
    allow: { select: 'anon owner other admin', insert: 'owner admin', update: 'admin', delete: 'owner admin' },
  },
  {
    // brands, agencies and admins hold events; the owner here is the demo brand
    table: 'events', owner: () => DEMO.brand,
    setup: (db) => one(db, "insert into public.events (title, start_date, created_by, location) values ('Mine', now() + interval '1 day', $1, 'Austin') returning id", [DEMO.brand]),
    insert: (o) => ["insert into public.events (title, start_date, created_by, location) values ('Another', now() + interval '2 days', $1, 'Austin')", [o]],
    update: "set location = 'Moved'",
    allow: { select: 'anon owner other admin', insert: 'owner admin', update: 'owner admin', delete: 'owner admin' },
  },
  {
    table: 'event_attendees',
    setup: (db, c) => one(db, "insert into public.event_attendees (event_id, user_id) values ('40000000-0000-4000-8000-000000000003', $1) returning id", [c.u1]),
    insert: (o) => ["insert into public.event_attendees (event_id, user_id) values ('40000000-0000-4000-8000-000000000005', $1)", [o]],
    update: 'set created_at = now()',
    allow: { select: 'owner other admin', insert: 'admin', update: 'admin', delete: 'owner admin' },
  },
  {
    table: 'conversations',
    setup: async (_db, c) => c.ids.conversation!,
    insert: (o) => ['insert into public.conversations (created_by) values ($1)', [o]],
    update: "set title = 'Renamed'",
    // only start_conversation / send_message create conversations (issue 19 item 1)
    allow: { select: 'owner admin', insert: '', update: 'owner admin', delete: 'admin' },
  },
  {
    table: 'conversations (created_by)',
    setup: async (_db, c) => c.ids.conversation!,
    insert: (o) => ['insert into public.conversations (created_by, title) values ($1, $2)', [o, 'Mine']],
    update: `set created_by = '${DEMO.agency}'`,
    allow: { select: 'owner admin', insert: '', update: '', delete: 'admin' },
  },
  {
    table: 'conversation_participants',
    setup: (db, c) => one(db, 'select id from public.conversation_participants where conversation_id = $1 and user_id = $2', [c.ids.conversation, c.u1]),
    insert: (_o, c) => ['insert into public.conversation_participants (conversation_id, user_id) values ($1, $2)', [c.ids.conversation, DEMO.agency]],
    update: 'set last_read_at = now()',
    // participants change only their own read state; only the conversation functions add participants
    allow: { select: 'owner admin', insert: '', update: 'owner', delete: 'owner admin' },
  },
  {
    table: 'conversation_participants (conversation_id)',
    setup: (db, c) => one(db, 'select id from public.conversation_participants where conversation_id = $1 and user_id = $2', [c.ids.conversation, c.u1]),
    insert: (o) => ['insert into public.conversation_participants (conversation_id, user_id) values (gen_random_uuid(), $1)', [o]],
    update: "set conversation_id = '60000000-0000-4000-8000-000000000001'",
    allow: { select: 'owner admin', insert: '', update: '', delete: 'owner admin' },
  },
  {
    table: 'messages',
    setup: (db, c) => one(db, "insert into public.messages (conversation_id, sender_id, content) values ($1, $2, 'Hello') returning id", [c.ids.conversation, c.u1]),
    insert: (o, c) => ["insert into public.messages (conversation_id, sender_id, content) values ($1, $2, 'Again')", [c.ids.conversation, o]],
    update: "set content = 'edited'",
    allow: { select: 'owner admin', insert: 'owner admin', update: 'owner admin', delete: 'owner admin' },
  },
  {
    table: 'learning_modules',
    setup: (db) => one(db, "select id from public.learning_modules where slug = 'nil-fundamentals'"),
    insert: () => ["insert into public.learning_modules (slug, title) values ($1, 'New module')", [`m-${rnd()}`]],
    update: "set description = 'Updated'",
    allow: { select: 'anon owner other admin', insert: 'admin', update: 'admin', delete: 'admin' },
  },
  {
    table: 'lessons',
    setup: (db) => one(db, "select id from public.lessons where slug = 'what-is-nil'"),
    insert: () => ["insert into public.lessons (module_id, slug, title) values ('50000000-0000-4000-8000-000000000001', $1, 'New lesson')", [`l-${rnd()}`]],
    update: "set content = 'Updated'",
    allow: { select: 'anon owner other admin', insert: 'admin', update: 'admin', delete: 'admin' },
  },
  {
    table: 'content_library_items',
    setup: (db) => one(db, 'select id from public.content_library_items limit 1'),
    insert: () => ["insert into public.content_library_items (title) values ('New item')", []],
    update: "set description = 'Updated'",
    allow: { select: 'anon owner other admin', insert: 'admin', update: 'admin', delete: 'admin' },
  },
  {
    table: 'workshops',
    setup: (db) => one(db, 'select id from public.workshops limit 1'),
    insert: () => ["insert into public.workshops (title, starts_at) values ('New workshop', now() + interval '3 days')", []],
    update: "set description = 'Updated'",
    allow: { select: 'anon owner other admin', insert: 'admin', update: 'admin', delete: 'admin' },
  },
  {
    table: 'learning_progress',
    setup: (db, c) => one(db, "insert into public.learning_progress (user_id, module_id, lesson_id) select $1, module_id, id from public.lessons where slug = 'what-is-nil' returning id", [c.u1]),
    insert: (o) => ["insert into public.learning_progress (user_id, module_id, lesson_id) select $1, module_id, id from public.lessons where module_id = '50000000-0000-4000-8000-000000000002' order by position limit 1", [o]],
    update: 'set progress_percent = 80',
    allow: { select: 'owner admin', insert: 'owner admin', update: 'owner admin', delete: 'owner admin' },
  },
  {
    table: 'workshop_registrations',
    setup: (db, c) => one(db, "insert into public.workshop_registrations (workshop_id, user_id) select id, $1 from public.workshops where starts_at > now() order by starts_at limit 1 returning id", [c.u1]),
    insert: (o) => ["insert into public.workshop_registrations (workshop_id, user_id) select id, $1 from public.workshops where starts_at > now() order by starts_at desc limit 1", [o]],
    update: 'set created_at = now()',
    allow: { select: 'owner admin', insert: 'admin', update: 'admin', delete: 'admin' },
  },
  {
    table: 'athlete_stats',
    setup: (db, c) => one(db, "insert into public.athlete_stats (user_id, stat_name, stat_value) values ($1, 'PPG', 12) returning id", [c.u1]),
    insert: (o) => ["insert into public.athlete_stats (user_id, stat_name, stat_value) values ($1, 'RPG', 5)", [o]],
    update: 'set stat_value = 13',
    allow: { select: 'owner other admin', insert: 'owner admin', update: 'owner admin', delete: 'owner admin' },
  },
  {
    table: 'athlete_achievements',
    setup: (db, c) => one(db, "insert into public.athlete_achievements (user_id, title) values ($1, 'MVP') returning id", [c.u1]),
    insert: (o) => ["insert into public.athlete_achievements (user_id, title) values ($1, 'Captain')", [o]],
    update: "set level = 'national'",
    allow: { select: 'owner other admin', insert: 'owner admin', update: 'owner admin', delete: 'owner admin' },
  },
  {
    table: 'creator_platforms',
    setup: (db, c) => one(db, "insert into public.creator_platforms (user_id, platform, follower_count) values ($1, 'instagram', 10) returning id", [c.u1]),
    insert: (o) => ["insert into public.creator_platforms (user_id, platform) values ($1, 'tiktok')", [o]],
    update: 'set follower_count = 20',
    allow: { select: 'owner other admin', insert: 'owner admin', update: 'owner admin', delete: 'owner admin' },
  },
  {
    table: 'audience_demographics',
    setup: (db, c) => one(db, "insert into public.audience_demographics (user_id, dimension, label, percentage) values ($1, 'age', '18-24', 50) returning id", [c.u1]),
    insert: (o) => ["insert into public.audience_demographics (user_id, dimension, label, percentage) values ($1, 'gender', 'female', 60)", [o]],
    update: 'set percentage = 55',
    allow: { select: 'owner other admin', insert: 'owner admin', update: 'owner admin', delete: 'owner admin' },
  },
  {
    table: 'subscriptions',
    setup: (db, c) => one(db, "insert into public.subscriptions (user_id, plan_id) values ($1, 'pro') returning id", [c.u1]),
    insert: (o) => ["insert into public.subscriptions (user_id, plan_id, status) values ($1, 'pro', 'canceled')", [o]],
    update: "set status = 'active'",
    allow: { select: 'owner admin', insert: 'admin', update: 'admin', delete: 'admin' },
  },
  {
    table: 'payments',
    setup: (db, c) => one(db, 'insert into public.payments (user_id, amount) values ($1, 2500) returning id', [c.u1]),
    insert: (o) => ["insert into public.payments (user_id, amount, status) values ($1, 100, 'succeeded')", [o]],
    update: "set status = 'succeeded'",
    allow: { select: 'owner admin', insert: 'admin', update: 'admin', delete: 'admin' },
  },
  {
    table: 'stripe_events',
    setup: (db) => one(db, "insert into public.stripe_events (id, type) values ('evt_1', 'checkout.session.completed') returning id"),
    insert: () => ["insert into public.stripe_events (id, type) values ($1, 'x')", [`evt_${rnd()}`]],
    update: "set type = 'y'",
    allow: { select: 'admin', insert: '', update: '', delete: '' },
  },
  {
    table: 'stripe_customers', key: 'user_id',
    setup: async (db, c) => (await db.query("insert into public.stripe_customers (user_id, stripe_customer_id) values ($1, 'cus_rls') returning user_id", [c.u1])).rows[0]!.user_id as string,
    insert: (o) => ['insert into public.stripe_customers (user_id, stripe_customer_id) values ($1, $2)', [o, `cus_${rnd()}`]],
    update: "set stripe_customer_id = 'cus_forged'",
    allow: { select: 'owner admin', insert: '', update: '', delete: '' },
  },
  {
    // the talent's held money: the talent (owner), the brand's owner and admins read it; only the functions write it
    table: 'deal_payments',
    // on an application of its own: an application a payment names is kept (c.ids.application's delete is in the matrix)
    setup: async (db, c) => {
      const deal = await unhiredDeal(db);
      const app = await one(db, 'insert into public.applications (deal_id, user_id) values ($1, $2) returning id', [deal, c.u1]);
      return one(db, `insert into public.deal_payments (application_id, deal_id, brand_id, payer_id, payee_id, amount)
                      select $1, d.id, d.brand_id, $3, $4, 80000 from public.deals d where d.id = $2 returning id`, [app, deal, DEMO.brand, c.u1]);
    },
    insert: (o, c) => ["insert into public.deal_payments (application_id, deal_id, brand_id, payer_id, payee_id, amount) values ($1, $2, $3, $4, $4, 100)", [c.ids.application, c.ids.deal, APEX, o]],
    update: "set status = 'released', funded_at = now(), released_at = now(), release_reason = 'approved'",
    allow: { select: 'owner admin', insert: '', update: '', delete: '' },
  },
  // Connect payouts (issue 31): the talent and admins read them; only the functions (service role) write them
  {
    table: 'payout_accounts', key: 'user_id', insertOwner: (c) => c.u2,
    setup: async (db, c) => (await db.query("insert into public.payout_accounts (user_id, stripe_account_id) values ($1, 'acct_rls') returning user_id", [c.u1])).rows[0]!.user_id as string,
    insert: (o) => ['insert into public.payout_accounts (user_id, stripe_account_id, state) values ($1, $2, \'ready\')', [o, `acct_${rnd()}`]],
    update: "set stripe_account_id = 'acct_forged', state = 'ready'",
    allow: { select: 'owner admin', insert: '', update: '', delete: '' },
  },
  {
    table: 'payouts', key: 'stripe_payout_id',
    setup: async (db, c) => (await db.query("insert into public.payouts (stripe_payout_id, user_id, stripe_account_id, amount, status, stripe_created_at, stripe_event_at) values ('po_rls', $1, 'acct_rls', 72000, 'failed', now(), now()) returning stripe_payout_id", [c.u1])).rows[0]!.stripe_payout_id as string,
    insert: (o) => ["insert into public.payouts (stripe_payout_id, user_id, stripe_account_id, amount, status, stripe_created_at, stripe_event_at) values ($1, $2, 'acct_x', 100, 'paid', now(), now())", [`po_${rnd()}`, o]],
    update: "set status = 'paid', failure_code = null",
    allow: { select: 'owner admin', insert: '', update: '', delete: '' },
  },
  {
    // a dispute on the talent's deal payment: the talent (owner), the brand and admins read it
    table: 'payment_disputes', key: 'stripe_dispute_id',
    setup: async (db, c) => {
      const dp = await one(db, "insert into public.deal_payments (deal_id, brand_id, payer_id, payee_id, amount) values ($1, $2, $3, $4, 50000) returning id", [c.ids.deal, APEX, DEMO.brand, c.u1]);
      return (await db.query("insert into public.payment_disputes (stripe_dispute_id, deal_payment_id, stripe_charge_id, amount, reason, status, stripe_event_at) values ('du_rls', $1, 'ch_rls', 50000, 'fraudulent', 'needs_response', now()) returning stripe_dispute_id", [dp])).rows[0]!.stripe_dispute_id as string;
    },
    insert: () => ["insert into public.payment_disputes (stripe_dispute_id, stripe_charge_id, amount, reason, status, stripe_event_at) values ($1, 'ch_x', 100, 'general', 'needs_response', now())", [`du_${rnd()}`]],
    update: "set status = 'won'",
    allow: { select: 'owner admin', insert: '', update: '', delete: '' },
  },
  {
    // negotiation (issue 32): the applicant (owner) and the brand's owner read the versions; only the definer
    // functions write them (negotiation.test.ts covers the functions and the brand's side)
    table: 'application_terms',
    setup: async (db, c) => {
      const deal = await one(db, 'select id from public.deals where brand_id = $1 and is_active order by title offset 2 limit 1', [APEX]);
      const app = await one(db, 'insert into public.applications (deal_id, user_id) values ($1, $2) returning id', [deal, c.u1]);
      return one(db, `insert into public.application_terms (application_id, version, proposed_by, proposer_side, amount_cents, deliverables)
                      values ($1, 1, $2, 'talent', 90000, '[{"title":"Reel","due_date":"2030-01-01"}]') returning id`, [app, c.u1]);
    },
    insert: (o, c) => [`insert into public.application_terms (application_id, version, proposed_by, proposer_side, amount_cents, deliverables)
                        values ($1, 7, $2, 'talent', 100, '[{"title":"Reel","due_date":"2030-01-01"}]')`, [c.ids.application, o]],
    update: "set amount_cents = 100, status = 'accepted', accepted_at = now()",
    allow: { select: 'owner admin', insert: '', update: '', delete: '' },
  },
  {
    // contracts (issue 33): the talent (owner), the brand's owner and admins read them; only the database issues
    // and signs them (contracts.test.ts covers the brand's side, signing and amendments)
    table: 'contracts',
    setup: async (db, c) => {
      const deal = await one(db, 'select id from public.deals d where brand_id = $1 and is_active and not exists (select 1 from public.applications a where a.deal_id = d.id and a.user_id = $2) order by title offset 3 limit 1', [APEX, c.u1]);
      const app = await one(db, 'insert into public.applications (deal_id, user_id) values ($1, $2) returning id', [deal, c.u1]);
      return one(db, `insert into public.contracts (application_id, deal_id, brand_id, talent_id, terms, document, document_hash)
                      values ($1, $2, $3, $4, '{}', 'Agreement', repeat('a', 64)) returning id`, [app, deal, APEX, c.u1]);
    },
    insert: (o, c) => [`insert into public.contracts (application_id, deal_id, brand_id, talent_id, version, terms, document, document_hash)
                        values ($1, $2, $3, $4, 9, '{}', 'Forged', repeat('b', 64))`, [c.ids.application, c.ids.deal, APEX, o]],
    update: "set status = 'in_force', in_force_at = now(), brand_signed_at = now(), brand_signed_name = 'X', brand_signed_hash = document_hash, talent_signed_at = now(), talent_signed_name = 'Y', talent_signed_hash = document_hash",
    allow: { select: 'owner admin', insert: '', update: '', delete: '' },
  },
  {
    // discovery (issue 32): brands, agencies and admins search it (discovery.test.ts checks a brand and an agency);
    // the talent themselves, other talent and anon do not; only triggers write it
    table: 'talent_directory', key: 'user_id', insertOwner: (c) => c.u2,
    setup: async (db, c) => (await db.query<{ user_id: string }>('select user_id from public.talent_directory where user_id = $1', [c.u1])).rows[0]!.user_id,
    insert: (o) => ["insert into public.talent_directory (user_id, role, full_name, joined_at) values ($1, 'athlete', 'Forged', now())", [o]],
    update: 'set followers = 9999999',
    allow: { select: 'admin', insert: '', update: '', delete: '' },
  },
  {
    // invitations (issue 32): the invited talent (owner), the brand's owner and admins read; only the definer functions write
    table: 'deal_invitations',
    setup: (db, c) => one(db, 'insert into public.deal_invitations (deal_id, brand_id, talent_id, note) values ($1, $2, $3, $4) returning id', [c.ids.otherDeal, APEX, c.u1, 'Join us']),
    insert: (o, c) => ['insert into public.deal_invitations (deal_id, brand_id, talent_id) values ($1, $2, $3)', [c.ids.deal, APEX, o]],
    update: "set status = 'accepted', responded_at = now()",
    allow: { select: 'owner admin', insert: '', update: '', delete: '' },
  },
  {
    // NIL compliance (issue 33): the athlete's in-kind items on their own accepted deals; admins read them
    table: 'nil_in_kind_items',
    setup: async (db, c) => {
      // a deal of its own (the applications rows above and the workflow tests below apply to c.ids.deal and otherDeal)
      const deal = await one(db, 'select id from public.deals d where brand_id = $1 and is_active and not exists (select 1 from public.applications a where a.deal_id = d.id and a.user_id = $2) order by title offset 3 limit 1', [APEX, c.u1]);
      c.ids.nilApp = await one(db, "insert into public.applications (deal_id, user_id, status, reviewed_at) values ($1, $2, 'accepted', now()) returning id", [deal, c.u1]);
      return one(db, "insert into public.nil_in_kind_items (application_id, user_id, description, value_cents) values ($1, $2, 'Training shoes', 18000) returning id", [c.ids.nilApp, c.u1]);
    },
    insert: (o, c) => ["insert into public.nil_in_kind_items (application_id, user_id, description, value_cents) values ($1, $2, 'Recovery boots', 45000)", [c.ids.nilApp, o]],
    update: 'set value_cents = 1',
    allow: { select: 'owner admin', insert: 'owner', update: '', delete: 'owner' },
  },
  {
    // "I reported it": written only by mark_/unmark_nil_reported() (nil.test.ts covers them and the wrong user)
    table: 'nil_reports', key: 'application_id',
    setup: (db, c) => one(db, 'insert into public.nil_reports (application_id, user_id, reported_on) values ($1, $2, current_date) returning application_id as id', [c.ids.nilApp, c.u1]),
    insert: (o, c) => ['insert into public.nil_reports (application_id, user_id, reported_on) values ($1, $2, current_date)', [c.ids.application, o]],
    update: "set reported_on = current_date - 1, reference = 'Forged'",
    allow: { select: 'owner admin', insert: '', update: '', delete: '' },
  },
  {
    // direct offers (issue 32): the talent the offer is for (owner), the brand's owner and admins read it; only the
    // definer functions and the application's status write it (direct-offers.test.ts covers the brand's side)
    table: 'direct_offers',
    setup: async (db, c) => {
      const deal = await one(db, "insert into public.deals (brand_id, title, private_for) values ($1, 'Private offer (RLS)', $2) returning id", [APEX, c.u1]);
      const app = await one(db, 'insert into public.applications (deal_id, user_id) values ($1, $2) returning id', [deal, c.u1]);
      return one(db, 'insert into public.direct_offers (deal_id, application_id, brand_id, talent_id, message) values ($1, $2, $3, $4, $5) returning id', [deal, app, APEX, c.u1, 'Just for you']);
    },
    insert: (o, c) => ['insert into public.direct_offers (deal_id, application_id, brand_id, talent_id) values ($1, $2, $3, $4)', [c.ids.deal, c.ids.application, APEX, o]],
    update: "set status = 'accepted', responded_at = now()",
    allow: { select: 'owner admin', insert: '', update: '', delete: '' },
  },
  {
    // roster requests (issue 32): the talent asked (owner), the agency and admins read it; only the definer functions write it
    table: 'agency_roster_requests',
    setup: (db, c) => one(db, 'insert into public.agency_roster_requests (agency_id, talent_id, message) values ($1, $2, $3) returning id', [DEMO.agency, c.u1, 'Join our roster']),
    insert: (o) => ['insert into public.agency_roster_requests (agency_id, talent_id) values ($1, $2)', [DEMO.agency, o]],
    update: "set status = 'accepted', responded_at = now()",
    allow: { select: 'owner admin', insert: '', update: '', delete: '' },
  },
  // the match score's kept inputs (match_score speed): written only by definer triggers; a user reads their own features
  {
    table: 'ai_user_features', key: 'user_id', insertOwner: (c) => c.u2,
    setup: async (_db, c) => c.u1,
    insert: (o) => ["insert into public.ai_user_features (user_id, inputs, role) values ($1, '{}', 'athlete')", [o]],
    update: 'set min_deal_cents = 0, open_deliverables = 0',
    allow: { select: 'owner', insert: '', update: '', delete: '' },
  },
  {
    // the marketplace's "a deal left the list" signal: written by the database only, readable by anyone
    table: 'deal_unlistings', key: 'deal_id',
    setup: async (db, c) => (await db.query<{ deal_id: string }>(
      'insert into public.deal_unlistings (deal_id) values ($1) on conflict (deal_id) do update set unlisted_at = now() returning deal_id', [c.ids.otherDeal])).rows[0]!.deal_id,
    insert: (_o, c) => ['insert into public.deal_unlistings (deal_id) values ($1)', [c.ids.deal]],
    update: 'set unlisted_at = now()',
    allow: { select: 'anon owner other admin', insert: '', update: '', delete: '' },
  },
  {
    table: 'ai_category_markets', key: 'category',
    setup: async () => 'Apparel',
    insert: () => ["insert into public.ai_category_markets (category, slug) values ('Apparel', 'apparel')", []],
    update: 'set sample = 0',
    allow: { select: '', insert: '', update: '', delete: '' },
  },
  {
    table: 'ai_brand_payment_stats', key: 'brand_id',
    setup: async (db) => (await db.query<{ brand_id: string }>(
      'insert into public.ai_brand_payment_stats (brand_id) values ($1) on conflict (brand_id) do update set settled = public.ai_brand_payment_stats.settled returning brand_id', [APEX])).rows[0]!.brand_id,
    insert: () => ['insert into public.ai_brand_payment_stats (brand_id, settled) values ($1, 99)', [APEX]],
    update: 'set refunded = 0',
    allow: { select: '', insert: '', update: '', delete: '' },
  },
  // Admin-only columns (issue 17): only the admin functions write them; direct writes fail for everyone, admins included.
  {
    table: 'profiles (suspended_at)', key: 'user_id', insertOwner: (c) => c.u2,
    setup: async (_db, c) => c.u1,
    insert: (o) => ["insert into public.profiles (user_id, full_name, suspended_at) values ($1, 'New Person', now())", [o]],
    update: "set suspended_at = now(), suspended_reason = 'Spam'",
    allow: { select: 'owner other admin', insert: '', update: '', delete: 'admin' },
  },
  {
    table: 'user_roles (admin)', key: 'user_id', insertOwner: (c) => c.u2,
    setup: async (_db, c) => c.u1,
    insert: (o) => ["insert into public.user_roles (user_id, role) values ($1, 'admin')", [o]],
    update: "set role = 'admin'",
    allow: { select: 'owner admin', insert: '', update: '', delete: 'admin' },
  },
  {
    table: 'deals (deactivated_reason)', owner: () => DEMO.brand,
    setup: (db) => unhiredDeal(db),
    insert: () => ["insert into public.deals (brand_id, title, deactivated_reason) values ($1, 'New deal', 'Looks fine')", [APEX]],
    update: "set deactivated_reason = 'Taken down'",
    allow: { select: 'anon owner other admin', insert: '', update: '', delete: 'owner admin' },
  },
  {
    table: 'community_posts (removed_at)',
    // a removed post: only its author and admins still read it
    setup: (db, c) => one(db, "insert into public.community_posts (user_id, title, content, removed_at, removed_reason) values ($1, 'Removed one', 'Spam', now(), 'Spam') returning id", [c.u1]),
    insert: (o) => ["insert into public.community_posts (user_id, title, content, removed_at) values ($1, 'Posted', 'Hello', now())", [o]],
    update: 'set removed_at = null, removed_reason = null',
    allow: { select: 'owner admin', insert: '', update: '', delete: 'owner admin' },
  },
  {
    table: 'post_comments (removed_at)',
    setup: (db, c) => one(db, "insert into public.post_comments (post_id, user_id, content, removed_at, removed_reason) values ($1, $2, 'Rude', now(), 'Insults') returning id", [c.ids.post, c.u1]),
    insert: (o, c) => ["insert into public.post_comments (post_id, user_id, content, removed_at) values ($1, $2, 'Me too', now())", [c.ids.post, o]],
    update: 'set removed_at = null',
    allow: { select: 'owner admin', insert: '', update: '', delete: 'owner admin' },
  },
  {
    table: 'reports',
    setup: (db, c) => one(db, "insert into public.reports (reporter_id, target_type, target_id, reason) values ($1, 'post', $2, 'spam') returning id", [c.u1, c.ids.post]),
    insert: (o) => ["insert into public.reports (reporter_id, target_type, target_id, reason, note) values ($1, 'profile', $2, 'impersonation', 'Not the real brand')", [o, DEMO.brand]],
    update: "set status = 'dismissed'",
    // reports are closed only by the admin functions (admin_resolve_report, admin_moderate_*)
    allow: { select: 'owner admin', insert: 'owner', update: '', delete: '' },
  },
  {
    table: 'admin_audit_log',
    setup: (db, c) => one(db, "insert into public.admin_audit_log (actor_id, action, target_type, target_id, reason) values ($1, 'user.suspend', 'user', $2, 'Spam') returning id", [DEMO.admin, c.u1]),
    insert: (o) => ["insert into public.admin_audit_log (actor_id, action, target_type, target_id) values ($1, 'user.unsuspend', 'user', $2)", [o, o]],
    update: "set reason = 'Rewritten'",
    // written only by the admin functions, read only by admins
    allow: { select: 'admin', insert: '', update: '', delete: '' },
  },
  {
    // the public read of a published kit is the media_kit() function, not the table
    // (the demo agency has no kit: its row is the one inserted)
    table: 'media_kits', key: 'user_id', insertOwner: () => DEMO.agency,
    setup: async (db, c) => {
      await db.query('insert into public.media_kits (user_id, handle, published) values ($1, $2, true)', [c.u1, `kit-${rnd()}`]);
      return c.u1;
    },
    insert: (o) => ['insert into public.media_kits (user_id, handle) values ($1, $2)', [o, `kit-${rnd()}`]],
    update: "set headline = 'Guard. Captain. Storyteller.'",
    allow: { select: 'owner admin', insert: 'owner admin', update: 'owner admin', delete: 'owner admin' },
  },
  {
    // written only by record_profile_view(); read by the profile's owner
    table: 'profile_views',
    setup: (db, c) => one(db, "insert into public.profile_views (profile_user_id, viewer_id, kind) values ($1, $2, 'profile') returning id", [c.u1, DEMO.brand]),
    insert: (o) => ["insert into public.profile_views (profile_user_id, kind) values ($1, 'media_kit')", [o]],
    update: "set kind = 'media_kit'",
    allow: { select: 'owner admin', insert: '', update: '', delete: '' },
  },
  {
    // anonymous reports written only by report_web_vitals() (a definer function); read only by admins
    table: 'web_vitals',
    setup: (db) => one(db, "insert into public.web_vitals (page_id, route, metric, value) values (gen_random_uuid(), '/marketplace', 'LCP', 812.5) returning id::text as id"),
    insert: () => ["insert into public.web_vitals (page_id, route, metric, value) values (gen_random_uuid(), '/learn', 'LCP', 900)", []],
    update: 'set value = 1',
    allow: { select: 'admin', insert: '', update: '', delete: '' },
  },
  {
    table: 'storage.objects (avatars, public)',
    setup: (db, c) => one(db, "insert into storage.objects (bucket_id, name, owner) values ('avatars', $1, $2) returning id", [`${c.u1}/me.png`, c.u1]),
    insert: (o) => ["insert into storage.objects (bucket_id, name, owner) values ('avatars', $1, $2)", [`${o}/${rnd()}.png`, o]],
    update: "set metadata = '{\"size\":1}'",
    allow: { select: 'anon owner other admin', insert: 'owner admin', update: 'owner admin', delete: 'owner admin' },
  },
  {
    table: 'planned_posts',
    setup: (db, c) => one(db, "insert into public.planned_posts (user_id, title, platform, planned_for) values ($1, 'Game-day reel', 'instagram', now() + interval '2 days') returning id", [c.u1]),
    insert: (o) => ["insert into public.planned_posts (user_id, title, platform, planned_for) values ($1, 'Training vlog', 'youtube', now() + interval '3 days')", [o]],
    update: "set title = 'Moved reel'",
    allow: { select: 'owner admin', insert: 'owner admin', update: 'owner admin', delete: 'owner admin' },
  },
  {
    table: 'post_stats',
    setup: (db, c) => one(db, "insert into public.post_stats (user_id, posted_at, platform, reach, engagement) values ($1, now() - interval '3 days', 'instagram', 4000, 300) returning id", [c.u1]),
    insert: (o) => ["insert into public.post_stats (user_id, posted_at, platform, reach, engagement) values ($1, now() - interval '1 day' - random() * interval '1 day', 'tiktok', 900, 80)", [o]],
    update: 'set reach = 4100',
    allow: { select: 'owner admin', insert: 'owner admin', update: 'owner admin', delete: 'owner admin' },
  },
  {
    table: 'storage.objects (attachments, private)',
    setup: (db, c) => one(db, "insert into storage.objects (bucket_id, name, owner) values ('attachments', $1, $2) returning id", [`${c.u1}/contract.pdf`, c.u1]),
    insert: (o) => ["insert into storage.objects (bucket_id, name, owner) values ('attachments', $1, $2)", [`${o}/${rnd()}.pdf`, o]],
    update: "set metadata = '{\"size\":1}'",
    allow: { select: 'owner admin', insert: 'owner admin', update: 'owner admin', delete: 'owner admin' },
  },
];

function tableName(spec: TableSpec): string {
  return spec.table.startsWith('storage.') ? 'storage.objects' : `public.${spec.table.replace(/ \(.*\)$/, '')}`;
}

/** true = allowed, false = denied by RLS / privileges (42501 or no row affected). */
async function attempt(db: Db, userId: string | null, fn: (tx: Tx) => Promise<number>): Promise<boolean> {
  try {
    return (await tryAs(db, userId, fn)) > 0;
  } catch (err) {
    if (errorCode(err) === '42501') return false;
    throw err;
  }
}

describe.each<TestDbKind>(['pglite', 'postgres'])('row-level security on %s', (kind) => {
  let t: TestDb;
  const c: Ctx = { u1: '', u2: '', ids: {} };
  const keys = new Map<string, string>();

  beforeAll(async () => {
    t = await openTestDb(kind);
    const { db } = t;
    c.u1 = (await createUsers(db, 1, 'athlete', 'owner'))[0]!;
    c.u2 = (await createUsers(db, 1, 'athlete', 'blank'))[0]!;
    await db.query('delete from public.profiles where user_id = $1', [c.u2]);
    await db.query('delete from public.user_roles where user_id = $1', [c.u2]);
    await db.query('delete from public.onboarding_status where user_id = $1', [c.u2]);
    const deals = await db.query<{ id: string }>('select id from public.deals where brand_id = $1 and is_active order by title limit 2', [APEX]);
    c.ids.deal = deals.rows[0]!.id;
    c.ids.otherDeal = deals.rows[1]!.id;
    c.ids.application = await one(db, 'insert into public.applications (deal_id, user_id) values ($1, $2) returning id', [c.ids.deal, c.u1]);
    c.ids.post = '30000000-0000-4000-8000-000000000001';
    c.ids.conversation = await one(db, 'insert into public.conversations (created_by) values ($1) returning id', [c.u1]);
    await db.query('insert into public.conversation_participants (conversation_id, user_id) values ($1, $2), ($1, $3)', [c.ids.conversation, c.u1, DEMO.brand]);
    for (const spec of SPECS) keys.set(spec.table, await spec.setup(db, c));
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  const cases = SPECS.flatMap((spec) =>
    OPS.flatMap((op) => ACTORS.map((actor) => ({ spec, op, actor, allowed: spec.allow[op].split(' ').includes(actor) }))),
  );

  test.each(cases.map((x) => [x.spec.table, x.op, x.actor, x.allowed ? 'allowed' : 'denied', x] as const))(
    '%s: %s by %s is %s',
    async (_table, _op, _actor, _expect, { spec, op, actor, allowed }) => {
      const { db } = t;
      const owner = spec.owner ? spec.owner(c) : c.u1;
      const whoFor = (a: Actor, insertOwner: string): string | null =>
        a === 'anon' ? null : a === 'owner' ? insertOwner : a === 'other' ? DEMO.creator : DEMO.admin;
      const key = spec.key ?? 'id';
      const id = keys.get(spec.table)!;
      const table = tableName(spec);
      let ok: boolean;
      if (op === 'insert') {
        const insertOwner = spec.insertOwner ? spec.insertOwner(c) : owner;
        const [sql, params] = spec.insert(insertOwner, c);
        ok = await attempt(db, whoFor(actor, insertOwner), async (tx) => (await tx.query(sql, params)).affectedRows ?? 0);
      } else if (op === 'select') {
        ok = await attempt(db, whoFor(actor, owner), async (tx) => (await tx.query(`select 1 from ${table} where ${key} = $1`, [id])).rows.length);
      } else if (op === 'update') {
        ok = await attempt(db, whoFor(actor, owner), async (tx) => (await tx.query(`update ${table} ${spec.update} where ${key} = $1`, [id])).affectedRows ?? 0);
      } else {
        ok = await attempt(db, whoFor(actor, owner), async (tx) => (await tx.query(`delete from ${table} where ${key} = $1`, [id])).affectedRows ?? 0);
      }
      expect(ok).toBe(allowed);
    },
  );

  describe('nobody makes themselves admin', () => {
    const denied = async (userId: string, sql: string, params: unknown[]): Promise<void> => {
      const outcome = await tryAs(t.db, userId, async (tx) => (await tx.query(sql, params)).affectedRows ?? 0).then(
        (n) => (n > 0 ? 'changed' : 'no row'),
        (err: unknown) => `error ${errorCode(err) ?? errorMessage(err)}`,
      );
      expect(outcome).not.toBe('changed');
    };
    test('insert own user_roles row as admin', () =>
      denied(c.u2, "insert into public.user_roles (user_id, role) values ($1, 'admin')", [c.u2]));
    test('upsert own user_roles row to admin', () =>
      denied(c.u1, "insert into public.user_roles (user_id, role) values ($1, 'admin') on conflict (user_id) do update set role = excluded.role", [c.u1]));
    test('update own user_roles row to admin', () =>
      denied(c.u1, "update public.user_roles set role = 'admin' where user_id = $1", [c.u1]));
    test("write someone else's user_roles row", () =>
      denied(c.u1, "update public.user_roles set role = 'brand' where user_id = $1", [DEMO.creator]));
    // profiles.role follows user_roles: the write may go through, the role it stores never says admin
    const roleAfter = (userId: string, sql: string) =>
      tryAs(t.db, userId, async (tx) => {
        await tx.query(sql, [userId]).catch(() => undefined);
        return (await tx.query<{ role: string }>('select role from public.profiles where user_id = $1', [userId])).rows[0]?.role ?? 'no row';
      });
    test('set profiles.role = admin', async () =>
      expect(await roleAfter(c.u1, "update public.profiles set role = 'admin' where user_id = $1")).not.toBe('admin'));
    test('insert a profile with role admin', async () =>
      expect(await roleAfter(c.u2, "insert into public.profiles (user_id, full_name, role) values ($1, 'X', 'admin')")).not.toBe('admin'));
    test('sign up with role admin in the metadata gets athlete', async () => {
      const r = await t.db.query<{ id: string }>(
        `insert into auth.users (email, raw_user_meta_data) values ($1, '{"role":"admin","full_name":"Sneaky"}') returning id`,
        [`sneaky-${rnd()}@test.local`],
      );
      const id = r.rows[0]!.id;
      const role = await t.db.query<{ r: string }>('select public.get_user_role($1) as r', [id]);
      expect(role.rows[0]!.r).toBe('athlete');
    });
    test('a user may switch between the non-admin roles', async () => {
      const r = await tryAs(t.db, c.u1, async (tx) => {
        await tx.query("insert into public.user_roles (user_id, role) values ($1, 'brand') on conflict (user_id) do update set role = excluded.role", [c.u1]);
        return (await tx.query<{ role: string }>('select p.role from public.profiles p where p.user_id = $1', [c.u1])).rows[0]?.role;
      });
      expect(r).toBe('brand');
    });
    test('a brand owner cannot verify their own brand', () =>
      denied(DEMO.brand, "update public.brands set verified = true where id = '20000000-0000-4000-8000-000000000011'", []));
  });

  describe('marketplace visibility and workflow', () => {
    test('anon sees only active deals of verified brands; the owner sees their unverified brand deals; a private offer only its two parties', async () => {
      const count = (uid: string | null) =>
        tryAs(t.db, uid, async (tx) => Number((await tx.query<{ n: number }>('select count(*) as n from public.deals')).rows[0]!.n));
      const visible = Number((await t.db.query<{ n: number }>(
        'select count(*) as n from public.deals d join public.brands b on b.id = d.brand_id where d.is_active and b.verified and d.private_for is null',
      )).rows[0]!.n);
      // the seed's direct offers: Maya (the demo creator) reads her own private deals, nobody else's, and the closed deals she applied to
      const creatorPrivate = Number((await t.db.query<{ n: number }>('select count(*) as n from public.deals where private_for = $1', [DEMO.creator])).rows[0]!.n);
      expect(creatorPrivate).toBeGreaterThan(0);
      const creatorUnlisted = Number((await t.db.query<{ n: number }>(
        `select count(*) as n from public.deals d join public.brands b on b.id = d.brand_id where not (d.is_active and b.verified and d.private_for is null)
           and (d.private_for = $1 or exists (select 1 from public.applications a where a.deal_id = d.id and a.user_id = $1))`,
        [DEMO.creator],
      )).rows[0]!.n);
      expect(creatorUnlisted).toBeGreaterThan(creatorPrivate);
      expect(await count(null)).toBe(visible);
      expect(await count(DEMO.creator)).toBe(visible + creatorUnlisted);
      const own = Number((await t.db.query<{ n: number }>(
        "select count(*) as n from public.deals d join public.brands b on b.id = d.brand_id where b.owner_id = $1 and not (d.is_active and b.verified and d.private_for is null)",
        [DEMO.brand],
      )).rows[0]!.n);
      expect(own).toBeGreaterThan(0);
      expect(await count(DEMO.brand)).toBe(visible + own);
    });

    test('the brand owner reads applications to its deals and decides; the applicant is notified', async () => {
      const seen = await tryAs(t.db, DEMO.brand, async (tx) => (await tx.query('select id from public.applications where id = $1', [c.ids.application])).rows.length);
      expect(seen).toBe(1);
      const otherBrandSees = await tryAs(t.db, DEMO.agency, async (tx) => (await tx.query('select id from public.applications where id = $1', [c.ids.application])).rows.length);
      expect(otherBrandSees).toBe(0);

      const result = await tryAs(t.db, DEMO.brand, async (tx) => {
        const u = await tx.query<{ status: string; reviewed_by: string }>(
          "update public.applications set status = 'accepted' where id = $1 returning status, reviewed_by",
          [c.ids.application],
        );
        const notif = await tx.query<{ n: number }>(
          "select count(*) as n from public.notifications where user_id = $1 and title = 'Application accepted'",
          [c.u1],
        );
        const hist = await tx.query<{ old_status: string; new_status: string }>(
          'select old_status, new_status from public.application_status_history where application_id = $1 order by created_at',
          [c.ids.application],
        );
        return { row: u.rows[0], notif: notif.rows[0]!.n, hist: hist.rows };
      });
      expect(result.row).toEqual({ status: 'accepted', reviewed_by: DEMO.brand });
      // the brand cannot read the applicant's notifications: count under the brand's RLS is 0
      expect(result.notif).toBe(0);
      expect(result.hist).toEqual([
        { old_status: null, new_status: 'pending' },
        { old_status: 'pending', new_status: 'accepted' },
      ]);
    });

    test('status change notifies the applicant (checked as the applicant)', async () => {
      await as(t.db, DEMO.brand, (tx) => tx.query("update public.applications set status = 'rejected' where id = $1", [c.ids.application]));
      const mine = await tryAs(t.db, c.u1, async (tx) =>
        (await tx.query<{ title: string; type: string; action_url: string }>(
          'select title, type, action_url from public.notifications where user_id = $1 order by created_at desc limit 1',
          [c.u1],
        )).rows[0],
      );
      expect(mine).toEqual({ title: 'Application not selected', type: 'warning', action_url: '/marketplace/applications' });
    });

    test('an applicant cannot accept their own application, but may withdraw it', async () => {
      const app = await one(t.db, 'insert into public.applications (deal_id, user_id) values ($1, $2) returning id', [c.ids.otherDeal, c.u1]);
      await expect(as(t.db, c.u1, (tx) => tx.query("update public.applications set status = 'accepted' where id = $1", [app]))).rejects.toMatchObject({ code: '42501' });
      const n = await tryAs(t.db, c.u1, async (tx) => (await tx.query("update public.applications set status = 'withdrawn' where id = $1", [app])).affectedRows);
      expect(n).toBe(1);
    });

    test('a closed deal stays readable by the talent who applied to it (their history names it), and by nobody else outside its brand', async () => {
      const read = (uid: string | null) => tryAs(t.db, uid, async (tx) => (await tx.query<{ title: string; compensation_amount: string }>(
        "select d.title, d.compensation_amount::text, b.name as brand from public.deals d join public.brands b on b.id = d.brand_id where d.title = 'Autumn Lakes Cabin Weekend'")).rows);
      expect(await read('10000000-0000-4000-8000-000000000014')).toEqual([{ title: 'Autumn Lakes Cabin Weekend', compensation_amount: '1400.00', brand: 'Summit Travel Co.' }]);
      expect(await read(DEMO.agency)).toHaveLength(1);
      expect(await read(DEMO.athlete)).toEqual([]);
      expect(await read(null)).toEqual([]);
    });

    test("a brand sent back to verification stays named for the talent who applied to its deals, and for nobody else outside it", async () => {
      const nova = await one(t.db, "select d.id from public.deals d join public.brands b on b.id = d.brand_id where b.name = 'Nova Startup Labs' and not b.verified limit 1");
      const [applicant, stranger] = await createUsers(t.db, 2, 'athlete', 'unverified-brand-reader');
      await t.db.query("insert into public.applications (deal_id, user_id, status, application_data) values ($1, $2, 'pending', '{}')", [nova, applicant]);
      const brandOf = (uid: string | null) => tryAs(t.db, uid, async (tx) => (await tx.query<{ name: string }>("select name from public.brands where name = 'Nova Startup Labs'")).rows);
      expect(await brandOf(applicant!)).toEqual([{ name: 'Nova Startup Labs' }]);
      expect(await brandOf(stranger!)).toEqual([]);
      expect(await brandOf(null)).toEqual([]);
    });

    test('a user cannot apply to an inactive deal', async () => {
      const inactive = await one(t.db, 'select id from public.deals where not is_active limit 1');
      await expect(
        as(t.db, c.u1, (tx) => tx.query('insert into public.applications (deal_id, user_id) values ($1, $2)', [inactive, c.u1])),
      ).rejects.toMatchObject({ code: 'P0001', message: 'This deal is no longer accepting applications' });
    });
  });

  describe('messaging', () => {
    test('the spec flow in one call: send_message to a recipient creates, joins, sends and bumps', async () => {
      const out = await tryAs(t.db, c.u1, async (tx) => {
        const sent = await tx.query<{ conversation_id: string }>('select conversation_id from public.send_message($1, null, $2)', ['Hey!', DEMO.creator]);
        const convId = sent.rows[0]!.conversation_id;
        const members = await tx.query<{ user_id: string }>('select user_id from public.conversation_participants where conversation_id = $1 order by user_id', [convId]);
        const msgs = await tx.query('select content from public.messages where conversation_id = $1', [convId]);
        return { members: members.rows.map((m) => m.user_id), msgs: msgs.rows };
      });
      expect(out.members).toEqual([c.u1, DEMO.creator].sort());
      expect(out.msgs).toEqual([{ content: 'Hey!' }]);
    });

    test('a message notifies the other participants and bumps the conversation', async () => {
      const before = (await t.db.query<{ updated_at: string }>('select updated_at from public.conversations where id = $1', [c.ids.conversation])).rows[0]!.updated_at;
      // read first, so this message gets its own notification (one per conversation until read)
      await as(t.db, DEMO.brand, (tx) => tx.query('select public.mark_conversation_read($1)', [c.ids.conversation]));
      await as(t.db, c.u1, (tx) => tx.query("insert into public.messages (conversation_id, sender_id, content) values ($1, $2, 'Ping')", [c.ids.conversation, c.u1]));
      const after = (await t.db.query<{ updated_at: string }>('select updated_at from public.conversations where id = $1', [c.ids.conversation])).rows[0]!.updated_at;
      expect(after > before).toBe(true);
      const n = await tryAs(t.db, DEMO.brand, async (tx) =>
        (await tx.query<{ message: string; action_url: string }>(
          "select message, action_url from public.notifications where user_id = $1 and metadata->>'conversation_id' = $2 order by created_at desc limit 1",
          [DEMO.brand, c.ids.conversation],
        )).rows[0],
      );
      expect(n).toEqual({ message: 'Ping', action_url: `/messages?conversation=${c.ids.conversation}` });
    });

    test('a non-participant cannot post into a conversation or add themselves', async () => {
      await expect(
        as(t.db, DEMO.creator, (tx) => tx.query("insert into public.messages (conversation_id, sender_id, content) values ($1, $2, 'Intruder')", [c.ids.conversation, DEMO.creator])),
      ).rejects.toMatchObject({ code: '42501' });
      await expect(
        as(t.db, DEMO.creator, (tx) => tx.query('insert into public.conversation_participants (conversation_id, user_id) values ($1, $2)', [c.ids.conversation, DEMO.creator])),
      ).rejects.toMatchObject({ code: '42501' });
    });
  });

  describe('functions and helpers', () => {
    test('get_user_role defaults to athlete, answers a user about themselves, and is not callable by anon', async () => {
      const r = await tryAs(t.db, c.u1, async (tx) =>
        (await tx.query<{ own: string; other: string | null }>('select public.get_user_role($1) as own, public.get_user_role($2) as other', [c.u1, DEMO.brand])).rows[0],
      );
      expect(r).toEqual({ own: 'athlete', other: null });
      const internal = await t.db.query<{ b: string }>("select public.get_user_role('00000000-0000-4000-8000-00000000dead') as b");
      expect(internal.rows[0]).toEqual({ b: 'athlete' });
      await expect(tryAs(t.db, null, (tx) => tx.query('select public.get_user_role($1)', [DEMO.brand]))).rejects.toMatchObject({ code: '42501' });
    });

    test('join_event and toggle_post_like need a signed-in user', async () => {
      await expect(as(t.db, null, (tx) => tx.query("select public.join_event('40000000-0000-4000-8000-000000000002')"))).rejects.toMatchObject({ code: '42501' });
    });

    test('profiles.extra_data is merged on update', async () => {
      const merged = await tryAs(t.db, c.u1, async (tx) => {
        await tx.query(`update public.profiles set extra_data = '{"sport":"soccer"}' where user_id = $1`, [c.u1]);
        await tx.query(`update public.profiles set extra_data = '{"preferences":{"deal_alerts":false}}' where user_id = $1`, [c.u1]);
        return (await tx.query<{ extra_data: unknown }>('select extra_data from public.profiles where user_id = $1', [c.u1])).rows[0]!.extra_data;
      });
      expect(merged).toEqual({ sport: 'soccer', preferences: { deal_alerts: false } });
    });

    test('profile option values are normalised (blank -> null, lower case)', async () => {
      const row = await tryAs(t.db, c.u1, async (tx) =>
        (await tx.query<{ sport: string | null; website_url: string | null; instagram_handle: string | null; follower_count: string | null }>(
          `update public.profiles set sport = 'Basketball', website_url = '', instagram_handle = '  ', follower_count = '1K-10K'
           where user_id = $1 returning sport, website_url, instagram_handle, follower_count`,
          [c.u1],
        )).rows[0],
      );
      expect(row).toEqual({ sport: 'basketball', website_url: null, instagram_handle: null, follower_count: '1k-10k' });
    });

    test('a website without http(s):// is rejected by profiles_website_url_check', async () => {
      await expect(
        as(t.db, c.u1, (tx) => tx.query("update public.profiles set website_url = 'example.com' where user_id = $1", [c.u1])),
      ).rejects.toThrow(/profiles_website_url_check/);
    });

    test('auth.uid() is null for anon and the subject for a user', async () => {
      expect(await tryAs(t.db, null, async (tx) => (await tx.query<{ u: string | null }>('select auth.uid() as u')).rows[0]!.u)).toBeNull();
      expect(await tryAs(t.db, c.u1, async (tx) => (await tx.query<{ u: string | null }>('select auth.uid() as u')).rows[0]!.u)).toBe(c.u1);
    });

    test('the realtime publication holds the expected tables', async () => {
      const r = await t.db.query<{ tablename: string }>(
        "select tablename from pg_publication_tables where pubname = 'supabase_realtime' order by tablename",
      );
      expect(r.rows.map((x) => x.tablename)).toEqual(
        ['agency_roster_requests', 'application_terms', 'applications', 'brands', 'community_posts', 'contracts', 'conversation_participants', 'conversations', 'deal_deliverables', 'deal_invitations', 'deal_payments', 'deal_unlistings', 'deals', 'direct_offers', 'events', 'messages', 'notifications', 'payments', 'post_comments', 'reports', 'subscriptions'],
      );
    });

    test('every public table has row-level security enabled', async () => {
      const r = await t.db.query<{ relname: string }>(
        "select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r' and not c.relrowsecurity",
      );
      expect(r.rows).toEqual([]);
    });
  });
});
