import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { getSeoConfig } from '@/lib/seo/config'
import { toSeoFormValues } from '@/lib/validations/seo'
import { signUpWithoutAccess, tabTo } from './accounts'
import { marker } from './database'
import { sharedAdmin } from './shared-admin'
import { expectAccessible, expectServedPage } from './support'

// The admin's journey on the SEO panel: an admin filters the list (the filter lives in the
// address), edits a landing page's title and H1 with the keyboard alone at the editor's own
// address and publishes them, sees them live, opens an editor from its address alone, signs out
// and is locked out; a second account gets the no-access notice and cannot save through the
// action either. On the suite's server, with an admin of its own: it edits
// /instalacion-electrica-exterior and opens /instalacion-placas-murcia, which no other spec
// changes. (A newcomer's first sign-up through the setup link is admin-setup-link's.)

test.describe.configure({ mode: 'serial' })

const pagePath = '/instalacion-electrica-exterior'
const editorPath = '/seo-dashboard/paginas/instalacion-electrica-exterior'
const murcia = '/instalacion-placas-murcia'
const password = 'clave-segura-123'
let baseUrl: string
let page: Page
/** The title and H1 the admin publishes. */
const edited = {
  title: 'Electricistas para jardines, piscinas y terrazas',
  h1: 'Instalación eléctrica de exteriores, jardines y piscinas',
}

const { newContext } = sharedAdmin('seo-dashboard', (shared) => ({ admin: page, baseUrl } = shared))

test('an admin edits a title and H1 with the keyboard alone, and the live page shows them', async () => {
  // A keyboard journey through the list and the editor, with an accessibility check and a wait
  // for the live page, beside the other publishing specs.
  test.slow()
  await page.goto('/seo-dashboard')
  const search = page.getByLabel('Buscar', { exact: true })
  await tabTo(page, search, 40)
  await page.keyboard.type('exterior')
  await page.keyboard.press('Enter') // submits the list's search form
  await page.waitForURL(/\/seo-dashboard\?q=exterior&problema=todas$/)
  await expect(page.getByText(/^1 de \d+ páginas$/)).toBeVisible()
  const pageLink = page.getByRole('link', { name: new RegExp(pagePath) })
  // Past the panel's tabs, its notices, 'Nueva página' and the list's filters.
  await tabTo(page, pageLink, 25)
  await page.keyboard.press('Enter')
  await page.waitForURL(`${editorPath}?q=exterior`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`SEO de ${pagePath}`)

  const title = page.getByLabel('Título', { exact: true })
  await expect(title).toHaveValue(getSeoConfig(pagePath)!.title)
  await expectAccessible(page)

  await tabTo(page, title)
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type(`${edited.title} con garantía y certificado oficial`)
  await expect(page.getByText('(máx. 60)')).toBeVisible()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type(edited.title)
  await expect(page.getByText('(máx. 60)')).toHaveCount(0)
  await expect(page.getByText(edited.title, { exact: true }).first()).toBeVisible() // the search preview

  await tabTo(page, page.getByLabel('H1', { exact: true }))
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type(edited.h1)

  const publish = page.getByRole('button', { name: 'Publicar' })
  await publish.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByText('SEO actualizado')).toBeVisible()
  await expect(title).toHaveValue(edited.title)
  await page.getByRole('link', { name: 'Cerrar', exact: true }).click()
  await page.waitForURL(/\/seo-dashboard\?q=exterior$/) // back to the list's view
  await expect(page.getByRole('link', { name: new RegExp(edited.title) })).toBeVisible() // the list shows the save

  await expectServedPage(page.context().browser()!, pagePath, edited, {
    baseURL: baseUrl,
    timeout: 20_000,
  })
})

test('an editor opens from its address alone, and again on a reload', async () => {
  await page.goto('/seo-dashboard/paginas/instalacion-placas-murcia')
  const expectMurciaEditor = async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`SEO de ${murcia}`)
    await expect(page.getByLabel('Título', { exact: true })).toHaveValue(getSeoConfig(murcia)!.title)
    await expect(page.getByLabel('H1', { exact: true })).toHaveValue(getSeoConfig(murcia)!.h1)
  }
  await expectMurciaEditor()
  await page.reload()
  await expectMurciaEditor()
  await page.goto('/seo-dashboard/paginas/inicio')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('SEO de /')
  await expect(page.getByLabel('Título', { exact: true })).toHaveValue(getSeoConfig('/')!.title)
  const unknown = await page.goto('/seo-dashboard/paginas/no-existe')
  expect(unknown?.status()).toBe(404)
})

test('the list’s search and filter live in the address: a reload keeps them', async () => {
  await page.goto('/seo-dashboard')
  await page.getByLabel('Buscar', { exact: true }).fill('murcia')
  await page.getByRole('button', { name: 'Filtrar' }).click()
  await page.waitForURL(/\/seo-dashboard\?q=murcia&problema=todas$/)
  // The page list's links only: the scheduled publications, which another spec changes meanwhile,
  // may link a Murcia page too.
  const murciaPages = page.getByRole('region', { name: 'Páginas' }).getByRole('link', { name: /murcia/i })
  await expect(murciaPages.first()).toBeVisible()
  const shown = await murciaPages.count()
  await page.reload()
  await expect(page.getByLabel('Buscar', { exact: true })).toHaveValue('murcia')
  await expect(murciaPages).toHaveCount(shown)
  await expect(page.getByRole('link', { name: new RegExp(pagePath) })).toHaveCount(0)

  // Every built-in record passes the SEO checks: the Murcia landing page is not among those
  // with a problem, nor is the saved record (the list, drawn, counts what it shows).
  const problems = page.getByText(/^\d+ de \d+ páginas$/)
  await page.getByLabel('Filtrar').selectOption({ label: 'Con algún problema' })
  await page.getByRole('button', { name: 'Filtrar' }).click()
  await page.waitForURL(/\?q=murcia&problema=con-problemas$/)
  await expect(problems).toBeVisible()
  await expect(page.getByRole('link', { name: new RegExp(`${murcia}(?![\\w-])`) })).toHaveCount(0)
  await page.goto('/seo-dashboard?q=exterior&problema=con-problemas')
  await expect(problems).toBeVisible()
  await expect(page.getByRole('link', { name: new RegExp(pagePath) })).toHaveCount(0)
  await page.getByRole('link', { name: 'Quitar filtros' }).click()
  await page.waitForURL(/\/seo-dashboard$/)
  await expect(page.getByRole('link', { name: new RegExp(pagePath) })).toBeVisible()
})

