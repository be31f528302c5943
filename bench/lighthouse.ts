// Lighthouse mobile runs of every indexable page beside the minimal page,
// under both ways Lighthouse slows a load down to a phone's, in Debian's
// Chromium (started by Playwright, reached by Lighthouse over its debugging
// port). Each figure is the median of the page's runs, except CLS: the
// largest.

import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import { chromium } from '@playwright/test'
import { publicRoutes } from '@/lib/routes'
import { chromiumFlags, chromiumPath } from '../e2e/chromium'
import { errorText, median, ratio, show, table } from './figures'
import { photoHeroPage } from './photo-hero-page'
import { log, minimalPath, projectRoot } from './server'

const run = promisify(execFile)

/**
 * `simulated` is Lighthouse's default and PageSpeed Insights': a full-speed load
 * that its Lantern model replays on a slow phone. `applied` (its `devtools`
 * method) slows the load itself: 4× CPU, slow 4G on each request.
 */
type Throttling = 'simulated' | 'applied'
const scores = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const metrics = {
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
}
type Figures = Partial<Record<(typeof scores)[number] | keyof typeof metrics, number | null>>

/**
 * Browsers run side by side, so a full run stays near a quarter of an hour.
 * An applied run spends most of its 20 s in Lighthouse's fixed 5.25 s quiet
 * windows, the machine idle: three at once. A simulated run replays a
 * full-speed trace, which a neighbour slows: two, one a core. The minimal
 * page is measured in the same rounds, so its ratios hold.
 * Each run is its own Lighthouse process: runs sharing one process fail.
 */
const browsersFor: Record<Throttling, number> = { simulated: 2, applied: 3 }
const firstDebuggingPort = 3696
const lighthouseCli = path.join(projectRoot, 'node_modules/lighthouse/cli/index.js')

type Report = {
  runtimeError?: { message: string }
  categories: Record<string, { score: number | null } | undefined>
  audits: Record<string, { numericValue?: number } | undefined>
}

