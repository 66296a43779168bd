/** @jest-environment node */
/**
 * postgrest.test.ts's suite on a throw-away PostgreSQL (copied from the run's seeded snapshot), so `npm test` checks the
 * REST conformance on both engines. The suite reads its engine when it loads: the flag is set first.
 */
(globalThis as { REST_TEST_DB?: string }).REST_TEST_DB = 'postgres';
// eslint-disable-next-line @typescript-eslint/no-require-imports
require('./postgrest.test');
