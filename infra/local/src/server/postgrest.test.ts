/** @jest-environment node */
/**
 * Conformance with PostgREST 12/13 for what supabase-js can ask beyond the product's own calls (issue 36): embedded
 * filters, function overloads, counts, writes, embeds, spreads, aggregates, binary bodies and media type handlers,
 * relationships between views, output formats. supabase-js against the in-process
 * server, over a test-only schema shaped like postgrest-js's own test database (`postgrest-fixture.ts`).
 * REST_TEST_DB=postgres runs it on a throw-away PostgreSQL server instead of PGlite.
 */
import WebSocket from 'ws';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { buildConfig } from './config';
import { createServer, type LocalServer } from './create-server';
import { FIXTURE_SCHEMA, POSTGREST_FIXTURE_SQL } from './postgrest-fixture';
import { memoryStorage, startTestServer, type TestServer } from './testing';

jest.setTimeout(120_000);

const TEST_DB = (process.env.REST_TEST_DB ?? (globalThis as { REST_TEST_DB?: string }).REST_TEST_DB) === 'postgres' ? 'postgres' : 'pglite';

let t: TestServer;
let s: LocalServer;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
let c: SupabaseClient<any, any, any>;

/** fetch on /rest/v1 of the fixture's server with the anon key; JSON content type unless one is given. */
async function raw(path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set('apikey', s.config.anonKey);
  if (init.body && !headers.has('content-type')) headers.set('content-type', 'application/json');
  const r = await fetch(`${s.url}/rest/v1/${path}`, { ...init, headers });
  const text = await r.text();
  return { status: r.status, headers: r.headers, text, json: () => JSON.parse(text) as unknown };
}

beforeAll(async () => {
  t = await startTestServer({ kind: TEST_DB });
  await t.db.exec(POSTGREST_FIXTURE_SQL);
  // aggregates as a hosted project turns them on (PostgREST's db-aggregates-enabled is off by default)
  await t.db.exec(`alter role authenticator set pgrst.db_aggregates_enabled = 'true'`);
  s = await createServer({ db: t.db, config: await buildConfig({ port: 0, restSchemas: [FIXTURE_SCHEMA, 'public'] }) });
  c = createClient(s.url, s.config.anonKey, {
    db: { schema: FIXTURE_SCHEMA },
    auth: { storage: memoryStorage(), persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as never },
  });
});
afterAll(async () => {
  await s?.close();
  await t?.cleanup();
});

describe('filters, order, limit and offset on embedded resources', () => {
  test('rel.col=eq.v filters the embedded rows, not the parents', async () => {
    const r = await c.from('users').select('username, messages(id)').eq('username', 'supabot').eq('messages.channel_id', 1);
    expect(r.error).toBeNull();
    expect(r.data).toEqual([{ username: 'supabot', messages: [{ id: 1 }] }]);
    // a to-one embed that does not match is null; the parent row stays
    const one = await c.from('messages').select('id, users(username)').eq('users.status', 'OFFLINE').order('id').limit(2);
    expect(one.data).toEqual([{ id: 1, users: null }, { id: 2, users: null }]);
  });

  test('rel.or= with referencedTable', async () => {
    const r = await c.from('users').select('username, messages(id)').eq('username', 'supabot')
      .or('channel_id.eq.2,id.eq.4', { referencedTable: 'messages' }).order('id', { referencedTable: 'messages' });
    expect(r.error).toBeNull();
    expect(r.data).toEqual([{ username: 'supabot', messages: [{ id: 2 }, { id: 4 }] }]);
  });

  test('rel.order= on several columns, rel.limit=, rel.offset= (range)', async () => {
    const ordered = await c.from('users').select('username, messages(id, channel_id)').eq('username', 'supabot')
      .order('channel_id', { referencedTable: 'messages', ascending: false }).order('id', { referencedTable: 'messages', ascending: false });
    expect(ordered.data?.[0]?.messages.map((m: { id: number }) => m.id)).toEqual([4, 3, 2, 1]);
    const limited = await c.from('users').select('username, messages(id)').eq('username', 'supabot')
      .order('id', { referencedTable: 'messages' }).limit(1, { referencedTable: 'messages' });
    expect(limited.data).toEqual([{ username: 'supabot', messages: [{ id: 1 }] }]);
    const ranged = await c.from('users').select('username, messages(id)').eq('username', 'supabot')
      .order('id', { referencedTable: 'messages' }).range(1, 2, { referencedTable: 'messages' });
    expect(ranged.data).toEqual([{ username: 'supabot', messages: [{ id: 2 }, { id: 3 }] }]);
  });

  test('a filter on a path that is not embedded is 400 PGRST108', async () => {
    const r = await c.from('users').select('username').eq('messages.id', 1);
    expect(r.status).toBe(400);
    expect(r.error).toMatchObject({ code: 'PGRST108', message: "'messages' is not an embedded resource in this request" });
  });
});

/** supabase-js offers `maxAffected()` only to a client typed for PostgREST 13+; this one is untyped. */
const maxAffected = <T>(builder: T, n: number): T => (builder as unknown as { maxAffected(n: number): T }).maxAffected(n);

