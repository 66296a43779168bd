import { defaultDeps } from '../lib/deps';
import { httpFunction } from '../lib/http';
import { attachContractAddendum } from './contract-addendum';

export const handler = httpFunction('contract-addendum', () => defaultDeps().config, (req) => attachContractAddendum(defaultDeps(), req));
