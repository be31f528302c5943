import { expect, test, type Browser, type Page } from '@playwright/test'
import { marker, sql } from './database'
import { sharedAdmin } from './shared-admin'
import { expectAccessible, watchConsoleErrors } from './support'

// Staff redirects and the addresses that fail, on the suite's shared server, with paths of its own:
// an unknown path still answers the site's 404 and then shows in 'Direcciones
// que fallan' with its count; 'Redirigir' from there creates a redirect that
// answers 308 (a temporary one 307); a loop is refused in the form.
//
// Built-in pages never reach the catch-all route that counts misses: each is a
// static route of its own (app/(site)/<path>/page.tsx), and Next.js matches a
// static route before a dynamic one, and public files and next.config
// redirects before any route; redirects.spec.ts walks those 308s.
//
// 'Direcciones que fallan' keeps the 500 most recent misses, which unknown-paths.spec.ts floods:
// this spec runs after it, in playwright.config.ts's 'publishing' project.

test.describe.configure({ mode: 'serial' })

const mark = marker('redir')
const oldPath = `/pagina-del-sitio-antiguo-${mark}`
let baseUrl = ''
let admin: Page
const { newContext } = sharedAdmin('staff-redirects', (shared) => ({ baseUrl, admin } = shared))

const redirectsPage = '/seo-dashboard/redirecciones'
const failing = () => admin.getByRole('table', { name: 'Direcciones que fallan' })

async function visitor(browser: Browser) {
  return (await newContext(browser)).newPage()
}

/**
 * The answer to a path, its redirect not followed. On the render that first answers a path,
 * Next.js sends its Location header twice, with the same value (browsers accept that), so the
 * values are read as a set.
 */
async function answerOf(path: string) {
  const response = await fetch(`${baseUrl}${path}`, { redirect: 'manual' })
  const locations = new Set(response.headers.get('location')?.split(', '))
  return { status: response.status, location: locations.size > 0 ? [...locations].join(' | ') : null }
}

async function addRedirect(source: string, destination: string, type: 'Permanente (308)' | 'Temporal (307)') {
  await admin.goto(redirectsPage)
  await admin.getByLabel('Desde').fill(source)
  await admin.getByLabel('Hacia').fill(destination)
  await admin.getByLabel(type).check()
  await admin.getByRole('button', { name: 'Añadir redirección' }).click()
}

