import { defaultDeps } from '../lib/deps';
import { sendNilReminders } from './nil-reminders';

/** The schedule's entry (EventBridge rate in serverless.yml; `npm start` invokes it on an interval). */
export async function handler(): Promise<{ sent: number }> {
  const result = await sendNilReminders(defaultDeps());
  console.log(JSON.stringify({ level: 'info', fn: 'nil-reminders', ...result }));
  return result;
}
