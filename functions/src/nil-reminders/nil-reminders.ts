import { z } from 'zod';
import type { Deps } from '../lib/deps';

/**
 * Scheduled: the NIL day-3 reminder. The database decides who is due (send_nil_reminders(): Division I athletes'
 * unreported flagged deals from business day 3 on) and writes each notification once; this only calls it with the
 * service role, which is the one role allowed to.
 */
export async function sendNilReminders(deps: Deps): Promise<{ sent: number }> {
  const { data, error } = await deps.db.rpc('send_nil_reminders');
  if (error) throw error;
  return { sent: z.number().int().nonnegative().parse(data) };
}
