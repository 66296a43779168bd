/** @jest-environment node */
/**
 * CORS answers only the site's origins (SITE_ORIGINS): in the functions' own responses, under serverless-offline
 * as `npm start` runs them (which on its own echoes any Origin), and in serverless.yml's API Gateway config.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { httpFunction } from './http';
import { apiEvent } from '../testing/harness';

jest.setTimeout(240_000);

const FUNCTIONS_DIR = path.join(__dirname, '../..');
const OSLS = require.resolve('osls/bin/serverless.js', { paths: [FUNCTIONS_DIR] });
// eslint-disable-next-line @typescript-eslint/no-require-imports
const siteOrigins = require('../../site-origins.cjs') as (ctx?: { options?: { stage?: string } }) => string[];

const SITE = 'http://localhost:3000';
const EVIL = 'https://evil.example';

const freePort = () => new Promise<number>((resolve) => {
  const s = net.createServer().listen(0, '127.0.0.1', () => {
    const { port } = s.address() as net.AddressInfo;
    s.close(() => resolve(port));
  });
});

const corsHeaders = (headers: Headers | Record<string, unknown>) =>
  Object.fromEntries(Object.entries(headers instanceof Headers ? Object.fromEntries(headers) : headers).filter(([k]) => k.toLowerCase().startsWith('access-control-allow-origin')));

describe("the functions' own responses", () => {
  const fn = httpFunction('t', () => ({ siteOrigins: [SITE] }), async () => ({ status: 200, body: { ok: true } }), () => undefined);
  test('a site origin is answered by name; any other gets no grant, and its preflight is refused', async () => {
    expect(corsHeaders((await fn(apiEvent('{}', { origin: SITE })))!.headers!)).toEqual({ 'access-control-allow-origin': SITE });
    expect(corsHeaders((await fn(apiEvent('{}', { origin: EVIL })))!.headers!)).toEqual({});
    expect(await fn(apiEvent('', { origin: EVIL }, 'OPTIONS'))).toMatchObject({ statusCode: 403 });
  });
});

describe('site-origins.cjs (serverless.yml allowedOrigins)', () => {
  const withEnv = (value: string | undefined, f: () => unknown) => {
    const before = process.env.SITE_ORIGINS;
    if (value === undefined) delete process.env.SITE_ORIGINS;
    else process.env.SITE_ORIGINS = value;
    try {
      return f();
    } finally {
      if (before === undefined) delete process.env.SITE_ORIGINS;
      else process.env.SITE_ORIGINS = before;
    }
  };
  test('names the configured origins; refuses "*", paths and a deployed stage without SITE_ORIGINS', () => {
    expect(withEnv('https://pitchside.dev, https://www.pitchside.dev', () => siteOrigins({ options: { stage: 'prod' } }))).toEqual(['https://pitchside.dev', 'https://www.pitchside.dev']);
    expect(withEnv(undefined, () => siteOrigins())).toEqual([SITE]);
    expect(() => withEnv(undefined, () => siteOrigins({ options: { stage: 'prod' } }))).toThrow(/SITE_ORIGINS must name/);
    expect(() => withEnv('*', () => siteOrigins())).toThrow(/not an origin/);
    expect(() => withEnv('https://pitchside.dev/', () => siteOrigins())).toThrow(/not an origin/);
  });
});

describe('under serverless-offline, as npm start runs the functions', () => {
  let child: ChildProcess | undefined;
  let base = '';
  let output = '';
  beforeAll(async () => {
    const [http, lambda] = [await freePort(), await freePort()];
    base = `http://127.0.0.1:${http}`;
    child = spawn(process.execPath, [OSLS, 'offline', '--stage', 'local'], {
      cwd: FUNCTIONS_DIR,
      env: { ...process.env, FUNCTIONS_PORT: String(http), FUNCTIONS_LAMBDA_PORT: String(lambda), SITE_ORIGINS: SITE },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (c) => (output += c));
    child.stderr!.on('data', (c) => (output += c));
    for (let i = 0; ; i++) {
      if (child.exitCode !== null) throw new Error(`osls offline exited: ${output}`);
      const up = await fetch(`${base}/version.json`).then(() => true, () => false);
      if (up) break;
      if (i > 200) throw new Error(`osls offline did not start: ${output}`);
      await new Promise((r) => setTimeout(r, 1000));
    }
  });
  afterAll(() => {
    child?.kill('SIGTERM');
  });

  const request = (origin: string, method: string, url: string) =>
    fetch(`${base}${url}`, {
      method,
      headers: { origin, ...(method === 'OPTIONS' ? { 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' } : {}) },
      ...(method === 'POST' ? { body: '{}' } : {}),
    });

  test.each([
    ['GET', '/version.json'],
    ['POST', '/create-payment'],
    ['OPTIONS', '/create-payment'],
  ])('%s %s: another origin is not granted; the site is', async (method, url) => {
    const evil = await request(EVIL, method, url);
    expect(corsHeaders(evil.headers)).toEqual({});
    if (method === 'OPTIONS') expect(evil.status).toBe(403);
    const site = await request(SITE, method, url);
    expect(corsHeaders(site.headers)).toEqual({ 'access-control-allow-origin': SITE });
  });
});
