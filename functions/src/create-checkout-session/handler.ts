import { defaultDeps } from '../lib/deps';
import { httpFunction } from '../lib/http';
import { createCheckoutSession } from './create-checkout-session';

export const handler = httpFunction('create-checkout-session', () => defaultDeps().config, (req) => createCheckoutSession(defaultDeps(), req));
