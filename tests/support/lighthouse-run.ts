import type { LighthouseResult } from '@/bench/support/lighthouse'

/** A Lighthouse run for the bench's tests: a clean page at 2,000 of benchmark index, with what the test sets. */
export function lighthouseRun(
  figures: Partial<Omit<LighthouseResult, 'scores'>> & { scores?: Partial<LighthouseResult['scores']> } = {},
): LighthouseResult {
  return {
    path: '/x',
    lcpMs: 2000,
    tbtMs: 200,
    cls: 0,
    layoutShifts: [],
    failing: [],
    warnings: [],
    userAgent: '',
    benchmarkIndex: 2000,
    breakdown: { lcp: [], mainThread: [], scripts: [], longTasks: [], lcpPath: null },
    ...figures,
    scores: { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100, ...figures.scores },
  }
}