describe('RPC: overloads, unnamed parameters, defaults, select, count, max-affected', () => {
  test('overloads are told apart by argument names (PostgREST findProc); the same names are 300 PGRST203', async () => {
    expect((await c.rpc('resolvable', { a: 'x' })).data).toBe(1);
    expect((await c.rpc('resolvable', { b: 1 })).data).toBe('foo');
    const none = await c.rpc('resolvable');
    expect(none.status).toBe(204);
    expect((await c.rpc('resolvable', { profile_id: 1 })).data).toEqual([{ id: 1, username: 'supabot' }]);
    // cid is required, search has a default
    expect((await c.rpc('resolvable', { cid: 3 })).data).toEqual([]);
    expect((await c.rpc('resolvable', { cid: 3, search: 'Some message on channel without details' }).select('id')).data).toEqual([{ id: 3 }, { id: 4 }]);
    const amb = await c.rpc('unresolvable', { a: 'x' });
    expect(amb.status).toBe(300);
    expect(amb.error).toEqual({
      code: 'PGRST203',
      details: null,
      hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
      message: 'Could not choose the best candidate function between: pgrst_test.unresolvable(a => integer), pgrst_test.unresolvable(a => text)',
    });
    // f(int default 42) has an unnamed parameter that takes no body (not bytea/json/jsonb/text/xml): PostgREST's
    // schema cache leaves it out, so f() is called, and PostgreSQL itself finds the call ambiguous
    expect((await c.rpc('unnamed_default')).error).toMatchObject({ code: '42725', message: 'function pgrst_test.unnamed_default() is not unique' });
  });

  test('a missing function: 404 PGRST202 naming the schema and the arguments', async () => {
    const r = await c.rpc('get_status');
    expect(r.status).toBe(404);
    expect(r.error).toEqual({
      code: 'PGRST202',
      details: 'Searched for the function pgrst_test.get_status without parameters or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      hint: null,
      message: 'Could not find the function pgrst_test.get_status without parameters in the schema cache',
    });
  });

  test('a single unnamed parameter: jsonb takes a JSON body, text takes a text/plain body', async () => {
    expect((await c.rpc('unnamed_jsonb', { x: 1 })).data).toEqual({ x: 1 });
    const text = await raw('rpc/unnamed_text', { method: 'POST', body: 'hello', headers: { 'content-type': 'text/plain', 'content-profile': FIXTURE_SCHEMA } });
    expect(text.status).toBe(200);
    expect(text.json()).toBe('text:hello');
    // a JSON body does not fill a text parameter
    const json = await raw('rpc/unnamed_text', { method: 'POST', body: '{"x":1}', headers: { 'content-profile': FIXTURE_SCHEMA } });
    expect(json.status).toBe(404);
    // text/plain does not call a function without parameters
    expect((await raw('rpc/no_params_or_unnamed', { method: 'POST', body: 'x', headers: { 'content-type': 'text/plain', 'content-profile': FIXTURE_SCHEMA } })).json()).toBe('foo');
  });

  test('a single unnamed parameter: by POST with a JSON body; by GET with a query string, PostgREST\'s errors', async () => {
    // POST: named by the empty name (`{"": v}`, postgrest-js's advanced_rpc calls), PostgREST calls it positionally
    // with the whole body: a JSON body to a text parameter is its text
    const text = await c.rpc('unnamed_text', { '': 'hello' });
    expect({ status: text.status, data: text.data }).toEqual({ status: 200, data: 'text:{"":"hello"}' });
    const jsonb = await c.rpc('unnamed_jsonb', { '': { a: [1, 2] } });
    expect({ status: jsonb.status, data: jsonb.data }).toEqual({ status: 200, data: { '': { a: [1, 2] } } });
    // GET: the query string's values are named arguments; an unnamed parameter has no name to give it
    const empty = await raw('rpc/unnamed_text_immutable?=hello', { headers: { 'accept-profile': FIXTURE_SCHEMA } });
    expect({ status: empty.status, body: empty.json() }).toEqual({
      status: 400,
      body: { code: 'PGRST100', message: '"failed to parse tree path ()" (line 1, column 1)', details: 'unexpected end of input expecting field name (* or [a..z0..9_$])', hint: null },
    });
    const named = await c.rpc('unnamed_text_immutable', { x: 'hello' }, { get: true });
    expect({ status: named.status, error: named.error }).toMatchObject({
      status: 404,
      error: {
        code: 'PGRST202',
        message: `Could not find the function ${FIXTURE_SCHEMA}.unnamed_text_immutable(x) in the schema cache`,
        details: `Searched for the function ${FIXTURE_SCHEMA}.unnamed_text_immutable with parameter x, but no matches were found in the schema cache.`,
      },
    });
    const none = await c.rpc('unnamed_text_immutable', {}, { get: true });
    expect(none.error?.code).toBe('PGRST202');
    // a value with an operator is a filter on the result, not an argument (PostgREST's QueryParams for an RPC read)
    expect((await c.rpc('add_two', { a: 1 }, { get: true })).data).toBe(3);
    const filtered = await raw('rpc/get_username_and_status?name_param=supabot&status=eq.OFFLINE', { headers: { 'accept-profile': FIXTURE_SCHEMA } });
    expect({ status: filtered.status, body: filtered.json() }).toEqual({ status: 200, body: [] });
  });

  test('defaults may be left out, by POST and by GET', async () => {
    expect((await c.rpc('add_two', { a: 1 })).data).toBe(3);
    expect((await c.rpc('add_two', { a: 1, b: 5 }, { get: true })).data).toBe(6);
    expect((await c.rpc('function_with_optional_param')).data).toBe('');
  });

  test('select after a function: a scalar is the value, rows take the select; count and head', async () => {
    expect((await c.rpc('get_status', { name_param: 'supabot' }).select('*')).data).toBe('ONLINE');
    expect((await c.rpc('get_username_and_status', { name_param: 'supabot' }).select('status')).data).toEqual([{ status: 'ONLINE' }]);
    const head = await c.rpc('function_returning_set_of_rows', {}, { count: 'exact', head: true });
    expect(head).toMatchObject({ error: null, data: null, count: 4, status: 200 });
    const get = await c.rpc('function_returning_set_of_rows', {}, { count: 'exact', get: true }).select('username').limit(1);
    expect(get).toMatchObject({ error: null, count: 4, status: 206 });
    expect(get.data).toHaveLength(1);
  });

  test('Prefer: handling=strict, max-affected on a function: more rows returned -> 400 PGRST124, rolled back', async () => {
    const over = await maxAffected(c.rpc('touch_counters'), 1);
    expect(over.status).toBe(400);
    expect(over.error).toMatchObject({ code: 'PGRST124', message: 'Query result exceeds max-affected preference constraint', details: 'The query affects 3 rows' });
    expect((await c.from('counters').select('hits').eq('id', 1).single()).data).toEqual({ hits: 0 });
    const ok = await maxAffected(c.rpc('touch_counters'), 3).select('id, hits').order('id');
    expect(ok.error).toBeNull();
    expect(ok.data).toEqual([{ id: 1, hits: 1 }, { id: 2, hits: 1 }, { id: 3, hits: 1 }]);
  });
});

