/** @jest-environment node */
// The storage API through @supabase/storage-js (supabase.storage) against the real local server.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { signedIn, startTestServer, type TestServer } from '../server/testing';
import { createStorageExtension } from './index';

jest.setTimeout(120_000);

const A = { email: 'athlete@pitchside.dev', id: '10000000-0000-4000-8000-000000000001' };
const B = { email: 'creator@pitchside.dev', id: '10000000-0000-4000-8000-000000000002' };

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR fake image body')]);
const PNG2 = Buffer.concat([PNG, Buffer.from(' v2')]);

let t: TestServer;
let dir: string;
let a: SupabaseClient;
let b: SupabaseClient;
let anon: SupabaseClient;

/** A request with the exact path given (fetch would normalise `..`). */
function rawRequest(method: string, p: string, headers: Record<string, string>, body?: Buffer): Promise<{ status: number; body: string }> {
  const u = new URL(t.url);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: u.hostname, port: u.port, method, path: p, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pitchside-storage-'));
  t = await startTestServer({ extensions: [createStorageExtension({ storageDir: dir })] });
  a = await signedIn(t, A.email);
  b = await signedIn(t, B.email);
  anon = t.client();
});

afterAll(async () => {
  await t?.cleanup();
  fs.rmSync(dir, { recursive: true, force: true });
});

test('buckets come from the migrations', async () => {
  const { data, error } = await anon.storage.listBuckets();
  expect(error).toBeNull();
  expect(data!.map((x) => x.id).sort()).toEqual(['attachments', 'avatars', 'brand-logos', 'contract-addenda', 'media-kits']);
  expect((await anon.storage.getBucket('contract-addenda')).data).toMatchObject({ public: false, file_size_limit: 5242880, allowed_mime_types: ['application/pdf'] });
  const avatars = await anon.storage.getBucket('avatars');
  expect(avatars.data).toMatchObject({ id: 'avatars', public: true, file_size_limit: 5242880 });
  expect((await anon.storage.getBucket('nope')).error?.message).toBe('Bucket not found');
});

test('upload an avatar as A, read it by public URL; B cannot overwrite it', async () => {
  const name = `${A.id}/avatar.png`;
  const up = await a.storage.from('avatars').upload(name, new Blob([PNG], { type: 'image/png' }), { cacheControl: '60' });
  expect(up.error).toBeNull();
  expect(up.data).toMatchObject({ path: name, fullPath: `avatars/${name}` });

  const { publicUrl } = anon.storage.from('avatars').getPublicUrl(name).data;
  const res = await fetch(publicUrl);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/png');
  expect(res.headers.get('cache-control')).toBe('max-age=60');
  expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);

  // a second upload without upsert is a conflict
  const dup = await a.storage.from('avatars').upload(name, PNG, { contentType: 'image/png' });
  expect(dup.error).toMatchObject({ statusCode: '409', message: 'The resource already exists' });

  // B: neither upsert nor update can touch A's file
  const over = await b.storage.from('avatars').upload(name, PNG2, { contentType: 'image/png', upsert: true });
  expect(over.error).toMatchObject({ status: 403, statusCode: '403', message: 'new row violates row-level security policy' });
  const upd = await b.storage.from('avatars').update(name, PNG2, { contentType: 'image/png' });
  expect(upd.error).toMatchObject({ status: 403 });
  expect(Buffer.from(await (await fetch(publicUrl)).arrayBuffer()).equals(PNG)).toBe(true);

  // A may replace it (upsert), atomically
  const mine = await a.storage.from('avatars').upload(name, PNG2, { contentType: 'image/png', upsert: true });
  expect(mine.error).toBeNull();
  expect(mine.data!.id).toBe(up.data!.id);
  expect(Buffer.from(await (await fetch(publicUrl)).arrayBuffer()).equals(PNG2)).toBe(true);

  // download through the authenticated endpoint
  const dl = await b.storage.from('avatars').download(name);
  expect(dl.error).toBeNull();
  expect(Buffer.from(await dl.data!.arrayBuffer()).equals(PNG2)).toBe(true);
});

