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

/** The ES module file of a package (its "import" export), which a `?query` can follow: the exports field refuses one. */
function esmFile(pkg) {
  const path = require('node:path');
  const fs = require('node:fs');
  let dir = path.dirname(require.resolve(pkg));
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return path.join(dir, manifest.exports['.'].require.default);
}

/** `pitchside-federation-runtime/<name>` -> the package's ES module file, for provide-*.js. */
function runtimeAliases() {
  return Object.fromEntries(Object.keys(RUNTIME_GLOBALS).map((pkg) => [`pitchside-federation-runtime/${pkg.split('/')[1]}$`, esmFile(pkg)]));
}

module.exports = { RUNTIME_GLOBALS, remoteRuntimeExternals, runtimeAliases };