test('the editor arrives with the stored record in its fields, locked until its script runs, and refuses an empty title', async ({
  browser,
}) => {
  const withoutScript = await newContext(browser, { javaScriptEnabled: false })
  await withoutScript.addCookies(await page.context().cookies())
  const served = await withoutScript.newPage()
  await served.goto(editorPath)
  await expect(served.getByLabel('Título', { exact: true })).toHaveValue(edited.title)
  await expect(served.getByLabel('H1', { exact: true })).toHaveValue(edited.h1)
  await expect(served.getByLabel('Título', { exact: true })).toBeDisabled()
  await expect(served.getByRole('button', { name: 'Guardar borrador' })).toBeDisabled()
  await expect(served.getByRole('button', { name: 'Publicar' })).toBeDisabled()
  await withoutScript.close()

  await page.goto(editorPath)
  await page.getByLabel('Título', { exact: true }).fill('')
  await page.getByRole('button', { name: 'Guardar borrador' }).click()
  await expect(page.getByText('El título es obligatorio').first()).toBeVisible()
  await page.goto(pagePath)
  await expect(page).toHaveTitle(`${edited.title} | Solar y Electricidad Cieza`)
})

test('the panel’s pages fit a 320 px screen, and the editor a phone and a laptop, with nothing to scroll sideways', async () => {
  const contentEditor = `${editorPath}?parte=contenido`
  const pages = [
    '/seo-dashboard',
    editorPath,
    contentEditor,
    '/seo-dashboard/solicitudes',
    '/seo-dashboard/resultados',
    '/seo-dashboard/fotos',
    '/seo-dashboard/redirecciones',
    '/seo-dashboard/nueva-pagina',
  ]
  const overflowing: string[] = []
  for (const [width, paths] of [
    [320, pages],
    [390, [editorPath, contentEditor]],
    [1366, [editorPath, contentEditor]],
  ] as const) {
    await page.setViewportSize({ width, height: 900 })
    for (const path of paths) {
      await page.goto(path)
      await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible()
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
      if (scrollWidth > width) overflowing.push(`${path} at ${width} px: ${scrollWidth} px wide`)
    }
  }
  await page.setViewportSize({ width: 1366, height: 900 })
  expect(overflowing).toEqual([])
})

test('invalid additional schema is refused with a clear message and nothing is saved', async () => {
  await page.goto(editorPath)
  const schema = page.getByLabel('Datos estructurados adicionales')
  await schema.fill('{ "@type": "Offer", ')
  await page.getByRole('button', { name: 'Guardar borrador' }).click()
  await expect(
    page.getByText('Los datos estructurados adicionales deben ser un objeto JSON válido').first(),
  ).toBeVisible()
  // What was typed is not saved: leaving asks first.
  await page.getByRole('link', { name: 'Cerrar', exact: true }).click()
  await page
    .getByRole('dialog', { name: '¿Salir sin guardar?' })
    .getByRole('button', { name: 'Salir sin guardar' })
    .click()
  await page.waitForURL(/\/seo-dashboard$/)
  await expect(page.getByLabel('Título', { exact: true })).toHaveCount(0)
  await expect(page.getByRole('link', { name: new RegExp(edited.title) })).toBeVisible()
})

test('after signing out, the dashboard sends the visitor to /auth', async () => {
  await page.getByRole('button', { name: 'Cerrar sesión' }).click()
  await expect(page).toHaveURL(/\/auth$/)
  await page.goto('/seo-dashboard')
  await expect(page).toHaveURL(/\/auth$/)
})

test('a second account sees the no-access notice and cannot save through the action', async () => {
  await signUpWithoutAccess(page, { email: `${marker('seo-dashboard-vecino')}@example.com`, password })
  await expect(page.getByLabel('Título', { exact: true })).toHaveCount(0)
  await expectAccessible(page)

  const manifest = JSON.parse(
    readFileSync(path.join(__dirname, '..', '.next-e2e', 'server', 'server-reference-manifest.json'), 'utf8'),
  ) as { node: Record<string, { exportedName: string }> }
  const actionId = Object.entries(manifest.node).find(
    ([, entry]) => entry.exportedName === 'saveSeoRecordAction',
  )![0]
  const values = {
    ...toSeoFormValues(getSeoConfig(pagePath)!),
    title: 'Título forzado por una cuenta sin permiso',
    basedOn: 0,
    intent: 'publish',
  }
  const response = await page.request.post(editorPath, {
    headers: { 'Next-Action': actionId, 'Content-Type': 'text/plain;charset=UTF-8', Origin: baseUrl },
    data: JSON.stringify([null, values]),
  })
  expect(await response.text()).toContain('Tu cuenta no tiene permiso para gestionar el SEO.')
  await page.goto(pagePath)
  await expect(page).toHaveTitle(`${edited.title} | Solar y Electricidad Cieza`)
})
