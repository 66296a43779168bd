import { defaultDeps } from '../lib/deps';
import { httpFunction } from '../lib/http';
import { withdrawFromDeal } from './withdraw-from-deal';

export const handler = httpFunction('withdraw-from-deal', () => defaultDeps().config, (req) => withdrawFromDeal(defaultDeps(), req));
