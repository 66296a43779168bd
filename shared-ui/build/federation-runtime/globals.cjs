// The federation runtime packages the host bundles once and every remote reads from the page, by global name.
// Only stateless packages: @module-federation/runtime and the webpack bundler runtime keep a module-level
// "current instance", so each build keeps its own small copy of those two.
const RUNTIME_GLOBALS = {
  // The name @module-federation/enhanced's own experiments.externalRuntime uses.
  '@module-federation/runtime-core': '_FEDERATION_RUNTIME_CORE',
  '@module-federation/sdk': '_PITCHSIDE_FEDERATION_SDK',
  '@module-federation/error-codes': '_PITCHSIDE_FEDERATION_ERROR_CODES',
};

/** webpack externals for a remote: each package becomes a read of its global. */
function remoteRuntimeExternals() {
  return Object.fromEntries(Object.entries(RUNTIME_GLOBALS).map(([pkg, global]) => [pkg, `global ${global}`]));
}

/**
 * Aliases that reach the real packages under names the externals do not match: the standalone harness
 * (a remote opened on its own origin, with no host in the page) provides the globals itself.
 */
function standaloneAliases() {
  return {
    'pitchside-federation-runtime/sdk$': require.resolve('@module-federation/sdk').replace(/index\.cjs$/, 'index.js'),
    'pitchside-federation-runtime/error-codes$': require.resolve('@module-federation/error-codes').replace(/index\.cjs$/, 'index.mjs'),
    'pitchside-federation-runtime/runtime-core$': require.resolve('@module-federation/runtime-core').replace(/index\.cjs$/, 'index.js'),
  };
}

module.exports = { RUNTIME_GLOBALS, remoteRuntimeExternals, standaloneAliases };
