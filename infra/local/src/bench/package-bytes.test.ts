import { bytesByPackage, packageOf } from './package-bytes';

describe('packageOf', () => {
  it('names npm packages, scoped ones with their scope', () => {
    expect(packageOf('webpack://shell/../node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react-dom');
    expect(packageOf('webpack://shell/../node_modules/@tanstack/query-core/build/modern/query.js')).toBe('@tanstack/query-core');
  });

  it('groups workspace code by folder and names the webpack runtime', () => {
    expect(packageOf('webpack://shell/../shared-ui/src/auth/auth-store.ts')).toBe('shared-ui/src/auth');
    expect(packageOf('webpack://shell/./src/frame/AppFrame.tsx')).toBe('src/frame');
    expect(packageOf('webpack://shell/webpack/runtime/jsonp chunk loading')).toBe('webpack runtime');
  });
});

describe('bytesByPackage', () => {
  // Two sources on one line: "aaaa" from a.js (column 0), "bbb" from b.js (column 4); then an unmapped line.
  const code = 'aaaabbb\nzz';
  const map = {
    sources: ['webpack://x/../node_modules/alpha/a.js', 'webpack://x/../node_modules/beta/b.js'],
    // [col 0, src 0, line 0, col 0], [col +4, src +1, line 0, col 0]
    mappings: 'AAAA,ICAA;',
  };

  it('attributes each mapped run of bytes to its source package', () => {
    const totals = bytesByPackage(code, map);
    expect(totals.get('alpha')).toBe(4);
    expect(totals.get('beta')).toBe(3);
  });

  it('counts every byte exactly once, unmapped ones included', () => {
    const totals = bytesByPackage(code, map);
    expect(totals.get('(unmapped)')).toBe(3);
    expect([...totals.values()].reduce((a, b) => a + b, 0)).toBe(Buffer.byteLength(code));
  });
});
