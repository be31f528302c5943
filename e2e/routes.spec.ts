import { expect, test } from '@playwright/test'
import { legalPages } from '@/content/legal'
import { landingPages } from '@/content/pages'
import { quotePage } from '@/content/quote'
import { savingsPagePath } from '@/content/savings-names'
import type { LandingPage } from '@/content/types'
import { publicRoutes } from '@/lib/routes'
import { expectAccessible, watchConsoleErrors } from './support'

/**
 * The routes checked at phone width too: one of each kind of page (home, quote, legal, the
 * calculator, a landing page with and without its quote form) and, among the landing pages, enough
 * to show every kind of section. What the phone changes is the components' layout, which these
 * show whole; each page's own words are checked at desktop. Every route at both widths made this
 * the suite's costliest spec.
 */
function routesAtPhoneWidth(): Set<string> {
  const routes = new Set(['/', quotePage.path, legalPages[0]!.path, savingsPagePath])
  const kindsOf = (page: LandingPage) => [
    ...new Set([page.contact ? 'with form' : 'without form', ...page.sections.map(({ kind }) => kind)]),
  ]
  const toShow = new Set(landingPages.flatMap(kindsOf))
  const unshown = (page: LandingPage) => kindsOf(page).filter((kind) => toShow.has(kind)).length
  // Greedy: each time, the page that shows the most kinds not yet shown.
  while (toShow.size > 0) {
    const next = landingPages.reduce((best, page) => (unshown(page) > unshown(best) ? page : best))
    routes.add(next.path)
    for (const kind of kindsOf(next)) toShow.delete(kind)
  }
  return routes
}
const atPhoneWidth = routesAtPhoneWidth()

// Every page of the registry, at desktop; at a phone's viewport too, those above (projects).
for (const route of publicRoutes) {
  test(
    `${route.path} answers 200 with its H1, no console error and no accessibility violation`,
    { tag: atPhoneWidth.has(route.path) ? [] : ['@desktop-only'] },
    async ({ page }) => {
      const errors = watchConsoleErrors(page)
      const response = await page.goto(route.path)
      expect(response?.status()).toBe(200)
      await expect(page.locator('h1')).toHaveCount(1)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1)
      await expect(page.locator('html')).toHaveAttribute('lang', 'es')
      await expectAccessible(page)
      expect(errors).toEqual([])
    },
  )
}
