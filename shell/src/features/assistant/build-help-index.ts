/**
 * Builds the assistant's search index at build time: `npm run build:help-index` writes
 * generated/help-index.ts (the index's JSON as a string) from the help articles, the FAQ and the learning hub's lessons in the seed.
 * A unit test fails when the committed index is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildHelpIndex, helpIndexModule } from './lib/help-index';

const root = path.resolve(__dirname, '../../../..');
const out = path.join(__dirname, 'generated/help-index.ts');
writeFileSync(out, helpIndexModule(buildHelpIndex(readFileSync(path.join(root, 'infra/supabase/seed.sql'), 'utf8'))));
console.log(`wrote ${path.relative(root, out)}`);
