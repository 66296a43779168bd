import * as keys from './query-keys';

type KeyFactory = { all: readonly unknown[] } & Record<string, unknown>;

/** Every key a factory makes, with sample arguments. */
function keysOf(factory: KeyFactory): (readonly unknown[])[] {
  return Object.entries(factory).map(([, make]) => (typeof make === 'function' ? (make as (...a: unknown[]) => readonly unknown[])('u1', 'x') : (make as readonly unknown[])));
}

describe('shared query keys', () => {
  const factories = Object.entries(keys) as [string, KeyFactory][];

  it.each(factories)('%s: every key starts with its table prefix, so invalidating `all` refreshes every app reading it', (_name, factory) => {
    for (const key of keysOf(factory)) expect(key.slice(0, factory.all.length)).toEqual([...factory.all]);
  });

  it('no two tables share a prefix (one table\'s write never refreshes another\'s reads by accident)', () => {
    const prefixes = factories.map(([, f]) => JSON.stringify(f.all));
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });

  it('a signed-out viewer has a progress key of its own', () => {
    expect(keys.learningProgressKeys.of(null)).toEqual(['learning-progress', 'anon']);
    expect(keys.learningProgressKeys.of('u1')).not.toEqual(keys.learningProgressKeys.of(null));
  });
});
