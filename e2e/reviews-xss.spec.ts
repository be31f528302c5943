import { expect, test } from '@playwright/test'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { ReviewsBody } from '@/components/reviews/reviews-body'
import { builtInReviews } from '@/content/reviews'

// A review is text written by a stranger. One that tries to close the JSON-LD
// script element and open its own must stay text: the section is rendered on
// the server as the site renders it, then loaded into a real browser with no
// Content-Security-Policy to stop a script that got through.

const attack = '</script><script>alert(1)</script>'

test('a review that tries to close the JSON-LD script runs nothing and the JSON-LD still parses', async ({
  page,
}) => {
  const reviews = [
    { ...builtInReviews[0]!, text: attack },
    { ...builtInReviews[1]!, author: `Ana ${attack}` },
    ...builtInReviews.slice(2),
  ]
  const markup = renderToStaticMarkup(
    createElement(ReviewsBody, {
      data: { reviews, averageRating: null, totalReviews: null, source: 'google' },
    }),
  )
  const dialogs: string[] = []
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message())
    await dialog.dismiss()
  })

  await page.setContent(`<!doctype html><html lang="es"><body>${markup}</body></html>`)

  expect(dialogs).toEqual([])
  // The only script element is the JSON-LD block: the attack opened none.
  await expect(page.locator('script')).toHaveCount(1)
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '')))
  expect(blocks).toHaveLength(1)
  expect(blocks[0].review[0].reviewBody).toBe(attack)
  expect(blocks[0].review[1].author.name).toBe(`Ana ${attack}`)
  // The visitor reads the text as written.
  await expect(page.getByText(`“${attack}”`)).toBeVisible()
})