test('size limit, MIME allow-list and magic bytes', async () => {
  const big = Buffer.alloc(20 * 1024 * 1024, 1);
  PNG.copy(big);
  const tooBig = await a.storage.from('avatars').upload(`${A.id}/big.png`, big, { contentType: 'image/png' });
  expect(tooBig.error).toMatchObject({ status: 413, message: 'The object exceeded the maximum allowed size' });
  const tooBigForm = await a.storage.from('avatars').upload(`${A.id}/big2.png`, new Blob([big], { type: 'image/png' }));
  expect(tooBigForm.error).toMatchObject({ status: 413 });

  const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
  const evil = await a.storage.from('avatars').upload(`${A.id}/evil.png`, new Blob([exe], { type: 'image/png' }));
  expect(evil.error).toMatchObject({ status: 415 });
  expect(evil.error!.message).toMatch(/mime type image\/png is not supported/);

  const txt = await a.storage.from('avatars').upload(`${A.id}/notes.txt`, 'hello', { contentType: 'text/plain' });
  expect(txt.error).toMatchObject({ status: 415, message: 'mime type text/plain is not supported' });

  const pdf = await a.storage.from('media-kits').upload(`${A.id}/kit.pdf`, Buffer.from('%PDF-1.7\n...'), { contentType: 'application/pdf' });
  expect(pdf.error).toBeNull();

  // nothing of the rejected uploads is left behind
  const listed = await a.storage.from('avatars').list(A.id);
  expect(listed.data!.map((x) => x.name)).toEqual(['avatar.png']);
  expect(fs.readdirSync(path.join(dir, '.tmp'))).toEqual([]);
});

test('hostile names are rejected with 400', async () => {
  const headers = { apikey: t.anonKey, authorization: `Bearer ${(await a.auth.getSession()).data.session!.access_token}`, 'content-type': 'image/png' };
  for (const name of [
    `${A.id}/../${B.id}/x.png`,
    `${A.id}/%2e%2e/x.png`,
    `%2Fetc%2Fpasswd`,
    `${A.id}/a%5Cb.png`,
    `${A.id}/a%00.png`,
    `${A.id}/a%0Ab.png`,
    `${A.id}/${'x'.repeat(300)}.png`,
    `${A.id}/%3Cscript%3E.png`,
  ]) {
    const r = await rawRequest('POST', `/storage/v1/object/avatars/${name}`, headers, PNG);
    expect({ name, status: r.status }).toEqual({ name, status: 400 });
    expect(JSON.parse(r.body)).toMatchObject({ statusCode: '400' });
  }
});

test('signed URL works, then expires; private bucket needs it', async () => {
  const name = `${A.id}/contract.pdf`;
  expect((await a.storage.from('attachments').upload(name, Buffer.from('%PDF-1.4 contract'), { contentType: 'application/pdf' })).error).toBeNull();
  // private: no public read, B cannot sign it
  expect((await fetch(anon.storage.from('attachments').getPublicUrl(name).data.publicUrl)).status).toBeGreaterThanOrEqual(400);
  expect((await b.storage.from('attachments').createSignedUrl(name, 60)).error).toMatchObject({ status: 404 });

  // valid for 2 to 3 seconds (the expiry is in whole seconds): a loaded CI machine once took longer than a 1-second
  // token's remaining fraction to make the first request
  const signed = await a.storage.from('attachments').createSignedUrl(name, 3);
  expect(signed.error).toBeNull();
  const ok = await fetch(signed.data!.signedUrl);
  expect(ok.status).toBe(200);
  expect(await ok.text()).toBe('%PDF-1.4 contract');
  await new Promise((r) => setTimeout(r, 3100));
  const late = await fetch(signed.data!.signedUrl);
  expect(late.status).toBe(400);
  expect(await late.json()).toMatchObject({ error: 'InvalidJWT' });
  // a token for one object does not open another
  const other = signed.data!.signedUrl.replace('contract.pdf', 'other.pdf');
  expect((await fetch(other)).status).toBe(400);
});