describe('embedding', () => {
  test('self-reference: parent by the column, children by the table name or by a hint naming the column', async () => {
    const parent = await c.from('collections').select('id, parent_id(id)').order('id').limit(2);
    expect(parent.data).toEqual([{ id: 1, parent_id: null }, { id: 2, parent_id: { id: 1 } }]);
    const children = await c.from('collections').select('id, collections(id)').order('id').limit(2);
    expect(children.data).toEqual([{ id: 1, collections: [{ id: 2 }, { id: 3 }] }, { id: 2, collections: [{ id: 4 }] }]);
    const hinted = await c.from('collections').select('id, children:collections!parent_id(id)').eq('id', 2);
    expect(hinted.data).toEqual([{ id: 2, children: [{ id: 4 }] }]);
  });

  test('PGRST200 with a suggestion for a near name; PGRST201 with its details and hint', async () => {
    const near = await c.from('users').select('username, message(id)');
    expect(near.status).toBe(400);
    expect(near.error).toEqual({
      code: 'PGRST200',
      details: "Searched for a foreign key relationship between 'users' and 'message' in the schema 'pgrst_test', but no matches were found.",
      hint: "Perhaps you meant 'messages' instead of 'message'.",
      message: "Could not find a relationship between 'users' and 'message' in the schema cache",
    });
    const far = await c.from('users').select('username, zzz(id)');
    expect(far.error?.hint).toBeNull();
    const amb = await c.from('best_friends').select('id, users(username)');
    expect(amb.status).toBe(300);
    expect(amb.error?.hint).toBe("Try changing 'users' to one of the following: 'users!best_friends_first_user_fkey', 'users!best_friends_second_user_fkey', 'users!best_friends_third_wheel_fkey'. Find the desired relationship in the 'details' key.");
    // many-to-many through two join tables: the details name each join table and its two foreign keys; a join table disambiguates
    const m2m = await c.from('products').select('name, categories(name)');
    expect(m2m.status).toBe(300);
    expect(m2m.error).toMatchObject({
      details: [
        { cardinality: 'many-to-many', embedding: 'products with categories', relationship: 'featured_categories using featured_categories_product_id_fkey(product_id) and featured_categories_category_id_fkey(category_id)' },
        { cardinality: 'many-to-many', embedding: 'products with categories', relationship: 'product_categories using product_categories_product_id_fkey(product_id) and product_categories_category_id_fkey(category_id)' },
      ],
      hint: "Try changing 'categories' to one of the following: 'categories!featured_categories', 'categories!product_categories'. Find the desired relationship in the 'details' key.",
    });
    const viaJoin = await c.from('products').select('name, categories!product_categories(name)').eq('id', 1);
    expect(viaJoin.data).toEqual([{ name: 'Product A', categories: [{ name: 'Category 1' }, { name: 'Category 2' }] }]);
    const hinted = await c.from('best_friends').select('id, first:users!first_user(username), second:users!best_friends_second_user_fkey(username)').eq('id', 1);
    expect(hinted.data).toEqual([{ id: 1, first: { username: 'supabot' }, second: { username: 'dragarcia' } }]);
  });

  test('sum() without a column: PostgREST reads `sum()` as an embed named sum with no fields, 400 PGRST200', async () => {
    const r = await c.from('users').select('sum()');
    expect(r.status).toBe(400);
    expect(r.error).toMatchObject({
      code: 'PGRST200',
      message: "Could not find a relationship between 'users' and 'sum' in the schema cache",
      details: `Searched for a foreign key relationship between 'users' and 'sum' in the schema '${FIXTURE_SCHEMA}', but no matches were found.`,
    });
    // with a column it is the aggregate
    expect((await c.from('messages').select('id.sum()')).data).toEqual([{ sum: 10 }]);
  });

  test('aggregates in embeds: a bare count, count(), col.sum()', async () => {
    const r = await c.from('users').select('username, messages(count), n:messages(total:count()), s:messages(id.sum())').eq('username', 'supabot');
    expect(r.error).toBeNull();
    expect(r.data).toEqual([{ username: 'supabot', messages: [{ count: 4 }], n: [{ total: 4 }], s: [{ sum: 10 }] }]);
  });
});

