import { defaultDeps } from '../lib/deps';
import { httpFunction } from '../lib/http';
import { releaseDealPayment } from './release-deal-payment';

export const handler = httpFunction('release-deal-payment', () => defaultDeps().config, (req) => releaseDealPayment(defaultDeps(), req));
