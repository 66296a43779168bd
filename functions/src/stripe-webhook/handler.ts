import { defaultDeps } from '../lib/deps';
import { httpFunction } from '../lib/http';
import { stripeWebhook } from './stripe-webhook';

export const handler = httpFunction('stripe-webhook', () => defaultDeps().config, (req) => stripeWebhook(defaultDeps(), req));
