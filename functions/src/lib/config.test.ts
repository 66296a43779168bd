/** @jest-environment node */
import { readConfig } from './config';

const BASE = {
  SITE_ORIGINS: 'https://pitchside.example',
  SUPABASE_URL: 'https://abcdefghijklmnop.supabase.co',
  SUPABASE_SECRET_KEY: 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz1',
  STRIPE_SECRET_KEY: 'sk_test_123',
  STRIPE_WEBHOOK_SECRET: 'whsec_1234567890',
};

test('the secret key reaches the database; the JWKS URL is derived from SUPABASE_URL; no legacy secret unless set', () => {
  const c = readConfig({ ...BASE, JWT_SECRET: 'an-old-setting-that-is-no-longer-read-at-all' });
  expect(c.secretKey).toBe(BASE.SUPABASE_SECRET_KEY);
  expect(c.auth).toEqual({ jwksUrl: 'https://abcdefghijklmnop.supabase.co/auth/v1/.well-known/jwks.json' });
});

test('SUPABASE_JWKS_URL and SUPABASE_LEGACY_JWT_SECRET are taken when given (serverless.yml passes unset ones as "")', () => {
  const legacy = 'legacy-secret-legacy-secret-legacy-secret';
  const c = readConfig({ ...BASE, SUPABASE_JWKS_URL: 'https://keys.example/jwks.json', SUPABASE_LEGACY_JWT_SECRET: legacy });
  expect(c.auth).toEqual({ jwksUrl: 'https://keys.example/jwks.json', legacyJwtSecret: legacy });
  expect(readConfig({ ...BASE, SUPABASE_JWKS_URL: '', SUPABASE_LEGACY_JWT_SECRET: '' }).auth).toEqual({ jwksUrl: 'https://abcdefghijklmnop.supabase.co/auth/v1/.well-known/jwks.json' });
});

test('a legacy service_role JWT or a publishable key in SUPABASE_SECRET_KEY is refused, naming the setting', () => {
  expect(() => readConfig({ ...BASE, SUPABASE_SECRET_KEY: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.x' })).toThrow(/SUPABASE_SECRET_KEY/);
  expect(() => readConfig({ ...BASE, SUPABASE_SECRET_KEY: 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH' })).toThrow(/SUPABASE_SECRET_KEY/);
  const { SUPABASE_SECRET_KEY: _, ...missing } = BASE;
  expect(() => readConfig(missing)).toThrow(/SUPABASE_SECRET_KEY/);
});
