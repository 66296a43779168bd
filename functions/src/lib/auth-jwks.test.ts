/** @jest-environment node */
// The functions against the local server's real JWKS: its ES256 session tokens name the caller, a token of a key
// the server does not publish is refused, and the service-role database client works with the secret key alone.
import { createPrivateKey, type JsonWebKey } from 'node:crypto';
import { decodeProtectedHeader, SignJWT } from 'jose';
import { startTestServer, type TestServer } from '../../../infra/local/src/server/testing';
import { generateSigningKey } from '../../../infra/local/src/server/keys';
import { callerId } from './auth';
import { createServiceDb } from './clients';
import type { FunctionsConfig } from './config';

jest.setTimeout(120_000);

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.cleanup();
});

test('a session token of the local server (ES256, kid) is verified against its /auth/v1/.well-known/jwks.json', async () => {
  const { data, error } = await t.client({ key: t.publishableKey }).auth.signInWithPassword({ email: 'brand@pitchside.dev', password: 'Pitchside123!' });
  expect(error).toBeNull();
  const token = data.session!.access_token;
  expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'ES256', kid: t.server.config.signingKeys[0]!.kid });
  const config = { auth: { jwksUrl: `${t.url}/auth/v1/.well-known/jwks.json` } };
  await expect(callerId({ authorization: `Bearer ${token}` }, config)).resolves.toBe(data.user!.id);

  const outsider = generateSigningKey();
  const forged = await new SignJWT({ role: 'authenticated' })
    .setProtectedHeader({ alg: 'ES256', kid: outsider.kid })
    .setSubject(data.user!.id)
    .setExpirationTime('10m')
    .sign(createPrivateKey({ key: outsider as JsonWebKey, format: 'jwk' }));
  await expect(callerId({ authorization: `Bearer ${forged}` }, config)).rejects.toMatchObject({ status: 401 });
});

test('the service database client reaches every row with the secret key (RLS bypassed), not with the publishable one', async () => {
  const total = (await t.db.query<{ n: number }>('select count(*)::int as n from public.notifications')).rows[0]!.n;
  const config = { supabaseUrl: t.url, secretKey: t.secretKey } as FunctionsConfig;
  const rows = await createServiceDb(config).from('notifications').select('id');
  expect(rows.error).toBeNull();
  expect(rows.data).toHaveLength(total);
  const anon = await createServiceDb({ ...config, secretKey: t.publishableKey }).from('notifications').select('id');
  expect(anon.data).toHaveLength(0);
});
