// Page benchmark: for each public page (lib/routes.ts), the gzip size of the
// JavaScript it loads beside that of /bench-minimal of the same build, and
// Lighthouse mobile scores and Core Web Vitals in Debian's Chromium.
//
//   npx tsx bench/pages.ts [--only /,/path] [--runs N] [--controls N] [--throttling simulated|applied]
//                          [--no-lighthouse] [--no-build] [--verbose]
//
// Prints a Markdown report and writes it to bench/results/pages.md. Figures
// are never asserted: the exit code is 0 when every measurement was taken,
// 1 when something could not be measured, 2 on a usage error.

import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Browser } from '@playwright/test'
import { publicRoutes } from '@/lib/routes'
import { chromiumPath } from '../e2e/chromium'
import { cleanupAll, runBench } from './support/cleanup'
import { measureJsWeight, openBrowser, ScriptBodies, type JsWeight } from './support/js-weight'
import { comparePage, jsOverKb, summarizeControls } from './support/gap'
import {
  launchLighthouseBrowser,
  throttlings,
  type LighthouseResult,
  type Throttling,
} from './support/lighthouse'
import { waitForIdleCpu } from './support/machine'
import { controlComparisons, renderReport, type LighthouseMeasurements, type PageRow } from './support/report'
import { minimalPath, projectRoot, startBenchServer } from './support/server'

const resultsFile = path.join(projectRoot, 'bench', 'results', 'pages.md')

type Options = {
  only: string[] | null
  runs: number
  controls: number
  throttling: Throttling
  lighthouse: boolean
  build: boolean
  verbose: boolean
}

const usage = `Usage: npx tsx bench/pages.ts [options]

  --only /a,/b      measure these pages only (paths of lib/routes.ts publicRoutes; default: all)
  --runs N          Lighthouse runs per page, each after a run of the minimal page; medians reported (default 3)
  --controls N      also measure the minimal page N times as if it were a page, to show the noise (default 3)
  --throttling T    simulated (Lighthouse's default, the targets' measure) or applied (the load itself slowed down)
  --no-lighthouse   JavaScript weight only
  --no-build        serve the existing .next-bench/ build instead of running BENCH=1 next build
  --verbose         show the Next.js server's output
  --help            this text`

class UsageError extends Error {}

function parseOptions(argv: string[]): Options {
  const options: Options = {
    only: null,
    runs: 3,
    controls: 3,
    throttling: 'simulated',
    lighthouse: true,
    build: true,
    verbose: false,
  }
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index] ?? ''
    if (arg === '--no-lighthouse') options.lighthouse = false
    else if (arg === '--no-build') options.build = false
    else if (arg === '--verbose') options.verbose = true
    else if (arg === '--help' || arg === '-h') {
      console.log(usage)
      process.exit(0)
    } else if (arg === '--only' || arg.startsWith('--only=')) {
      const value = arg === '--only' ? argv[++index] : arg.slice('--only='.length)
      if (!value) throw new UsageError('--only needs a comma-separated list of paths')
      options.only = value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
    } else if (arg === '--runs' || arg.startsWith('--runs=')) {
      const value = Number(arg === '--runs' ? argv[++index] : arg.slice('--runs='.length))
      if (!Number.isInteger(value) || value < 1 || value > 9)
        throw new UsageError('--runs needs a whole number from 1 to 9')
      options.runs = value
    } else if (arg === '--controls' || arg.startsWith('--controls=')) {
      const value = Number(arg === '--controls' ? argv[++index] : arg.slice('--controls='.length))
      if (!Number.isInteger(value) || value < 0 || value > 9)
        throw new UsageError('--controls needs a whole number from 0 to 9')
      options.controls = value
    } else if (arg === '--throttling' || arg.startsWith('--throttling=')) {
      const value = arg === '--throttling' ? argv[++index] : arg.slice('--throttling='.length)
      const throttling = throttlings.find((known) => known === value)
      if (!throttling) throw new UsageError(`--throttling needs one of: ${throttlings.join(', ')}`)
      options.throttling = throttling
    } else throw new UsageError(`unknown option ${arg}`)
  }
  return options
}

