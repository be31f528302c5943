import { expect, test } from '@playwright/test'
import { isPhone } from './support'

test('the self-consumption page’s calculate button loads the calculator with a full page load', async ({
  page,
}) => {
  await page.goto('/instalacion-placas-solares-autoconsumo')
  const documentRequest = page.waitForRequest((request) => request.resourceType() === 'document')
  await page.getByRole('main').getByRole('link', { name: 'Calcular mi ahorro', exact: true }).click()
  expect(new URL((await documentRequest).url()).pathname).toBe('/calcular-ahorro-placas-solares')
})

test('the four service cards of the electrical page navigate client-side', async ({ page }) => {
  await page.goto('/instalaciones-electricas')
  const documents: string[] = []
  page.on('request', (request) => request.resourceType() === 'document' && documents.push(request.url()))
  const card = page.getByRole('main').locator('a[href="/instalacion-electrica-valencia"]')
  await expect(card).toHaveCount(1)
  await card.click()
  await expect(page).toHaveURL(/\/instalacion-electrica-valencia$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Valencia')
  expect(documents).toEqual([])
})

test('the subsidy guide buttons scroll to the contact section at the end of the page', async ({ page }) => {
  await page.goto('/ayudas-placas-solares')
  await page.getByRole('link', { name: 'Consulta tu caso' }).click()
  await expect(page.locator('#contacto')).toBeInViewport()
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
  await page.getByRole('link', { name: 'Solicitar tu presupuesto personalizado' }).click()
  await expect(page.locator('#contacto')).toBeInViewport()
})

test('home buttons scroll to #contacto', async ({ page }) => {
  await page.goto('/')
  for (const label of [
    'Solicita tu presupuesto',
    'Solicita tu presupuesto y empieza a ahorrar',
    'Contáctanos',
  ]) {
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    await page.getByRole('link', { name: label, exact: true }).click()
    await expect(page.locator('#contacto')).toBeInViewport()
  }
  await expect(page.getByRole('link', { name: /^Más información/ })).toHaveCount(3)
})

test('home lays out its bands below the first screen only as they near it, until a button jumps to the form', async ({
  page,
}) => {
  await page.goto('/')
  const band = page.locator('#resenas')
  const laidOut = () =>
    band
      .getByRole('heading', { level: 2 })
      .evaluate((heading) => heading.checkVisibility({ contentVisibilityAuto: true }))
  expect(await laidOut()).toBe(false)
  await page.getByRole('link', { name: 'Solicita tu presupuesto', exact: true }).click()
  await expect(page).toHaveURL(/#contacto$/)
  // Every band at its real height, so the smooth scroll ends at the form (tested above).
  expect(await band.evaluate((element) => getComputedStyle(element).contentVisibility)).toBe('visible')
})

test('smooth scrolling is off for visitors who ask for reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/')
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto')
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('smooth')
})

test('an FAQ block keeps one answer open at a time, can close it, and works by keyboard', async ({
  page,
}) => {
  await page.goto('/instalacion-placas-solares')
  const faq = page.locator('#preguntas-frecuentes')
  const questions = faq.getByRole('button')
  await expect(questions).toHaveCount(6)
  const first = questions.nth(0)
  const second = questions.nth(1)
  await first.click()
  await expect(first).toHaveAttribute('aria-expanded', 'true')
  await second.click()
  await expect(second).toHaveAttribute('aria-expanded', 'true')
  await expect(first).toHaveAttribute('aria-expanded', 'false')
  await second.click()
  await expect(second).toHaveAttribute('aria-expanded', 'false')
  await first.focus()
  await page.keyboard.press('Enter')
  await expect(first).toHaveAttribute('aria-expanded', 'true')
  await expect(page.locator(`#${await first.getAttribute('aria-controls')}`)).toBeVisible()
})

test('FAQ answers are in the HTML before any JavaScript runs', async ({ request }) => {
  const html = await (await request.get('/instalacion-placas-solares-autoconsumo')).text()
  expect(html).toContain('Preguntas')
  expect(
    (html.match(/data-state="closed"[^>]*role="region"|role="region"[^>]*data-state="closed"/g) ?? []).length,
  ).toBe(5)
})

test('the hero paints with the HTML: its artwork is inline, described, and the largest paint is its text', async ({
  page,
}) => {
  for (const path of ['/instalacion-placas-solares', '/instalaciones-electricas']) {
    const fetched: string[] = []
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname))
    await page.goto(path)
    const hero = page.locator('main .isolate').first()
    await expect(hero.getByRole('img')).toHaveAccessibleName(/.{20,}/)
    await expect(hero.locator('[role="img"] > svg')).toBeVisible()
    expect(
      fetched.filter((name) => name.startsWith('/images/')),
      path,
    ).toEqual([])
    // What the browser itself reports as the largest contentful paint.
    const largest = await page.evaluate(
      () =>
        new Promise<{ tag: string; inHero: boolean }>((resolve) => {
          new PerformanceObserver((list) => {
            const entry = list.getEntries().at(-1) as PerformanceEntry & { element?: Element | null }
            const element = entry.element ?? null
            resolve({
              tag: element?.tagName ?? '',
              inHero: Boolean(element?.closest('.isolate')?.contains(document.querySelector('h1'))),
            })
          }).observe({ type: 'largest-contentful-paint', buffered: true })
        }),
    )
    expect(['H1', 'P'], path).toContain(largest.tag)
    expect(largest.inHero, path).toBe(true)
  }
})

test.describe('home gallery', () => {
  test('loops through six pictures with buttons from medium screens up and with the arrow keys', async ({
    page,
  }) => {
    await page.goto('/')
    const gallery = page.getByRole('region', { name: 'Galería de proyectos' })
    await gallery.scrollIntoViewIfNeeded()
    const slides = gallery.getByRole('group')
    await expect(slides).toHaveCount(6)
    for (const image of await gallery.getByRole('img').all())
      expect((await image.getAttribute('alt'))!.length).toBeGreaterThan(10)
    const next = gallery.getByRole('button', { name: 'Siguiente proyecto' })
    const previous = gallery.getByRole('button', { name: 'Proyecto anterior' })
    const firstSlideX = () => slides.first().evaluate((slide) => Math.round(slide.getBoundingClientRect().x))
    const start = await firstSlideX()

    if (isPhone(page)) {
      await expect(next).toBeHidden()
      await expect(previous).toBeHidden()
    } else {
      await expect(next).toBeEnabled()
      await expect(previous).toBeEnabled() // it loops: there is always a previous picture
      await next.click()
      await expect.poll(firstSlideX).not.toBe(start)
      await previous.click()
      await expect.poll(firstSlideX).toBe(start)
    }
    await gallery.focus()
    await page.keyboard.press('ArrowRight')
    await expect.poll(firstSlideX).not.toBe(start)
    await page.keyboard.press('ArrowLeft')
    await expect.poll(firstSlideX).toBe(start)
  })
})
