// Lighthouse with its default configuration (mobile form factor, simulated
// throttling), in Debian's Chromium started once by chrome-launcher. Runs are
// sequential: one page at a time. On request, the same slow phone is applied
// to the load itself instead of simulated from an unthrottled one.

import * as chromeLauncher from 'chrome-launcher'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromiumFlags, chromiumPath } from '../../e2e/chromium'
import { forgetProcess, guardDirectory, guardProcess, killGroup, onCleanup } from './cleanup'
import { lcpPathOf, type LcpPath } from './lcp-path'

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export type Category = (typeof categories)[number]

/**
 * How Lighthouse slows the load down to a phone's. `simulated` is its default (and
 * PageSpeed Insights'): the load runs at full speed and Lantern replays it on a slow
 * phone. `applied` (its `devtools` method) slows the real load: 4× CPU, slow 4G per
 * request. Same figures, without Lantern's guess of what the slow load would have
 * waited for.
 */
export const throttlings = ['simulated', 'applied'] as const
export type Throttling = (typeof throttlings)[number]

export const categoryTitles: Record<Category, string> = {
  performance: 'Performance',
  accessibility: 'Accessibility',
  'best-practices': 'Best practices',
  seo: 'SEO',
}

type Lighthouse = (typeof import('lighthouse'))['default']
type Lhr = NonNullable<Awaited<ReturnType<Lighthouse>>>['lhr']

// Lighthouse is loaded with a dynamic import() on purpose. A static import from
// this CommonJS-compiled .ts file makes tsx convert Lighthouse itself with
// esbuild's keepNames, which wraps named inner functions in `__name(...)`;
// Lighthouse then sends those functions' source to the page, where `__name`
// does not exist ("ReferenceError: __name is not defined"). import() lets
// Node load Lighthouse's own, untransformed ES modules.
let loaded: Promise<Lighthouse> | undefined
const loadLighthouse = () => (loaded ??= import('lighthouse').then((module) => module.default))

export type FailingAudit = {
  category: Category
  id: string
  title: string
  /** 0–1, or null when the audit itself errored. */
  score: number | null
  /** The audit's weight in the category score (0: shown, but not counted). */
  weight: number
  displayValue?: string
  error?: string
  /** The first few offending items (elements, links, issues…), as Lighthouse lists them. */
  items: string[]
}

export type LighthouseResult = {
  path: string
  /** 0–100, null when Lighthouse could not score the category. */
  scores: Record<Category, number | null>
  lcpMs: number | null
  cls: number | null
  /** When the run's CLS is above 0: each shift's element, score and cause, as Lighthouse lists them. */
  layoutShifts: string[]
  tbtMs: number | null
  failing: FailingAudit[]
  warnings: string[]
  userAgent: string
  /** Lighthouse's measure of this machine's CPU speed (higher is faster; ~1000+ for a desktop). */
  benchmarkIndex: number | null
  /** Where the time went, to explain a gap: Lighthouse's own diagnostics of this run (CPU times already slowed down 4×). */
  breakdown: TimeBreakdown
}

export type TimeBreakdown = {
  /** The LCP element and its phases. */
  lcp: string[]
  /** Main-thread time by kind of work (mainthread-work-breakdown), largest first. */
  mainThread: { work: string; ms: number }[]
  /** Main-thread time by script (bootup-time): total, evaluation, parse and compile. */
  scripts: { url: string; totalMs: number; scriptingMs: number; parseMs: number }[]
  /** The longest main-thread tasks (long-tasks): what ran them and for how long. */
  longTasks: { url: string; startMs: number; ms: number }[]
  /** The requests and main-thread time that Lighthouse's simulated LCP is made of (null if it could not be read, or under applied throttling). */
  lcpPath: LcpPath | null
}

export type LighthouseBrowser = {
  run: (url: string) => Promise<LighthouseResult>
  close: () => Promise<void>
}

