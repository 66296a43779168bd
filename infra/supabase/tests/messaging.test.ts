/** @jest-environment node */
/**
 * Conversation membership through supabase-js against the real local server (auth + rest + realtime):
 * only the conversation functions create conversations and add participants, nobody moves a participant
 * row or rewrites a conversation's creator, and realtime never delivers a conversation to an outsider.
 */
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import type { TestDbKind } from '../../local/src/db/testing';
import { createRealtimeExtension } from '../../local/src/realtime';
import { closeRealtime, sleep, waitFor } from '../../local/src/realtime/testing';
import { startTestServer, type TestServer } from '../../local/src/server/testing';
import { as, DEMO } from './helpers';

// The messaging section's own list query, loaded by path (sections are not dependencies of infra).
const LIST_QUERY = '../../../mfe-messaging/src/features/conversations/api/conversations-list';
type Listed = { id: string; participants: { user_id: string; full_name: string | null }[] }[];
const listConversations = async (client: SupabaseClient, userId: string): Promise<Listed> =>
  ((await import(LIST_QUERY)) as { listConversations(c: SupabaseClient, u: string): Promise<Listed> }).listConversations(client, userId);

jest.setTimeout(180_000);

const PASSWORD = 'Messaging-2026!';
const rnd = () => Math.random().toString(36).slice(2, 10);

interface User {
  client: SupabaseClient;
  id: string;
}

