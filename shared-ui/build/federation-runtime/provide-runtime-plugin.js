// A runtime plugin of the host (shell): before the first remote entry loads, it puts the federation runtime
// packages where every remote's externals read them (globals.cjs), so a remote ships only its own code.
// They load on demand, in a chunk of their own: the shell's first load keeps its tree-shaken copy.
let provided = null;

function provideRuntimeForRemotes() {
  provided ??= import(/* webpackChunkName: "federation-runtime-for-remotes" */ './provide-globals.js').catch((error) => {
    provided = null;
    throw error;
  });
  return provided;
}

export default function provideFederationRuntime() {
  return {
    name: 'pitchside-provide-federation-runtime',
    async loadEntry() {
      await provideRuntimeForRemotes();
      // Nothing returned: the runtime loads the entry as usual.
      return undefined;
    },
  };
}
