// The benchmark report, in Markdown: printed on stdout and written to
// bench/results/pages.md. Figures only; nothing here passes or fails.

import type { JsWeight } from './js-weight'
import { categories, categoryTitles, type FailingAudit, type LighthouseResult } from './lighthouse'

export type PageRow = { path: string; indexable: boolean | null; baseline?: boolean }

export type ReportInput = {
  header: string
  pages: PageRow[]
  minimalPath: string
  js: { minimal: JsWeight | null; pages: Map<string, JsWeight>; errors: Map<string, string> }
  lighthouse: { results: Map<string, LighthouseResult>; errors: Map<string, string> } | null
  flagOverKb: number
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1)
const signedKb = (bytes: number) => `${bytes > 0 ? '+' : bytes < 0 ? '−' : '±'}${kb(Math.abs(bytes))}`
const yesNo = (value: boolean | null) => (value === null ? '?' : value ? 'yes' : 'no')
/** "all 23", "none", or the paths (the first few when there are many). */
function pageList(paths: string[], total: number): string {
  if (!paths.length) return 'none'
  if (paths.length === total && total > 1) return `all ${total} pages`
  const shown = paths.slice(0, 5).join(', ')
  return paths.length > 5 ? `${paths.length}: ${shown}, …` : shown
}

/** Element snippets go in a code span, so that Markdown shows them instead of rendering them. */
function codeIfHtml(text: string): string {
  if (!/[<>]/.test(text)) return text
  return text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``
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

function renderLighthouse(
  { pages, minimalPath }: ReportInput,
  lighthouse: NonNullable<ReportInput['lighthouse']>,
): string {
  const { results, errors } = lighthouse
  const score = (value: number | null) => (value === null ? '–' : String(value))
  const severalRuns = [...results.values()].some((result) => (result.performanceRuns?.length ?? 1) > 1)
  const runsCell = (result: LighthouseResult) => {
    const values = (result.performanceRuns ?? []).filter((value) => value !== null)
    return values.length ? `${Math.min(...values)}–${Math.max(...values)}` : '–'
  }
  const rows = pages.map((page) => {
    const name = page.baseline ? `\`${page.path}\` (baseline)` : `\`${page.path}\``
    const result = results.get(page.path)
    if (!result) {
      const blank = Array<string>(severalRuns ? 8 : 7).fill('')
      return [name, yesNo(page.indexable), 'not measured: ' + (errors.get(page.path) ?? '?'), ...blank]
    }
    const all100 = categories.every((id) => result.scores[id] === 100)
    const target = page.baseline ? '—' : page.indexable ? (all100 ? 'met' : '**missed**') : 'none (noindex)'
    return [
      name,
      yesNo(page.indexable),
      ...categories.map((id) => score(result.scores[id])),
      ...(severalRuns ? [runsCell(result)] : []),
      result.lcpMs === null ? '–' : String(Math.round(result.lcpMs)),
      result.cls === null ? '–' : result.cls.toFixed(3),
      result.tbtMs === null ? '–' : String(Math.round(result.tbtMs)),
      target,
    ]
  })
  const indexable = pages.filter((page) => !page.baseline && page.indexable)
  const met = indexable.filter((page) => {
    const result = results.get(page.path)
    return result && categories.every((id) => result.scores[id] === 100)
  })
  const indices = [...results.values()]
    .map((result) => result.benchmarkIndex)
    .filter((value) => value !== null)
  const benchmark = indices.length
    ? ` This machine's Lighthouse benchmark index: ${Math.min(...indices)}–${Math.max(...indices)} (the 4× CPU slowdown is applied on top of it: a slower machine inflates TBT and LCP; compare with the baseline row, not with absolute thresholds).` +
      (Math.max(...indices) > 1.3 * Math.min(...indices)
        ? ' **The index varied by more than 30 % during the run: other work competed for the CPUs, and performance figures of different rows are not comparable; run again on an idle machine, or with `--runs 3`.**'
        : '')
    : ''
  const out = [
    '## Lighthouse',
    '',
    'Lighthouse default configuration: mobile form factor, simulated throttling (slow 4G, 4× CPU slowdown), one page at a time' +
      (severalRuns
        ? '; each row is the run with the median performance score, the other figures are from that same run. '
        : '. ') +
      `Target: every indexable page 100 in all four categories; a noindex page scores below 100 in SEO by design (\`is-crawlable\`). ` +
      `\`${minimalPath}\` (noindex) is the baseline of the same build.` +
      benchmark,
    '',
    table(
      [
        'Page',
        'Indexable',
        ...categories.map((id) => categoryTitles[id]),
        ...(severalRuns ? ['Performance range'] : []),
        'LCP (ms)',
        'CLS',
        'TBT (ms)',
        'Target',
      ],
      rows,
      ['l', 'l', 'r', 'r', 'r', 'r', ...(severalRuns ? (['r'] as const) : []), 'r', 'r', 'r', 'l'],
    ),
    '',
    `Indexable pages at 100 in all four: **${met.length} of ${indexable.length}**.`,
  ]

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
        out.push(`- ${categoryTitles[id]} ${score(result.scores[id])}:`)
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
