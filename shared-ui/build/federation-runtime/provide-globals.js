// Provides the federation runtime packages to remotes (globals.cjs), for the shell on demand
// (provide-runtime-plugin.js) and as the first script of a remote's standalone harness page.
// The pitchside-federation-runtime/* names (globals.cjs) reach the packages' CommonJS builds: whole-package
// copies apart from the shell's own tree-shaken ones, and in a remote the externals (bare names) do not apply.
// Import order matters: runtime-core reads the other two from their globals in a remote.
import './provide-libraries.js';
import './provide-core.js';