describe('embedding through views, spreads, aggregates next to embeds', () => {
  test("a view showing a table's foreign-key columns has the table's relationships, both ways", async () => {
    const fromView = await c.from('active_users').select('username, messages(id)').eq('username', 'supabot').order('id', { referencedTable: 'messages' });
    expect(fromView.error).toBeNull();
    expect(fromView.data).toEqual([{ username: 'supabot', messages: [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }] }]);
    const toOne = await c.from('recent_messages').select('id, users(username)').eq('id', 1);
    expect(toOne.data).toEqual([{ id: 1, users: { username: 'supabot' } }]);
    const toView = await c.from('messages').select('id, active_users(username)').eq('id', 1);
    expect(toView.data).toEqual([{ id: 1, active_users: { username: 'supabot' } }]);
  });

  test('spread: to-one columns join the parent; to-many columns become arrays (PostgREST 13)', async () => {
    const one = await c.from('messages').select('id, ...users(username, status)').eq('id', 1);
    expect(one.data).toEqual([{ id: 1, username: 'supabot', status: 'ONLINE' }]);
    const many = await c.from('channels').select('slug, ...messages(id, message)').eq('id', 3).order('id', { referencedTable: 'messages' });
    expect(many.error).toBeNull();
    expect(many.data).toEqual([{ slug: 'other', id: [3, 4], message: ['Some message on channel without details', 'Some message on channel without details'] }]);
  });

  test('aggregates grouped by the other columns, embeds and spread columns; order and limit apply to the groups', async () => {
    const r = await c.from('messages').select('channel_id, id.count(), channels(slug)').order('channel_id', { ascending: false }).limit(2);
    expect(r.error).toBeNull();
    expect(r.data).toEqual([{ channel_id: 3, count: 2, channels: { slug: 'other' } }, { channel_id: 2, count: 1, channels: { slug: 'random' } }]);
    const spread = await c.from('messages').select('...users(status), id.count()');
    expect(spread.data).toEqual([{ status: 'ONLINE', count: 4 }]);
  });

  test('an aggregate in a to-one spread is applied by the parent (hoisted), grouped by the parent\'s other columns', async () => {
    const r = await c.from('messages').select('channel_id, ...users(username.count())').order('channel_id');
    expect(r.error).toBeNull();
    expect(r.data).toEqual([{ channel_id: 1, count: 1 }, { channel_id: 2, count: 1 }, { channel_id: 3, count: 2 }]);
    const all = await c.from('messages').select('...users(n:username.count(), status)');
    expect(all.data).toEqual([{ n: 4, status: 'ONLINE' }]);
    const rows = await c.from('messages').select('channel_id, ...users(count())').order('channel_id');
    expect(rows.data).toEqual([{ channel_id: 1, count: 1 }, { channel_id: 2, count: 1 }, { channel_id: 3, count: 2 }]);
    // inside an embedded resource the embed applies it
    const inEmbed = await c.from('channels').select('slug, messages(...users(username.count()))').eq('id', 3);
    expect(inEmbed.data).toEqual([{ slug: 'other', messages: [{ count: 2 }] }]);
    const cast = await c.from('best_friends').select('...users!first_user(username.max()), ...third:users!third_wheel(username.min())');
    expect(cast.data).toEqual([{ max: 'supabot', min: 'awailas' }]);
  });

  test('aggregates next to a to-many spread group by its arrays; an aggregate inside a to-many spread is 400 PGRST127', async () => {
    const next = await c.from('channels').select('id.count(), ...channel_details(details)');
    expect(next.error).toBeNull();
    expect(next.data).toEqual(expect.arrayContaining([{ count: 2, details: null }, { count: 1, details: 'Details for public channel' }]));
    const grouped = await c.from('users').select('status, username.count(), ...messages(channel_id)').eq('status', 'OFFLINE');
    expect(grouped.data).toEqual([{ status: 'OFFLINE', count: 1, channel_id: [] }]);
    const inside = await c.from('users').select('username, ...messages(id.sum())');
    expect(inside.status).toBe(400);
    expect(inside.error).toEqual({
      code: 'PGRST127', message: 'Feature not implemented', details: 'Aggregates are not implemented for one-to-many or many-to-many spreads.', hint: null,
    });
    const nested = await c.from('channels').select('slug, ...messages(...users(username.count()))');
    expect(nested.error?.code).toBe('PGRST127');
  });

  test('db-aggregates-enabled off (the default): 400 PGRST123; the legacy bare count still counts', async () => {
    // as on the hosted project: the role setting, then NOTIFY pgrst, 'reload config'
    await t.db.exec(`alter role authenticator reset pgrst.db_aggregates_enabled; notify pgrst, 'reload config'`);
    let status = 0;
    for (let i = 0; i < 50 && status !== 400; i++) {
      status = (await c.from('users').select('count()')).status;
      if (status !== 400) await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toBe(400);
    try {
      for (const select of ['count()', 'id.sum()', 'username, messages(count())', 'channel_id, ...users(username.count())']) {
        const r = await c.from(select.includes('channel_id') ? 'messages' : 'users').select(select);
        expect(r.status).toBe(400);
        expect(r.error).toEqual({ code: 'PGRST123', message: 'Use of aggregate functions is not allowed', details: null, hint: null });
      }
      // PostgREST's order: a relationship error first; then this, before an aggregate in a to-many spread (PGRST127)
      expect((await c.from('users').select('count(), nope(id)')).error?.code).toBe('PGRST200');
      expect((await c.from('users').select('username, ...messages(id.sum())')).error?.code).toBe('PGRST123');
      const legacy = await c.from('users').select('username, messages(count)').eq('username', 'supabot');
      expect(legacy.error).toBeNull();
      expect(legacy.data).toEqual([{ username: 'supabot', messages: [{ count: 4 }] }]);
    } finally {
      await t.db.exec(`alter role authenticator set pgrst.db_aggregates_enabled = 'true'`);
      await s.rest.reloadSchema();
    }
  });
});

