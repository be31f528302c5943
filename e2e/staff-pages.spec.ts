import { expect, test, type Page } from '@playwright/test'
import { type OwnServer } from './next-server'
import { ownAdminServer } from './own-admin-server'

// 'Nueva página' on a fresh server of its own: a town page created from its
// template with the town's facts, published in the usual editor, served to a
// visitor without cookies as a static page with its H1 and listed in the
// sitemap; a near copy of it refused, naming the page it repeats; a rename
// whose old address answers 308 to the new one.

test.describe.configure({ mode: 'serial' })

let server: OwnServer
let admin: Page
ownAdminServer('staff-pages', (own) => ({ server, admin } = own))

/** The answer to a path for a visitor with no cookie, its redirect not followed. */
async function answerOf(path: string) {
  const response = await fetch(`${server.baseUrl}${path}`, { redirect: 'manual' })
  return {
    status: response.status,
    location: response.headers.get('location')?.split(', ')[0] ?? null,
    cacheControl: response.headers.get('cache-control') ?? '',
    html: await response.text(),
  }
}

async function createTownPage(path: string, town: string) {
  await admin.goto('/seo-dashboard')
  await admin.getByRole('link', { name: 'Nueva página' }).click()
  await admin.getByLabel('Placas solares en una localidad').check()
  await admin.getByLabel('Dirección').fill(path)
  await admin.getByRole('textbox', { name: 'Localidad' }).fill(town)
  await admin.getByLabel('Horas de sol al año').fill('Más de 3.000')
  await admin.getByLabel('Irradiación solar (kWh/m² al año)').fill('1.850')
  await admin
    .getByLabel('Una referencia local')
    .fill(`La cubierta de la cooperativa del casco antiguo de ${town}`)
  await admin.getByLabel('Zona que atendemos').fill(`${town} y sus pedanías`)
  await admin.getByRole('button', { name: 'Crear página' }).click()
  await expect(admin).toHaveURL(new RegExp(`/seo-dashboard/paginas${path}\\?parte=contenido`))
}

async function publish() {
  await admin.getByRole('button', { name: 'Publicar', exact: true }).click()
}

test('a page created from the town template, published, is served static with its H1 and is in the sitemap', async () => {
  // An address that clashes is refused with its reason, and nothing is created.
  await admin.goto('/seo-dashboard/nueva-pagina')
  await admin.getByLabel('Servicio eléctrico').check()
  await admin.getByLabel('Dirección').fill('/instalacion-placas-murcia')
  await admin.getByRole('button', { name: 'Crear página' }).click()
  await expect(
    admin.getByText('/instalacion-placas-murcia ya es una página del sitio: elige otra dirección').first(),
  ).toBeVisible()

  expect((await answerOf('/placas-solares-jumilla')).status).toBe(404)
  await createTownPage('/placas-solares-jumilla', 'Jumilla')
  await publish()
  await expect(admin.getByText('Página publicada')).toBeVisible()

  const served = await answerOf('/placas-solares-jumilla')
  expect(served.status).toBe(200)
  expect(served.html).toMatch(/<h1[^>]*>Placas solares en Jumilla<\/h1>/)
  expect(served.html).toContain('La cubierta de la cooperativa del casco antiguo de Jumilla')
  // Static: kept and shared, never rendered per visitor.
  expect(served.cacheControl).toContain('s-maxage')
  expect(served.cacheControl).not.toContain('no-store')

  const sitemap = await answerOf('/sitemap.xml')
  expect(sitemap.html).toContain(`${'/placas-solares-jumilla'}</loc>`)
})

test('a near copy of a published page is refused, naming the page it repeats', async () => {
  await createTownPage('/placas-solares-yecla', 'Yecla')
  await publish()
  await expect(
    admin.getByText(/^Esta página repite el \d+ % de \/placas-solares-jumilla$/).first(),
  ).toBeVisible()
  expect((await answerOf('/placas-solares-yecla')).status).toBe(404)
})

test('a renamed page answers at its new address, and its old one answers 308 there', async () => {
  await admin.goto('/seo-dashboard/paginas/placas-solares-jumilla?parte=contenido')
  await admin.getByLabel('Nueva dirección').fill('/placas-jumilla')
  await admin.getByRole('button', { name: 'Cambiar dirección' }).click()
  await expect(admin).toHaveURL(/\/seo-dashboard\/paginas\/placas-jumilla\?parte=contenido/)

  await expect.poll(async () => (await answerOf('/placas-jumilla')).status).toBe(200)
  const old = await answerOf('/placas-solares-jumilla')
  expect(old.status).toBe(308)
  expect(old.location).toBe('/placas-jumilla')
})
