/** @jest-environment node */
/**
 * The talent dashboard's next step reads what the talent still owes (shell fetchNextDeliverables) in one request:
 * the deliverables to do or with changes asked for, on the talent's own accepted applications whose payment was not refunded, soonest due first,
 * each with its deal's title. Checked through supabase-js against the local server, against the same rows in SQL.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { signedIn, startTestServer, type TestServer } from '../../local/src/server/testing';

jest.setTimeout(120_000);

type Next = { id: string; title: string; due_date: string | null; status: string; deal_title: string }[];
// The shell's own read, loaded by path (the shell is not a dependency of infra).
const NEXT_QUERY = '../../../shell/src/features/dashboards/api/next-deliverables-query';
const fetchNext = async (client: SupabaseClient, userId: string) =>
  ((await import(NEXT_QUERY)) as { fetchNextDeliverables: (c: SupabaseClient, u: string) => Promise<Next> }).fetchNextDeliverables(client, userId);

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ kind: 'pglite' });
});
afterAll(async () => {
  await t?.cleanup();
});

test("a talent's next deliverables: only their accepted deals' open ones (not a refunded deal's), soonest due first, with the deal's title", async () => {
  for (const email of ['athlete@pitchside.dev', 'creator@pitchside.dev']) {
    const client = await signedIn(t, email);
    const userId = (await client.auth.getUser()).data.user!.id;
    const expected = await t.db.query<{ id: string; deal_title: string; due_date: string | null }>(
      `select dd.id, d.title as deal_title, dd.due_date
         from public.deal_deliverables dd join public.applications a on a.id = dd.application_id join public.deals d on d.id = a.deal_id
        where a.user_id = $1 and a.status = 'accepted' and dd.status in ('todo', 'changes_requested')
          and not exists (select 1 from public.deal_payments p where p.application_id = a.id and p.status = 'refunded')`,
      [userId],
    );
    const got = await fetchNext(client, userId);
    expect(got.map((d) => [d.id, d.deal_title]).sort()).toEqual(expected.rows.map((r) => [r.id, r.deal_title]).sort());
    const due = got.map((d) => (d.due_date === null ? Infinity : Date.parse(d.due_date)));
    expect(due).toEqual([...due].sort((a, b) => a - b));
    if (email === 'athlete@pitchside.dev') expect(got.length).toBeGreaterThan(0);
    // the creator's Hydration Mix deal was refunded to Apex: its reel is not owed
    if (email === 'creator@pitchside.dev') expect(got.map((d) => d.deal_title)).not.toContain('Hydration Mix Taste Test');
  }
  // a brand has no applications: nothing, and no other talent's deliverables
  const brand = await signedIn(t, 'brand@pitchside.dev');
  expect(await fetchNext(brand, (await brand.auth.getUser()).data.user!.id)).toEqual([]);
});
