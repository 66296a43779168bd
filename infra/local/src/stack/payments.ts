import { randomBytes } from 'node:crypto';
import { startStripeStandIn, type StripeStandIn } from '../stripe/server';
import type { ChildService } from './child-service';

/** The Stripe stand-in's port: STRIPE_PORT, or three above the functions' port. */
export function stripePort(functionsPort: number, env: NodeJS.ProcessEnv = process.env): number {
  return Number(env.STRIPE_PORT || functionsPort + 3);
}

/** True when a real Stripe key is configured: then the functions talk to Stripe and no stand-in runs. */
export const realStripe = (env: NodeJS.ProcessEnv = process.env) => !!env.STRIPE_SECRET_KEY;

/** The functions' Stripe settings for the stand-in: the real SDK pointed at it, with this run's webhook secret. */
export interface StandInSettings {
  env: Record<string, string>;
  start(): Promise<StripeStandIn>;
}

export function stripeStandIn(functionsPort: number, log: (line: string) => void = console.log): StandInSettings {
  const port = stripePort(functionsPort);
  const webhookSecret = `whsec_local_${randomBytes(24).toString('hex')}`;
  return {
    env: {
      STRIPE_SECRET_KEY: 'sk_test_local',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(port),
      STRIPE_API_PROTOCOL: 'http',
    },
    start: () =>
      startStripeStandIn({ port, webhookUrl: `http://127.0.0.1:${functionsPort}/stripe-webhook`, webhookSecret, log: (l) => log(`[stripe] ${l}`) }),
  };
}

/**
 * EventBridge's part locally: invokes a scheduled function through serverless-offline's Lambda endpoint
 * (the AWS SDK's Invoke path) on an interval.
 */
export function scheduleFunction(functionsPort: number, name: string, everyMs: number, log: (line: string) => void = console.log): ChildService {
  const url = `http://127.0.0.1:${functionsPort + 2}/2015-03-31/functions/pitchside-functions-local-${name}/invocations`;
  const run = async () => {
    try {
      const res = await fetch(url, { method: 'POST', body: '{}', signal: AbortSignal.timeout(60_000) });
      if (!res.ok) log(`[schedule] ${name}: answered ${res.status}`);
    } catch (e) {
      log(`[schedule] ${name}: ${(e as Error).message}`);
    }
  };
  const timer = setInterval(() => void run(), everyMs);
  timer.unref();
  return { name: `schedule ${name}`, stop: async () => clearInterval(timer) };
}