/** One run. Accessibility, best practices and SEO do not depend on the throttling: asked for when `allCategories`. */
async function runOnce(
  url: string,
  port: number,
  throttling: Throttling,
  allCategories: boolean,
): Promise<Figures> {
  const { stdout } = await run(
    process.execPath,
    [
      lighthouseCli,
      url,
      `--port=${port}`,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--throttling-method=${throttling === 'simulated' ? 'simulate' : 'devtools'}`,
      `--only-categories=${allCategories ? scores.join(',') : 'performance'}`,
      '--disable-full-page-screenshot',
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  )
  const lhr = JSON.parse(stdout) as Report
  if (lhr.runtimeError) throw new Error(lhr.runtimeError.message)
  const figures: Figures = {}
  for (const id of scores) {
    const score = lhr.categories[id]?.score
    if (score !== undefined) figures[id] = score === null ? null : Math.round(score * 100)
  }
  for (const [key, id] of Object.entries(metrics))
    figures[key as keyof typeof metrics] = lhr.audits[id]?.numericValue ?? null
  return figures
}

/**
 * `rounds` runs of each page under each throttling; each figure is their median. The pages: every
 * indexable one and the photo-hero page after the landing page it shows, or `only` these.
 */
export async function benchLighthouse(baseUrl: string, rounds: number, only?: string[]): Promise<string> {
  const site = publicRoutes
    .filter((route) => route.indexable)
    .flatMap(({ path }) => (path === photoHeroPage.of ? [path, photoHeroPage.path] : [path]))
  const paths = [minimalPath, ...site.filter((path) => !only || only.includes(path))]
  const ports = Array.from(
    { length: Math.max(...Object.values(browsersFor)) },
    (_, i) => firstDebuggingPort + i,
  )
  const launch = (port: number) =>
    chromium.launch({
      executablePath: chromiumPath,
      args: [...chromiumFlags, `--remote-debugging-port=${port}`],
    })
  const browsers = await Promise.all(ports.map(launch))
  const sections: string[] = []
  try {
    for (const throttling of ['simulated', 'applied'] as const) {
      const runs = new Map<string, Figures[]>(paths.map((path) => [path, []]))
      // Round after round over every page, so a slow stretch of the machine hits many pages a little.
      const queue = Array.from({ length: rounds }, (_, round) =>
        paths.map((path) => ({ round, path })),
      ).flat()
      const worker = async (port: number) => {
        for (let job = queue.shift(); job; job = queue.shift()) {
          const { round, path } = job
          const allCategories = throttling === 'simulated' && round === 0
          // Lighthouse sometimes fails to record a trace (NO_NAVSTART, NO_FCP) and asks for another try.
          const attempt = () => runOnce(baseUrl + path, port, throttling, allCategories)
          const figures = await attempt()
            .catch(attempt)
            .catch((error: unknown) => {
              log(`Lighthouse ${throttling} ${path}: not measured: ${errorText(error)}`)
              return null
            })
          if (figures) runs.get(path)!.push(figures)
          log(`Lighthouse ${throttling} ${round + 1}/${rounds} ${path}: ${figures?.performance ?? '–'}`)
        }
      }
      await Promise.all(ports.slice(0, browsersFor[throttling]).map(worker))
      sections.push(lighthouseTable(throttling, rounds, runs))
    }
  } finally {
    await Promise.all(browsers.map((browser) => browser.close()))
  }
  return sections.join('\n\n')
}

const headings = ['Page', 'Perf.', 'LCP ms', 'TBT ms', 'CLS (largest)']

function lighthouseTable(throttling: Throttling, rounds: number, runs: Map<string, Figures[]>): string {
  const valuesOf = (path: string, key: keyof Figures) =>
    runs.get(path)!.flatMap((figures) => (typeof figures[key] === 'number' ? [figures[key]] : []))
  const medianOf = (path: string, key: keyof Figures) => median(valuesOf(path, key))
  // A shift in one run of three would vanish in a median, and the target is none.
  const largestCls = (path: string) =>
    valuesOf(path, 'cls').length ? Math.max(...valuesOf(path, 'cls')) : null
  const minimal = (key: keyof Figures) => medianOf(minimalPath, key)
  const withRatio = (path: string, key: keyof Figures) => {
    const value = medianOf(path, key)
    return path === minimalPath ? show(value) : `${show(value)} (${ratio(value, minimal(key))})`
  }
  const categories = throttling === 'simulated' ? (['accessibility', 'best-practices', 'seo'] as const) : []
  const rows = [...runs.keys()].map((path) => [
    `\`${path}\``,
    show(medianOf(path, 'performance')),
    withRatio(path, 'lcp'),
    withRatio(path, 'tbt'),
    show(largestCls(path), 3),
    ...categories.map((key) => show(medianOf(path, key))),
  ])
  // A photo costs its page at most 2 points: the same page with its drawing, in the same rounds.
  const photoLine =
    runs.has(photoHeroPage.path) && runs.has(photoHeroPage.of)
      ? [
          '',
          `Photo hero: \`${photoHeroPage.path}\` is \`${photoHeroPage.of}\` with a photo (addPhoto's WebP) as its hero: ` +
            `performance ${show(medianOf(photoHeroPage.path, 'performance'))} against ${show(medianOf(photoHeroPage.of, 'performance'))} with the drawing, ` +
            `LCP ${show(medianOf(photoHeroPage.path, 'lcp'))} against ${show(medianOf(photoHeroPage.of, 'lcp'))} ms.`,
        ]
      : []
  return [
    `## Lighthouse mobile, ${throttling} throttling, median of ${rounds} run${rounds === 1 ? '' : 's'}`,
    '',
    'Indexable pages; in brackets, the ratio to the minimal page measured in the same rounds.' +
      (categories.length ? ' Accessibility, best practices and SEO come from the first round.' : ''),
    '',
    table([...headings, ...categories.map((key) => key.replace('-', ' '))], rows),
    ...photoLine,
  ].join('\n')
}
