import { expect, test, type Page } from '@playwright/test'
import { builtInReviews, reviewsCopy } from '@/content/reviews'
import { reviewsSchema } from '@/lib/seo/reviews-schema'
import { expectAccessible, watchConsoleErrors } from './support'

// The home page's reviews section. The e2e build runs on the local backend,
// which has no Google source, so the page shows the 4 built-in reviews in a
// grid; the carousel and remote reviews are covered by the component tests.

/** Text as React writes it into HTML. */
const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;')

/** Every JSON-LD block of an HTML page, parsed (JSON.parse throws on a broken one). */
const jsonLdBlocks = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  )

/** The section, scrolled into view, once its fade-in (if any) has ended. */
async function reviewsSection(page: Page) {
  const section = page.getByRole('region', { name: reviewsCopy.heading })
  await section.scrollIntoViewIfNeeded()
  await expect.poll(() => section.evaluate((element) => element.getAnimations().length)).toBe(0)
  return section
}

test('the home page HTML holds the reviews and their JSON-LD before any JavaScript runs', async ({
  request,
}) => {
  const response = await request.get('/')
  expect(response.status()).toBe(200)
  // Static, regenerated at most once an hour (the "cached for one hour" of the spec).
  expect(response.headers()['cache-control']).toContain('s-maxage=3600')
  const html = await response.text()
  // What a browser shows without JavaScript: the markup, not the scripts (the
  // React payload in them also describes the loading state, for navigations).
  const markup = html.replace(/<script\b[\s\S]*?<\/script>/g, '')

  expect(markup).toContain(reviewsCopy.heading)
  expect(markup).not.toContain('(cargando...)')
  expect(markup).toContain('(4 reseñas)')
  for (const review of builtInReviews) {
    expect(markup).toContain(escapeHtml(review.author))
    expect(markup).toContain(escapeHtml(review.text))
  }

  // The figures the visitor sees, and exactly the node the builder makes of the built-in reviews.
  const rated = jsonLdBlocks(html).filter((block) => 'aggregateRating' in block)
  expect(rated).toEqual([reviewsSchema({ reviews: builtInReviews, averageRating: null, totalReviews: null })])
  expect(rated[0]!.aggregateRating).toMatchObject({ ratingValue: 5, reviewCount: 4 })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the reviews are fully visible: the fade-in never hides them', async ({ page }) => {
    await page.goto('/')
    const section = await reviewsSection(page)
    expect(await section.evaluate((element) => getComputedStyle(element).opacity)).toBe('1')
    await expect(section.getByRole('figure')).toHaveCount(4)
    for (const review of builtInReviews) await expect(section.getByText(review.author)).toBeVisible()
  })
})

test('the section shows the grid, the figures, the badge and the link to all reviews', async ({ page }) => {
  const errors = watchConsoleErrors(page)
  await page.goto('/')
  const section = await reviewsSection(page)

  await expect(section.getByRole('heading', { level: 2 })).toHaveText(reviewsCopy.heading)
  await expect(section.getByText('5,0 de 5 estrellas (4 reseñas)')).toBeVisible()
  await expect(section.getByText(reviewsCopy.badge)).toBeVisible()
  await expect(section.getByRole('list').getByRole('listitem')).toHaveCount(4)
  await expect(section.getByRole('img', { name: '5 de 5 estrellas' })).toHaveCount(4)
  await expect(section.getByRole('button')).toHaveCount(0)
  // Built-in reviews are not Google's: no Google attribution under them.
  await expect(section.getByText(reviewsCopy.googleAttribution)).toHaveCount(0)

  const link = section.getByRole('link', { name: /^Ver todas las reseñas/ })
  await expect(link).toHaveAttribute('target', '_blank')
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  await expect(link).toHaveAttribute('href', /^https:\/\//)
  await expect(section.getByText(reviewsCopy.invitation)).toBeVisible()

  await expectAccessible(page)
  expect(errors).toEqual([])
})

test('each card clamps its text to six lines', async ({ page }) => {
  await page.goto('/')
  const section = await reviewsSection(page)
  for (const quote of await section.locator('blockquote p').all()) {
    const { lines, clamp } = await quote.evaluate((element) => {
      const style = getComputedStyle(element)
      return {
        lines: Math.round(element.getBoundingClientRect().height / parseFloat(style.lineHeight)),
        clamp: style.webkitLineClamp,
      }
    })
    expect(clamp).toBe('6')
    expect(lines).toBeLessThanOrEqual(6)
  }
})

test('the section fades in, except for visitors who ask for reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  await page.goto('/')
  const section = page.getByRole('region', { name: reviewsCopy.heading })
  expect(await section.evaluate((element) => getComputedStyle(element).animationName)).toBe('fade-in')

  await page.emulateMedia({ reducedMotion: 'reduce' })
  expect(await section.evaluate((element) => getComputedStyle(element).animationName)).toBe('none')
})
