/** @jest-environment node */
import fs from 'node:fs';
import { generateTypes } from './gen-types';
import { databaseTypesFile } from './paths';
import { freshPglite } from './testing';

jest.setTimeout(120_000);

// The committed types are what `npm run gen:types` writes for the migrations as they are. The seed adds rows, not
// schema: the run's seeded snapshot is introspected (loaded in about 1.5 s, where migrating takes 12 s).
test('shared-ui/src/database.types.ts is up to date with the migrations (else run npm run gen:types)', async () => {
  const db = await freshPglite();
  try {
    const generated = await generateTypes(db);
    expect(fs.readFileSync(databaseTypesFile, 'utf8')).toBe(generated);
  } finally {
    await db.close();
  }
});
