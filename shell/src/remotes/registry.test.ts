import { parseRemotesJson } from './parse-remotes';
import { createRemoteRegistry, type FederationRuntime } from './registry';

const GOOD = {
  marketplace: 'http://localhost:3001/mf-manifest.json',
  community: 'http://localhost:3002/mf-manifest.json',
  learn: 'https://cdn.example.com/learn/mf-manifest.json',
  messaging: 'http://localhost:3004/mf-manifest.json',
  onboarding: '/remotes/onboarding/mf-manifest.json',
};

function fakeRuntime(modules: Record<string, unknown> = {}) {
  const registered: { name: string; entry: string; force?: boolean }[] = [];
  const runtime: FederationRuntime = {
    registerRemotes: (remotes, options) => remotes.forEach((r) => registered.push({ ...r, force: options?.force })),
    loadRemote: async <T,>(id: string) => {
      const value = modules[id];
      if (value instanceof Error) throw value;
      return (value ?? null) as T | null;
    },
  };
  return { runtime, registered };
}

describe('parseRemotesJson', () => {
  it('accepts a manifest URL per section', () => {
    expect(parseRemotesJson(GOOD)).toEqual({ entries: GOOD, problems: {} });
  });

  it.each([null, 'text', 42, ['a']])('rejects a file that is not an object (%p) with a clear problem', (input) => {
    const parsed = parseRemotesJson(input);
    expect(parsed.entries).toEqual({});
    expect(parsed.problems['*']).toMatch(/must be an object/);
  });

  it('keeps good entries when others are missing or malformed', () => {
    const parsed = parseRemotesJson({ ...GOOD, learn: 'javascript:alert(1)', messaging: 7, onboarding: undefined });
    expect(parsed.entries).toEqual({ marketplace: GOOD.marketplace, community: GOOD.community });
    expect(parsed.problems.learn).toMatch(/"learn" must be an http\(s\) URL/);
    expect(parsed.problems.messaging).toMatch(/"messaging"/);
    expect(parsed.problems.onboarding).toBe('/remotes.json has no entry for "onboarding"');
  });
});

describe('createRemoteRegistry', () => {
  const routes = { default: () => null };

  it('registers the valid remotes and loads a section', async () => {
    const { runtime, registered } = fakeRuntime({ 'learn/routes': routes });
    const registry = createRemoteRegistry(runtime, async () => GOOD);
    await expect(registry.load('learn')).resolves.toBe(routes);
    expect(registered.map((r) => r.name).sort()).toEqual(Object.keys(GOOD).sort());
  });

  it('hands out a loaded section synchronously, so a render need not suspend for it, until it is reloaded', async () => {
    const { runtime } = fakeRuntime({ 'learn/routes': routes });
    const registry = createRemoteRegistry(runtime, async () => GOOD);
    expect(registry.loaded('learn')).toBeUndefined();
    await registry.load('learn');
    expect(registry.loaded('learn')).toBe(routes);
    expect(registry.loaded('marketplace')).toBeUndefined();
    registry.reload('learn');
    expect(registry.loaded('learn')).toBeUndefined();
  });

  it('still starts when /remotes.json cannot be fetched, and explains it per section', async () => {
    const { runtime, registered } = fakeRuntime();
    const registry = createRemoteRegistry(runtime, async () => {
      throw new Error('HTTP 500');
    });
    await expect(registry.init()).resolves.toMatchObject({ entries: {} });
    expect(registered).toEqual([]);
    await expect(registry.load('community')).rejects.toThrow('The Community section is not available: Could not load /remotes.json: HTTP 500');
  });

  it('turns a federation manifest failure into a readable message', async () => {
    const { runtime } = fakeRuntime({ 'marketplace/routes': new Error('[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003') });
    const registry = createRemoteRegistry(runtime, async () => GOOD);
    await expect(registry.load('marketplace')).rejects.toThrow('The Marketplace section could not be loaded: its server did not answer');
  });

  it('reload re-registers the section with force so the next load fetches it again', async () => {
    const { runtime, registered } = fakeRuntime({ 'learn/routes': routes });
    const registry = createRemoteRegistry(runtime, async () => GOOD);
    await registry.init();
    registry.reload('learn');
    await registry.load('learn');
    expect(registered.filter((r) => r.name === 'learn')).toEqual([
      { name: 'learn', entry: GOOD.learn, force: undefined },
      { name: 'learn', entry: GOOD.learn, force: true },
    ]);
  });

  it('reload of a section without an entry fetches /remotes.json again', async () => {
    const { runtime } = fakeRuntime({ 'learn/routes': routes });
    const responses: unknown[] = [{ ...GOOD, learn: undefined }, GOOD];
    const registry = createRemoteRegistry(runtime, async () => responses.shift());
    await expect(registry.load('learn')).rejects.toThrow('no entry for "learn"');
    registry.reload('learn');
    await expect(registry.load('learn')).resolves.toBe(routes);
  });
});
