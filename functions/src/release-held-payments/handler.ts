import { defaultDeps } from '../lib/deps';
import { releaseHeldPayments, type ReleaseRun } from './release-held-payments';

/** The schedule's entry (EventBridge rate in serverless.yml; `npm start` invokes it on an interval). */
export async function handler(): Promise<ReleaseRun> {
  const result = await releaseHeldPayments(defaultDeps());
  console.log(JSON.stringify({ level: result.failed.length ? 'error' : 'info', fn: 'release-held-payments', ...result }));
  return result;
}
