// The federation settings every app shares. Kept apart from the webpack config so the share list has one home.
const pkg = require('../package.json');

/**
 * Libraries that must exist once in the page: the host's copy serves every remote.
 * zod is deliberately not shared: a shared module cannot be tree-shaken, and all of zod is 88 KiB gzip.
 */
const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react-router-dom',
  'zustand',
  '@tanstack/react-query',
  'styled-components',
  '@supabase/supabase-js',
  'shared-ui',
  'shared-ui/query',
];

function versionOf(name) {
  if (name === 'shared-ui' || name.startsWith('shared-ui/')) return pkg.version;
  const base = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
  const version = pkg.dependencies[base];
  if (!version) throw new Error(`shared-ui/package.json does not pin ${base}, which federation shares`);
  return version;
}

function sharedConfig() {
  return Object.fromEntries(
    SHARED_SINGLETONS.map((name) => [name, { singleton: true, requiredVersion: versionOf(name), version: versionOf(name) }]),
  );
}

/**
 * A remote consumes every shared library from the shell and provides none (`import: false`): the shell
 * provides each singleton before any remote loads, so a remote's copies would never run, and their fallback
 * factories, provide list and chunk map were most of its remoteEntry. The section's standalone harness is a
 * separate build with its own copies (webpack.cjs).
 */
function consumedOnlyConfig() {
  return Object.fromEntries(SHARED_SINGLETONS.map((name) => [name, { singleton: true, requiredVersion: versionOf(name), import: false }]));
}

/** A section remote: exposes its route tree and a manifest the shell finds through /remotes.json. */
function remoteFederation(name) {
  return {
    name,
    filename: 'remoteEntry.js',
    exposes: { './routes': './src/routes.tsx' },
    shared: consumedOnlyConfig(),
    shareStrategy: 'loaded-first',
    manifest: true,
    dts: false,
    // The federation runtime comes from the host (federation-runtime/globals.cjs); a remote consumes no other remote.
    experiments: { optimization: { disableSnapshot: true, disableRemote: true, target: 'web' } },
  };
}

/** The host: no remotes at build time; it registers them at run time from /remotes.json. */
function hostFederation(name) {
  // loaded-first: a shared module loaded after start-up uses the copy already in the page instead of
  // fetching every registered remote's entry to compare versions.
  // The runtime plugin puts the federation runtime where every remote reads it, before the first remote loads.
  return {
    name,
    remotes: {},
    shared: sharedConfig(),
    shareStrategy: 'loaded-first',
    dts: false,
    // Browser only: the runtime's Node.js loaders stay out of the page.
    experiments: { optimization: { target: 'web' } },
    runtimePlugins: [require.resolve('./federation-runtime/provide-runtime-plugin.js'), require.resolve('./federation-runtime/early-manifest-plugin.js')],
  };
}

module.exports = { SHARED_SINGLETONS, sharedConfig, remoteFederation, hostFederation };
