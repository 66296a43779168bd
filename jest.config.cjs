// One jest run for the whole repo, one project per workspace (`--selectProjects <workspace>` runs one).
// Only on the project's pinned Node (infra/local/bin/node-version.cjs): `npx jest` and `npm test` run it.
require('./infra/local/bin/node-version.cjs').assertPinnedNode();

const swc = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
    },
    module: { type: 'commonjs' },
  },
];

const web = (name) => ({
  displayName: name,
  testEnvironment: 'jsdom',
  roots: [`<rootDir>/${name}/src`],
  transform: { '^.+\\.(t|j)sx?$': swc },
  setupFiles: ['<rootDir>/shared-ui/test/setup-env.cjs'],
  setupFilesAfterEnv: ['<rootDir>/shared-ui/test/setup-dom.cjs'],
});

const node = (name, roots) => ({
  displayName: name,
  testEnvironment: 'node',
  roots: roots.map((r) => `<rootDir>/${r}`),
  transform: { '^.+\\.(t|j)sx?$': swc },
});

module.exports = {
  // One worker more than the 2-core machine's cores: a suite on the throw-away PostgreSQL server waits on that
  // server's process, and the third worker fills the gap (the whole run 267-337 s, against 303-331 s with two
  // workers; four took 301 s).
  maxWorkers: 3,
  // A component test renders lazy routes and may wait on a loaded 2-core machine; the database suites set their own.
  testTimeout: 20_000,
  // Every suite's fresh seeded PGlite loads one snapshot made in this run (infra/local/src/db/test-snapshot.ts).
  globalSetup: '<rootDir>/infra/local/test/global-setup.cjs',
  globalTeardown: '<rootDir>/infra/local/test/global-teardown.cjs',
  projects: [
    web('shared-ui'),
    web('shell'),
    web('mfe-marketplace'),
    web('mfe-community'),
    web('mfe-learn'),
    web('mfe-messaging'),
    web('mfe-onboarding'),
    node('infra', ['infra/local/src', 'infra/supabase']),
    node('functions', ['functions/src']),
  ],
};
