import { defaultDeps } from '../lib/deps';
import { httpFunction } from '../lib/http';
import { createPayment } from './create-payment';

export const handler = httpFunction('create-payment', () => defaultDeps().config, (req) => createPayment(defaultDeps(), req));
