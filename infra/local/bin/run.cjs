#!/usr/bin/env node
// Usage: node infra/local/bin/run.cjs <file.ts> [args...]: runs a TypeScript entry point of the project.
const path = require('node:path');
require('./node-version.cjs').assertPinnedNode();
require('./swc-register.cjs');

const [entry, ...rest] = process.argv.slice(2);
if (!entry) {
  console.error('Usage: node infra/local/bin/run.cjs <file.ts> [args...]');
  process.exit(2);
}
process.argv = [process.argv[0], path.resolve(entry), ...rest];
require(path.resolve(entry));