test('an unknown path answers the 404 page, and each visit counts in ‘Direcciones que fallan’', async ({
  browser,
}) => {
  const page = await visitor(browser)
  const errors = watchConsoleErrors(page)
  const response = await page.goto(oldPath)
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found')
  await expect(page.getByRole('main').getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute(
    'href',
    '/',
  )
  await expect.poll(() => errors.some((error) => error.includes(oldPath))).toBe(true)
  await expect(page).toHaveTitle('Página no encontrada | Solar y Electricidad Cieza')
  await expectAccessible(page)
  // A second visit is counted too: the proxy counts every request for an unknown path.
  expect((await page.goto(oldPath))?.status()).toBe(404)

  // Each try loads the panel again, which a loaded machine can stretch past the default 5 s.
  await expect
    .poll(
      async () => {
        await admin.goto(redirectsPage)
        return (await failing().getByRole('row').filter({ hasText: oldPath }).allInnerTexts()).join(' ')
      },
      { timeout: 20_000 },
    )
    .toMatch(new RegExp(`${oldPath}\\s+2\\s`))
  // A bot probing for a file is counted apart.
  const probe = `/${mark}.php`
  expect((await answerOf(probe)).status).toBe(404)
  const probes = admin.getByRole('table', { name: 'Bots que buscan archivos' })
  await expect
    .poll(
      async () => {
        await admin.goto(redirectsPage)
        await admin.getByText(/^Bots que buscan archivos \(\d+\)$/).click()
        return probes.getByRole('rowheader', { name: probe }).count()
      },
      { timeout: 20_000 },
    )
    .toBe(1)
  await expect(failing().getByRole('rowheader', { name: probe })).toHaveCount(0)
})

test('‘Redirigir’ opens the form with the path; the redirect then answers 308 to its destination', async ({
  browser,
}) => {
  await admin.goto(redirectsPage)
  await failing()
    .getByRole('link', { name: `Redirigir ${oldPath}` })
    .click()
  await expect(admin.getByRole('heading', { name: 'Nueva redirección' })).toBeVisible()
  await expect(admin.getByLabel('Desde')).toHaveValue(oldPath)
  await admin.getByLabel('Hacia').fill('/instalacion-placas-murcia')
  await admin.getByRole('button', { name: 'Añadir redirección' }).click()
  await expect(
    admin.getByText(`Guardada: ${oldPath} → /instalacion-placas-murcia (permanente, 308).`),
  ).toBeVisible()
  await expect(
    admin.getByRole('table', { name: 'Redirecciones' }).getByRole('rowheader', { name: oldPath }),
  ).toBeVisible()

  expect(await answerOf(oldPath)).toEqual({ status: 308, location: '/instalacion-placas-murcia' })
  const page = await visitor(browser)
  await page.goto(oldPath)
  await expect(page).toHaveURL(/\/instalacion-placas-murcia$/)
  // A redirected path leaves the failing list.
  await admin.reload()
  await expect(failing().getByRole('rowheader', { name: oldPath })).toHaveCount(0)
})

test('a temporary redirect answers 307, to a site path or an https address', async () => {
  await addRedirect(`/oferta-de-verano-${mark}`, '/solicitar-presupuesto', 'Temporal (307)')
  await expect(admin.getByText(new RegExp(`^Guardada: /oferta-de-verano-${mark}`))).toBeVisible()
  expect(await answerOf(`/oferta-de-verano-${mark}`)).toEqual({
    status: 307,
    location: '/solicitar-presupuesto',
  })
  await addRedirect(`/catalogo-${mark}`, 'https://example.com/catalogo', 'Permanente (308)')
  await expect(admin.getByText(new RegExp(`^Guardada: /catalogo-${mark}`))).toBeVisible()
  expect(await answerOf(`/catalogo-${mark}`)).toEqual({
    status: 308,
    location: 'https://example.com/catalogo',
  })
})

test('a loop is refused in the form with its message, keeping what was typed', async () => {
  // A target must be a page: /ruta-b is one while the first redirect is saved, then goes.
  const staffPage = `/ruta-b-${mark}`
  await sql(
    admin.request,
    `insert into public.staff_pages (path, template, status) values ($1, 'guia', 'published')`,
    [staffPage],
  )
  await addRedirect(`/ruta-a-${mark}`, `/ruta-b-${mark}`, 'Permanente (308)')
  await expect(admin.getByText(new RegExp(`^Guardada: /ruta-a-${mark}`))).toBeVisible()
  await sql(admin.request, 'delete from public.staff_pages where path = $1', [staffPage])
  await addRedirect(`/ruta-b-${mark}`, `/ruta-a-${mark}`, 'Permanente (308)')
  const message = `Crearía un bucle: /ruta-a-${mark} ya lleva de vuelta a /ruta-b-${mark}.`
  await expect(admin.getByText(message).first()).toBeVisible()
  await expect(admin.getByLabel('Desde')).toHaveValue(`/ruta-b-${mark}`)
  await expect(admin.getByLabel('Hacia')).toHaveValue(`/ruta-a-${mark}`)
  expect((await answerOf(`/ruta-b-${mark}`)).status).toBe(404)
})

test('at 320 px the section, with redirects and a failing address listed, scrolls only inside its tables', async () => {
  await fetch(`${baseUrl}/una-direccion-que-falla-tambien-${mark}`)
  await admin.setViewportSize({ width: 320, height: 800 })
  await admin.goto(redirectsPage)
  await expect(admin.getByRole('table', { name: 'Redirecciones' }).getByRole('row')).not.toHaveCount(1)
  // At this width the redirects are cards rather than the table's rows.
  await expect(admin.getByRole('list', { name: 'Redirecciones' }).getByRole('listitem')).not.toHaveCount(0)
  await expect.poll(() => admin.evaluate(() => document.documentElement.scrollWidth)).toBe(320)
  await admin.setViewportSize({ width: 1366, height: 900 })
})

test('a target with no page is refused in the form, saying why', async () => {
  await addRedirect(`/sin-destino-${mark}`, `/no-existe-${mark}`, 'Permanente (308)')
  await expect(
    admin
      .getByText(
        `No hay ninguna página publicada en /no-existe-${mark}: elige como destino una página del sitio o una dirección completa https://…`,
      )
      .first(),
  ).toBeVisible()
  expect((await answerOf(`/sin-destino-${mark}`)).status).toBe(404)
})

test('a redirect counts its use; ‘Eliminar’ asks, and ‘Deshacer’ puts it back with its count', async () => {
  const source = `/contador-${mark}`
  await addRedirect(source, '/solicitar-presupuesto', 'Permanente (308)')
  await expect(admin.getByText(new RegExp(`^Guardada: ${source}`))).toBeVisible()
  expect((await answerOf(source)).status).toBe(308)
  const row = () =>
    admin.getByRole('table', { name: 'Redirecciones' }).getByRole('row').filter({ hasText: source })
  await expect
    .poll(
      async () => {
        await admin.goto(redirectsPage)
        return row().innerText()
      },
      { timeout: 20_000 },
    )
    .toMatch(/Usada 1 vez · última \d\d\/\d\d\/\d{4}/)

  await row()
    .getByRole('button', { name: `Eliminar la redirección de ${source}` })
    .click()
  const dialog = admin.getByRole('dialog', { name: '¿Eliminar esta redirección?' })
  await expect(dialog).toContainText(`Quien visite ${source}`)
  await dialog.getByRole('button', { name: 'Eliminar' }).click()
  await expect(admin.getByText('Redirección eliminada')).toBeVisible()
  await expect(row()).toHaveCount(0)
  expect((await answerOf(source)).status).toBe(404)
  await admin.getByRole('button', { name: 'Deshacer' }).click()
  await expect(admin.getByText('Redirección recuperada')).toBeVisible()
  await expect(row()).toContainText('Usada 1 vez')
  expect((await answerOf(source)).status).toBe(308)
})

test('at 390 px each redirect is a card with its actions, no sideways scrolling; accessible at both widths', async () => {
  await admin.setViewportSize({ width: 390, height: 844 })
  await admin.goto(redirectsPage)
  const card = admin
    .getByRole('list', { name: 'Redirecciones' })
    .getByRole('listitem')
    .filter({ hasText: `/contador-${mark}` })
  await expect(card.getByRole('link', { name: `Editar la redirección de /contador-${mark}` })).toBeVisible()
  await expect(
    card.getByRole('button', { name: `Eliminar la redirección de /contador-${mark}` }),
  ).toBeVisible()
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await expectAccessible(admin)
  await admin.setViewportSize({ width: 1366, height: 900 })
  await expect(admin.getByRole('table', { name: 'Redirecciones' })).toBeVisible()
  await expectAccessible(admin)
})
