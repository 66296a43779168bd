import { setRuntimeConfig } from 'shared-ui';
import { phraseAnswer } from './phrase';

const sources = [{ source: 'help/reset-your-password', title: 'Reset your password', link: '/help/reset-your-password', score: 10, passages: ['Choose Forgot Password.'] }];
const reply = (status: number, body: unknown) => Promise.resolve({ status, ok: status >= 200 && status < 300, json: async () => body });

describe('phraseAnswer', () => {
  beforeAll(() => {
    setRuntimeConfig({ supabaseUrl: 'http://127.0.0.1:1', supabaseAnonKey: 'anon', functionsUrl: 'http://127.0.0.1:2/' } as Parameters<typeof setRuntimeConfig>[0]);
  });
  it('returns the function\'s cited answer, sending the question and passages', async () => {
    const fetcher = jest.fn(() => reply(200, { found: true, answer: 'Use Forgot Password [1].', citations: [{ n: 1, title: 'Reset your password', link: '/help/reset-your-password' }] }));
    const p = await phraseAnswer('reset password', sources, fetcher as unknown as typeof fetch);
    expect(p?.answer).toBe('Use Forgot Password [1].');
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://127.0.0.1:2/assistant');
    expect(JSON.parse(String(init.body))).toEqual({ question: 'reset password', passages: [{ title: 'Reset your password', link: '/help/reset-your-password', text: 'Choose Forgot Password.' }] });
  });
  it('keeps the retrieval answer when nothing is found or the call fails', async () => {
    expect(await phraseAnswer('q', sources, (() => reply(200, { found: false })) as unknown as typeof fetch)).toBeNull();
    expect(await phraseAnswer('q', sources, (() => reply(502, { error: 'x' })) as unknown as typeof fetch)).toBeNull();
    expect(await phraseAnswer('q', sources, (() => Promise.reject(new Error('offline'))) as unknown as typeof fetch)).toBeNull();
  });
  it('sends a signed-in member\'s session, and rejects with the function\'s own message when it refuses the account', async () => {
    const fetcher = jest.fn(() => reply(403, { error: { code: 'account_suspended', message: 'Your account is suspended' } }));
    await expect(phraseAnswer('q', sources, fetcher as unknown as typeof fetch, 'jwt-1')).rejects.toMatchObject({ status: 403, code: 'account_suspended', message: 'Your account is suspended' });
    const [, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer jwt-1');
    // a visitor sends none
    const visitor = jest.fn(() => reply(200, { found: false }));
    await phraseAnswer('q', sources, visitor as unknown as typeof fetch, undefined);
    expect((visitor.mock.calls[0] as unknown as [string, RequestInit])[1].headers).toEqual({ 'content-type': 'application/json' });
  });
  it('stops asking once the function says no provider is configured', async () => {
    const fetcher = jest.fn(() => reply(200, { found: false, configured: false }));
    expect(await phraseAnswer('q', sources, fetcher as unknown as typeof fetch)).toBeNull();
    expect(await phraseAnswer('q', sources, fetcher as unknown as typeof fetch)).toBeNull();
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});
