import { BYTE_BUDGETS, budgetFailures, budgetLines, KIB, type ByteFigures } from './budgets';

const within: ByteFigures = {
  shellFirstLoadGzip: 150 * KIB,
  landingScriptsBeforeActionGzip: 0,
  sectionFirstScreenGzip: { marketplace: 20 * KIB, learn: 12 * KIB },
  sectionRoutesModuleGzip: { marketplace: 3.8 * KIB, messaging: 3 * KIB },
};

describe('first-load budgets', () => {
  it('passes figures within every budget, the limits themselves included', () => {
    expect(budgetFailures(within)).toEqual([]);
    expect(
      budgetFailures({ ...within, shellFirstLoadGzip: BYTE_BUDGETS.shellFirstLoad, sectionFirstScreenGzip: { learn: BYTE_BUDGETS.sectionFirstScreen } }),
    ).toEqual([]);
  });

  it('fails a shell first load one byte over 160 KiB', () => {
    expect(budgetFailures({ ...within, shellFirstLoadGzip: 160 * KIB + 1 })).toEqual([
      'shell first load: 160.0 KiB gzip is over its 160.0 KiB budget by 0.0 KiB',
    ]);
  });

  it('fails a section whose first screen adds more than 60 KiB, naming it', () => {
    const failures = budgetFailures({ ...within, sectionFirstScreenGzip: { marketplace: 75 * KIB, learn: 12 * KIB } });
    expect(failures).toEqual(['marketplace first screen beyond shared libraries: 75.0 KiB gzip is over its 60.0 KiB budget by 15.0 KiB']);
  });

  it('fails a section whose routes module is over 4 KiB, naming it', () => {
    expect(budgetFailures({ ...within, sectionRoutesModuleGzip: { marketplace: 4 * KIB, messaging: 4 * KIB + 1 } })).toEqual([
      'messaging routes module: 4.0 KiB gzip is over its 4.0 KiB budget by 0.0 KiB',
    ]);
  });

  it('fails a landing page that runs any app script before the visitor acts', () => {
    expect(budgetFailures({ ...within, landingScriptsBeforeActionGzip: 300 })).toHaveLength(1);
  });

  it('lists every figure with its budget, one line per section', () => {
    expect(budgetLines(within).map((l) => [l.what, l.budget])).toEqual([
      ['shell first load', 160 * KIB],
      ['landing: app script run before an action', 0],
      ['marketplace first screen beyond shared libraries', 60 * KIB],
      ['learn first screen beyond shared libraries', 60 * KIB],
      ['marketplace routes module', 4 * KIB],
      ['messaging routes module', 4 * KIB],
    ]);
  });
});
