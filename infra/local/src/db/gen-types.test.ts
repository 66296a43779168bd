/** @jest-environment node */
import fs from 'node:fs';
import { generateTypes } from './gen-types';
import { databaseTypesFile } from './paths';
import { freshPglite } from './testing';

jest.setTimeout(120_000);

// The committed types are what `npm run gen:types` writes for the migrations as they are: one unseeded database
// (the run's migrated snapshot, loaded in about a second where migrating takes 12 s), introspected once.
test('shared-ui/src/database.types.ts is up to date with the migrations (else run npm run gen:types)', async () => {
  const db = await freshPglite({ seed: false });
  try {
    const generated = await generateTypes(db);
    expect(fs.readFileSync(databaseTypesFile, 'utf8')).toBe(generated);
  } finally {
    await db.close();
  }
});
