import type { SeoRecord } from '@/lib/seo/types'

// The checks on search metadata. Health issues are what the
// dashboard flags on each page; quality checks are the stricter rules every
// built-in record passes (tests/seo/config.test.ts).

export const limits = {
  titleMin: 30,
  titleMax: 60,
  descriptionMin: 120,
  descriptionMax: 160,
  h1Max: 70,
  keywordsMax: 10,
} as const

type Checked = Pick<SeoRecord, 'title' | 'description' | 'h1' | 'keywords' | 'canonical'>

export type HealthIssue = 'Título' | 'Descripción' | 'H1' | 'Revisión vencida'

/** One issue for a missing or over-60 title, a missing or over-160 description, a missing H1. */
export function healthIssues(record: Pick<Checked, 'title' | 'description' | 'h1'>): HealthIssue[] {
  const issues: HealthIssue[] = []
  const title = record.title.trim()
  const description = record.description.trim()
  if (!title || title.length > limits.titleMax) issues.push('Título')
  if (!description || description.length > limits.descriptionMax) issues.push('Descripción')
  if (!record.h1.trim()) issues.push('H1')
  return issues
}

/** The calendar day in Madrid, 'YYYY-MM-DD', when `now` happens. */
export const madridToday = (now = new Date()) =>
  now.toLocaleDateString('sv-SE', { timeZone: 'Europe/Madrid' })

/** An issue when the page's 'Revisar antes de' day ('YYYY-MM-DD') has passed: its content may no longer be true. */
export function reviewIssues(reviewBefore: string | null, today = madridToday()): HealthIssue[] {
  return reviewBefore !== null && reviewBefore < today ? ['Revisión vencida'] : []
}

/** 100 minus 5 per issue, never below 0. */
export function healthScore(issueCount: number): number {
  return Math.max(0, 100 - 5 * issueCount)
}

/** Every broken quality rule, in English for developers (not user-facing). */
export function qualityProblems(record: Checked): string[] {
  const problems: string[] = []
  const { title, description, h1, keywords, canonical } = record
  if (title.length < limits.titleMin || title.length > limits.titleMax)
    problems.push(`title has ${title.length} characters (30-60)`)
  if (description.length < limits.descriptionMin || description.length > limits.descriptionMax)
    problems.push(`description has ${description.length} characters (120-160)`)
  if (!h1.trim() || h1.length > limits.h1Max) problems.push(`h1 has ${h1.length} characters (1-70)`)
  if (keywords.length > limits.keywordsMax) problems.push(`${keywords.length} keywords (at most 10)`)
  if (canonical !== null && !canonical.startsWith('https://')) problems.push('canonical is not https')
  return problems
}