/**
 * The minimal page under other addresses (a query changes nothing on a static page):
 * measured and paired like a page, it shows what gaps this measure gives between identical pages.
 */
function controlPaths(count: number): string[] {
  return Array.from({ length: count }, (_, index) => `${minimalPath}?control=${index + 1}`)
}

/** The controls spread evenly among the pages, so each meets a different stretch of the run. */
function withControls(paths: string[], controls: string[]): string[] {
  const spread = [...paths]
  controls.forEach((control, index) => {
    spread.splice(Math.round(((index + 1) * paths.length) / (controls.length + 1)) + index, 0, control)
  })
  return spread
}

function selectPages(only: string[] | null): PageRow[] {
  if (!only) return publicRoutes.map(({ path: pagePath, indexable }) => ({ path: pagePath, indexable }))
  const known = new Map(publicRoutes.map((route) => [route.path, route]))
  const unknown = only.filter((pagePath) => !known.has(pagePath))
  if (unknown.length) {
    throw new UsageError(`not in publicRoutes (lib/routes.ts): ${unknown.join(', ')}`)
  }
  return [...new Set(only)].map((pagePath) => ({
    path: pagePath,
    indexable: known.get(pagePath)?.indexable ?? null,
  }))
}

const log = (message: string) => console.error(`[bench] ${message}`)
const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? ''

function packageVersion(name: string): string {
  try {
    const file = path.join(projectRoot, 'node_modules', name, 'package.json')
    return (JSON.parse(readFileSync(file, 'utf8')) as { version?: string }).version ?? '?'
  } catch {
    return '?'
  }
}

function chromiumVersion(browser: Browser | null): string {
  if (browser) return browser.version()
  try {
    const text = execFileSync(chromiumPath, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    })
    return /(\d+\.\d+\.\d+\.\d+)/.exec(text)?.[1] ?? text.trim()
  } catch {
    return '?'
  }
}

/** The run with the median performance score (the lower middle one for an even count): the report lists its failing audits. */
function medianRun(runs: LighthouseResult[]): LighthouseResult {
  const sorted = [...runs].sort((a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1))
  const median = sorted[Math.floor((sorted.length - 1) / 2)]
  if (!median) throw new Error('no Lighthouse run')
  return median
}

/** Lighthouse sometimes fails to record a trace (NO_NAVSTART, NO_FCP…) and asks to run it again: so do we, twice at most. */
async function withRetries<T>(attempt: () => Promise<T>, label: string, retries = 2): Promise<T> {
  for (let tries = 0; ; tries++) {
    try {
      return await attempt()
    } catch (error) {
      if (tries >= retries) throw error
      log(`Lighthouse ${label}: ${errorText(error)} — trying again`)
    }
  }
}

