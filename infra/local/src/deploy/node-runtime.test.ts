import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { REPO_ROOT } from '../stack/apps';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const guard = require('../../bin/node-version.cjs') as {
  pinnedNode(): { version: string; major: string };
  nodeVersionProblem(running?: string): string | null;
};

const rootPackage = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8'));

describe('the Node the project runs on', () => {
  test('is the pinned `node` package, Node 24, and engines says the same major', () => {
    const { version, major } = guard.pinnedNode();
    expect(version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(major).toBe('24');
    expect(rootPackage.engines.node).toBe(`${major}.x`);
    // its install script (which fetches the platform binary) is approved explicitly
    expect(rootPackage.allowScripts.node).toBe(true);
  });

  test('is the Node running these tests (npm test and npx put node_modules/.bin first on PATH)', () => {
    expect(process.version.slice(1).split('.')[0]).toBe(guard.pinnedNode().major);
    expect(guard.nodeVersionProblem()).toBeNull();
  });

  test('another major is refused with what to do', () => {
    const problem = guard.nodeVersionProblem('v20.20.2');
    expect(problem).toContain('Pitchside runs on Node 24');
    expect(problem).toContain('v20.20.2');
    expect(problem).toContain('npm rebuild node');
    expect(guard.nodeVersionProblem(`v${guard.pinnedNode().major}.0.1`)).toBeNull();
  });

  test('every Lambda function runs on the same line, bundled for it', () => {
    const config = parse(fs.readFileSync(path.join(REPO_ROOT, 'functions', 'serverless.yml'), 'utf8'));
    const major = guard.pinnedNode().major;
    expect(config.provider.runtime).toBe(`nodejs${major}.x`);
    expect(config.custom.esbuild.target).toBe(`node${major}`);
    for (const [name, fn] of Object.entries<{ runtime?: string }>(config.functions)) {
      expect({ name, runtime: fn.runtime ?? config.provider.runtime }).toEqual({ name, runtime: `nodejs${major}.x` });
    }
  });
});
