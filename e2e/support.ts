import { readFileSync } from 'node:fs'
import path from 'node:path'
import type axe from 'axe-core'
import { expect, type Browser, type Page } from '@playwright/test'
import { site } from '@/content/site'

/** Collects what the page logs as errors (console and uncaught exceptions) from now on. */
export function watchConsoleErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

// axe-core's minified build: the same rules as `axe.source`, in half the script each checked page parses.
const axeSource = readFileSync(path.resolve(__dirname, '../node_modules/axe-core/axe.min.js'), 'utf8')

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']

/**
 * Zero WCAG 2.2 A/AA violations, as axe-core finds them. axe runs in the page itself: the site
 * has no frames, and the Playwright wrapper's merging of frames' results (a second page per
 * check, axe injected twice) tripled the time of every check.
 */
export async function expectAccessible(page: Page) {
  // A page checked again on the same document (a dialog opened, a client-side navigation) keeps
  // axe from its first check: parsing it again cost some 0.4 s a check.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  const summary = await page.evaluate(async (values) => {
    const { axe: inPage } = window as unknown as { axe: typeof axe }
    const results = await inPage.run(document, {
      runOnly: { type: 'tag', values },
      resultTypes: ['violations'],
    })
    return results.violations.map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }))
  }, wcagTags)
  expect(summary).toEqual([])
}

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 1024

/**
 * The page at `path` as a new visitor gets it once a save has regenerated it
 * (on a request after the save, which a loaded machine can stretch): its title,
 * with the brand, and its H1. `baseURL` is the server's, when not the suite's.
 */
export async function expectServedPage(
  browser: Browser,
  path: string,
  expected: { title: string; h1: string },
  { baseURL, timeout }: { baseURL?: string; timeout: number },
) {
  const context = await browser.newContext(baseURL ? { baseURL } : {})
  const visitor = await context.newPage()
  try {
    await expect
      .poll(
        async () => {
          await visitor.goto(path)
          return visitor.title()
        },
        { timeout },
      )
      .toBe(`${expected.title} | ${site.brand}`)
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(expected.h1)
  } finally {
    await context.close()
  }
}
