import { expect, test } from '@playwright/test'
import { publicRoutes } from '@/lib/routes'

// Every page's structured data through Adobe's validator of Google's rich-result
// rules (as the served HTML holds it, before any JavaScript): no error, no warning. The
// schema.org vocabulary check is left out, since it needs the vocabulary fetched
// from schema.org; Google's own rules (breadcrumbs, reviews, ratings…) are the point.

for (const route of publicRoutes) {
  test(`${route.path}: its JSON-LD passes the structured-data validator`, async ({ request }) => {
    const html = await (await request.get(route.path)).text()
    const { default: WebAutoExtractor } = await import('@marbec/web-auto-extractor')
    const { default: Validator } = await import('@adobe/structured-data-validator')
    const extracted = new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] }).parse(
      html,
    )
    expect(extracted.jsonld).not.toEqual({}) // the page has structured data to check
    const issues = await new Validator().validate(extracted)
    // Warnings too: a one-item breadcrumb trail is only a warning there, and Google rejects it.
    expect(issues.map(({ severity, issueMessage, path }) => ({ severity, issueMessage, path }))).toEqual([])
  })
}
