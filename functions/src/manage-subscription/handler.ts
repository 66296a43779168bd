import { defaultDeps } from '../lib/deps';
import { httpFunction } from '../lib/http';
import { manageSubscription } from './manage-subscription';

export const handler = httpFunction('manage-subscription', () => defaultDeps().config, (req) => manageSubscription(defaultDeps(), req));
