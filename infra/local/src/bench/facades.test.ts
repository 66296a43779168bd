import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../stack/apps';

/**
 * The apps' builds resolve some shared libraries to a facade that lists the exports the apps use
 * (shared-ui/build/facades.cjs), which keeps their shared chunks small. A name an app imports that its
 * facade lacks would be undefined in the browser, so this test names it first.
 */
const { FACADES } = require('../../../../shared-ui/build/facades.cjs') as { FACADES: Record<string, string> };
/** What each facade re-exports from. */
const REAL = { 'react-router-dom': 'react-router', '@tanstack/react-query': 'pitchside-package/@tanstack/react-query' } as Record<string, string>;
const SOURCE_DIRS = ['shell', 'shared-ui', ...fs.readdirSync(REPO_ROOT).filter((d) => d.startsWith('mfe-'))].map((d) => path.join(REPO_ROOT, d, 'src'));

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(tsx?|jsx?)$/.test(entry.name) ? [full] : [];
  });
}

/** Value names a source imports or re-exports from `module` (type-only ones left out). */
export function importedNames(source: string, module: string): string[] {
  const names: string[] = [];
  const quoted = module.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
  const pattern = new RegExp(`(?:import|export)\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*['"]${quoted}['"]`, 'g');
  for (const match of source.matchAll(pattern)) {
    if (match[1]) continue;
    for (const part of match[2]!.split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0]!.trim();
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

const namesOf = (shared: string) => importedNames(fs.readFileSync(FACADES[shared]!, 'utf8'), REAL[shared]!);
const appSources = () => SOURCE_DIRS.flatMap(sourceFiles).map((file) => ({ file, source: fs.readFileSync(file, 'utf8') }));

describe('facade import lists', () => {
  it('reads names from import and export lists, leaving types out', () => {
    const source = "import { Link, type To, useNavigate as go } from 'react-router-dom';\nimport type { Location } from 'react-router-dom';";
    expect(importedNames(source, 'react-router-dom')).toEqual(['Link', 'useNavigate']);
  });
});

describe.each(Object.keys(FACADES))('the %s facade', (shared) => {
  it('exports only names the package has', () => {
    // The CommonJS build node loads has the same exports as the ES one webpack bundles.
    const real = require(shared === 'react-router-dom' ? 'react-router' : shared) as Record<string, unknown>;
    expect(namesOf(shared).length).toBeGreaterThan(5);
    expect(namesOf(shared).filter((name) => real[name] === undefined)).toEqual([]);
  });

  it('has every name an app imports from the package', () => {
    const quoted = shared.replace(/[/.@-]/g, '\\$&');
    const missing = new Set<string>();
    for (const { file, source } of appSources()) {
      expect(source).not.toMatch(new RegExp(`import\\s+\\*\\s+as\\s+\\w+\\s+from\\s+['"]${quoted}['"]`));
      for (const name of importedNames(source, shared)) {
        if (!namesOf(shared).includes(name)) missing.add(`${name} (${path.relative(REPO_ROOT, file)})`);
      }
    }
    expect([...missing]).toEqual([]);
  });
});
