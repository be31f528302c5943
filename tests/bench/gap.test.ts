import { comparePage, median, summarizeControls } from '@/bench/support/gap'
import { lighthouseRun } from '@/tests/support/lighthouse-run'

function run(
  performance: number,
  lcpMs: number,
  tbtMs: number,
  benchmarkIndex = 2000,
  others: Partial<{ accessibility: number; seo: number; cls: number }> = {},
) {
  return lighthouseRun({
    lcpMs,
    tbtMs,
    benchmarkIndex,
    cls: others.cls ?? 0,
    scores: { performance, accessibility: others.accessibility ?? 100, seo: others.seo ?? 100 },
  })
}

const minimal = [run(97, 1800, 150), run(98, 1810, 160), run(96, 1790, 170)]

test('the median of each figure, ignoring missing ones', () => {
  expect(median([3, null, 1, 2])).toBe(2)
  expect(median([4, 1, 3, 2])).toBe(2.5)
  expect(median([null])).toBeNull()
})

test('a page within 2 points, 250 ms of LCP and 50 ms of TBT of the minimal page meets every target', () => {
  const comparison = comparePage([run(95, 2040, 200), run(96, 2050, 190), run(99, 1900, 300)], minimal)
  expect(comparison.gap).toEqual({ performance: -1, lcpMs: 240, tbtMs: 40 })
  expect(comparison.missed).toEqual([])
  expect(comparison.noisy).toBe(false)
})

test('each figure over its target is named, with the gap', () => {
  const comparison = comparePage(
    [run(93, 2900, 230, 2000, { accessibility: 96, cls: 0.02 })],
    [run(97, 1800, 150)],
  )
  expect(comparison.missed).toEqual([
    'performance -4',
    'LCP +1100 ms',
    'TBT +80 ms',
    'accessibility 96',
    'CLS 0.020',
  ])
})

test('runs whose benchmark index varied by more than 30 % are noisy', () => {
  expect(comparePage([run(97, 1800, 150, 2700)], [run(97, 1800, 150, 2000)]).noisy).toBe(true)
  expect(comparePage([run(97, 1800, 150, 2500)], [run(97, 1800, 150, 2000)]).noisy).toBe(false)
})

test('the controls: how many identical pages met the gap targets, and the range of their gaps', () => {
  const within = comparePage([run(97, 1900, 160)], minimal)
  const over = comparePage([run(96, 2300, 150)], minimal)
  // Only the gaps count: the minimal page is noindex, so its SEO score is never 100.
  const noindex = comparePage([run(98, 1700, 140, 2000, { seo: 66 })], minimal)
  expect(summarizeControls([within, over, noindex])).toEqual({
    measured: 3,
    met: 2,
    performance: [-1, 1],
    lcpMs: [-100, 500],
    tbtMs: [-20, 0],
  })
  expect(summarizeControls([])).toEqual({
    measured: 0,
    met: 0,
    performance: null,
    lcpMs: null,
    tbtMs: null,
  })
})
