/** @jest-environment node */
/** The outside conformance suite (`suite.ts`) on PGlite. */
import { outsideSuite } from './suite';

jest.setTimeout(120_000);

outsideSuite('pglite');