export async function launchLighthouseBrowser(
  throttling: Throttling = 'simulated',
): Promise<LighthouseBrowser> {
  // Our own profile folder, so that the watchdog can remove it too.
  const profile = mkdtempSync(path.join(os.tmpdir(), 'sec-bench-chromium-'))
  guardDirectory(profile)
  const removeProfile = () => rmSync(profile, { recursive: true, force: true })
  let chrome: chromeLauncher.LaunchedChrome
  try {
    chrome = await chromeLauncher.launch({
      chromePath: chromiumPath,
      chromeFlags: ['--headless=new', ...chromiumFlags],
      userDataDir: profile,
      logLevel: 'error',
      // ./cleanup.ts stops it on Ctrl-C, together with the server.
      handleSIGINT: false,
    })
  } catch (error) {
    removeProfile()
    throw error
  }
  guardProcess(chrome.pid)
  const stop = async () => {
    chrome.kill()
    forgetProcess(chrome.pid)
    // Chromium may still be writing its profile for a moment after the kill.
    await new Promise((resolve) => setTimeout(resolve, 300))
    removeProfile()
  }
  const unregister = onCleanup('Lighthouse Chromium', stop, () => {
    killGroup(chrome.pid, 'SIGKILL')
    removeProfile()
  })

  return {
    run: (url) => runLighthouse(url, chrome.port, throttling),
    close: async () => {
      await stop()
      unregister()
    },
  }
}

async function runLighthouse(url: string, port: number, throttling: Throttling): Promise<LighthouseResult> {
  const lighthouse = await loadLighthouse()
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...categories],
    throttlingMethod: throttling === 'applied' ? 'devtools' : 'simulate',
  })
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`)
  const { lhr } = result
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`)

  const scores = Object.fromEntries(
    categories.map((id) => {
      const score = lhr.categories[id]?.score
      return [id, typeof score === 'number' ? Math.round(score * 100) : null]
    }),
  ) as Record<Category, number | null>

  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue
    return typeof value === 'number' ? value : null
  }

  const cls = numeric('cumulative-layout-shift')
  return {
    path: new URL(url).pathname,
    scores,
    lcpMs: numeric('largest-contentful-paint'),
    cls,
    layoutShifts: (cls ?? 0) > 0 ? layoutShiftLines(lhr) : [],
    tbtMs: numeric('total-blocking-time'),
    failing: categories.flatMap((id) =>
      scores[id] !== null && scores[id] < 100 ? failingAudits(lhr, id) : [],
    ),
    warnings: lhr.runWarnings.map(String),
    userAgent: lhr.environment.hostUserAgent,
    benchmarkIndex:
      typeof lhr.environment.benchmarkIndex === 'number' ? Math.round(lhr.environment.benchmarkIndex) : null,
    breakdown: {
      ...timeBreakdown(lhr),
      // Only a simulated LCP is built from Lantern's graph.
      lcpPath:
        throttling === 'simulated'
          ? await lcpPathOf(result.artifacts, lhr.configSettings, observedLcpMs(lhr))
          : null,
    },
  }
}

/** The rows of an audit's details table. */
function auditItems(lhr: Lhr, id: string): Record<string, Json>[] {
  const details: Json = lhr.audits[id]?.details
  return isRecord(details) && Array.isArray(details.items) ? details.items.filter(isRecord) : []
}

/**
 * Each layout shift of the run: the element that moved most, the shift's
 * score and, where Lighthouse found one, its cause. Lighthouse counts this
 * audit as informative while CLS is under 0.1, so the failing audits never
 * show it; the target is 0, so any shift is kept.
 */
function layoutShiftLines(lhr: Lhr, limit = 5): string[] {
  return auditItems(lhr, 'layout-shifts')
    .slice(0, limit)
    .map((item) => {
      const subItems =
        isRecord(item.subItems) && Array.isArray(item.subItems.items) ? item.subItems.items : []
      const causes = subItems
        .filter(isRecord)
        .map((sub) => [describeValue(sub.cause), describeValue(sub.extra)].filter(Boolean).join(': '))
      const score = typeof item.score === 'number' ? item.score.toFixed(3) : '?'
      const element = describeValue(item.node) || 'an element Lighthouse could not name'
      return truncate([element, `score ${score}`, ...causes].join(' — '), 200)
    })
}

/** The largest paint of the real, unthrottled load (Lighthouse's `metrics` audit). */
function observedLcpMs(lhr: Lhr): number | null {
  const value = auditItems(lhr, 'metrics')[0]?.observedLargestContentfulPaint
  return typeof value === 'number' ? Math.round(value) : null
}

