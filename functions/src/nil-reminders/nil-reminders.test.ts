/** @jest-environment node */
import { startHarness, type Harness } from '../testing/harness';
import { sendNilReminders } from './nil-reminders';

jest.setTimeout(120_000);
const RILEY = '10000000-0000-4000-8000-000000000170';

describe('nilReminders (scheduled)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  test("reminds the seeded Division I athlete once per unreported flagged deal, never twice", async () => {
    const first = await sendNilReminders(h.deps);
    expect(first.sent).toBeGreaterThanOrEqual(1);
    const { data, error } = await h.deps.db
      .from('notifications')
      .select('title, action_url, metadata')
      .eq('user_id', RILEY)
      .eq('metadata->>kind', 'nil_reminder');
    expect(error).toBeNull();
    // the overdue Volt Tech deal, and the Stride Apparel one when today is its business day 3
    expect(data!.length).toBeGreaterThanOrEqual(1);
    expect(data![0]).toMatchObject({ title: 'Report your NIL deal to NIL Go', action_url: '/nil' });
    expect(await sendNilReminders(h.deps)).toEqual({ sent: 0 });
  });
});
