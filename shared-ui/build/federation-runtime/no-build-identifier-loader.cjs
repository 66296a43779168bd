// For the remotes' copy of @module-federation/runtime that the shell provides (globals.cjs): the shell's build
// defines FEDERATION_BUILD_IDENTIFIER as its own id, and with it the copy's init would find the shell's
// federation instance for every remote instead of the remote's own (RUNTIME-010). Without an identifier, init
// finds a remote's instance by its name, as a build without an identifier does.
const BUILD_IDENTIFIER = /typeof FEDERATION_BUILD_IDENTIFIER !== "undefined" \? FEDERATION_BUILD_IDENTIFIER : ""/;

module.exports = function noBuildIdentifier(source) {
  if (!BUILD_IDENTIFIER.test(source)) {
    throw new Error(`${this.resourcePath} no longer reads FEDERATION_BUILD_IDENTIFIER as no-build-identifier-loader.cjs expects`);
  }
  return source.replace(BUILD_IDENTIFIER, '""');
};
