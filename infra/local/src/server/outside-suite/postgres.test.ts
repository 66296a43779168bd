/** @jest-environment node */
/** The outside conformance suite (`suite.ts`) on a throw-away PostgreSQL (copied from the run's seeded snapshot). */
import { outsideSuite } from './suite';

jest.setTimeout(120_000);

outsideSuite('postgres');
