import { reportInputSchema } from './report-create-mutation';
import { REPORT_NOTE_MAX } from './reasons';

const base = { targetType: 'deal', targetId: '30000000-0000-4000-8000-000000000001', reason: 'scam', note: '' };

describe('report input', () => {
  test('a reason from the list and an optional note are enough; the note is trimmed', () => {
    expect(reportInputSchema.parse({ ...base, note: '  Asks for a fee up front  ' })).toEqual({ ...base, note: 'Asks for a fee up front' });
  });
  test('no reason, an unknown reason, an overlong note or an unknown target are refused with a message', () => {
    const message = (input: unknown) => reportInputSchema.safeParse(input).error?.issues[0]?.message;
    expect(message({ ...base, reason: '' })).toBe('Choose a reason');
    expect(message({ ...base, reason: 'boring' })).toBe('Choose a reason');
    expect(message({ ...base, note: 'x'.repeat(REPORT_NOTE_MAX + 1) })).toBe(`Keep the note under ${REPORT_NOTE_MAX} characters`);
    expect(message({ ...base, targetId: 'not-an-id' })).toBe('This item cannot be reported');
    expect(reportInputSchema.safeParse({ ...base, targetType: 'event' }).success).toBe(false);
  });
});
