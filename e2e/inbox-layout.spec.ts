import { expect, test, type Page, type TestInfo } from '@playwright/test'
import { marker, sql } from './database'
import { sharedAdmin } from './shared-admin'
import { expectAccessible } from './support'

// The inbox with long, realistic values reads well on a laptop (a table, no
// text broken inside a word) and on a phone (cards, no sideways scroll). A
// line may break at a space, or after an e-mail's '@' or '.' and a path's '-'
// or '/' (the <wbr> the inbox puts there), never anywhere else. On the suite's
// shared server: the leads' addresses carry this spec's own domain, and the
// inbox is searched for it, so it lists these leads alone.

// One signed-in page for both widths, run in order; neither needs the other.
test.describe.configure({ mode: 'default' })

let page: Page
sharedAdmin('inbox-layout', (shared) => ({ admin: page } = shared))
const domain = `${marker('bandeja')}.example.com`

const leads = [
  [
    `maria.fernandez.garcia@${domain}`,
    'María José Fernández Ruiz',
    null,
    'Molina de Segura',
    '+34 611 222 333',
    'Quiero presupuesto para placas solares en el tejado de mi casa con batería',
    '/instalacion-placas-murcia',
    'quote_sent',
    'logged',
  ],
  [
    `administracion.comunidad.almendros@${domain}`,
    'Comunidad de Propietarios Los Almendros',
    'Administraciones y Gestiones del Sureste, S.L.',
    'San Pedro del Pinatar',
    '968 000 111',
    'Autoconsumo compartido para los 24 vecinos del edificio',
    '/instalacion-placas-solares-comunidades-vecinos',
    'contacted',
    'pending',
  ],
  [
    `info@talleres-electromecanicos-cieza.${domain}`,
    'Francisco Javier Martínez',
    'Talleres Electromecánicos Cieza',
    'Cieza',
    null,
    'Revisión de la instalación eléctrica de baja tensión de la nave',
    '/ayudas-para-instalar-placas-solares-en-murcia',
    'won',
    'sent',
  ],
  [`ana@${domain}`, 'Ana', null, 'Abarán', null, 'Hola', null, 'new', 'failed'],
] as const

/** The name of the inbox's table (wide windows) and of its list of cards (narrow ones). */
const inboxListName = 'Solicitudes de presupuesto, de la más reciente a la más antigua'

/** Opens the inbox, searched for this spec's leads, in a window of this size. */
async function openInboxAt(width: number, height: number) {
  await page.setViewportSize({ width, height })
  await page.goto(`/seo-dashboard/solicitudes?q=${domain}`)
}

/** A full-page screenshot of the shared page, kept beside the test's results to look at the layout by eye. */
async function keepScreenshot(testInfo: TestInfo, name: string) {
  const file = testInfo.outputPath(`${name}.png`)
  await page.screenshot({ path: file, fullPage: true })
  await testInfo.attach(name, { path: file, contentType: 'image/png' })
}

/** Words that a line break cut in two, in the visible elements matching `selector`. */
function wordsBrokenInside(page: Page, selector: string) {
  return page.evaluate((selector) => {
    const broken: string[] = []
    for (const root of document.querySelectorAll(selector)) {
      if (root.getClientRects().length === 0) continue // hidden at this width
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        // A word ends at a space, or just after a '-' or '/', where a break is expected.
        for (const match of (node.textContent ?? '').matchAll(/[^\s/-]+[/-]?/g)) {
          const range = document.createRange()
          range.setStart(node, match.index)
          range.setEnd(node, match.index + match[0].length)
          const lines = new Set(
            [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
          )
          if (lines.size > 1) broken.push(match[0])
        }
      }
    }
    return broken
  }, selector)
}

test.beforeAll(async () => {
  for (const [email, name, company, city, phone, message, source, status, notification] of leads) {
    await sql(
      page.request,
      `with lead as (
         insert into public.leads (email, name, company, city, phone, message, privacy_accepted, source_page, status)
         values ($1, $2, $3, $4, $5, $6, true, $7, $8) returning id)
       update public.lead_notifications set status = $9, attempts = 1 where lead_id = (select id from lead)`,
      [email, name, company, city, phone, message, source, status, notification],
    )
  }
})

test('on a laptop (1366 px) a table whose cells break no word', async ({}, testInfo) => {
  await openInboxAt(1366, 900)
  const table = page.getByRole('table', { name: inboxListName })
  await expect(table.locator('tbody tr')).toHaveCount(leads.length)
  await expect(page.getByRole('list', { name: /^Solicitudes de presupuesto/ })).toBeHidden()
  await keepScreenshot(testInfo, 'inbox-1366')
  expect(await wordsBrokenInside(page, 'table th, table td')).toEqual([])
  // The table fits: nothing to scroll sideways.
  const region = page.getByRole('region', { name: /^Solicitudes de presupuesto/ })
  expect(await region.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true)
  await expectAccessible(page)
})

test('on a phone (390 px) a list of cards, with no sideways scroll and no word broken', async ({}, testInfo) => {
  await openInboxAt(390, 844)
  const cards = page.getByRole('list', { name: inboxListName })
  await expect(cards.getByRole('listitem')).toHaveCount(leads.length)
  await expect(page.getByRole('table')).toBeHidden()
  await expect(cards.getByRole('link', { name: 'Comunidad de Propietarios Los Almendros' })).toBeVisible()
  await keepScreenshot(testInfo, 'inbox-390')
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
  expect(await wordsBrokenInside(page, 'main li')).toEqual([])
  await expectAccessible(page)
})
