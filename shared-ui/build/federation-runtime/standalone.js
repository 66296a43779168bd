// The first script of a remote's standalone harness page (no host in the page): provides the federation
// runtime packages that its remoteEntry and main.js read from globals. Import order matters.
import './standalone-provide-libraries.js';
import './standalone-provide-core.js';
