import { expect, test } from '@playwright/test'
import { publicRoutes } from '@/lib/routes'
import { site } from '@/content/site'
import { faqItemsInJsonLd, jsonLdBlocks, metaContents } from './html'

// What a crawler reads: every public page's served HTML, with JavaScript off.
// Once is enough: the head does not depend on the viewport.
test.use({ javaScriptEnabled: false })

const titlePattern = new RegExp(`^.{30,60} \\| ${site.brand}$`)

for (const route of publicRoutes) {
  test(`${route.path}: title, description, canonical, robots, Open Graph and JSON-LD in the HTML`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(route.path)).text()

    const titles = [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => match[1])
    expect(titles).toHaveLength(1)
    expect(titles[0]).toMatch(titlePattern)
    expect(metaContents(html, 'description')).toHaveLength(1)
    expect(metaContents(html, 'description')[0]!.length).toBeGreaterThanOrEqual(120)

    const canonicals = [...html.matchAll(/<link rel="canonical" href="([^"]+)"/g)].map((match) => match[1])
    expect(canonicals).toHaveLength(1)
    expect(canonicals[0]).toMatch(/^https:\/\//)
    expect(new URL(canonicals[0]!).pathname).toBe(route.path)

    expect(metaContents(html, 'robots')).toEqual([route.indexable ? 'index, follow' : 'noindex, follow'])
    expect(metaContents(html, 'og:title')).toEqual([titles[0]!.replace(` | ${site.brand}`, '')])
    expect(metaContents(html, 'og:description')).toEqual(metaContents(html, 'description'))
    expect(metaContents(html, 'og:url')).toEqual(canonicals)
    expect(metaContents(html, 'og:image')[0]).toMatch(/^https:\/\/.+/)
    expect(metaContents(html, 'twitter:card')).toEqual(['summary_large_image'])
    expect(html).toMatch(/<html lang="es"/)

    expect(jsonLdBlocks(html).length).toBeGreaterThan(0)
    // The same HTML, parsed by the browser without fetching the page again.
    await page.setContent(html)
    const questions = await page.locator('#preguntas-frecuentes h3').allTextContents()
    const answers = await page.locator('#preguntas-frecuentes [role="region"]').allTextContents()
    expect(faqItemsInJsonLd(html)).toEqual(
      questions.map((question, index) => ({ question, answer: answers[index] })),
    )
  })
}

test('the sitemap lists exactly the indexable pages at absolute https addresses', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text()
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!))
  expect(locations.every((url) => url.protocol === 'https:')).toBe(true)
  expect(locations.map((url) => url.pathname).sort()).toEqual(
    publicRoutes
      .filter((route) => route.indexable)
      .map((route) => route.path)
      .sort(),
  )
})

test('robots.txt disallows the admin area and names the sitemap', async ({ request }) => {
  const text = await (await request.get('/robots.txt')).text()
  expect(text).toContain('Disallow: /auth')
  expect(text).toContain('Disallow: /seo-dashboard')
  expect(text).toMatch(/Sitemap: https:\/\/\S+\/sitemap\.xml/)
})

test('the default social image is a 1200×630 PNG', async ({ request }) => {
  const response = await request.get('/social-image.png')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('image/png')
  const png = await response.body()
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
})
