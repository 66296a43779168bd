/** @jest-environment node */
/**
 * The learning hub through supabase-js against the local server: progress is private and summarised by the
 * database, visitors read only each module's first lesson, and workshop capacity holds exactly when 50 people
 * register at once.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { TestDbKind } from '../../local/src/db/testing';
import { startTestServer, type TestServer } from '../../local/src/server/testing';

jest.setTimeout(180_000);

const PASSWORD = 'Learn-Hub-2026!';
const NUTRITION = '50000000-0000-4000-8000-000000000009';
const NIL = '50000000-0000-4000-8000-000000000001';

let t: TestServer;
const rnd = () => Math.random().toString(36).slice(2, 10);

async function signedUp(label: string): Promise<{ client: SupabaseClient; id: string }> {
  const client = t.client();
  const { data, error } = await client.auth.signUp({
    email: `${label}-${rnd()}@example.com`,
    password: PASSWORD,
    options: { data: { full_name: label, role: 'athlete' } },
  });
  if (error || !data.user || !data.session) throw error ?? new Error('sign-up returned no session');
  return { client, id: data.user.id };
}

async function lessonIds(moduleId: string): Promise<string[]> {
  const r = await t.db.query<{ id: string }>('select id from public.lessons where module_id = $1 order by position', [moduleId]);
  return r.rows.map((x) => x.id);
}

describe.each<TestDbKind>(['pglite', 'postgres'])('learning hub on %s', (kind) => {
  beforeAll(async () => {
    t = await startTestServer({ kind });
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  describe('learning progress', () => {
    test('is saved per lesson, summarised per module by the database, and private to its owner', async () => {
      const a = await signedUp('Ana');
      const b = await signedUp('Ben');
      const lessons = await lessonIds(NUTRITION);
      expect(lessons.length).toBeGreaterThanOrEqual(4);

      const first = await a.client
        .from('learning_progress')
        .upsert({ user_id: a.id, module_id: NUTRITION, lesson_id: lessons[0], status: 'completed', progress_percent: 100 }, { onConflict: 'user_id,module_id,lesson_id' })
        .select();
      expect(first.error).toBeNull();

      const summary = async (client: SupabaseClient, userId: string) =>
        (await client.from('learning_progress').select('status, progress_percent, completed_at').eq('user_id', userId).eq('module_id', NUTRITION).is('lesson_id', null)).data;
      expect(await summary(a.client, a.id)).toEqual([{ status: 'in_progress', progress_percent: 25, completed_at: null }]);

      // Another user and a visitor see none of it, and cannot change it.
      expect((await b.client.from('learning_progress').select('id').eq('user_id', a.id)).data).toEqual([]);
      expect((await t.client().from('learning_progress').select('id')).data).toEqual([]);
      const hijack = await b.client.from('learning_progress').update({ status: 'not_started' }).eq('user_id', a.id).select();
      expect(hijack.data).toEqual([]);
      const forged = await b.client.from('learning_progress').insert({ user_id: a.id, module_id: NUTRITION, lesson_id: lessons[1], status: 'completed' });
      expect(forged.error?.code).toBe('42501');

      // Nobody can claim a whole module directly, and a lesson must belong to its module.
      const claim = await a.client.from('learning_progress').insert({ user_id: a.id, module_id: NIL, lesson_id: null, status: 'completed', progress_percent: 100 });
      expect(claim.error?.code).toBe('42501');
      const mismatch = await a.client.from('learning_progress').insert({ user_id: a.id, module_id: NIL, lesson_id: lessons[1], status: 'completed' });
      expect(mismatch.error?.message).toBe('This lesson does not belong to this module');

      // Finishing every lesson completes the module.
      for (const lessonId of lessons.slice(1)) {
        const r = await a.client
          .from('learning_progress')
          .upsert({ user_id: a.id, module_id: NUTRITION, lesson_id: lessonId, status: 'completed', progress_percent: 100 }, { onConflict: 'user_id,module_id,lesson_id' });
        expect(r.error).toBeNull();
      }
      const done = await summary(a.client, a.id);
      expect(done).toHaveLength(1);
      expect(done?.[0]).toMatchObject({ status: 'completed', progress_percent: 100 });
      expect(done?.[0]?.completed_at).toEqual(expect.any(String));
      expect(await summary(b.client, b.id)).toEqual([]);

      // The popularity function counts learners without revealing who.
      const pop = await t.client().rpc('learning_module_popularity');
      expect(pop.error).toBeNull();
      expect(pop.data).toEqual(expect.arrayContaining([{ module_id: NUTRITION, role: 'athlete', learners: 1 }]));
    });

    test('visitors read only the first lesson of a module; members read them all; everyone gets the outline', async () => {
      const anon = t.client();
      const visitor = await anon.from('lessons').select('slug, content').eq('module_id', NIL).order('position');
      expect(visitor.data?.map((l) => l.slug)).toEqual(['what-is-nil']);
      const outline = await anon.rpc('learning_module_outline');
      expect((outline.data as Array<{ module_id: string }>).filter((l) => l.module_id === NIL)).toHaveLength(5);
      const member = await signedUp('Cara');
      const all = await member.client.from('lessons').select('slug').eq('module_id', NIL);
      expect(all.data).toHaveLength(5);
    });
  });

  describe('workshop registrations', () => {
    test('50 parallel registrations for 10 seats leave exactly 10 registered, and the rest are told it is full', async () => {
      const ws = await t.db.query<{ id: string }>(
        `insert into public.workshops (title, starts_at, capacity) values ('Capacity check', now() + interval '3 days', 10) returning id`,
      );
      const workshopId = ws.rows[0]!.id;
      const people = await Promise.all(Array.from({ length: 50 }, (_, i) => signedUp(`Reg${i}`)));

      const outcomes = await Promise.all(
        people.map(({ client }) => client.rpc('register_for_workshop', { workshop_id_param: workshopId }).then(({ error }) => error?.message ?? 'registered')),
      );
      expect(outcomes.filter((o) => o === 'registered')).toHaveLength(10);
      expect(outcomes.filter((o) => o !== 'registered')).toEqual(Array(40).fill('This session is full'));

      const counts = await t.db.query<{ rows: number; registered_count: number }>(
        `select (select count(*)::int from public.workshop_registrations where workshop_id = $1) as rows,
                (select registered_count from public.workshops where id = $1) as registered_count`,
        [workshopId],
      );
      expect(counts.rows[0]).toEqual({ rows: 10, registered_count: 10 });

      // Registrations are private; the seat count is public.
      const someone = people[outcomes.indexOf('registered')]!;
      const mine = await someone.client.from('workshop_registrations').select('workshop_id');
      expect(mine.data).toEqual([{ workshop_id: workshopId }]);
      const outsider = people[outcomes.indexOf('This session is full')]!;
      expect((await outsider.client.from('workshop_registrations').select('id').eq('workshop_id', workshopId)).data).toEqual([]);
      expect((await t.client().from('workshops').select('registered_count').eq('id', workshopId)).data).toEqual([{ registered_count: 10 }]);

      // Twice is refused; cancelling frees the seat for someone else; cancelling again is refused.
      const again = await someone.client.rpc('register_for_workshop', { workshop_id_param: workshopId });
      expect(again.error?.message).toBe('You are already registered for this session');
      const cancel = await someone.client.rpc('cancel_workshop_registration', { workshop_id_param: workshopId });
      expect(cancel.error).toBeNull();
      expect(cancel.data).toMatchObject({ registered: false, registered_count: 9 });
      expect((await someone.client.rpc('cancel_workshop_registration', { workshop_id_param: workshopId })).error?.message).toBe(
        'You are not registered for this session',
      );
      expect((await outsider.client.rpc('register_for_workshop', { workshop_id_param: workshopId })).error).toBeNull();

      // Direct writes are refused: the functions are the only way in.
      const direct = await outsider.client.from('workshop_registrations').insert({ workshop_id: workshopId, user_id: outsider.id });
      expect(direct.error?.code).toBe('42501');
      const anon = await t.client().rpc('register_for_workshop', { workshop_id_param: workshopId });
      expect(anon.error?.code).toBe('42501');
    });

    test('a session that has started no longer takes registrations', async () => {
      const ws = await t.db.query<{ id: string }>(`insert into public.workshops (title, starts_at, capacity) values ('Yesterday', now() - interval '1 day', 10) returning id`);
      const person = await signedUp('Late');
      const r = await person.client.rpc('register_for_workshop', { workshop_id_param: ws.rows[0]!.id });
      expect(r.error?.message).toBe('Registration is closed for this session');
      expect(r.error?.code).toBe('P0001');
    });
  });
});
