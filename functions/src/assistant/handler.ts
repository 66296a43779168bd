import { defaultDeps } from '../lib/deps';
import { httpFunction } from '../lib/http';
import { assistant, providerFrom } from './assistant';

const origins = () => ({ siteOrigins: (process.env.SITE_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean) });

export const handler = httpFunction('assistant', origins, (req) => assistant({ provider: providerFrom(process.env), fetch, account: defaultDeps }, req));
