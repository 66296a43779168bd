// A runtime plugin of the host (shell): before the first remote entry loads, it puts the webpack bundler
// runtime where every remote's externals read it (globals.cjs), so a remote ships only its own code.
// It loads on demand, in a chunk of its own: the shell's first load keeps its own tree-shaken runtime.
let provided = null;

function provideRuntimeForRemotes() {
  provided ??= import(/* webpackChunkName: "federation-runtime-for-remotes" */ './provide-bundler-runtime.js').catch((error) => {
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