test('list (prefix, limit, offset, sortBy, search) and remove', async () => {
  const files = ['b.png', 'a.png', 'c.png', 'sub/d.png'];
  for (const f of files) {
    expect((await a.storage.from('brand-logos').upload(`${A.id}/${f}`, PNG, { contentType: 'image/png' })).error).toBeNull();
  }
  const root = await a.storage.from('brand-logos').list(A.id);
  expect(root.data!.map((x) => x.name)).toEqual(['a.png', 'b.png', 'c.png', 'sub']);
  expect(root.data![0]).toMatchObject({ id: expect.any(String), metadata: { mimetype: 'image/png', size: PNG.length } });
  expect(root.data![0]!.created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  expect(root.data![3]).toMatchObject({ name: 'sub', id: null });
  const page = await a.storage.from('brand-logos').list(A.id, { limit: 2, offset: 1, sortBy: { column: 'name', order: 'desc' } });
  expect(page.data!.map((x) => x.name)).toEqual(['c.png', 'b.png']);
  const search = await a.storage.from('brand-logos').list(A.id, { search: 'b' });
  expect(search.data!.map((x) => x.name)).toEqual(['b.png']);
  const sub = await a.storage.from('brand-logos').list(`${A.id}/sub`);
  expect(sub.data!.map((x) => x.name)).toEqual(['d.png']);

  // B's remove of A's files deletes nothing
  const notMine = await b.storage.from('brand-logos').remove([`${A.id}/a.png`]);
  expect(notMine.data).toEqual([]);
  const removed = await a.storage.from('brand-logos').remove([`${A.id}/a.png`, `${A.id}/sub/d.png`]);
  expect(removed.data!.map((x) => x.name).sort()).toEqual([`${A.id}/a.png`, `${A.id}/sub/d.png`]);
  const after = await a.storage.from('brand-logos').list(A.id);
  expect(after.data!.map((x) => x.name)).toEqual(['b.png', 'c.png']);
  expect((await fetch(anon.storage.from('brand-logos').getPublicUrl(`${A.id}/a.png`).data.publicUrl)).status).toBe(404);
});

test('a line break in cacheControl is refused at upload, so later downloads keep working', async () => {
  const name = `${A.id}/header-split.png`;
  const up = await a.storage.from('avatars').upload(name, new Blob([PNG], { type: 'image/png' }), { cacheControl: '60\r\nX-Injected: 1' });
  expect(up.error).toMatchObject({ statusCode: '400', message: 'cacheControl must not contain line breaks or other control characters' });
  expect((await a.storage.from('avatars').download(name)).error).not.toBeNull();
  const fine = await a.storage.from('avatars').upload(name, new Blob([PNG], { type: 'image/png' }), { cacheControl: '120' });
  expect(fine.error).toBeNull();
  const got = await fetch(anon.storage.from('avatars').getPublicUrl(name).data.publicUrl);
  expect(got.status).toBe(200);
  expect(got.headers.get('cache-control')).toBe('max-age=120');
});

test('a signed-URL token without exp is refused', async () => {
  const name = `${A.id}/forever.pdf`;
  expect((await a.storage.from('attachments').upload(name, Buffer.from('%PDF-1.4 forever'), { contentType: 'application/pdf' })).error).toBeNull();
  const forever = await new SignJWT({ url: `attachments/${name}` }).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(t.server.config.jwtSecret));
  const r = await fetch(`${t.url}/storage/v1/object/sign/attachments/${name}?token=${forever}`);
  expect(r.status).toBe(400);
  expect(await r.json()).toMatchObject({ error: 'InvalidJWT' });
});

test('a deeply nested JSON body is a 400 with a message', async () => {
  const r = await fetch(`${t.url}/storage/v1/object/list/avatars`, {
    method: 'POST',
    headers: { apikey: t.anonKey, 'content-type': 'application/json' },
    body: '{"prefix":' + '['.repeat(50_000) + ']'.repeat(50_000) + '}',
  });
  expect(r.status).toBe(400);
  expect((await r.json()).message).toBe('The request body is nested too deeply (more than 64 levels)');
});