function duration(ms: number): string {
  const seconds = Math.round(ms / 1000)
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`
}

async function main(): Promise<number> {
  const started = Date.now()
  let options: Options
  let pages: PageRow[]
  try {
    options = parseOptions(process.argv.slice(2))
    pages = selectPages(options.only)
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    console.error(`${error.message}\n\n${usage}`)
    return 2
  }

  const server = await startBenchServer({ build: options.build, verbose: options.verbose })
  const js = {
    minimal: null as JsWeight | null,
    pages: new Map<string, JsWeight>(),
    errors: new Map<string, string>(),
  }
  const lighthouse: LighthouseMeasurements | null = options.lighthouse
    ? {
        results: new Map(),
        errors: new Map(),
        pairs: new Map(),
        minimalRuns: [],
        comparisons: new Map(),
        repeated: [],
        controlPaths: controlPaths(options.controls),
        throttling: options.throttling,
        shiftedRuns: [],
      }
    : null
  let browserVersion = '?'
  let busyBeforeLighthouse: number | null = null

  try {
    // 1. JavaScript weight, the minimal page first.
    const browser = await openBrowser()
    browserVersion = chromiumVersion(browser)
    const bodies = new ScriptBodies()
    try {
      for (const pagePath of [minimalPath, ...pages.map((page) => page.path)]) {
        try {
          const weight = await measureJsWeight(browser, server.baseUrl, pagePath, bodies)
          if (pagePath === minimalPath) js.minimal = weight
          else js.pages.set(pagePath, weight)
          log(`JS ${pagePath}: ${weight.scripts.length} scripts, ${(weight.gzip / 1024).toFixed(1)} KB gzip`)
        } catch (error) {
          js.errors.set(pagePath, errorText(error))
          log(`JS ${pagePath}: NOT MEASURED: ${errorText(error)}`)
        }
      }
    } finally {
      await browser.close()
    }

    // 2. Lighthouse: each page's run right after a run of the minimal page, page after page, `runs` rounds.
    if (lighthouse) {
      log('waiting for the CPUs to settle…')
      busyBeforeLighthouse = await waitForIdleCpu()
      const chrome = await launchLighthouseBrowser(options.throttling)
      try {
        // A discarded first run: the first navigation of a fresh Chromium is slower than the others.
        log('Lighthouse warm-up run (discarded)…')
        await chrome.run(server.baseUrl + minimalPath).catch(() => undefined)
        const measure = (pagePath: string) =>
          withRetries(() => chrome.run(server.baseUrl + pagePath), pagePath)
        const measurePair = async (pagePath: string) => {
          const minimal = await measure(minimalPath)
          lighthouse.minimalRuns.push(minimal)
          const page = await measure(pagePath)
          const pair = lighthouse.pairs.get(pagePath) ?? { page: [], minimal: [] }
          pair.page.push(page)
          pair.minimal.push(minimal)
          lighthouse.pairs.set(pagePath, pair)
          const shifted = [minimal, page].filter((run) => (run.cls ?? 0) > 0)
          lighthouse.shiftedRuns.push(...shifted)
          log(
            `Lighthouse ${pagePath}: ${page.scores.performance} (minimal ${minimal.scores.performance}), ` +
              `LCP ${Math.round(page.lcpMs ?? 0)} (${Math.round(minimal.lcpMs ?? 0)}) ms, ` +
              `TBT ${Math.round(page.tbtMs ?? 0)} (${Math.round(minimal.tbtMs ?? 0)}) ms, ` +
              `index ${page.benchmarkIndex}/${minimal.benchmarkIndex}` +
              shifted.map((run) => `, layout shift on ${run.path}: CLS ${run.cls?.toFixed(3)}`).join(''),
          )
        }
        const measureAll = async (paths: string[], round: string) => {
          for (let run = 0; run < options.runs; run++) {
            log(`Lighthouse ${round}, run ${run + 1} of ${options.runs}`)
            for (const pagePath of paths) {
              if (lighthouse.errors.has(pagePath)) continue
              try {
                await measurePair(pagePath)
              } catch (error) {
                lighthouse.errors.set(pagePath, errorText(error))
                lighthouse.pairs.delete(pagePath)
                log(`Lighthouse ${pagePath}: NOT MEASURED: ${errorText(error)}`)
              }
            }
          }
        }
        const paths = withControls(
          pages.map((page) => page.path),
          lighthouse.controlPaths,
        )
        await measureAll(paths, 'every page')
        // A page whose runs saw the machine's speed change by more than 30 % is measured again, once.
        const noisy = paths.filter((pagePath) => {
          const pair = lighthouse.pairs.get(pagePath)
          return pair && comparePage(pair.page, pair.minimal).noisy
        })
        if (noisy.length) {
          log(`benchmark index varied by more than 30 % on ${noisy.join(', ')}: measuring them again`)
          for (const pagePath of noisy) lighthouse.pairs.delete(pagePath)
          lighthouse.repeated.push(...noisy)
          await measureAll(noisy, 'again for the noisy pages')
        }
        for (const [pagePath, pair] of lighthouse.pairs) {
          lighthouse.comparisons.set(pagePath, comparePage(pair.page, pair.minimal))
          lighthouse.results.set(pagePath, medianRun(pair.page))
        }
        if (lighthouse.minimalRuns.length)
          lighthouse.results.set(minimalPath, medianRun(lighthouse.minimalRuns))
      } finally {
        await chrome.close()
      }
    }
  } finally {
    await server.stop()
    await cleanupAll()
  }

  const cpus = os.cpus()
  const header = [
    `Measured ${new Date().toISOString().replace('T', ' ').slice(0, 16)} UTC`,
    `Next.js ${packageVersion('next')}`,
    `Chromium ${browserVersion}`,
    options.lighthouse ? `Lighthouse ${packageVersion('lighthouse')}` : null,
    `${os.type()} ${os.release()} ${os.arch()}, ${cpus.length} cores (${cpus[0]?.model.trim() ?? '?'}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GB RAM`,
    `build ${server.buildId}${options.build ? '' : ' (--no-build)'}`,
    busyBeforeLighthouse === null
      ? null
      : `CPU ${Math.round(busyBeforeLighthouse * 100)}% busy before Lighthouse`,
    options.lighthouse
      ? `${options.runs} Lighthouse run${options.runs > 1 ? 's' : ''} per page, each right after one of the minimal page`
      : null,
    `${pages.length} page${pages.length === 1 ? '' : 's'}`,
    `run took ${duration(Date.now() - started)}`,
  ]
    .filter(Boolean)
    .join(' · ')

  const busy =
    busyBeforeLighthouse !== null && busyBeforeLighthouse > 0.25
      ? `\n\n**Warning**: other work kept the CPUs ${Math.round(busyBeforeLighthouse * 100)}% busy just before Lighthouse started: performance figures (TBT, LCP, score) are pessimistic; run again on an idle machine.`
      : ''

  const report = renderReport({
    header: header + busy,
    pages: [{ path: minimalPath, indexable: false, baseline: true }, ...pages],
    minimalPath,
    js,
    lighthouse,
    flagOverKb: jsOverKb,
  })
  process.stdout.write(report)
  mkdirSync(path.dirname(resultsFile), { recursive: true })
  writeFileSync(resultsFile, report)
  // The figures alone, for bench/all.ts's summary.
  const figures = (pagePath: string, weight: JsWeight | null | undefined) => {
    return {
      path: pagePath,
      jsGzip: weight?.gzip ?? null,
      comparison: lighthouse?.comparisons.get(pagePath) ?? null,
      error: js.errors.get(pagePath) ?? lighthouse?.errors.get(pagePath) ?? null,
    }
  }
  const summary = {
    lighthouseRun: Boolean(lighthouse),
    runs: options.runs,
    throttling: options.throttling,
    repeated: lighthouse?.repeated ?? [],
    controls: lighthouse ? summarizeControls(controlComparisons(lighthouse)) : null,
    shiftedRuns: (lighthouse?.shiftedRuns ?? []).map((run) => ({ path: run.path, cls: run.cls })),
    minimal: figures(minimalPath, js.minimal),
    pages: pages.map((page) => ({
      ...figures(page.path, js.pages.get(page.path)),
      indexable: page.indexable,
    })),
  }
  writeFileSync(resultsFile.replace(/\.md$/, '.json'), `${JSON.stringify(summary, null, 2)}\n`)
  log(`report written to ${path.relative(projectRoot, resultsFile)}`)

  const missing = js.errors.size + (lighthouse?.errors.size ?? 0)
  if (missing) log(`${missing} measurement(s) could not be taken`)
  return missing ? 1 : 0
}

runBench(main)
