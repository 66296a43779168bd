import { amendmentChanges, amendmentFormSchema, amendmentStart, missingDueDates, versionLabel } from './amendment';

const contract = {
  terms: {
    deliverables: [{ title: 'Reel', due_date: '2026-12-10' }],
    usage: { channels: ['tiktok', 'instagram'], months: 6, territory: 'United States', paid_ads_whitelisting: false },
    exclusivity: { category: 'Footwear', months: 3 },
    cancellation: { notice_days: 7, kill_fee_pct: 25 },
  },
};

const parse = (patch: Record<string, unknown>) => amendmentFormSchema.parse({ ...amendmentStart(contract), reason: 'Because', ...patch });

describe('amendments', () => {
  test('the form starts from the contract in force and an unchanged form changes nothing', () => {
    expect(amendmentStart(contract)).toMatchObject({ usage_months: '6', exclusivity_category: 'Footwear', exclusivity_months: '3', notice_days: '7', kill_fee_pct: '25' });
    expect(amendmentChanges(contract, parse({}))).toEqual({});
    // the order channels were ticked in does not matter
    expect(amendmentChanges(contract, parse({ usage_channels: ['instagram', 'tiktok'] }))).toEqual({});
  });

  test('only what differs is sent', () => {
    expect(amendmentChanges(contract, parse({ usage_channels: ['instagram', 'tv'], usage_months: '12' }))).toEqual({ usage: { channels: ['instagram', 'tv'], months: 12 } });
    expect(amendmentChanges(contract, parse({ exclusivity_category: '', exclusivity_months: '' }))).toEqual({ exclusivity: null });
    expect(amendmentChanges(contract, parse({ kill_fee_pct: '30' }))).toEqual({ cancellation: { notice_days: 7, kill_fee_pct: 30 } });
    expect(amendmentChanges(contract, parse({ deliverables: [{ title: 'Reel', due_date: '2026-12-20' }] }))).toEqual({ deliverables: [{ title: 'Reel', due_date: '2026-12-20' }] });
  });

  test('a deliverable without a due date (to be agreed) stays as it is, but a changed list needs every date', () => {
    const open = { terms: { ...contract.terms, deliverables: [{ title: 'Reel', due_date: null }] } };
    const form = amendmentFormSchema.parse({ ...amendmentStart(open), reason: 'Because', kill_fee_pct: '30' });
    expect(amendmentChanges(open, form)).toEqual({ cancellation: { notice_days: 7, kill_fee_pct: 30 } });
    const renamed = amendmentChanges(open, { ...form, deliverables: [{ title: 'Reel and story', due_date: '' }] });
    expect(missingDueDates(renamed)).toBe(true);
    expect(missingDueDates(amendmentChanges(open, { ...form, deliverables: [{ title: 'Reel', due_date: '2026-12-24' }] }))).toBe(false);
  });

  test('the form says what is missing', () => {
    const r = amendmentFormSchema.safeParse({ ...amendmentStart(contract), reason: ' ', exclusivity_months: '' });
    expect(r.success).toBe(false);
    const messages = r.success ? [] : r.error.issues.map((i) => i.message);
    expect(messages).toContain('Say why the terms change');
    expect(messages).toContain('Exclusivity needs both a category and a duration');
  });

  test('versions are named as the parties read them', () => {
    expect(versionLabel(1)).toBe('Version 1 (original)');
    expect(versionLabel(3)).toBe('Amendment 2');
  });
});
