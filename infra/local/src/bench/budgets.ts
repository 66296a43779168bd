/**
 * The first-load budgets (issue 22): gzip bytes of JavaScript, which are the same on every run, so
 * `npm test` enforces them (bench/bundle.ts --check). Timings are printed against their targets only.
 */
export const KIB = 1024;

export const BYTE_BUDGETS = {
  /** What the app needs to take over a pre-rendered page (or render an app page) on a slow phone. */
  shellFirstLoad: 160 * KIB,
  /** What one section adds to reach its first screen, beyond the shared libraries the shell provides. */
  sectionFirstScreen: 60 * KIB,
  /** The landing page is HTML and CSS: no app script runs before a visitor acts. */
  landingScriptsBeforeAction: 0,
  /**
   * A section's remoteEntry and exposed routes module, what the shell fetches to know a section's routes: its
   * own code only, the federation runtime and the shared libraries are the shell's (README, benchmarks).
   */
  sectionRoutesModule: 4 * KIB,
} as const;

/** Targets the bench prints but `npm test` does not enforce: timings vary with a shared CPU. */
export const TARGETS = {
  sectionSwitchWarmMs: 200,
} as const;

export interface ByteFigures {
  shellFirstLoadGzip: number;
  landingScriptsBeforeActionGzip: number;
  /** section -> gzip bytes its first screen loaded from its own origin. */
  sectionFirstScreenGzip: Record<string, number>;
  /** section -> gzip bytes of its remoteEntry and exposed routes module, from its own origin. */
  sectionRoutesModuleGzip: Record<string, number>;
}

export interface BudgetLine {
  what: string;
  gzip: number;
  budget: number;
  over: boolean;
}

/** Every measured figure next to its budget. */
export function budgetLines(figures: ByteFigures): BudgetLine[] {
  const line = (what: string, gzip: number, budget: number): BudgetLine => ({ what, gzip, budget, over: gzip > budget });
  return [
    line('shell first load', figures.shellFirstLoadGzip, BYTE_BUDGETS.shellFirstLoad),
    line('landing: app script run before an action', figures.landingScriptsBeforeActionGzip, BYTE_BUDGETS.landingScriptsBeforeAction),
    ...Object.entries(figures.sectionFirstScreenGzip).map(([section, gzip]) =>
      line(`${section} first screen beyond shared libraries`, gzip, BYTE_BUDGETS.sectionFirstScreen),
    ),
    ...Object.entries(figures.sectionRoutesModuleGzip).map(([section, gzip]) => line(`${section} routes module`, gzip, BYTE_BUDGETS.sectionRoutesModule)),
  ];
}

export const formatKib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;

/** One message per figure over its budget; empty when every figure is within. */
export function budgetFailures(figures: ByteFigures): string[] {
  return budgetLines(figures)
    .filter((l) => l.over)
    .map((l) => `${l.what}: ${formatKib(l.gzip)} gzip is over its ${formatKib(l.budget)} budget by ${formatKib(l.gzip - l.budget)}`);
}
