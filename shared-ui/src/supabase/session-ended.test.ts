/** @jest-environment node */
import { sessionAwareFetch } from './session-ended';

const answer = (status: number, body: unknown) => async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('sessionAwareFetch', () => {
  test('a 401 PT401 from REST asks auth once, however many requests failed together', async () => {
    let checks = 0;
    let release: () => void = () => undefined;
    const onEnded = () => { checks++; return new Promise<void>((r) => { release = r; }); };
    const f = sessionAwareFetch(onEnded, answer(401, { code: 'PT401', message: 'Your account is suspended' }));
    const [a, b] = await Promise.all([f('http://x/rest/v1/deals'), f('http://x/rest/v1/profiles')]);
    expect([a.status, b.status]).toEqual([401, 401]);
    expect(await a.json()).toMatchObject({ code: 'PT401' });
    expect(checks).toBe(1);
    release();
    await new Promise((r) => setTimeout(r, 0));
    await f('http://x/rest/v1/deals');
    expect(checks).toBe(2);
  });

  test('other answers leave the session alone: RLS 401 for anon, an expired JWT, auth endpoints, success', async () => {
    const onEnded = jest.fn(async () => undefined);
    await sessionAwareFetch(onEnded, answer(401, { code: '42501', message: 'permission denied' }))('http://x/rest/v1/deals');
    await sessionAwareFetch(onEnded, answer(401, { code: 'PGRST303', message: 'JWT expired' }))('http://x/rest/v1/deals');
    await sessionAwareFetch(onEnded, answer(401, { code: 'PT401' }))('http://x/auth/v1/user');
    await sessionAwareFetch(onEnded, answer(200, []))('http://x/rest/v1/deals');
    expect(onEnded).not.toHaveBeenCalled();
  });
});
