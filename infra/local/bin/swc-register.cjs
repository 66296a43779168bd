// Lets Node run the project's TypeScript directly: each .ts file is transpiled by swc on require.
// Type-checking is tsc's job (`npm run typecheck`); this only strips types.
const fs = require('node:fs');
const { transformSync } = require('@swc/core');

function compile(module, filename) {
  const source = fs.readFileSync(filename, 'utf8');
  const { code } = transformSync(source, {
    filename,
    sourceMaps: 'inline',
    module: { type: 'commonjs' },
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', tsx: filename.endsWith('.tsx') },
      transform: { react: { runtime: 'automatic' } },
    },
  });
  module._compile(code, filename);
}

require.extensions['.ts'] = compile;
require.extensions['.tsx'] = compile;
process.setSourceMapsEnabled?.(true);
