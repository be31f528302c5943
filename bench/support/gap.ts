// A page against the minimal page, Lighthouse figure by figure: the median of
// the page's runs beside the median of the minimal page's runs taken just
// before each of them (so a noisy stretch of the machine hits both), and
// whether the gap is within the targets.

import type { LighthouseResult } from './lighthouse'

/** How far an indexable page may fall behind the minimal page of the same build, same run. */
export const gapTargets = { performancePoints: 2, lcpMs: 250, tbtMs: 50 } as const
/** No page may load more than this much JavaScript (KB gzip) beyond the minimal page. */
export const jsOverKb = 30
/** A page's runs (and its paired minimal runs) are redone when the machine's speed varied more than this. */
export const maxIndexSpread = 1.3

export type Figures = {
  performance: number | null
  accessibility: number | null
  bestPractices: number | null
  seo: number | null
  lcpMs: number | null
  tbtMs: number | null
  cls: number | null
}

export type PageComparison = {
  page: Figures
  minimal: Figures
  /** Page minus minimal: performance points (negative: behind), LCP and TBT milliseconds (positive: slower). */
  gap: { performance: number | null; lcpMs: number | null; tbtMs: number | null }
  /** The targets this page misses, in words; empty when it meets them all. */
  missed: string[]
  /** Lighthouse's benchmark index of every run compared (the page's and the minimal page's). */
  indices: number[]
  /** Max ÷ min of those indices above maxIndexSpread: the machine's speed changed during the measurement. */
  noisy: boolean
}

export function median(values: (number | null)[]): number | null {
  const known = values.filter((value): value is number => value !== null).sort((a, b) => a - b)
  if (!known.length) return null
  const middle = Math.floor(known.length / 2)
  return known.length % 2 ? known[middle]! : (known[middle - 1]! + known[middle]!) / 2
}

/** Each figure's median over the runs, taken separately (not the figures of one median run). */
export function medianFigures(runs: LighthouseResult[]): Figures {
  const of = (pick: (run: LighthouseResult) => number | null) => median(runs.map(pick))
  return {
    performance: of((run) => run.scores.performance),
    accessibility: of((run) => run.scores.accessibility),
    bestPractices: of((run) => run.scores['best-practices']),
    seo: of((run) => run.scores.seo),
    lcpMs: of((run) => run.lcpMs),
    tbtMs: of((run) => run.tbtMs),
    cls: of((run) => run.cls),
  }
}

export function indexSpread(indices: number[]): number {
  return indices.length ? Math.max(...indices) / Math.min(...indices) : 1
}

const minus = (a: number | null, b: number | null) => (a === null || b === null ? null : a - b)

/** A gap rounded, with a plus sign when positive: "+12", "-3" (the summary's and the missed list's style). */
export const signedRound = (value: number) => `${value > 0 ? '+' : ''}${Math.round(value)}`

/** The gap targets (performance, LCP, TBT) a gap misses, in words. */
export function missedGaps(gap: PageComparison['gap']): string[] {
  const missed: string[] = []
  if (gap.performance === null || gap.performance < -gapTargets.performancePoints)
    missed.push(`performance ${gap.performance === null ? '?' : signedRound(gap.performance)}`)
  if (gap.lcpMs === null || gap.lcpMs > gapTargets.lcpMs)
    missed.push(`LCP ${gap.lcpMs === null ? '?' : signedRound(gap.lcpMs)} ms`)
  if (gap.tbtMs === null || gap.tbtMs > gapTargets.tbtMs)
    missed.push(`TBT ${gap.tbtMs === null ? '?' : signedRound(gap.tbtMs)} ms`)
  return missed
}

export function comparePage(pageRuns: LighthouseResult[], minimalRuns: LighthouseResult[]): PageComparison {
  const page = medianFigures(pageRuns)
  const minimal = medianFigures(minimalRuns)
  const gap = {
    performance: minus(page.performance, minimal.performance),
    lcpMs: minus(page.lcpMs, minimal.lcpMs),
    tbtMs: minus(page.tbtMs, minimal.tbtMs),
  }
  const missed = missedGaps(gap)
  for (const [name, score] of [
    ['accessibility', page.accessibility],
    ['best practices', page.bestPractices],
    ['SEO', page.seo],
  ] as const)
    if (score !== 100) missed.push(`${name} ${score ?? '?'}`)
  // Lighthouse reports a few ten-thousandths for shifts no one sees; CLS shows with 3 decimals.
  if (page.cls === null || page.cls >= 0.0005) missed.push(`CLS ${page.cls?.toFixed(3) ?? '?'}`)

  const indices = [...pageRuns, ...minimalRuns]
    .map((run) => run.benchmarkIndex)
    .filter((value): value is number => value !== null)
  return { page, minimal, gap, missed, indices, noisy: indexSpread(indices) > maxIndexSpread }
}

/**
 * The minimal page measured as if it were one of the pages: the same page on both
 * sides, so its gaps are what this measure gives when there is no difference.
 */
export type ControlSummary = {
  measured: number
  /** How many of them met the gap targets (their SEO score is a noindex page's, so only the gaps count). */
  met: number
  /** Lowest and highest gap seen, or null when none was measured. */
  performance: [number, number] | null
  lcpMs: [number, number] | null
  tbtMs: [number, number] | null
}

export function summarizeControls(comparisons: PageComparison[]): ControlSummary {
  const range = (pick: (gap: PageComparison['gap']) => number | null): [number, number] | null => {
    const values = comparisons.map((comparison) => pick(comparison.gap)).filter((value) => value !== null)
    return values.length ? [Math.min(...values), Math.max(...values)] : null
  }
  return {
    measured: comparisons.length,
    met: comparisons.filter((comparison) => missedGaps(comparison.gap).length === 0).length,
    performance: range((gap) => gap.performance),
    lcpMs: range((gap) => gap.lcpMs),
    tbtMs: range((gap) => gap.tbtMs),
  }
}
