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
 * The CommonJS build of a package (its "require" export): a copy apart from the ES modules the shell's own
 * runtime is tree-shaken from, so providing the whole package to remotes leaves that copy as small as it was.
 */
function commonJsFile(pkg) {
  const path = require('node:path');
  const fs = require('node:fs');
  let dir = path.dirname(require.resolve(pkg));
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return path.join(dir, manifest.exports['.'].require.default);
}

/** `pitchside-federation-runtime/<name>` -> the package's CommonJS build, for provide-*.js. */
function runtimeAliases() {
  return Object.fromEntries(Object.keys(RUNTIME_GLOBALS).map((pkg) => [`pitchside-federation-runtime/${pkg.split('/')[1]}$`, commonJsFile(pkg)]));
}

module.exports = { RUNTIME_GLOBALS, remoteRuntimeExternals, runtimeAliases };
