// The benchmark report, in Markdown: printed on stdout and written to
// bench/results/pages.md. Figures only; nothing here passes or fails.

import {
  gapTargets,
  indexSpread,
  maxIndexSpread,
  missedGaps,
  summarizeControls,
  type PageComparison,
} from './gap'
import type { JsWeight } from './js-weight'
import { describeLcpPath, scriptKb } from './lcp-path'
import { codeIfHtml } from './markdown'
import {
  categories,
  categoryTitles,
  type FailingAudit,
  type LighthouseResult,
  type Throttling,
  type TimeBreakdown,
} from './lighthouse'
import { renderShiftedRuns } from './shifted-runs'

export type LighthouseMeasurements = {
  /** Per page, its median run by performance score (whose failing audits the report lists). */
  results: Map<string, LighthouseResult>
  errors: Map<string, string>
  /** Per page, its runs and the minimal page's run taken just before each. */
  pairs: Map<string, { page: LighthouseResult[]; minimal: LighthouseResult[] }>
  minimalRuns: LighthouseResult[]
  comparisons: Map<string, PageComparison>
  /** Pages measured again because the machine's speed varied during their runs. */
  repeated: string[]
  /** The minimal page under other addresses, measured as pages: the noise of the measure. */
  controlPaths: string[]
  throttling: Throttling
  /** Every run, of any page or of the minimal page, whose CLS was above 0 (kept when a page is measured again). */
  shiftedRuns: LighthouseResult[]
}

export type PageRow = { path: string; indexable: boolean | null; baseline?: boolean }

export type ReportInput = {
  header: string
  pages: PageRow[]
  minimalPath: string
  js: { minimal: JsWeight | null; pages: Map<string, JsWeight>; errors: Map<string, string> }
  lighthouse: LighthouseMeasurements | null
  flagOverKb: number
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1)
const signedKb = (bytes: number) => `${bytes > 0 ? '+' : bytes < 0 ? '−' : '±'}${kb(Math.abs(bytes))}`
/** A gap, rounded, with its sign: "+12", "−3", "±0". */
const signed = (value: number | null) =>
  value === null ? '–' : `${value > 0 ? '+' : value < 0 ? '−' : '±'}${Math.abs(Math.round(value))}`
const yesNo = (value: boolean | null) => (value === null ? '?' : value ? 'yes' : 'no')
/** "all 23", "none", or the paths (the first few when there are many). */
function pageList(paths: string[], total: number): string {
  if (!paths.length) return 'none'
  if (paths.length === total && total > 1) return `all ${total} pages`
  const shown = paths.slice(0, 5).join(', ')
  return paths.length > 5 ? `${paths.length}: ${shown}, …` : shown
}

/** "150 KB, 82 KB, 153 KB": the script each run counted in its LCP. */
function scriptKbPerRun(runs: LighthouseResult[] | undefined): string {
  const figures = (runs ?? []).map((run) => scriptKb(run.breakdown.lcpPath))
  return figures.length ? figures.map((kb) => (kb === null ? '?' : `${kb} KB`)).join(', ') : '–'
}

/** How the runs were slowed down, for the report's text. */
export function throttlingText(throttling: Throttling): string {
  return throttling === 'simulated'
    ? 'Lighthouse default configuration: mobile form factor, simulated throttling (slow 4G, 4× CPU slowdown)'
    : 'Lighthouse mobile configuration with applied throttling (its `devtools` method: the load itself slowed down, slow 4G per request, 4× CPU slowdown)'
}

const weightText = (weight: number) => (Number.isInteger(weight) ? String(weight) : weight.toFixed(1))
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ')

function table(head: string[], rows: string[][], align: ('l' | 'r')[]): string {
  const rule = align.map((side) => (side === 'r' ? '---:' : ':---'))
  return [head, rule, ...rows].map((row) => `| ${row.map(cell).join(' | ')} |`).join('\n')
}

export function renderReport(input: ReportInput): string {
  const parts = [`# Page benchmark`, '', input.header, '']
  parts.push(renderJs(input), '')
  if (input.lighthouse) parts.push(renderLighthouse(input, input.lighthouse), '')
  else parts.push('## Lighthouse', '', 'Not run (`--no-lighthouse`).', '')
  return (
    parts
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trimEnd() + '\n'
  )
}

