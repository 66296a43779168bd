import { setRuntimeConfig } from '../config/runtime-config';
import { callFunction, FunctionError } from './call-function';

jest.mock('../supabase/client', () => ({
  getSupabase: async () => ({ auth: { getSession: async () => ({ data: { session: { access_token: 'jwt-abc' } } }) } }),
}));

/** What fetch resolves to, as far as callFunction reads it (jsdom has no Response). */
const reply = (status: number, body: unknown) => ({ ok: status >= 200 && status < 300, status, json: async () => body });

describe('callFunction', () => {
  const fetchMock = jest.fn();
  beforeAll(() => {
    global.fetch = fetchMock as unknown as typeof fetch;
    setRuntimeConfig({ supabaseUrl: 'http://127.0.0.1:1', supabaseAnonKey: 'anon', functionsUrl: 'http://127.0.0.1:2/' } as never);
  });

  test("posts JSON with the user's token and returns the answer", async () => {
    fetchMock.mockResolvedValueOnce(reply(200, { url: 'http://x/checkout/1' }));
    await expect(callFunction('create-payment', { amount: 100 })).resolves.toEqual({ url: 'http://x/checkout/1' });
    expect(fetchMock).toHaveBeenCalledWith('http://127.0.0.1:2/create-payment', expect.objectContaining({
      method: 'POST', body: '{"amount":100}', headers: { 'content-type': 'application/json', authorization: 'Bearer jwt-abc' },
    }));
  });

  test("a refusal becomes a FunctionError with the function's code and message", async () => {
    fetchMock.mockResolvedValueOnce(reply(409, { error: { code: 'already_subscribed', message: 'You already have the Pro plan.' } }));
    const error = await callFunction('create-checkout-session', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FunctionError);
    expect(error).toMatchObject({ status: 409, code: 'already_subscribed', message: 'You already have the Pro plan.' });
  });

  test('no answer at all is a network error with a message to act on', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(callFunction('create-payment', {})).rejects.toMatchObject({ code: 'network', message: 'Could not reach the server. Check your connection and try again.' });
  });
});
