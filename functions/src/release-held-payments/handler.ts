import { defaultDeps } from '../lib/deps';
import { releaseHeldPayments } from './release-held-payments';

/** The schedule's entry (EventBridge rate in serverless.yml; `npm start` invokes it on an interval). */
export async function handler(): Promise<Awaited<ReturnType<typeof releaseHeldPayments>>> {
  const result = await releaseHeldPayments(defaultDeps());
  console.log(JSON.stringify({ level: 'info', fn: 'release-held-payments', ...result }));
  return result;
}