function flag(difference: number | null, notInHtml: number, overKb: number): string {
  if (difference === null || difference <= overKb * 1024) return ''
  // Prefetched code of linked pages is not needed to show this one: say when it alone crosses the line.
  return difference - notInHtml > overKb * 1024
    ? `**over ${overKb} KB**`
    : `**over ${overKb} KB** only with scripts not in the HTML (own: ${signedKb(difference - notInHtml)})`
}

function renderJs({ pages, minimalPath, js, flagOverKb }: ReportInput): string {
  const out = [
    '## JavaScript weight',
    '',
    'Same-origin scripts a phone-sized Chromium (390×844, mobile) loads until the network is idle, each body gzipped at level 9 by the benchmark; 1 KB = 1024 bytes. ' +
      `Compared with \`${minimalPath}\` (an H1 under the root layout only) of the same build, measured in the same run.`,
    '',
  ]
  const minimal = js.minimal
  if (!minimal) {
    out.push(
      `**The minimal page could not be measured** (${js.errors.get(minimalPath) ?? 'unknown error'}): no comparison.`,
      '',
    )
  } else {
    out.push(
      `Baseline \`${minimalPath}\`: ${minimal.scripts.length} scripts, **${kb(minimal.gzip)} KB** gzip (${kb(minimal.raw)} KB uncompressed); HTML ${kb(minimal.htmlGzip)} KB gzip.`,
      '',
    )
  }
  const rows = pages
    .filter((page) => !page.baseline)
    .map((page) => {
      const weight = js.pages.get(page.path)
      if (!weight)
        return [
          `\`${page.path}\``,
          yesNo(page.indexable),
          'not measured: ' + (js.errors.get(page.path) ?? '?'),
          '',
          '',
          '',
          '',
          '',
          '',
          '',
        ]
      const difference = minimal ? weight.gzip - minimal.gzip : null
      return [
        `\`${page.path}\``,
        yesNo(page.indexable),
        String(weight.scripts.length),
        kb(weight.gzip),
        minimal ? kb(minimal.gzip) : '?',
        difference === null ? '?' : signedKb(difference),
        minimal && minimal.gzip > 0 ? `×${(weight.gzip / minimal.gzip).toFixed(2)}` : '?',
        kb(weight.notInHtmlGzip),
        kb(weight.htmlGzip),
        flag(difference, weight.notInHtmlGzip, flagOverKb),
      ]
    })
  out.push(
    table(
      [
        'Page',
        'Indexable',
        'Scripts',
        'JS gzip (KB)',
        'Minimal (KB)',
        'Difference (KB)',
        'Ratio',
        'Not in HTML (KB)',
        'HTML gzip (KB)',
        'Flag',
      ],
      rows,
      ['l', 'l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'l'],
    ),
    '',
    "*Not in HTML*: the part of the total that the page's HTML does not reference — Next.js prefetching the code of pages linked from the viewport (or lazily loaded chunks); it is included in the total. " +
      '*HTML gzip*: the document itself, which also carries the inline React Server Components payload (not counted as JavaScript above). ' +
      `*Flag*: difference over ${flagOverKb} KB.`,
  )
  if (minimal) {
    const extra = new Map<string, { gzip: number; own: string[]; notInHtml: string[] }>()
    const shared = new Set(minimal.scripts.map((script) => script.url))
    for (const weight of js.pages.values()) {
      for (const script of weight.scripts) {
        if (shared.has(script.url)) continue
        const name = new URL(script.url).pathname
        const entry = extra.get(name) ?? { gzip: script.gzip, own: [], notInHtml: [] }
        ;(script.inHtml ? entry.own : entry.notInHtml).push(weight.path)
        extra.set(name, entry)
      }
    }
    if (extra.size) {
      const measured = js.pages.size
      const rows = [...extra.entries()]
        .sort((a, b) => b[1].gzip - a[1].gzip)
        .map(([name, entry]) => [
          `\`${name}\``,
          kb(entry.gzip),
          pageList(entry.own, measured),
          pageList(entry.notInHtml, measured),
        ])
      out.push(
        '',
        '### Scripts beyond the minimal page',
        '',
        table(['Script', 'gzip (KB)', 'In the HTML of', 'Loaded without being in the HTML on'], rows, [
          'l',
          'r',
          'l',
          'l',
        ]),
      )
    }
  }
  return out.join('\n')
}

/** The comparisons of the controls that could be measured. */
export function controlComparisons(lighthouse: LighthouseMeasurements): PageComparison[] {
  return lighthouse.controlPaths.flatMap((controlPath) => lighthouse.comparisons.get(controlPath) ?? [])
}

/** The minimal page against itself: the gaps this measure shows where there is no difference. */
function renderControls(minimalPath: string, lighthouse: LighthouseMeasurements): string[] {
  if (!lighthouse.controlPaths.length) return []
  const rows = lighthouse.controlPaths.map((controlPath) => {
    const comparison = lighthouse.comparisons.get(controlPath)
    if (!comparison)
      return [
        `\`${controlPath}\``,
        `not measured: ${lighthouse.errors.get(controlPath) ?? '?'}`,
        '',
        '',
        '',
        '',
      ]
    const missed = missedGaps(comparison.gap)
    const { indices } = comparison
    return [
      `\`${controlPath}\``,
      signed(comparison.gap.performance),
      signed(comparison.gap.lcpMs),
      signed(comparison.gap.tbtMs),
      indices.length ? `${Math.min(...indices)}–${Math.max(...indices)}` : '–',
      missed.length ? `would miss: ${missed.join(', ')}` : 'would meet',
    ]
  })
  const { met } = summarizeControls(controlComparisons(lighthouse))
  return [
    '',
    '### Control: the minimal page against itself',
    '',
    `\`${minimalPath}\` measured ${lighthouse.controlPaths.length} more time${lighthouse.controlPaths.length === 1 ? '' : 's'} as if it were a page, under addresses that serve the same static page, spread among the pages and paired like them. ` +
      "Both sides are the same page, so these gaps are the noise of this measure in this run; a page's gap inside their range does not show a difference.",
    '',
    table(['Control', 'Perf. gap', 'LCP gap (ms)', 'TBT gap (ms)', 'Index', 'Gap targets'], rows, [
      'l',
      'r',
      'r',
      'r',
      'r',
      'l',
    ]),
    '',
    `The same page met the gap targets in **${met} of ${rows.length}**.`,
  ]
}

function renderLighthouse(
  { pages, minimalPath }: ReportInput,
  lighthouse: NonNullable<ReportInput['lighthouse']>,
): string {
  const { results, errors, comparisons } = lighthouse
  const whole = (value: number | null) => (value === null ? '–' : String(Math.round(value)))
  const rows = pages
    .filter((page) => !page.baseline)
    .map((page) => {
      const name = `\`${page.path}\``
      const comparison = comparisons.get(page.path)
      if (!comparison)
        return [
          name,
          yesNo(page.indexable),
          'not measured: ' + (errors.get(page.path) ?? '?'),
          ...Array<string>(12).fill(''),
        ]
      const { page: figures, minimal, gap, missed, indices } = comparison
      const target = !page.indexable
        ? 'none (noindex)'
        : missed.length
          ? `**missed**: ${missed.join(', ')}`
          : 'met'
      return [
        name,
        yesNo(page.indexable),
        `${whole(figures.performance)} (${whole(minimal.performance)})`,
        signed(gap.performance),
        `${whole(figures.lcpMs)} (${whole(minimal.lcpMs)})`,
        signed(gap.lcpMs),
        `${whole(figures.tbtMs)} (${whole(minimal.tbtMs)})`,
        signed(gap.tbtMs),
        whole(figures.accessibility),
        whole(figures.bestPractices),
        whole(figures.seo),
        figures.cls === null ? '–' : figures.cls.toFixed(3),
        indices.length ? `${Math.min(...indices)}–${Math.max(...indices)}` : '–',
        lighthouse.repeated.includes(page.path) ? 'yes' : '',
        target,
      ]
    })
  const indexable = pages.filter((page) => !page.baseline && page.indexable)
  const met = indexable.filter((page) => comparisons.get(page.path)?.missed.length === 0)
  const allIndices = [
    ...lighthouse.minimalRuns,
    ...[...lighthouse.pairs.values()].flatMap((pair) => pair.page),
  ]
    .map((result) => result.benchmarkIndex)
    .filter((value) => value !== null)
  const spread = indexSpread(allIndices)
  const runs = lighthouse.pairs.values().next().value?.page.length ?? 0
  const out = [
    '## Lighthouse',
    '',
    `${throttlingText(lighthouse.throttling)}, one page at a time. ` +
      `Each page ran ${runs} time${runs === 1 ? '' : 's'}, each run right after a run of \`${minimalPath}\` (an H1 under the root layout, noindex) of the same build; ` +
      "a figure is the median of the page's runs, in brackets the median of the minimal page's runs paired with them, and the gap is the difference. " +
      `Targets for an indexable page: performance at most ${gapTargets.performancePoints} points below the minimal page, LCP at most ${gapTargets.lcpMs} ms and TBT at most ${gapTargets.tbtMs} ms above it, accessibility, best practices and SEO 100, CLS 0.`,
    '',
    allIndices.length
      ? `Lighthouse benchmark index (this machine's CPU speed, before the 4× slowdown) over the run: ${Math.min(...allIndices)}–${Math.max(...allIndices)}` +
        (spread > maxIndexSpread
          ? ` — **it varied by more than ${Math.round((maxIndexSpread - 1) * 100)} %: other work competed for the CPUs.**`
          : '.') +
        (lighthouse.repeated.length
          ? ` Measured again because their own runs saw it vary by more than ${Math.round((maxIndexSpread - 1) * 100)} %: ${lighthouse.repeated.map((path) => `\`${path}\``).join(', ')}` +
            ([...comparisons].some(
              ([path, comparison]) => lighthouse.repeated.includes(path) && comparison.noisy,
            )
              ? ' (some still varied on the second measurement: their figures are less reliable).'
              : '.')
          : '')
      : '',
    '',
    table(
      [
        'Page',
        'Indexable',
        'Performance',
        'Gap',
        'LCP (ms)',
        'Gap',
        'TBT (ms)',
        'Gap',
        'A11y',
        'Best pr.',
        'SEO',
        'CLS',
        'Index',
        'Again',
        'Target',
      ],
      rows,
      ['l', 'l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'l', 'l'],
    ),
    '',
    `Indexable pages within every target: **${met.length} of ${indexable.length}**.`,
  ]
  out.push(...renderControls(minimalPath, lighthouse))
  out.push('', ...renderShiftedRuns(lighthouse.shiftedRuns))

  out.push(...renderBreakdowns(pages, minimalPath, lighthouse))

  // Every audit keeping a score below 100, first by audit (what to fix), then by page.
  const byAudit = new Map<string, { audit: FailingAudit; pages: string[] }>()
  for (const page of pages) {
    for (const audit of results.get(page.path)?.failing ?? []) {
      const key = `${audit.category}/${audit.id}`
      const entry = byAudit.get(key) ?? { audit, pages: [] }
      entry.pages.push(page.path)
      byAudit.set(key, entry)
    }
  }
  if (byAudit.size) {
    out.push(
      '',
      '### Failing audits, by audit',
      '',
      'Audits scoring below 1 (not counting not-applicable, informative and manual ones) in every category below 100. ' +
        "Weight: the audit's share of the category score (0: listed by Lighthouse but not counted).",
      '',
      table(
        ['Category', 'Audit', 'Title', 'Weight', 'Pages'],
        [...byAudit.values()]
          .sort((a, b) => b.pages.length - a.pages.length || b.audit.weight - a.audit.weight)
          .map(({ audit, pages: paths }) => [
            categoryTitles[audit.category],
            `\`${audit.id}\``,
            audit.title,
            weightText(audit.weight),
            paths.length === 1 && paths[0] === minimalPath
              ? 'baseline only'
              : pageList(
                  paths.filter((path) => path !== minimalPath),
                  pages.filter((page) => !page.baseline).length,
                ) + (paths.includes(minimalPath) ? ' + baseline' : ''),
          ]),
        ['l', 'l', 'l', 'r', 'l'],
      ),
    )
    out.push('', '### Failing audits, by page')
    for (const page of pages) {
      const result = results.get(page.path)
      if (!result || (!result.failing.length && !result.warnings.length)) continue
      out.push(
        '',
        `**\`${page.path}\`**${page.baseline ? ' (baseline)' : ''} — indexable: ${yesNo(page.indexable)}`,
        '',
      )
      for (const id of categories) {
        const failing = result.failing.filter((audit) => audit.category === id)
        if (!failing.length) continue
        out.push(`- ${categoryTitles[id]} ${whole(result.scores[id])}:`)
        for (const audit of failing) {
          const details = [
            audit.displayValue,
            audit.error ? `audit error: ${audit.error}` : `score ${audit.score?.toFixed(2) ?? '–'}`,
            `weight ${weightText(audit.weight)}`,
            audit.id === 'is-crawlable' && page.indexable === false
              ? 'expected: the page is noindex'
              : undefined,
          ].filter(Boolean)
          out.push(`  - \`${audit.id}\` ${audit.title} (${details.join(', ')})`)
          for (const item of audit.items) out.push(`    - ${codeIfHtml(item)}`)
        }
      }
      for (const warning of result.warnings) out.push(`- Lighthouse warning: ${warning}`)
    }
  }
  return out.join('\n')
}