describe.each<TestDbKind>(['pglite', 'postgres'])('conversations on %s', (kind) => {
  let t: TestServer;
  const clients: SupabaseClient[] = [];

  async function signedUp(label: string): Promise<User> {
    const client = t.client();
    const { data, error } = await client.auth.signUp({
      email: `${label.toLowerCase()}-${rnd()}@example.com`,
      password: PASSWORD,
      options: { data: { full_name: label, role: 'athlete' } },
    });
    if (error || !data.user || !data.session) throw error ?? new Error('sign-up returned no session');
    clients.push(client);
    return { client, id: data.user.id };
  }

  /** A conversation between a and b made by the superuser, as the pre-fix API let anyone do. */
  async function rawConversation(a: string, b: string): Promise<string> {
    const r = await t.db.query<{ id: string }>('insert into public.conversations (created_by) values ($1) returning id', [a]);
    const id = r.rows[0]!.id;
    await t.db.query('insert into public.conversation_participants (conversation_id, user_id) values ($1, $2), ($1, $3)', [id, a, b]);
    return id;
  }

  beforeAll(async () => {
    t = await startTestServer({ kind, extensions: [createRealtimeExtension()] });
  });
  afterAll(async () => {
    for (const c of clients) await closeRealtime(c);
    await t?.cleanup();
  });

  describe('issue 19 item 1: nobody joins a conversation they were not started into', () => {
    test('PATCHing your participant row to a victim conversation is refused', async () => {
      const [alice, bob, mallory, mule] = await Promise.all([signedUp('Alice'), signedUp('Bob'), signedUp('Mallory'), signedUp('Mule')]);
      const victim = await rawConversation(alice.id, bob.id);
      await t.db.query("insert into public.messages (conversation_id, sender_id, content) values ($1, $2, 'Our contract terms')", [victim, alice.id]);
      const own = await rawConversation(mallory.id, mule.id);

      const moved = await mallory.client
        .from('conversation_participants')
        .update({ conversation_id: victim })
        .eq('conversation_id', own)
        .eq('user_id', mallory.id)
        .select();
      expect(moved.error?.code).toBe('42501');
      const rows = await t.db.query('select conversation_id from public.conversation_participants where user_id = $1', [mallory.id]);
      expect(rows.rows).toEqual([{ conversation_id: own }]);

      expect((await mallory.client.from('messages').select('content').eq('conversation_id', victim)).data).toEqual([]);
      const post = await mallory.client.from('messages').insert({ conversation_id: victim, sender_id: mallory.id, content: 'I am in' });
      expect(post.error?.code).toBe('42501');
      const via = await mallory.client.rpc('send_message', { p_content: 'I am in', p_conversation_id: victim });
      expect(via.error?.code).toBe('42501');
    });

    test('a participant can change nothing of their row but last_read_at', async () => {
      const [ann, ben, carl] = await Promise.all([signedUp('Ann'), signedUp('Ben'), signedUp('Carl')]);
      const conv = await rawConversation(ann.id, ben.id);
      const other = await rawConversation(carl.id, ben.id);
      for (const patch of [{ user_id: carl.id }, { conversation_id: other }, { joined_at: '2020-01-01T00:00:00Z' }]) {
        const r = await ann.client.from('conversation_participants').update(patch).eq('conversation_id', conv).eq('user_id', ann.id).select();
        expect(r.error?.code).toBe('42501');
      }
      const read = await ann.client
        .from('conversation_participants')
        .update({ last_read_at: new Date().toISOString() })
        .eq('conversation_id', conv)
        .eq('user_id', ann.id)
        .select('last_read_at');
      expect(read.error).toBeNull();
      expect(read.data).toHaveLength(1);
      // someone else's read state stays theirs
      const theirs = await ann.client.from('conversation_participants').update({ last_read_at: new Date().toISOString() }).eq('conversation_id', conv).eq('user_id', ben.id).select();
      expect(theirs.data).toEqual([]);
    });

    test('clients cannot insert conversations or participants, nor rewrite created_by', async () => {
      const [dan, eve, fay] = await Promise.all([signedUp('Dan'), signedUp('Eve'), signedUp('Fay')]);
      const made = await dan.client.from('conversations').insert({ created_by: dan.id }).select();
      expect(made.error?.code).toBe('42501');

      const conv = await rawConversation(dan.id, eve.id);
      const joined = await fay.client.from('conversation_participants').insert({ conversation_id: conv, user_id: fay.id });
      expect(joined.error?.code).toBe('42501');
      const added = await dan.client.from('conversation_participants').insert({ conversation_id: conv, user_id: fay.id });
      expect(added.error?.code).toBe('42501');

      const handed = await dan.client.from('conversations').update({ created_by: fay.id }).eq('id', conv).select();
      expect(handed.error?.code).toBe('42501');
      const creator = await t.db.query('select created_by from public.conversations where id = $1', [conv]);
      expect(creator.rows).toEqual([{ created_by: dan.id }]);
      // Fay sees nothing of it
      expect((await fay.client.from('conversations').select('id').eq('id', conv)).data).toEqual([]);
      expect((await fay.client.from('conversation_participants').select('id').eq('conversation_id', conv)).data).toEqual([]);

      // a participant may still rename it
      const renamed = await eve.client.from('conversations').update({ title: 'Launch plan' }).eq('id', conv).select('title');
      expect(renamed.data).toEqual([{ title: 'Launch plan' }]);
    });

    test('a message cannot be moved into another conversation', async () => {
      const [gil, hal] = await Promise.all([signedUp('Gil'), signedUp('Hal')]);
      const victim = await rawConversation(hal.id, (await signedUp('Ivy')).id);
      const sent = await gil.client.rpc('send_message', { p_content: 'Hello Hal', p_recipient_id: hal.id });
      expect(sent.error).toBeNull();
      const id = (sent.data as { id: string }).id;
      const moved = await gil.client.from('messages').update({ conversation_id: victim }).eq('id', id).select();
      expect(moved.error?.code).toBe('42501');
      const edited = await gil.client.from('messages').update({ content: 'Hello Hal!' }).eq('id', id).select('content');
      expect(edited.data).toEqual([{ content: 'Hello Hal!' }]);
    });
  });

  describe('the conversation functions', () => {
    test('send_message with a recipient starts one conversation with both participants and the message', async () => {
      const [jo, kim, lee] = await Promise.all([signedUp('Jo'), signedUp('Kim'), signedUp('Lee')]);
      const first = await jo.client.rpc('send_message', { p_content: 'Hi Kim, loved your reel.', p_recipient_id: kim.id });
      expect(first.error).toBeNull();
      const msg = first.data as { id: string; conversation_id: string; sender_id: string; content: string };
      expect(msg).toMatchObject({ sender_id: jo.id, content: 'Hi Kim, loved your reel.' });

      const again = await kim.client.rpc('send_message', { p_content: 'Thanks Jo!', p_recipient_id: jo.id });
      expect((again.data as { conversation_id: string }).conversation_id).toBe(msg.conversation_id);
      const start = await jo.client.rpc('start_conversation', { p_recipient_id: kim.id });
      expect(start.data).toBe(msg.conversation_id);

      const members = await kim.client.from('conversation_participants').select('user_id').eq('conversation_id', msg.conversation_id);
      expect(members.data?.map((m) => m.user_id).sort()).toEqual([jo.id, kim.id].sort());
      const thread = await kim.client.from('messages').select('content').eq('conversation_id', msg.conversation_id).order('created_at');
      expect(thread.data).toEqual([{ content: 'Hi Kim, loved your reel.' }, { content: 'Thanks Jo!' }]);

      // a third user reads nothing of it and cannot post into it
      expect((await lee.client.from('messages').select('id').eq('conversation_id', msg.conversation_id)).data).toEqual([]);
      expect((await lee.client.from('conversations').select('id').eq('id', msg.conversation_id)).data).toEqual([]);
      const intrude = await lee.client.rpc('send_message', { p_content: 'Hey', p_conversation_id: msg.conversation_id });
      expect(intrude.error?.code).toBe('42501');
    });

    test('two parallel first messages end up in one conversation', async () => {
      const [mo, ned] = await Promise.all([signedUp('Mo'), signedUp('Ned')]);
      const [a, b] = await Promise.all([
        mo.client.rpc('send_message', { p_content: 'Hey Ned', p_recipient_id: ned.id }),
        ned.client.rpc('send_message', { p_content: 'Hey Mo', p_recipient_id: mo.id }),
      ]);
      expect(a.error).toBeNull();
      expect(b.error).toBeNull();
      const convA = (a.data as { conversation_id: string }).conversation_id;
      expect((b.data as { conversation_id: string }).conversation_id).toBe(convA);
      const convs = await t.db.query<{ n: number }>(
        'select count(distinct cp.conversation_id)::int as n from public.conversation_participants cp where cp.user_id = $1',
        [mo.id],
      );
      expect(convs.rows[0]!.n).toBe(1);
      const msgs = await t.db.query<{ n: number }>('select count(*)::int as n from public.messages where conversation_id = $1', [convA]);
      expect(msgs.rows[0]!.n).toBe(2);
    });

    test('refusals carry their own message and leave nothing half made', async () => {
      const [oz] = await Promise.all([signedUp('Oz')]);
      const before = await t.db.query<{ n: number }>('select count(*)::int as n from public.conversations');
      const cases: [Record<string, unknown>, string, string][] = [
        [{ p_content: 'Hi me', p_recipient_id: oz.id }, 'P0001', 'You cannot message yourself'],
        [{ p_content: 'Hi', p_recipient_id: '00000000-0000-4000-8000-00000000dead' }, 'P0001', 'This user could not be found'],
        [{ p_content: '   \n ', p_recipient_id: '10000000-0000-4000-8000-000000000003' }, 'P0001', 'A message cannot be empty'],
        [{ p_content: 'x'.repeat(4001), p_recipient_id: '10000000-0000-4000-8000-000000000003' }, 'P0001', 'A message can be at most 4000 characters'],
        [{ p_content: 'Hi' }, 'P0001', 'Choose who to message'],
      ];
      for (const [args, code, message] of cases) {
        const r = await oz.client.rpc('send_message', args);
        expect({ code: r.error?.code, message: r.error?.message }).toEqual({ code, message });
      }
      const after = await t.db.query<{ n: number }>('select count(*)::int as n from public.conversations');
      expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
      // anon cannot call them
      const anon = await t.client().rpc('start_conversation', { p_recipient_id: oz.id });
      expect(anon.error?.code).toBe('42501');
    });

    test('a user may start at most 20 new conversations an hour', async () => {
      const spammer = await signedUp('Spammer');
      const targets = await Promise.all(Array.from({ length: 21 }, (_, i) => signedUp(`Target${i}`)));
      for (const target of targets.slice(0, 20)) {
        const r = await spammer.client.rpc('start_conversation', { p_recipient_id: target.id });
        expect(r.error).toBeNull();
      }
      const over = await spammer.client.rpc('start_conversation', { p_recipient_id: targets[20]!.id });
      expect(over.error?.message).toBe('You have started too many conversations in the last hour. Please try again later.');
      // an existing conversation is not a new one
      const existing = await spammer.client.rpc('start_conversation', { p_recipient_id: targets[0]!.id });
      expect(existing.error).toBeNull();
    });
  });

  describe('the conversation list', () => {
    test("the section's list query: each conversation with both participants' profiles, newest activity first; an outsider lists none of them", async () => {
      const [kim, lee, max, outsider] = await Promise.all([signedUp('Kim'), signedUp('Lee'), signedUp('Max'), signedUp('Outsider')]);
      const first = await kim.client.rpc('send_message', { p_content: 'Hi Lee', p_recipient_id: lee.id });
      const second = await kim.client.rpc('send_message', { p_content: 'Hi Max', p_recipient_id: max.id });
      expect([first.error, second.error]).toEqual([null, null]);
      await lee.client.rpc('send_message', { p_content: 'Hello again', p_conversation_id: (first.data as { conversation_id: string }).conversation_id });

      const listed = await listConversations(kim.client, kim.id);
      expect(listed.map((c) => c.participants.map((p) => p.full_name).sort())).toEqual([
        ['Kim', 'Lee'],
        ['Kim', 'Max'],
      ]);
      expect(await listConversations(outsider.client, kim.id)).toEqual([]);
      expect(await listConversations(outsider.client, outsider.id)).toEqual([]);
    });
  });

  describe('read state and notifications', () => {
    const summaries = async (u: User) =>
      (await u.client.rpc('my_conversation_summaries')).data as { conversation_id: string; last_message: string; unread_count: number }[];
    const messageNotes = async (u: User, conv: string) =>
      (await u.client.from('notifications').select('title, read').eq('user_id', u.id).eq('metadata->>conversation_id', conv)).data;

    test('unread counts come from last_read_at; one message notification per conversation until read', async () => {
      const [sia, tom] = await Promise.all([signedUp('Sia'), signedUp('Tom')]);
      const first = await sia.client.rpc('send_message', { p_content: 'One', p_recipient_id: tom.id });
      const conv = (first.data as { conversation_id: string }).conversation_id;
      await sia.client.rpc('send_message', { p_content: 'Two', p_conversation_id: conv });
      await sia.client.rpc('send_message', { p_content: 'Three', p_conversation_id: conv });

      expect(await summaries(tom)).toEqual([expect.objectContaining({ conversation_id: conv, last_message: 'Three', unread_count: 3 })]);
      expect(await summaries(sia)).toEqual([expect.objectContaining({ conversation_id: conv, unread_count: 0 })]);
      expect(await messageNotes(tom, conv)).toEqual([{ title: 'New message from Sia', read: false }]);
      expect(await messageNotes(sia, conv)).toEqual([]);

      const read = await tom.client.rpc('mark_conversation_read', { p_conversation_id: conv });
      expect(read.error).toBeNull();
      expect((await summaries(tom))[0]!.unread_count).toBe(0);
      expect(await messageNotes(tom, conv)).toEqual([{ title: 'New message from Sia', read: true }]);

      await sia.client.rpc('send_message', { p_content: 'Four', p_conversation_id: conv });
      expect((await summaries(tom))[0]!.unread_count).toBe(1);
      expect(await messageNotes(tom, conv)).toHaveLength(2);
      // a third user cannot mark it read for anyone
      const lee = await signedUp('Lee');
      await lee.client.rpc('mark_conversation_read', { p_conversation_id: conv });
      expect((await summaries(tom))[0]!.unread_count).toBe(1);
    });

    test('no message notification for a user who turned message_notifications off', async () => {
      const [uma, vic] = await Promise.all([signedUp('Uma'), signedUp('Vic')]);
      const off = await vic.client.from('profiles').update({ extra_data: { preferences: { message_notifications: false } } }).eq('user_id', vic.id).select('user_id');
      expect(off.data).toHaveLength(1);
      const sent = await uma.client.rpc('send_message', { p_content: 'Ping', p_recipient_id: vic.id });
      const conv = (sent.data as { conversation_id: string }).conversation_id;
      expect(await messageNotes(vic, conv)).toEqual([]);
      expect((await summaries(vic))[0]!.unread_count).toBe(1);
    });

    test('clients cannot write notifications for someone else', async () => {
      const [wes, xia] = await Promise.all([signedUp('Wes'), signedUp('Xia')]);
      const forged = await wes.client.from('notifications').insert({ user_id: xia.id, title: 'You won' });
      expect(forged.error?.code).toBe('42501');
      const own = await wes.client.from('notifications').insert({ user_id: wes.id, title: 'Me' });
      expect(own.error?.code).toBe('42501');
    });

    test('brand verification and matching deals notify, honouring deal_alerts, with an email copy', async () => {
      const brandId = (await t.db.query<{ id: string }>("insert into public.brands (owner_id, name) values ($1, $2) returning id", [DEMO.agency, `Northside ${rnd()}`])).rows[0]!.id;
      await as(t.db, DEMO.admin, (tx) => tx.query('update public.brands set verified = true where id = $1', [brandId]));
      const verified = await t.db.query("select title, type from public.notifications where user_id = $1 and metadata->>'brand_id' = $2", [DEMO.agency, brandId]);
      expect(verified.rows).toEqual([{ title: 'Brand verified', type: 'success' }]);

      const [keen, quiet] = await Promise.all([signedUp('Keen'), signedUp('Quiet')]);
      await keen.client.from('profiles').update({ extra_data: { preferences: { interested_categories: ['Nutrition'], deal_alerts: true } } }).eq('user_id', keen.id);
      await quiet.client.from('profiles').update({ extra_data: { preferences: { interested_categories: ['Nutrition'], deal_alerts: false } } }).eq('user_id', quiet.id);
      const deal = await as(t.db, DEMO.agency, async (tx) =>
        (await tx.query<{ id: string }>("insert into public.deals (brand_id, title, category, target_roles, is_active) values ($1, 'Protein bar launch', 'Nutrition', '{athlete}', true) returning id", [brandId])).rows[0]!.id,
      );
      const alerts = async (u: User) => (await u.client.from('notifications').select('title, action_url').eq('metadata->>deal_id', deal)).data;
      expect(await alerts(keen)).toEqual([{ title: 'New Nutrition deal', action_url: `/marketplace/deals/${deal}` }]);
      expect(await alerts(quiet)).toEqual([]);

      const mail = await t.db.query<{ subject: string; links: string[]; body_html: string }>(
        "select subject, links, body_html from auth.local_mail_outbox where kind = 'notification' and to_email = (select email from auth.users where id = $1)",
        [keen.id],
      );
      expect(mail.rows.map((m) => m.subject)).toEqual(['New Nutrition deal']);
      // a mail client needs the whole address: the site's origin before the page's path
      expect(mail.rows[0]!.links).toEqual([expect.stringMatching(new RegExp(`^https?://[^/]+/marketplace/deals/${deal}$`))]);
      expect(mail.rows[0]!.body_html).toContain(`href="${mail.rows[0]!.links[0]}"`);
    });

    test('a payment that fails or succeeds notifies its payer', async () => {
      const payer = await signedUp('Payer');
      const service = t.client({ key: t.serviceRoleKey });
      const made = await service.from('payments').insert({ user_id: payer.id, amount: 4900, description: 'the Pro plan', status: 'pending' }).select('id').single();
      expect(made.error).toBeNull();
      await service.from('payments').update({ status: 'failed' }).eq('id', made.data!.id);
      await service.from('payments').update({ status: 'succeeded' }).eq('id', made.data!.id);
      const notes = await payer.client.from('notifications').select('title, message, type').eq('metadata->>kind', 'payment').order('created_at');
      expect(notes.data).toEqual([
        { title: 'Payment failed', message: 'Your payment of 49.00 USD for the Pro plan did not go through.', type: 'error' },
        { title: 'Payment succeeded', message: 'We received 49.00 USD for the Pro plan.', type: 'success' },
      ]);
    });

    test('event reminders go once to each attendee of an event starting soon, and only a scheduler may send them', async () => {
      const [ada, bo] = await Promise.all([signedUp('Ada'), signedUp('Bo')]);
      const soon = (await t.db.query<{ id: string }>(
        "insert into public.events (title, start_date, location, created_by) values ('Film Day', now() + interval '3 hours', 'Studio 4, Austin', $1) returning id",
        [DEMO.creator],
      )).rows[0]!.id;
      const later = (await t.db.query<{ id: string }>(
        "insert into public.events (title, start_date, created_by) values ('Later Meetup', now() + interval '5 days', $1) returning id",
        [DEMO.creator],
      )).rows[0]!.id;
      for (const u of [ada, bo]) {
        expect((await u.client.rpc('join_event', { event_id_param: soon })).error).toBeNull();
      }
      expect((await ada.client.rpc('join_event', { event_id_param: later })).error).toBeNull();

      expect((await ada.client.rpc('send_event_reminders')).error?.code).toBe('42501');
      const service = t.client({ key: t.serviceRoleKey });
      const first = await service.rpc('send_event_reminders');
      expect(first.error).toBeNull();
      expect(first.data).toBeGreaterThanOrEqual(2);
      expect((await service.rpc('send_event_reminders')).data).toBe(0);
      const mine = await ada.client.from('notifications').select('title, expires_at').eq('metadata->>kind', 'event_reminder');
      expect(mine.data).toEqual([{ title: 'Event reminder: Film Day', expires_at: expect.any(String) }]);
    });
  });

  describe('realtime', () => {
    type Change = { eventType: string; table: string; new: Record<string, unknown> };
    function listen(c: SupabaseClient, name: string, table: string) {
      const events: Change[] = [];
      const statuses: string[] = [];
      const channel: RealtimeChannel = c
        .channel(name)
        .on('postgres_changes' as never, { event: '*', schema: 'public', table }, (p: Change) => events.push(p))
        .subscribe((s) => statuses.push(s));
      return { events, subscribed: waitFor(() => statuses.includes('SUBSCRIBED'), 30_000, `${name} SUBSCRIBED`) };
    }

    test('a conversation and its messages reach its participants and never an outsider, even after a move attempt', async () => {
      const [pat, quinn, rex, mule] = await Promise.all([signedUp('Pat'), signedUp('Quinn'), signedUp('Rex'), signedUp('Mule2')]);
      const own = await rawConversation(rex.id, mule.id);
      const subs = {
        quinnMsgs: listen(quinn.client, `q-msgs-${rnd()}`, 'messages'),
        quinnConvs: listen(quinn.client, `q-convs-${rnd()}`, 'conversations'),
        rexMsgs: listen(rex.client, `r-msgs-${rnd()}`, 'messages'),
        rexConvs: listen(rex.client, `r-convs-${rnd()}`, 'conversations'),
        rexParts: listen(rex.client, `r-parts-${rnd()}`, 'conversation_participants'),
      };
      await Promise.all(Object.values(subs).map((s) => s.subscribed));

      const sent = await pat.client.rpc('send_message', { p_content: 'Private terms for Quinn', p_recipient_id: quinn.id });
      expect(sent.error).toBeNull();
      const conv = (sent.data as { conversation_id: string }).conversation_id;
      await waitFor(() => subs.quinnMsgs.events.length === 1, 20_000, 'message to Quinn');
      expect(subs.quinnMsgs.events[0]!.new).toMatchObject({ conversation_id: conv, content: 'Private terms for Quinn' });
      await waitFor(() => subs.quinnConvs.events.some((e) => e.new.id === conv), 20_000, 'conversation to Quinn');

      // Rex tries to move his own participant row into it, then Pat sends again
      const moved = await rex.client.from('conversation_participants').update({ conversation_id: conv }).eq('conversation_id', own).eq('user_id', rex.id);
      expect(moved.error?.code).toBe('42501');
      await pat.client.rpc('send_message', { p_content: 'Second private line', p_conversation_id: conv });
      await waitFor(() => subs.quinnMsgs.events.length === 2, 20_000, 'second message to Quinn');
      await sleep(300);
      expect(subs.rexMsgs.events).toEqual([]);
      expect(subs.rexConvs.events.filter((e) => e.new.id === conv)).toEqual([]);
      expect(subs.rexParts.events.filter((e) => e.new.conversation_id === conv)).toEqual([]);
    });
  });
});
