import { expect, test, type Page } from '@playwright/test'
import { isTemplatePrompt } from '@/lib/content/template-prompts'
import { marker } from './database'
import { sendQuoteFormFrom } from './quote-form'
import { sharedAdmin } from './shared-admin'

// 'Nueva página' on the suite's shared server, at addresses of its own: a town page created from its
// template with the town's facts, refused while it holds the template's
// example texts, published in the usual editor once staff wrote their own,
// served to a visitor without cookies as a static page with its H1 and listed
// in the sitemap; a quote request from it, with its campaign, credited to it
// in the inbox and the results; a near copy of it refused, naming the page it
// repeats; a rename whose old address answers 308 to the new one, its lead
// following it. A published page joins the sitemap, which seo-head.spec.ts
// checks holds the built-in pages alone: this spec runs after it, in
// playwright.config.ts's 'publishing' project.

test.describe.configure({ mode: 'serial' })

let baseUrl = ''
let admin: Page
const { newContext } = sharedAdmin('staff-pages', (shared) => ({ baseUrl, admin } = shared))
const mark = marker('e2e')
const jumilla = `/placas-solares-jumilla-${mark}`
const yecla = `/placas-solares-yecla-${mark}`
const renamed = `/placas-jumilla-${mark}`

/** The answer to a path for a visitor with no cookie, its redirect not followed. */
async function answerOf(path: string) {
  const response = await fetch(`${baseUrl}${path}`, { redirect: 'manual' })
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

/** Writes `text` over every field of the editor's part on screen that still holds a template's example. */
async function writeOverExamples(text: string) {
  for (const field of await admin.getByRole('main').getByRole('textbox').all())
    if (isTemplatePrompt(await field.inputValue())) await field.fill(text)
}

/** Staff's own text over the examples, content then SEO (its FAQ), and 'Publicar' from the SEO part. */
async function publish(path: string) {
  await writeOverExamples('Trabajamos con instaladores propios y material con garantía.')
  await admin.getByRole('button', { name: 'Guardar borrador', exact: true }).click()
  await expect(admin.getByText('Borrador guardado').first()).toBeVisible()
  await admin.goto(`/seo-dashboard/paginas${path}`)
  await writeOverExamples('Nos ocupamos del trámite con el ayuntamiento.')
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

  expect((await answerOf(jumilla)).status).toBe(404)
  await createTownPage(jumilla, 'Jumilla')
  // As the template made it, its example texts still there: refused, naming the first.
  await admin.getByRole('button', { name: 'Publicar', exact: true }).click()
  await expect(
    admin
      .getByText('Cambia el texto de ejemplo de «Sección 1 › Párrafos › párrafo 1» antes de publicar.')
      .first(),
  ).toBeVisible()
  expect((await answerOf(jumilla)).status).toBe(404)
  await publish(jumilla)
  await expect(admin.getByText('Página publicada')).toBeVisible()

  const served = await answerOf(jumilla)
  expect(served.status).toBe(200)
  expect(served.html).toMatch(/<h1[^>]*>Placas solares en Jumilla<\/h1>/)
  expect(served.html).toContain('La cubierta de la cooperativa del casco antiguo de Jumilla')
  // Static: kept and shared, never rendered per visitor.
  expect(served.cacheControl).toContain('s-maxage')
  expect(served.cacheControl).not.toContain('no-store')

  const sitemap = await answerOf('/sitemap.xml')
  expect(sitemap.html).toContain(`${jumilla}</loc>`)
})

test('a quote request from the page, with its campaign, is credited to it in the inbox and the results', async ({
  browser,
}) => {
  const visitor = await (await newContext(browser)).newPage()
  await sendQuoteFormFrom(
    visitor,
    `${jumilla}?utm_source=boletin&utm_medium=email&utm_campaign=jumilla-otono`,
    {
      email: 'lucia@example.com',
      nombre: 'Lucía Jumilla',
      ciudad: 'Jumilla',
      mensaje: 'Quiero placas en el tejado de la bodega.',
    },
  )

  await admin.goto('/seo-dashboard/solicitudes')
  const source = admin.getByLabel('Página de origen')
  await expect(source.locator('option', { hasText: new RegExp(`^${jumilla}$`) })).toHaveCount(1)
  await source.selectOption(jumilla)
  await admin.getByRole('button', { name: 'Filtrar', exact: true }).click()
  await expect(admin).toHaveURL(new RegExp(`origen=${encodeURIComponent(jumilla)}`))
  const table = admin.getByRole('table', {
    name: 'Solicitudes de presupuesto, de la más reciente a la más antigua',
  })
  await expect(table.locator('tbody th')).toHaveText(['Lucía Jumilla'])
  await admin.getByRole('link', { name: 'Lucía Jumilla' }).click()
  const details = admin.locator('dl')
  const value = (term: string) => details.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('+ dd')
  await expect(value('Página de origen')).toHaveText(jumilla)
  await expect(value('Página del formulario')).toHaveText('/solicitar-presupuesto')
  await expect(value('Página anterior')).toHaveText(jumilla)
  await expect(value('Campaña: origen')).toHaveText('boletin')
  await expect(value('Campaña: medio')).toHaveText('email')
  await expect(value('Campaña: nombre')).toHaveText('jumilla-otono')

  await admin.goto('/seo-dashboard/resultados')
  await expect(resultsRow(jumilla).getByRole('cell').first()).toHaveText('1')
})