describe('writes and counts', () => {
  test('count on insert / update / upsert with ignoreDuplicates / delete; missing=default', async () => {
    const ins = await c.from('counters').insert([{ id: 10, label: 'a' }, { id: 11, label: 'b' }], { count: 'exact' });
    expect(ins).toMatchObject({ error: null, count: 2, status: 201 });
    const upd = await c.from('counters').update({ hits: 5 }, { count: 'exact' }).gte('id', 10);
    expect(upd).toMatchObject({ error: null, count: 2, status: 204 });
    const ign = await c.from('counters').upsert([{ id: 10, label: 'x' }, { id: 12, label: 'y' }], { ignoreDuplicates: true, count: 'exact' }).select('id, label');
    expect(ign).toMatchObject({ error: null, count: 1, status: 201, data: [{ id: 12, label: 'y' }] });
    expect((await c.from('counters').select('label').eq('id', 10).single()).data).toEqual({ label: 'a' });
    const def = await c.from('counters').insert([{ id: 13 }, { id: 14, label: 'z' }], { defaultToNull: false }).select('id, label, hits');
    expect(def.data).toEqual([{ id: 13, label: 'unnamed', hits: 0 }, { id: 14, label: 'z', hits: 0 }]);
    const del = await c.from('counters').delete({ count: 'exact' }).gte('id', 10);
    expect(del).toMatchObject({ error: null, count: 5, status: 204 });
  });

  test('an update or delete without a filter is refused, as pg-safeupdate refuses it on a hosted project: 400 21000, nothing changed', async () => {
    await c.from('counters').insert([{ id: 20, label: 'kept' }]);
    const upd = await c.from('counters').update({ label: 'all' });
    expect(upd).toMatchObject({ status: 400, error: { code: '21000', message: 'UPDATE requires a WHERE clause' } });
    const del = await c.from('counters').delete();
    expect(del).toMatchObject({ status: 400, error: { code: '21000', message: 'DELETE requires a WHERE clause' } });
    expect((await c.from('counters').select('label').eq('id', 20).single()).data).toEqual({ label: 'kept' });
    expect(await c.from('counters').delete({ count: 'exact' }).eq('id', 20)).toMatchObject({ error: null, count: 1 });
  });

  test('counts: exact, planned and estimated with head; a range under the total is 206', async () => {
    expect(await c.from('messages').select('*', { count: 'exact', head: true })).toMatchObject({ error: null, data: null, count: 4, status: 200 });
    expect(await c.from('messages').select('id', { count: 'estimated', head: true })).toMatchObject({ error: null, count: 4, status: 200 });
    const planned = await c.from('messages').select('id', { count: 'planned' }).limit(1);
    expect(planned.status).toBe(206);
    expect(planned.count).toBeGreaterThan(0);
  });
});