/** For each indexable page that misses a target: where its median run spent the time, beside the minimal page's. */
function renderBreakdowns(
  pages: PageRow[],
  minimalPath: string,
  lighthouse: LighthouseMeasurements,
): string[] {
  const minimal = lighthouse.results.get(minimalPath)
  const missed = pages.filter(
    (page) => page.indexable && (lighthouse.comparisons.get(page.path)?.missed.length ?? 0) > 0,
  )
  if (!minimal || !missed.length) return []
  const simulated = lighthouse.throttling === 'simulated'
  const scriptName = (url: string) => {
    try {
      const { pathname } = new URL(url)
      return `\`${pathname === '/' || !/\.js$/.test(pathname) ? url : pathname.split('/').pop()}\``
    } catch {
      return url || '(other)'
    }
  }
  const out = [
    '',
    '### Where the time goes, on pages that miss a target',
    '',
    `Lighthouse's diagnostics of each page's median run beside those of \`${minimalPath}\`'s median run (main-thread times already slowed down 4×).`,
    ...(simulated
      ? [
          '',
          "Lighthouse's LCP is a simulation of the requests and tasks that came before the largest paint of the real, unthrottled load. A script that ran before that paint counts with its whole download, so the kilobytes of script each run counted show how often the page's first paint lost that race to the framework's scripts.",
        ]
      : []),
  ]
  for (const page of missed) {
    const result = lighthouse.results.get(page.path)
    if (!result) continue
    const works = [
      ...new Set([...result.breakdown.mainThread, ...minimal.breakdown.mainThread].map((row) => row.work)),
    ]
    const msOf = (rows: { work: string; ms: number }[], work: string) =>
      String(rows.find((row) => row.work === work)?.ms ?? 0)
    out.push(
      '',
      `**\`${page.path}\`** — ${lighthouse.comparisons.get(page.path)?.missed.join(', ')}`,
      '',
      `- LCP: ${result.breakdown.lcp.map(codeIfHtml).join('; ') || '–'} (minimal page: ${minimal.breakdown.lcp.map(codeIfHtml).join('; ') || '–'})`,
      ...(simulated
        ? [
            `- LCP as simulated: ${describeLcpPath(result.breakdown.lcpPath)} (minimal page: ${describeLcpPath(minimal.breakdown.lcpPath)})`,
            `- Script counted in LCP, per run: ${scriptKbPerRun(lighthouse.pairs.get(page.path)?.page)}; the minimal page's run before each: ${scriptKbPerRun(lighthouse.pairs.get(page.path)?.minimal)}`,
          ]
        : []),
      '',
      table(
        ['Main-thread work', 'This page (ms)', 'Minimal page (ms)'],
        works.map((work) => [
          work,
          msOf(result.breakdown.mainThread, work),
          msOf(minimal.breakdown.mainThread, work),
        ]),
        ['l', 'r', 'r'],
      ),
      '',
      table(
        [
          'Script (this page, then the minimal page)',
          'Total (ms)',
          'Evaluation (ms)',
          'Parse & compile (ms)',
        ],
        [
          ...result.breakdown.scripts.slice(0, 6).map((row) => [scriptName(row.url), row]),
          ...minimal.breakdown.scripts.slice(0, 3).map((row) => [`minimal: ${scriptName(row.url)}`, row]),
        ].map(([name, row]) => {
          const figures = row as TimeBreakdown['scripts'][number]
          return [
            name as string,
            String(figures.totalMs),
            String(figures.scriptingMs),
            String(figures.parseMs),
          ]
        }),
        ['l', 'r', 'r', 'r'],
      ),
      '',
      `- Longest tasks: ${result.breakdown.longTasks.map((task) => `${task.ms} ms at ${task.startMs} ms (${scriptName(task.url)})`).join(', ') || 'none'}; ` +
        `minimal page: ${minimal.breakdown.longTasks.map((task) => `${task.ms} ms at ${task.startMs} ms (${scriptName(task.url)})`).join(', ') || 'none'}`,
    )
  }
  return out
}
