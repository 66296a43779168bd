// Provides the federation runtime packages to remotes (globals.cjs), for the shell on demand
// (provide-runtime-plugin.js) and as the first script of a remote's standalone harness page.
// The ?for-remotes query makes these whole-package copies separate modules: the shell's own, tree-shaken
// ones stay as they are, and in a remote the externals (which match the bare names) do not apply.
// Import order matters: runtime-core reads the other two from their globals in a remote.
import './provide-libraries.js';
import './provide-core.js';
