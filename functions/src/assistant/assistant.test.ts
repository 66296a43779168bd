/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { httpFunction } from '../lib/http';
import { apiEvent } from '../testing/harness';
import { assistant, citations, providerFrom } from './assistant';

const passages = [
  { title: 'Reset your password', link: '/help/reset-your-password', text: 'On the sign-in page, choose Forgot Password.' },
  { title: 'Trouble signing in', link: '/help/sign-in-problems', text: 'Check caps lock.' },
];
const event = (body: unknown) => apiEvent(typeof body === 'string' ? body : JSON.stringify(body));
const parse = (r: { body?: string }) => JSON.parse(String(r.body));
/** The function as deployed (the shared HTTP wrapper), with the provider from `env`. */
const createHandler = ({ env }: { env: NodeJS.ProcessEnv }) =>
  httpFunction('assistant', () => ({ siteOrigins: [] }), (req) => assistant({ provider: providerFrom(env), fetch, account: () => { throw new Error('a visitor\'s question needs no account check'); } }, req), () => undefined) as (e: ReturnType<typeof apiEvent>) => Promise<{ statusCode?: number; body?: string }>;

/** A local OpenAI-compatible stand-in that answers with `reply` and records what it was sent. */
async function fakeProvider(reply: (req: { messages: { role: string; content: string }[] }) => string | null, status = 200) {
  const seen: { auth?: string; body?: { model: string; messages: { role: string; content: string }[] } } = {};
  const server: Server = createServer((req, res) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => {
      seen.auth = req.headers.authorization;
      seen.body = JSON.parse(data);
      const content = reply(seen.body!);
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ choices: [{ message: { content } }] }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return { url, seen, close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe('POST /assistant', () => {
  it('refuses bad bodies with a useful 400', async () => {
    const h = createHandler({ env: {} });
    expect((await h(event('not json'))).statusCode).toBe(400);
    expect(parse(await h(event({ question: ' ', passages }))).error.message).toBe('question: Ask a question');
    expect(parse(await h(event({ question: 'x', passages: [] }))).error.message).toBe('passages: Send at least one passage');
    expect(parse(await h(event({ question: 'x', passages: [{ ...passages[0], link: 'https://evil.example' }] }))).error.message).toBe('passages.0.link: A passage link is a Pitchside path');
  });

  it('says it is not configured without a provider (200, not an error), so the browser keeps its retrieval answer', async () => {
    const r = await createHandler({ env: {} })(event({ question: 'how do I reset my password', passages }));
    expect(r.statusCode).toBe(200);
    expect(parse(r)).toEqual({ found: false, configured: false });
  });

  it('sends the question and passages to the provider with the key, and returns the answer with its citations', async () => {
    const p = await fakeProvider(() => 'Choose Forgot Password on the sign-in page [1].');
    try {
      const h = createHandler({ env: { ASSISTANT_PROVIDER_URL: `${p.url}/`, ASSISTANT_PROVIDER_KEY: 'sk-test', ASSISTANT_MODEL: 'local-model' } });
      const r = await h(event({ question: 'how do I reset my password', passages }));
      expect(r.statusCode).toBe(200);
      expect(parse(r)).toEqual({ found: true, answer: 'Choose Forgot Password on the sign-in page [1].', citations: [{ n: 1, title: 'Reset your password', link: '/help/reset-your-password' }] });
      expect(p.seen.auth).toBe('Bearer sk-test');
      expect(p.seen.body!.model).toBe('local-model');
      expect(p.seen.body!.messages[1]!.content).toContain('[1] Reset your password: On the sign-in page, choose Forgot Password.');
      expect(p.seen.body!.messages[1]!.content).toContain('Question: how do I reset my password');
    } finally {
      await p.close();
    }
  });

  it('does not pass on an answer that cites nothing, says NOT_FOUND, or a provider failure', async () => {
    for (const [reply, status, expected] of [
      ['You should try turning it off and on.', 200, { found: false }],
      ['NOT_FOUND', 200, { found: false }],
      ['[1]', 500, { error: { code: 'provider_failed', message: 'The assistant provider did not answer' } }],
    ] as const) {
      const p = await fakeProvider(() => reply, status);
      try {
        const r = await createHandler({ env: { ASSISTANT_PROVIDER_URL: p.url, ASSISTANT_PROVIDER_KEY: 'k' } })(event({ question: 'q', passages }));
        expect(parse(r)).toEqual(expected);
      } finally {
        await p.close();
      }
    }
  });

  it('keeps only citations of passages that exist', () => {
    expect(citations('See [2] and [1], also [9] and [2].', 2)).toEqual([1, 2]);
  });
});
