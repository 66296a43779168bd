import type Stripe from 'stripe';
import { createServiceDb, createStripe, type Db } from './clients';
import { readConfig, type FunctionsConfig } from './config';
import { once } from './http';

/** What every function is handed: tests build their own with a local database and the local Stripe. */
export interface Deps {
  config: FunctionsConfig;
  db: Db;
  stripe: Stripe;
  now: () => Date;
}

export const defaultDeps = once((): Deps => {
  const config = readConfig();
  return { config, db: createServiceDb(config), stripe: createStripe(config), now: () => new Date() };
});
