// Every benchmark, in sequence, on one build: `npm run bench`.
//
//   npm run bench -- [--runs N] [--controls N] [--only /a,/b] [--throttling T] [--no-lighthouse] [--duration S]
//                    [--rounds N] [--connections N] [--requests N] [--concurrency N] [--skip pages,throughput,leads] [--no-build]
//
// Builds the BENCH variant once, then runs bench/pages.ts (JavaScript weight
// and Lighthouse for every public page), bench/throughput.ts (next start
// against a bare page of the same size and nginx) and bench/leads.ts (quote
// requests), each with --no-build. Their own reports go to bench/results/;
// this script writes the summary to bench/results/report.md and prints it.
// Exit code 0 when every benchmark measured everything, 1 otherwise, 2 on a usage error.

import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { guardDirectory, runBench } from './support/cleanup'
import { gapTargets, jsOverKb, signedRound, type ControlSummary, type PageComparison } from './support/gap'
import type { Throttling } from './support/lighthouse'
import { throttlingText } from './support/report'
import { buildBench, projectRoot, readBuildId } from './support/server'

const benches = ['pages', 'throughput', 'leads'] as const
type Bench = (typeof benches)[number]

// Which option goes to which benchmark.
const forwarded: Record<string, { to: Bench; takesValue: boolean }> = {
  '--runs': { to: 'pages', takesValue: true },
  '--controls': { to: 'pages', takesValue: true },
  '--only': { to: 'pages', takesValue: true },
  '--throttling': { to: 'pages', takesValue: true },
  '--no-lighthouse': { to: 'pages', takesValue: false },
  '--page': { to: 'throughput', takesValue: true },
  '--duration': { to: 'throughput', takesValue: true },
  '--rounds': { to: 'throughput', takesValue: true },
  '--connections': { to: 'throughput', takesValue: true },
  '--warmup': { to: 'throughput', takesValue: true },
  '--requests': { to: 'leads', takesValue: true },
  '--concurrency': { to: 'leads', takesValue: true },
}

const usage = `Usage: npm run bench -- [options]

  pages:       --runs N, --controls N, --only /a,/b, --throttling simulated|applied, --no-lighthouse   (see bench/pages.ts)
  throughput:  --page /path, --duration S, --rounds N, --connections N, --warmup S   (see bench/throughput.ts)
  leads:       --requests N, --concurrency N   (see bench/leads.ts)
  --skip a,b   leave out some of: ${benches.join(', ')}
  --no-build   use the existing .next-bench/ build`

const resultsDir = path.join(projectRoot, 'bench', 'results')
const log = (message: string) => console.error(`[bench] ${message}`)

function parse(argv: string[]) {
  const args: Record<Bench, string[]> = { pages: [], throughput: [], leads: [] }
  const skip = new Set<Bench>()
  let build = true
  for (let index = 0; index < argv.length; index++) {
    const [flag, inline] = (argv[index] ?? '').split(/=(.*)/s, 2) as [string, string | undefined]
    if (flag === '--help' || flag === '-h') {
      console.log(usage)
      process.exit(0)
    } else if (flag === '--no-build') build = false
    else if (flag === '--skip') {
      for (const name of (inline ?? argv[++index] ?? '').split(',').filter(Boolean)) {
        if (!benches.includes(name as Bench)) throw new Error(`--skip: unknown benchmark ${name}`)
        skip.add(name as Bench)
      }
    } else if (forwarded[flag]) {
      const { to, takesValue } = forwarded[flag]
      if (!takesValue) args[to].push(flag)
      else {
        const value = inline ?? argv[++index]
        if (value === undefined) throw new Error(`${flag} needs a value`)
        args[to].push(flag, value)
      }
    } else throw new Error(`unknown option ${flag}`)
  }
  return { args, skip, build }
}