describe('output formats', () => {
  test('CSV as PostgREST writes it: a null last field leaves a trailing comma; no rows is an empty header line', async () => {
    const r = await c.from('users').select('username, age_range, data').in('username', ['awailas', 'supabot']).order('username').csv();
    expect(r.data).toBe('username,age_range,data\nawailas,"[25,35)",\nsupabot,"[1,2)",');
    const empty = await c.from('users').select('username').eq('username', 'nobody').csv();
    expect(empty.data).toBe('\n');
  });

  test('geo+json without PostGIS, and explain() with db-plan-enabled off (the default): 406 PGRST107 as PostgREST', async () => {
    const geo = await c.from('users').select().geojson();
    expect(geo.status).toBe(406);
    expect(geo.error).toEqual({ code: 'PGRST107', details: null, hint: null, message: 'None of these media types are available: application/geo+json' });
    const plan = await c.from('users').select().explain({ format: 'json', analyze: true });
    expect(plan.status).toBe(406);
    expect(plan.error).toEqual({
      code: 'PGRST107', details: null, hint: null,
      message: 'None of these media types are available: application/vnd.pgrst.plan+json; for="application/json"; options=analyze',
    });
  });

  test('explain() with db-plan-enabled on: the statement plan as text or JSON, with options', async () => {
    const on = await createServer({ db: t.db, config: await buildConfig({ port: 0, restSchemas: [FIXTURE_SCHEMA], restPlanEnabled: true }) });
    try {
      const p = createClient(on.url, on.config.anonKey, { db: { schema: FIXTURE_SCHEMA }, auth: { storage: memoryStorage(), persistSession: false }, realtime: { transport: WebSocket as unknown as never } });
      const text = await p.from('users').select().explain();
      expect(text.error).toBeNull();
      expect(text.data).toMatch(/^Aggregate {2}\(cost=/);
      const json = await p.from('users').select().explain({ format: 'json', verbose: true });
      expect(json.error).toBeNull();
      expect(json.data).toEqual([expect.objectContaining({ Plan: expect.objectContaining({ 'Node Type': 'Aggregate', Output: expect.any(Array) }) })]);
      const rpc = await p.rpc('get_status', { name_param: 'supabot' }).explain({ format: 'json' });
      expect(rpc.data).toEqual([expect.objectContaining({ Plan: expect.any(Object) })]);
    } finally {
      await on.close();
    }
  });
});

describe('ordering', () => {
  test('the answer has exactly the selected columns whatever the order names (a range column; the one-scan count path; RPC; CSV)', async () => {
    const plain = await c.from('users').select('username').order('age_range').order('username').limit(2);
    expect(plain.data).toEqual([{ username: 'supabot' }, { username: 'dragarcia' }]);
    const counted = await c.from('users').select('username', { count: 'exact' }).ilike('username', '%a%').order('age_range').limit(2);
    expect(counted).toMatchObject({ count: 3, status: 206, data: [{ username: 'supabot' }, { username: 'dragarcia' }] });
    const rpc = await c.rpc('function_returning_set_of_rows').select('username').order('age_range').limit(1);
    expect(rpc.data).toEqual([{ username: 'supabot' }]);
    expect((await c.from('users').select('username').order('age_range').limit(2).csv()).data).toBe('username\nsupabot\ndragarcia');
  });

  test('order by a column of an embedded to-one resource: rel(col); to-many 400 PGRST118; not embedded 400 PGRST108', async () => {
    const r = await c.from('best_friends').select('id, second:users!second_user(username)').order('second(username)');
    expect(r.error).toBeNull();
    expect(r.data).toEqual([{ id: 2, second: { username: 'awailas' } }, { id: 1, second: { username: 'dragarcia' } }]);
    const desc = await c.from('best_friends').select('id, second:users!second_user(username)', { count: 'exact' }).order('second(username)', { ascending: false }).limit(1);
    expect(desc).toMatchObject({ count: 2, status: 206, data: [{ id: 1, second: { username: 'dragarcia' } }] });
    const many = await c.from('users').select('username, messages(id)').order('messages(id)');
    expect(many.status).toBe(400);
    expect(many.error).toMatchObject({ code: 'PGRST118', message: "A related order on 'messages' is not possible" });
    const missing = await c.from('messages').select('id').order('users(username)');
    expect(missing.error).toMatchObject({ code: 'PGRST108', message: "'users' is not an embedded resource in this request" });
  });
});

describe('binary: bytea bodies and media type handlers', () => {
  const bytes = Buffer.from([0, 1, 2, 127, 128, 254, 255, 10, 13, 0]);
  const post = (fn: string, body: BodyInit, type: string, accept?: string) =>
    fetch(`${s.url}/rest/v1/rpc/${fn}`, {
      method: 'POST', body,
      headers: { apikey: s.config.anonKey, 'content-type': type, 'content-profile': FIXTURE_SCHEMA, ...(accept ? { accept } : {}) },
    });
  const get = (path: string, accept: string) =>
    fetch(`${s.url}/rest/v1/${path}`, { headers: { apikey: s.config.anonKey, 'accept-profile': FIXTURE_SCHEMA, accept } });

  test('an application/octet-stream body is the single unnamed bytea parameter, byte for byte', async () => {
    const len = await post('binary_length', bytes, 'application/octet-stream');
    expect(len.status).toBe(200);
    expect(await len.json()).toBe(bytes.length);
    const up = await post('upload_binary', bytes, 'application/octet-stream');
    expect(up.status).toBe(200);
    const id = (await up.json()) as number;
    // stored as sent: JSON shows bytea in its hex text form
    const row = await c.from('files').select('blob').eq('id', id).single();
    expect(row.data).toEqual({ blob: `\\x${bytes.toString('hex')}` });
    // an empty body is an empty bytea
    expect(await (await post('binary_length', new Uint8Array(0), 'application/octet-stream')).json()).toBe(0);
  });

  test('a bytea body for a function without a bytea parameter: 404 PGRST202 naming the single unnamed bytea parameter', async () => {
    const r = await post('unnamed_text', bytes, 'application/octet-stream');
    expect(r.status).toBe(404);
    expect(await r.json()).toEqual({
      code: 'PGRST202',
      message: 'Could not find the function pgrst_test.unnamed_text in the schema cache',
      details: 'Searched for the function pgrst_test.unnamed_text with a single unnamed bytea parameter, but no matches were found in the schema cache.',
      hint: null,
    });
    // a function without parameters is not called with a binary body (PostgREST findProc)
    expect((await post('no_params_or_unnamed', bytes, 'application/octet-stream')).status).toBe(404);
    // JSON does not fill a bytea parameter
    expect((await post('binary_length', '{"a":1}', 'application/json')).status).toBe(404);
  });

  test('Accept: application/octet-stream answers the bytes of a function returning the "application/octet-stream" domain', async () => {
    const id = (await (await post('upload_binary', bytes, 'application/octet-stream')).json()) as number;
    const r = await get(`rpc/get_blob?file_id=${id}`, 'application/octet-stream');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/octet-stream');
    expect(Buffer.from(await r.arrayBuffer()).equals(bytes)).toBe(true);
    // POST, and the first accepted media type that is answered wins
    const p = await post('get_blob', JSON.stringify({ file_id: id }), 'application/json', 'image/png, application/octet-stream, application/json');
    expect(p.headers.get('content-type')).toBe('application/octet-stream');
    expect(Buffer.from(await p.arrayBuffer()).equals(bytes)).toBe(true);
    // JSON first (or no Accept): the value as JSON, bytea in its hex text form
    const json = await get(`rpc/get_blob?file_id=${id}`, 'application/json, application/octet-stream');
    expect(await json.json()).toBe(`\\x${bytes.toString('hex')}`);
    expect((await c.rpc('get_blob', { file_id: id })).data).toBe(`\\x${bytes.toString('hex')}`);
    // no row: an empty 200
    const none = await get('rpc/get_blob?file_id=999999', 'application/octet-stream');
    expect(none.status).toBe(200);
    expect(await none.text()).toBe('');
    // the "*/*" domain answers application/octet-stream (locally only when it is asked for)
    const any = await get('rpc/any_blob', 'application/octet-stream');
    expect(any.headers.get('content-type')).toBe('application/octet-stream');
    expect(await any.text()).toBe('hi');
    expect(await (await get('rpc/any_blob', 'application/json')).json()).toBe('\\x6869');
    // a text domain answers text
    const text = await get('rpc/welcome', 'text/plain');
    expect(text.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await text.text()).toBe('Welcome to Pitchside');
  });

  test('Accept: application/octet-stream elsewhere (a plain bytea function, a set, a table): 406 PGRST107', async () => {
    const unavailable = { code: 'PGRST107', message: 'None of these media types are available: application/octet-stream', details: null, hint: null };
    for (const path of ['rpc/get_blob_plain?file_id=1', 'rpc/get_blobs', 'files?select=blob']) {
      const r = await get(path, 'application/octet-stream');
      expect(r.status).toBe(406);
      expect(await r.json()).toEqual(unavailable);
    }
    // a handler answers only its own media type
    const other = await get('rpc/get_blob?file_id=1', 'text/plain');
    expect(other.status).toBe(406);
    expect((await other.json()).message).toBe('None of these media types are available: text/plain');
  });
});

describe('relationships between views', () => {
  test('view to view through the tables\' foreign key, both ways, and through a view of a view with a renamed column', async () => {
    const toOne = await c.from('messages_view').select('id, users_view(username, status)').eq('id', 1);
    expect(toOne.error).toBeNull();
    expect(toOne.data).toEqual([{ id: 1, users_view: { username: 'supabot', status: 'ONLINE' } }]);
    const toMany = await c.from('users_view').select('username, messages_view(id)').eq('username', 'supabot').order('id', { referencedTable: 'messages_view' });
    expect(toMany.data).toEqual([{ username: 'supabot', messages_view: [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }] }]);
    const renamed = await c.from('messages_view').select('id, channels_view(channel, slug)').eq('id', 2);
    expect(renamed.data).toEqual([{ id: 2, channels_view: { channel: 2, slug: 'random' } }]);
    const viewOfView = await c.from('messages_by_author').select('id, author, users_view(status)').eq('id', 3);
    expect(viewOfView.data).toEqual([{ id: 3, author: 'supabot', users_view: { status: 'ONLINE' } }]);
    const back = await c.from('users_view').select('username, messages_by_author(id)').in('username', ['kiwicopple', 'supabot'])
      .order('username').order('id', { referencedTable: 'messages_by_author' }).limit(2, { referencedTable: 'messages_by_author' });
    expect(back.data).toEqual([{ username: 'kiwicopple', messages_by_author: [] }, { username: 'supabot', messages_by_author: [{ id: 1 }, { id: 2 }] }]);
    const spread = await c.from('messages_view').select('id, ...users_view(status)').eq('id', 4);
    expect(spread.data).toEqual([{ id: 4, status: 'ONLINE' }]);
  });

  test('several foreign keys between the views: 300 PGRST201 with details and hint; a constraint or a column disambiguates', async () => {
    const amb = await c.from('best_friends_view').select('id, users_view(username)');
    expect(amb.status).toBe(300);
    expect(amb.error).toEqual({
      code: 'PGRST201',
      message: "Could not embed because more than one relationship was found for 'best_friends_view' and 'users_view'",
      details: ['first_user', 'second_user', 'third_wheel'].map((col) => ({
        cardinality: 'many-to-one',
        embedding: 'best_friends_view with users_view',
        relationship: `best_friends_${col}_fkey using best_friends_view(${col}) and users_view(username)`,
      })),
      hint: "Try changing 'users_view' to one of the following: 'users_view!best_friends_first_user_fkey', 'users_view!best_friends_second_user_fkey', 'users_view!best_friends_third_wheel_fkey'. Find the desired relationship in the 'details' key.",
    });
    const hinted = await c.from('best_friends_view')
      .select('id, first:users_view!best_friends_first_user_fkey(username), second:users_view!second_user(username), third:users_view!third_wheel(username)').eq('id', 2);
    expect(hinted.data).toEqual([{ id: 2, first: { username: 'supabot' }, second: { username: 'awailas' }, third: null }]);
    // a view showing the foreign key's column under two names has a relationship for each (PostgREST's expandKeyDepCols)
    const twice = await c.from('messages_two_names').select('id, users_view(username)');
    expect(twice.status).toBe(300);
    expect(twice.error?.details).toEqual(['username', 'author'].map((col) => ({
      cardinality: 'many-to-one', embedding: 'messages_two_names with users_view', relationship: `messages_username_fkey using messages_two_names(${col}) and users_view(username)`,
    })));
    const byColumn = await c.from('messages_two_names').select('id, users_view!author(status)').eq('id', 1);
    expect(byColumn.data).toEqual([{ id: 1, users_view: { status: 'ONLINE' } }]);
    // to-many from the other side is ambiguous too
    const back = await c.from('users_view').select('username, best_friends_view(id)');
    expect(back.status).toBe(300);
    expect(back.error?.details).toHaveLength(3);
  });

  test('a self-reference through a view; no relationship is 400 PGRST200; a view target is not named by a constraint', async () => {
    // the parent by the column matches two relationships, as in PostgREST: to the table (a column names a table's
    // relationship) and the view's own self-reference
    const parent = await c.from('collections_view').select('id, parent_id(id)');
    expect(parent.status).toBe(300);
    expect(parent.error?.details).toEqual([
      { cardinality: 'many-to-one', embedding: 'collections_view with collections', relationship: 'collections_parent_id_fkey using collections_view(parent_id) and collections(id)' },
      { cardinality: 'many-to-one', embedding: 'collections_view with collections_view', relationship: 'collections_parent_id_fkey using collections_view(parent_id) and collections_view(id)' },
    ]);
    // PostgREST's hint names the target relations
    expect(parent.error?.hint).toBe("Try changing 'parent_id' to one of the following: 'collections!collections_parent_id_fkey', 'collections_view!collections_parent_id_fkey'. Find the desired relationship in the 'details' key.");
    const children = await c.from('collections_view').select('id, collections_view(id)').eq('id', 1);
    expect(children.data).toEqual([{ id: 1, collections_view: [{ id: 2 }, { id: 3 }] }]);
    const none = await c.from('channels_view').select('slug, users_view(username)');
    expect(none.status).toBe(400);
    expect(none.error).toMatchObject({
      code: 'PGRST200',
      message: "Could not find a relationship between 'channels_view' and 'users_view' in the schema cache",
      details: "Searched for a foreign key relationship between 'channels_view' and 'users_view' in the schema 'pgrst_test', but no matches were found.",
    });
    // PostgREST: a constraint name or a column as the target finds tables, not views
    const byConstraint = await c.from('messages_view').select('id, messages_username_fkey(username)').eq('id', 1);
    expect(byConstraint.data).toEqual([{ id: 1, messages_username_fkey: { username: 'supabot' } }]);
  });
});