function timeBreakdown(lhr: Lhr): Omit<TimeBreakdown, 'lcpPath'> {
  const items = (id: string) => auditItems(lhr, id)
  const number = (value: Json) => (typeof value === 'number' ? Math.round(value) : 0)
  const text = (value: Json) => (typeof value === 'string' ? value : '')
  return {
    lcp: [
      ...summarizeDetails(lhr.audits['largest-contentful-paint-element']?.details, 1),
      ...summarizeDetails(lhr.audits['lcp-breakdown-insight']?.details, 1),
    ],
    mainThread: items('mainthread-work-breakdown')
      .map((item) => ({ work: text(item.groupLabel) || text(item.group), ms: number(item.duration) }))
      .sort((a, b) => b.ms - a.ms),
    scripts: items('bootup-time').map((item) => ({
      url: text(item.url),
      totalMs: number(item.total),
      scriptingMs: number(item.scripting),
      parseMs: number(item.scriptParseCompile),
    })),
    longTasks: items('long-tasks')
      .slice(0, 5)
      .map((item) => ({ url: text(item.url), startMs: number(item.startTime), ms: number(item.duration) })),
  }
}

const notScored = new Set(['notApplicable', 'informative', 'manual'])

/** The audits that keep a category below 100: heaviest first, then in Lighthouse's order. */
function failingAudits(lhr: Lhr, category: Category): FailingAudit[] {
  const refs = lhr.categories[category]?.auditRefs ?? []
  const failing: FailingAudit[] = []
  for (const ref of refs) {
    // Hidden audits (the performance "insights" duplicates) are not shown in Lighthouse's report either.
    if (ref.group === 'hidden') continue
    const audit = lhr.audits[ref.id]
    if (!audit || notScored.has(audit.scoreDisplayMode)) continue
    const errored = audit.scoreDisplayMode === 'error'
    if (!errored && (audit.score === null || audit.score >= 1)) continue
    failing.push({
      category,
      id: audit.id,
      title: audit.title,
      score: audit.score,
      weight: ref.weight,
      displayValue: audit.displayValue,
      error: errored ? (audit.errorMessage ?? 'audit error') : undefined,
      items: category !== 'performance' || withItems.has(audit.id) ? summarizeDetails(audit.details) : [],
    })
  }
  return failing.sort((a, b) => b.weight - a.weight)
}

// Performance audits list long tables of URLs; only these ones say something short and useful.
const withItems = new Set(['largest-contentful-paint-element', 'layout-shifts'])

type Json = unknown

/** One short line per item of an audit's details table (at most `limit`), from the columns Lighthouse shows. */
function summarizeDetails(details: Json, limit = 3): string[] {
  if (!isRecord(details)) return []
  if (details.type === 'list' && Array.isArray(details.items)) {
    return details.items.flatMap((item) => summarizeDetails(item, limit))
  }
  // The LCP element's breakdown: one line for its four phases.
  if (Array.isArray(details.items) && details.items.every((item) => isRecord(item) && 'phase' in item)) {
    const phases = details.items.map((item) =>
      isRecord(item)
        ? `${describeValue(item.phase)} ${describeValue(item.timing)} ms (${describeValue(item.percent)})`
        : '',
    )
    return [`LCP phases: ${phases.join(', ')}`]
  }
  if (!Array.isArray(details.items) || !Array.isArray(details.headings)) return []
  const keys = details.headings
    .map((heading) => (isRecord(heading) && typeof heading.key === 'string' ? heading.key : null))
    .filter((key) => key !== null)
  const lines = details.items.slice(0, limit).map((item) => {
    if (!isRecord(item)) return ''
    const parts = keys.map((key) => describeValue(item[key])).filter(Boolean)
    if (isRecord(item.subItems) && Array.isArray(item.subItems.items)) {
      const sub = item.subItems.items
        .slice(0, 2)
        .map((subItem) =>
          isRecord(subItem) ? Object.values(subItem).map(describeValue).filter(Boolean).join(' ') : '',
        )
        .filter(Boolean)
      if (sub.length) parts.push(`(${sub.join('; ')})`)
    }
    return truncate(parts.join(' — '), 160)
  })
  const more = details.items.length - limit
  return [...lines.filter(Boolean), ...(more > 0 ? [`… and ${more} more`] : [])]
}

function describeValue(value: Json): string {
  if (typeof value === 'string') return value
  if (typeof value === 'number') return String(Math.round(value))
  if (!isRecord(value)) return ''
  if (value.type === 'node')
    return [value.snippet, value.nodeLabel].filter((text) => typeof text === 'string').join(' ')
  if (value.type === 'source-location' && typeof value.url === 'string')
    return `${value.url}:${String(value.line)}`
  if (typeof value.text === 'string') return value.text
  return ''
}

function isRecord(value: Json): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function truncate(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat
}