/** The page's row in 'Resultados'. */
function resultsRow(path: string) {
  return admin
    .getByRole('table', { name: /^Solicitudes por página de origen/ })
    .getByRole('row', { name: new RegExp(`^${path}(\\s|$)`) })
}

test('a near copy of a published page is refused, naming the page it repeats', async () => {
  await createTownPage(yecla, 'Yecla')
  await publish(yecla)
  await expect(
    admin.getByText(new RegExp(`^Esta página repite el \\d+ % de ${jumilla}$`)).first(),
  ).toBeVisible()
  expect((await answerOf(yecla)).status).toBe(404)

  // 'Revisar cambios' shows it before 'Publicar': the page it repeats, and a repeated passage leading to its field.
  await admin.goto(`/seo-dashboard/paginas${yecla}?parte=contenido`)
  await expect(admin.getByText('Esta página aún no está publicada: los visitantes no la ven.')).toBeVisible()
  await admin.getByRole('button', { name: 'Revisar cambios' }).click()
  const review = admin.getByRole('region', { name: 'Revisar cambios' })
  const problems = review.getByRole('alert')
  await expect(problems).toContainText(new RegExp(`Esta página repite el \\d+ % de ${jumilla}`))
  await expect(problems.getByRole('link', { name: 'ver esa página' })).toHaveAttribute('href', jumilla)
  await expect(review.getByText('Sin errores: se puede publicar.')).toHaveCount(0)
  // The town's own subtitle repeats the other's: the passage leads to its field.
  await problems.getByRole('link', { name: 'Cabecera › Subtítulo' }).click()
  await expect(admin.locator(':focus')).toHaveAttribute('id', 'contenido-hero-subtitle')

  // 'Publicar' refuses it, and the refusal stays on the form once the page is drawn again.
  await admin.getByRole('button', { name: 'Publicar', exact: true }).click()
  const refused = admin.getByRole('alert', { name: 'No se ha publicado' })
  await expect(refused).toContainText(new RegExp(`Esta página repite el \\d+ % de ${jumilla}`))
  await expect(refused.getByRole('link', { name: 'ver esa página' })).toBeVisible()
  await expect(admin.getByRole('button', { name: 'Publicar', exact: true })).toBeEnabled()
  await expect(refused).toBeVisible()
  expect((await answerOf(yecla)).status).toBe(404)
  // Its SEO part says the same: nothing of it is online yet.
  await admin.goto(`/seo-dashboard/paginas${yecla}?parte=seo`)
  await expect(
    admin
      .getByRole('status')
      .filter({ hasText: 'Esta página aún no está publicada: los visitantes no la ven.' }),
  ).toBeVisible()
})

test('a renamed page answers at its new address, and its old one answers 308 there', async () => {
  await admin.goto(`/seo-dashboard/paginas${jumilla}?parte=contenido`)
  await admin.getByLabel('Nueva dirección').fill(renamed)
  await admin.getByRole('button', { name: 'Cambiar dirección' }).click()
  const asked = admin.getByRole('dialog', { name: '¿Cambiar la dirección de la página?' })
  await expect(asked).toContainText(`pasará a ${renamed}`)
  await asked.getByRole('button', { name: 'Cambiar dirección' }).click()
  await expect(admin).toHaveURL(new RegExp(`/seo-dashboard/paginas${renamed}\\?parte=contenido`))
  await expect(admin.getByText(`Dirección cambiada: ${renamed}.`).first()).toBeVisible()

  await expect.poll(async () => (await answerOf(renamed)).status).toBe(200)
  const old = await answerOf(jumilla)
  expect(old.status).toBe(308)
  expect(old.location).toBe(renamed)

  // Its lead moved with it.
  await admin.goto('/seo-dashboard/resultados')
  await expect(resultsRow(renamed).getByRole('cell').first()).toHaveText('1')
  await expect(resultsRow(jumilla)).toHaveCount(0)
})
