import { expect, test, type Page } from '@playwright/test'
import { markersIn, watchScripts } from './scripts'

// The FAQ's accordion (Radix) and the carousels' behaviour (embla) are fetched
// by their light shells when the visitor comes near them or uses them, never
// with the page (components/sections/faq-accordion.tsx, components/ui/carousel.tsx).

/** Strings found only in each island's code: a Radix attribute, an embla option. */
const radix = 'data-radix-collection-item'
const embla = 'watchSlides'

/** Opens the page and checks that the island's code did not come with it; returns the watch on its scripts. */
async function openWithoutIsland(page: Page, path: string, marker: string) {
  const received = watchScripts(page)
  await page.goto(path)
  await page.waitForLoadState('networkidle')
  expect(markersIn(await received(), [marker])).toEqual([])
  return received
}

test('the FAQ accordion is not loaded with a landing page; pressing a question loads it and opens that question', async ({
  page,
}) => {
  const received = await openWithoutIsland(page, '/instalacion-placas-solares-autoconsumo', radix)

  const question = page.locator('#preguntas-frecuentes').getByRole('button').nth(2)
  await question.click()
  await expect(question).toHaveAttribute('aria-expanded', 'true')
  await expect(question).toHaveAttribute('data-radix-collection-item', '')
  expect(markersIn(await received(), [radix])).toEqual([radix])
})

test('the carousel code is not loaded with the home page; an arrow key pressed before it arrives still moves the gallery', async ({
  page,
}) => {
  const received = await openWithoutIsland(page, '/', embla)

  // The chunks take a second: the visitor focuses the gallery and presses the key before they arrive.
  await page.route('**/_next/static/chunks/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000))
    await route.continue()
  })
  const gallery = page.getByRole('region', { name: 'Galería de proyectos' })
  const firstSlideX = () =>
    gallery
      .getByRole('group')
      .first()
      .evaluate((slide) => Math.round(slide.getBoundingClientRect().x))
  await gallery.focus()
  const start = await firstSlideX()
  await page.keyboard.press('ArrowRight')
  await expect.poll(firstSlideX, { timeout: 10_000 }).not.toBe(start)
  expect(markersIn(await received(), [embla])).toEqual([embla])
})