describe('computed fields and function embeds', () => {
  test('a function of a row type: to-one (a row, or a set declared ROWS 1) is an object, a set an array; computed fields inside embeds', async () => {
    const r = await c.from('users')
      .select('username, get_user_profile(id), get_user_profile_rows_one(id), get_messages(id, blurb_message)')
      .eq('username', 'supabot').order('id', { referencedTable: 'get_messages' }).limit(2, { referencedTable: 'get_messages' });
    expect(r.error).toBeNull();
    expect(r.data).toEqual([{
      username: 'supabot',
      get_user_profile: { id: 1 },
      get_user_profile_rows_one: { id: 1 },
      get_messages: [{ id: 1, blurb_message: 'Hel' }, { id: 2, blurb_message: 'Per' }],
    }]);
    const none = await c.from('users').select('username, get_user_profile_rows_one(id)').eq('username', 'kiwicopple');
    expect(none.data).toEqual([{ username: 'kiwicopple', get_user_profile_rows_one: null }]);
    const view = await c.from('active_users').select('username, get_active_user_messages(id)').eq('username', 'supabot').limit(1, { referencedTable: 'get_active_user_messages' });
    expect(view.data).toEqual([{ username: 'supabot', get_active_user_messages: [{ id: 1 }] }]);
  });

  test('a function that cannot be embedded (no row-type parameter) is 400 PGRST200', async () => {
    const r = await c.from('users').select('username, get_status(*)');
    expect(r.status).toBe(400);
    expect(r.error).toMatchObject({ code: 'PGRST200', message: "Could not find a relationship between 'users' and 'get_status' in the schema cache" });
  });
});
