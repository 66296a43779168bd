import { defaultDeps } from '../lib/deps';
import { httpFunction } from '../lib/http';
import { refundDealPayment } from './refund-deal-payment';

export const handler = httpFunction('refund-deal-payment', () => defaultDeps().config, (req) => refundDealPayment(defaultDeps(), req));