function runScript(name: Bench, args: string[]): Promise<number> {
  const tsx = path.join(projectRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs')
  log(`── ${name}: npx tsx bench/${name}.ts ${args.join(' ')}`)
  return new Promise((resolve) => {
    // The child's report (stdout) goes to stderr: stdout carries the summary alone.
    const child = spawn(process.execPath, [tsx, path.join('bench', `${name}.ts`), ...args], {
      cwd: projectRoot,
      stdio: ['ignore', 2, 2],
    })
    const forward = (signal: NodeJS.Signals) => child.kill(signal)
    process.on('SIGINT', forward).on('SIGTERM', forward)
    child.once('exit', (code, signal) => {
      process.off('SIGINT', forward).off('SIGTERM', forward)
      resolve(code ?? (signal ? 1 : 0))
    })
  })
}

const readJson = <T>(name: string): T | null => {
  const file = path.join(resultsDir, `${name}.json`)
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null
}

type PageFigures = {
  path: string
  indexable?: boolean | null
  jsGzip: number | null
  comparison: PageComparison | null
  error: string | null
}
type PagesSummary = {
  lighthouseRun: boolean
  runs: number
  throttling: Throttling
  repeated: string[]
  controls: ControlSummary | null
  /** Runs whose CLS was above 0; the table's CLS is each page's median. */
  shiftedRuns: { path: string; cls: number | null }[]
  minimal: PageFigures
  pages: PageFigures[]
}
type ThroughputSummary = {
  landingToBare: number
  landingToBareByCpu: number | null
  landingToNginx: number
  targetRatio: number
  met: boolean
}
type LeadsSummary = {
  requests: number
  concurrency: number
  accepted: number
  stored: number
  lost: number
  duplicated: number
  medianMs: number
  p95Ms: number
  perSecond: number
  referenceMedianMs: number
}

const metText = (met: boolean) => (met ? 'met' : '**missed**')
const kb = (bytes: number | null) => (bytes === null ? '–' : (bytes / 1024).toFixed(1))
const value = (number: number | null | undefined, digits = 0) =>
  number === null || number === undefined ? '–' : number.toFixed(digits)
const signed = (number: number | null) => (number === null ? '–' : signedRound(number))

/** What the minimal page measured against itself gave: the noise the gaps above sit in. */
function controlText(controls: ControlSummary | null): string[] {
  if (!controls?.measured) return []
  const range = ([low, high]: [number, number], unit = '') => `${signed(low)} to ${signed(high)}${unit}`
  const gaps = [
    controls.performance && `performance ${range(controls.performance)} points`,
    controls.lcpMs && `LCP ${range(controls.lcpMs, ' ms')}`,
    controls.tbtMs && `TBT ${range(controls.tbtMs, ' ms')}`,
  ].filter(Boolean)
  return [
    '',
    `Control: the minimal page measured ${controls.measured} times as if it were a page, against itself, met the gap targets in ${controls.met} of ${controls.measured}; its gaps were ${gaps.join(', ')}. A page's gap inside that range is within this run's noise (\`bench/results/pages.md\`).`,
  ]
}

/** Single runs that moved something on screen, which the median CLS above hides. */
function shiftText(shiftedRuns: PagesSummary['shiftedRuns']): string[] {
  if (!shiftedRuns.length) return []
  const runs = shiftedRuns.map((run) => `\`${run.path}\` (${value(run.cls, 3)})`)
  return [
    '',
    `Layout shifts in single runs (the CLS column is each page's median): ${runs.join(', ')}. The elements that moved are in \`bench/results/pages.md\`.`,
  ]
}

function pagesSection(pages: PagesSummary): { rows: string[]; section: string[] } {
  const minimal = pages.minimal
  const indexable = pages.pages.filter((page) => page.indexable)
  const rows: string[] = []
  if (pages.lighthouseRun) {
    const met = indexable.filter((page) => page.comparison?.missed.length === 0)
    rows.push(
      `| Lighthouse mobile, ${pages.throttling} throttling, median of ${pages.runs}: indexable pages within ${gapTargets.performancePoints} points, ${gapTargets.lcpMs} ms of LCP and ${gapTargets.tbtMs} ms of TBT of the minimal page, 100 in the other categories, CLS 0 | all ${indexable.length} | ${met.length} of ${indexable.length} | ${metText(met.length === indexable.length)} |`,
    )
  }
  const overJs = (page: PageFigures) =>
    page.jsGzip !== null && minimal.jsGzip !== null && page.jsGzip - minimal.jsGzip > jsOverKb * 1024
  const jsMeasured = pages.pages.filter((page) => page.jsGzip !== null)
  rows.push(
    `| JavaScript: every page at most ${jsOverKb} KB gzip above the minimal page | all ${pages.pages.length} | ${jsMeasured.filter((page) => !overJs(page)).length} of ${pages.pages.length} | ${metText(jsMeasured.length === pages.pages.length && !jsMeasured.some(overJs))} |`,
  )
  const gapText = (page: PageFigures) => {
    const comparison = page.comparison
    if (!comparison) return ['–', '–', '–', '–', '–', '–', '–']
    const { page: figures, gap } = comparison
    return [
      `${value(figures.performance)} (${signed(gap.performance)})`,
      `${value(figures.lcpMs)} (${signed(gap.lcpMs)})`,
      `${value(figures.tbtMs)} (${signed(gap.tbtMs)})`,
      value(figures.accessibility),
      value(figures.bestPractices),
      value(figures.seo),
      value(figures.cls, 3),
    ]
  }
  const line = (page: PageFigures) => {
    const target = !page.indexable
      ? 'none (noindex)'
      : !page.comparison
        ? 'not measured'
        : page.comparison.missed.length
          ? `**missed**: ${page.comparison.missed.join(', ')}`
          : 'met'
    const jsGap = page.jsGzip !== null && minimal.jsGzip !== null ? page.jsGzip - minimal.jsGzip : null
    return `| \`${page.path}\` | ${gapText(page).join(' | ')} | ${kb(page.jsGzip)} (${jsGap === null ? '–' : `+${kb(jsGap)}`}) | ${pages.lighthouseRun ? target : '—'} |`
  }
  const first = pages.pages.find((page) => page.comparison)?.comparison?.minimal
  const section = [
    '## Pages: Lighthouse mobile and JavaScript weight',
    '',
    pages.lighthouseRun
      ? `${throttlingText(pages.throttling)}, ${pages.runs} run${pages.runs > 1 ? 's' : ''} per page, each right after a run of the minimal page; medians, in brackets the gap to the minimal page's runs paired with the page's (see \`bench/results/pages.md\` for both sides and the benchmark index). JS: same-origin scripts a phone loads, gzipped, in brackets the difference to the minimal page of the same build.` +
        (first
          ? ` The minimal page, for scale: performance ${value(first.performance)}, LCP ${value(first.lcpMs)} ms, TBT ${value(first.tbtMs)} ms (its runs paired with the first page); JS ${kb(minimal.jsGzip)} KB.`
          : '') +
        (pages.repeated.length
          ? ` Measured again (the machine's speed varied): ${pages.repeated.join(', ')}.`
          : '')
      : `Lighthouse not run (\`--no-lighthouse\`). JS: same-origin scripts a phone loads, gzipped; the minimal page loads ${kb(minimal.jsGzip)} KB.`,
    '',
    '| Page | Perf. (gap) | LCP ms (gap) | TBT ms (gap) | A11y | Best pr. | SEO | CLS | JS gzip KB (over minimal) | Target |',
    '| :--- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | :--- |',
    ...pages.pages.map(line),
    ...controlText(pages.controls),
    ...shiftText(pages.shiftedRuns),
    ...pages.pages
      .filter((page) => page.error)
      .map((page) => `\nNot measured on \`${page.path}\`: ${page.error}`),
  ]
  return { rows, section }
}

async function main(): Promise<number> {
  let options: ReturnType<typeof parse>
  try {
    options = parse(process.argv.slice(2))
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`)
    return 2
  }
  const started = Date.now()
  const tempRoot = mkdtempSync(path.join(os.tmpdir(), 'sec-bench-all-'))
  guardDirectory(tempRoot)
  try {
    if (options.build) await buildBench(tempRoot)
  } finally {
    rmSync(tempRoot, { recursive: true, force: true })
  }
  const buildId = readBuildId()
  mkdirSync(resultsDir, { recursive: true })

  const codes = new Map<Bench, number>()
  for (const name of benches) {
    if (options.skip.has(name)) continue
    // A stale summary from an earlier run must not be reported as this one's.
    rmSync(path.join(resultsDir, `${name}.json`), { force: true })
    codes.set(name, await runScript(name, ['--no-build', ...options.args[name]]))
  }

  const rows: string[] = []
  const sections: string[][] = []
  const throughput = codes.has('throughput') ? readJson<ThroughputSummary>('throughput') : null
  if (throughput) {
    rows.push(
      `| Throughput: landing ÷ bare Next.js page of the same size, same \`next start\` | ≥ ${throughput.targetRatio.toFixed(2)} | ${throughput.landingToBare.toFixed(2)} | ${metText(throughput.met)} |`,
      ...(throughput.landingToBareByCpu === null
        ? []
        : [
            `| The same, by the server's CPU time per request (bare ÷ landing; less sensitive to other load) | ≥ ${throughput.targetRatio.toFixed(2)} | ${throughput.landingToBareByCpu.toFixed(2)} | ${metText(throughput.landingToBareByCpu >= throughput.targetRatio)} |`,
          ]),
      `| Throughput: landing on \`next start\` ÷ the same HTML on nginx | reported | ${throughput.landingToNginx.toFixed(2)} | — |`,
    )
    sections.push([
      readFileSync(path.join(resultsDir, 'throughput.md'), 'utf8')
        .replace(/^# .*\n/, '## Throughput\n')
        .trim(),
    ])
  }
  const pages = codes.has('pages') ? readJson<PagesSummary>('pages') : null
  if (pages) {
    const { rows: pageRows, section } = pagesSection(pages)
    rows.push(...pageRows)
    sections.push(section)
  }
  const leads = codes.has('leads') ? readJson<LeadsSummary>('leads') : null
  if (leads) {
    rows.push(
      `| Leads: lost / duplicated of ${leads.requests} submissions | 0 / 0 | ${leads.lost} / ${leads.duplicated} | ${metText(leads.lost === 0 && leads.duplicated === 0)} |`,
      `| Leads: median answer, ${leads.concurrency} in flight | < 50 ms | ${leads.medianMs.toFixed(1)} ms | ${metText(leads.medianMs < 50)} |`,
    )
    sections.push([
      '## Leads',
      '',
      `${leads.requests} valid submissions to the form's server action, ${leads.concurrency} at a time: ${leads.accepted} accepted, ${leads.stored} stored, ${leads.lost} lost, ${leads.duplicated} duplicated; median ${leads.medianMs.toFixed(1)} ms, p95 ${leads.p95Ms.toFixed(1)} ms, ${leads.perSecond.toFixed(0)} per second (a static page: median ${leads.referenceMedianMs.toFixed(1)} ms).`,
    ])
  }
  const failed = [...codes].filter(([, code]) => code !== 0).map(([name]) => name)
  const missing = [...codes.keys()].filter((name) => !readJson(name))

  const cpus = os.cpus()
  const report = [
    '# Benchmarks',
    '',
    `Measured ${new Date().toISOString().replace('T', ' ').slice(0, 16)} UTC · ${cpus.length} cores (${cpus[0]?.model.trim() ?? '?'}) · Node ${process.version} · build ${buildId}${options.build ? '' : ' (--no-build)'} · took ${Math.round((Date.now() - started) / 60_000)} min. Full reports: ${[...codes.keys()].map((name) => `\`bench/results/${name}.md\``).join(', ')}.`,
    '',
    '| Figure | Target | Result | |',
    '| :--- | :--- | ---: | :--- |',
    ...rows,
    ...(failed.length
      ? [
          '',
          `**Incomplete**: ${failed.join(', ')} could not measure everything${missing.length ? ` (no figures at all from ${missing.join(', ')})` : ''}; see its output above.`,
        ]
      : []),
    '',
    ...sections.flatMap((section) => [...section, '']),
  ]
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
  writeFileSync(path.join(resultsDir, 'report.md'), report)
  process.stdout.write(report)
  log('summary written to bench/results/report.md')
  return failed.length ? 1 : 0
}

runBench(main)
