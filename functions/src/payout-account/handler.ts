import { defaultDeps } from '../lib/deps';
import { httpFunction } from '../lib/http';
import { payoutAccount } from './payout-account';

export const handler = httpFunction('payout-account', () => defaultDeps().config, (req) => payoutAccount(defaultDeps(), req));
