import { expect, test, type Browser, type Locator, type Page } from '@playwright/test'
import { personName } from '@/lib/admin/page-changed'
import { jsonLdBlocks } from './html'
import { sharedAdmin } from './shared-admin'

// Staff keep a page true without an engineer: an admin
// changes a cell of the subsidy calendar, a figure and a paragraph of
// /ayudas-placas-solares and saves a draft that visitors do not see; the
// preview shows it to the admin alone; 'Publicar' makes it live without a
// rebuild, moving the JSON-LD dateModified and the sitemap lastmod; the
// history lists the draft and the publish with what changed; 'Restaurar' and 'Volver al
// contenido original' bring content back as a draft; the dashboard counts the
// guide's overdue review; a button to a missing page is refused at its field,
// and the selects keep showing the stored choices after a save. On the suite's server, with an
// admin of its own: no other spec changes this guide.

test.describe.configure({ mode: 'serial' })

const pagePath = '/ayudas-placas-solares'
const oldCell = 'Abiertas hasta el 31 de marzo de 2026'
const newCell = 'Abiertas hasta el 31 de marzo de 2027'
const newFigure = 'Hasta 45 %'
const newParagraph = 'Texto revisado en noviembre de 2026: las convocatorias cambian cada año.'
/** A year from today ('YYYY-MM-DD'): a review date that is never overdue while the test runs. */
/** A year from now, as staff type a day (dd/mm/aaaa). */
const dayInAYear = () =>
  new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10).split('-').reverse().join('/')
let baseUrl: string
let admin: Page
let email: string
const { newContext } = sharedAdmin('content-editing', (shared) => ({ baseUrl, admin, email } = shared))

const html = async (address = pagePath) => (await fetch(`${baseUrl}${address}`)).text()
const sitemapLastmod = async () =>
  new RegExp(`<loc>[^<]*${pagePath}</loc>\\s*<lastmod>([^<]+)</lastmod>`).exec(
    await html('/sitemap.xml'),
  )?.[1] ?? null
const dateModified = async () => {
  const graph = jsonLdBlocks(await html()).flatMap(
    (block) => (block as { '@graph': { '@type': string; dateModified?: string }[] })['@graph'],
  )
  return graph.find((node) => node['@type'] === 'Article')?.dateModified ?? null
}

const visitor = async (browser: Browser) => (await newContext(browser)).newPage()

const section = (number: number) => admin.getByRole('group', { name: new RegExp(`^Sección ${number} · `) })
const calendarCell = () =>
  section(6)
    .getByRole('group', { name: /^Filas/ })
    .getByRole('group', { name: 'Fila 2' })
    .getByRole('textbox', { name: 'Periodo de solicitud' })
const figureValue = () =>
  section(1)
    .getByRole('group', { name: /^Cifras/ })
    .getByRole('group', { name: 'Cifra 2' })
    .getByRole('textbox', {
      name: 'Valor',
    })
const firstParagraph = () =>
  section(1)
    .getByRole('group', { name: /^Párrafos/ })
    .getByRole('textbox', { name: 'Párrafo 1' })

async function openContentEditor() {
  await admin.goto(`/seo-dashboard/paginas${pagePath}?parte=contenido`)
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText(`Contenido de ${pagePath}`)
  await expect(admin.getByRole('link', { name: 'Contenido' })).toHaveAttribute('aria-current', 'page')
}

async function press(button: string, toast: string | RegExp) {
  await admin.getByRole('button', { name: button, exact: true }).click()
  await expect(admin.getByText(toast)).toBeVisible()
}

/** A button that asks first: its dialog says `question`, and its own button there goes ahead. */
async function confirm(button: string, question: RegExp, toast: string) {
  await admin.getByRole('button', { name: button, exact: true }).click()
  const dialog = admin.getByRole('dialog')
  await expect(dialog).toContainText(question)
  await dialog.getByRole('button', { name: button, exact: true }).click()
  await expect(admin.getByText(toast)).toBeVisible()
}

async function replace(field: Locator, text: string) {
  await field.fill(text)
  await expect(field).toHaveValue(text)
}

test('a saved draft stays hidden from visitors, and the admin’s preview shows it', async ({ browser }) => {
  expect(await dateModified()).toBeNull()
  expect(await sitemapLastmod()).toBeNull()
  await openContentEditor()
  // The H1 belongs to the SEO record: shown, not editable here.
  const hero = admin.getByRole('group', { name: 'Cabecera' })
  await expect(hero.getByRole('link', { name: 'Se edita en la parte SEO' }).first()).toBeVisible()

  await expect(calendarCell()).toHaveValue(oldCell)
  await replace(calendarCell(), newCell)
  await replace(figureValue(), newFigure)
  await replace(firstParagraph(), newParagraph)
  await press('Guardar borrador', 'Borrador guardado')
  await expect(admin.getByRole('status').filter({ hasText: 'Borrador sin publicar' })).toBeVisible()

  const someone = await visitor(browser)
  await someone.goto(pagePath)
  await expect(someone.getByRole('cell', { name: oldCell })).toBeVisible()
  await expect(someone.getByText(newCell)).toHaveCount(0)
  expect(await html()).not.toContain(newCell)

  // The preview's address turns nothing on without an admin session.
  await someone.goto(`/seo-dashboard/vista-previa?ruta=${encodeURIComponent(pagePath)}`)
  expect((await someone.context().cookies()).map((cookie) => cookie.name)).not.toContain('__prerender_bypass')

  const [preview] = await Promise.all([
    admin.context().waitForEvent('page'),
    admin.getByRole('link', { name: 'Vista previa' }).click(),
  ])
  await preview.waitForURL(`**${pagePath}`)
  await expect(preview.getByText('Vista previa del borrador')).toBeVisible()
  await expect(preview.getByRole('cell', { name: newCell })).toBeVisible()
  await expect(preview.getByText(newFigure)).toBeVisible()
  await expect(preview.getByText(newParagraph)).toBeVisible()

  // The admin's Draft Mode cookie without the admin's session still shows the published page.
  const bypass = (await admin.context().cookies()).filter((cookie) => cookie.name === '__prerender_bypass')
  expect(bypass).toHaveLength(1)
  await someone.context().addCookies(bypass)
  await someone.goto(pagePath)
  await expect(someone.getByRole('cell', { name: oldCell })).toBeVisible()
  await expect(someone.getByText(newCell)).toHaveCount(0)
  await expect(someone.getByText('Vista previa del borrador')).toHaveCount(0)

  await preview.getByRole('link', { name: 'Salir de la vista previa' }).click()
  await expect(preview.getByRole('cell', { name: oldCell })).toBeVisible()
  await preview.close()

  // The page list says a draft is waiting.
  await admin.goto('/seo-dashboard?q=ayudas-placas-solares')
  await expect(
    admin.getByRole('link', { name: new RegExp(pagePath) }).getByText('Borrador sin publicar'),
  ).toBeVisible()
})

test('‘Publicar’ makes the change live without a rebuild, with dateModified, lastmod and ‘Actualizado el’', async ({
  browser,
}) => {
  await openContentEditor()
  await expect(calendarCell()).toHaveValue(newCell)
  await press('Publicar', 'Página publicada')
  await expect(admin.getByRole('status').filter({ hasText: /^Publicada el/ })).toBeVisible()

  await expect.poll(() => html(), { timeout: 15_000 }).toContain(newCell)
  const someone = await visitor(browser)
  await someone.goto(pagePath)
  await expect(someone.getByRole('cell', { name: newCell })).toBeVisible()
  await expect(someone.getByText(newFigure)).toBeVisible()
  await expect(someone.getByText(newParagraph)).toBeVisible()
  await expect(someone.getByText(/^Actualizado el \d{1,2} de [a-z]+ de 20\d\d$/)).toBeVisible()

  const modified = await dateModified()
  expect(modified).not.toBeNull()
  expect(Date.now() - Date.parse(modified!)).toBeLessThan(5 * 60_000)
  await expect.poll(sitemapLastmod, { timeout: 15_000 }).not.toBeNull()
  expect(Date.now() - Date.parse((await sitemapLastmod())!)).toBeLessThan(5 * 60_000)
})

test('the history lists the draft and the publish and what they changed; ‘Restaurar’ and the original come back as drafts', async () => {
  await openContentEditor()
  const history = admin.getByRole('region', { name: 'Historial' })
  const versions = history
    .getByRole('table', { name: 'Versiones, de la más reciente a la más antigua' })
    .locator('tbody tr')
  // The draft of the first test, then its publish (the draft as saved: no second copy).
  await expect(versions).toHaveCount(2)
  await expect(versions.first()).toContainText('Publicación En la web')
  await expect(versions.first()).toContainText(email)
  await expect(versions.last()).toContainText('Borrador')

  // Back to the repository's content, as a draft; published, the first publish differs from it.
  await confirm(
    'Volver al contenido original',
    /se sustituirá por el contenido original del sitio|El contenido original del sitio pasará a ser el borrador/,
    'Contenido original restaurado como borrador',
  )
  await expect(calendarCell()).toHaveValue(oldCell)
  await press('Publicar', 'Página publicada')
  await expect.poll(() => html(), { timeout: 15_000 }).toContain(oldCell)
  await expect(versions).toHaveCount(4)
  // The page is its original again: nothing left for the button to undo.
  await expect(history.getByRole('button', { name: 'Volver al contenido original' })).toHaveCount(0)

  const firstPublish = versions.nth(2)
  await expect(firstPublish).toContainText('Publicación')
  await firstPublish.getByRole('link', { name: 'Comparar con la web' }).click()
  const changes = history.getByRole('table', { name: 'Cambios de Contenido' })
  // Each change named in the form's words alone, never by its code path.
  const cell = changes.getByRole('row', {
    name: /^Sección 6 › Filas › fila 2 › celda 3\b/,
  })
  await expect(cell).toContainText(newCell)
  await expect(cell).toContainText(oldCell)
  await expect(changes).not.toContainText('sections.')
  await expect(
    changes.getByRole('row', {
      name: /^Sección 1 › Cifras › cifra 2 › Valor\b/,
    }),
  ).toContainText(newFigure)

  await firstPublish.getByRole('button', { name: 'Restaurar' }).click()
  const question = admin.getByRole('dialog', { name: '¿Restaurar esta versión?' })
  await expect(question).toContainText(
    new RegExp(`La versión del \\d\\d/\\d\\d/20\\d\\d \\d\\d:\\d\\d \\(${personName(email)}\\) pasará a ser`),
  )
  await question.getByRole('button', { name: 'Restaurar' }).click()
  await expect(admin.getByText('Versión restaurada como borrador')).toBeVisible()
  await expect(calendarCell()).toHaveValue(newCell)
  // Restored as a draft only: visitors keep the published page.
  expect(await html()).toContain(oldCell)
})

test('the dashboard counts the guide’s overdue review as a health problem, and filters by it', async () => {
  // Shipped with its review date past (its programmes closed): overdue, and so a problem.
  const list = admin.getByRole('region', { name: 'Páginas' })
  const guide = list.getByRole('link', { name: new RegExp(`${pagePath}(?![\\w-])`) })
  for (const filter of ['revision-vencida', 'con-problemas']) {
    await admin.goto(`/seo-dashboard?problema=${filter}`)
    await expect(guide.getByText('Revisión vencida')).toBeVisible()
  }

  // A later date, saved on its own, clears it.
  await openContentEditor()
  await admin.getByLabel('Revisar antes de').fill(dayInAYear())
  await press('Guardar fecha', 'Fecha de revisión guardada')
  await admin.goto('/seo-dashboard?problema=revision-vencida')
  await expect(list.getByText(/^\d+ de \d+ páginas$/)).toBeVisible()
  await expect(guide).toHaveCount(0)
})

test('a button to a missing page is refused at its field, with the focus there; the choices shown are the stored ones', async ({
  browser,
}) => {
  await openContentEditor()
  const artwork = admin
    .getByRole('group', { name: 'Cabecera' })
    .getByRole('combobox', { name: 'Ilustración' })
  const closing = admin.getByRole('group', { name: 'Cierre' })
  const link = closing.getByRole('textbox', { name: 'Enlace' })
  const behaviour = closing.getByRole('combobox', { name: 'Qué hace el botón' })
  // The guide's contact section is edited here but is part of the page: it cannot be removed.
  await expect(admin.getByRole('group', { name: 'Contacto' })).toBeVisible()
  await expect(admin.getByRole('button', { name: 'Quitar contacto' })).toHaveCount(0)

  await artwork.selectOption('hero-solar-field')
  await behaviour.selectOption('page')
  await replace(link, '/pagina-que-no-existe')
  await admin.getByRole('button', { name: 'Publicar', exact: true }).click()
  await expect(closing.getByText('Esta página no existe en el sitio: /pagina-que-no-existe')).toBeVisible()
  await expect(link).toBeFocused()
  // React resets the form after every save: the selects still show what was chosen.
  await expect(artwork).toHaveValue('hero-solar-field')
  await expect(behaviour).toHaveValue('page')
  expect(await html()).not.toContain('/pagina-que-no-existe')

  await replace(link, '/solicitar-presupuesto')
  await press('Publicar', 'Página publicada')
  await expect(artwork).toHaveValue('hero-solar-field')
  await expect(behaviour).toHaveValue('page')
  await openContentEditor()
  await expect(artwork).toHaveValue('hero-solar-field')
  await expect(behaviour).toHaveValue('page')

  const someone = await visitor(browser)
  await expect(async () => {
    await someone.goto(pagePath)
    await expect(someone.getByRole('link', { name: 'Solicitar información' })).toHaveAttribute(
      'href',
      '/solicitar-presupuesto',
      { timeout: 1000 },
    )
  }).toPass({ timeout: 15_000 })
  await expect(someone.locator('#contacto')).toBeVisible()
})

test('of two tabs that opened the page, the second save is refused and the first draft kept', async ({
  browser,
}) => {
  await openContentEditor()
  // A second browser with the same admin's session, opened on the same state of the page.
  const signedIn = await admin.context().storageState()
  const other = await (await newContext(browser, { storageState: signedIn })).newPage()
  await other.goto(`/seo-dashboard/paginas${pagePath}?parte=contenido`)
  const otherParagraph = other
    .getByRole('group', { name: /^Sección 1 · / })
    .getByRole('group', { name: /^Párrafos/ })
    .getByRole('textbox', { name: 'Párrafo 1' })
  await expect(otherParagraph).toBeVisible()

  await replace(firstParagraph(), 'Párrafo guardado en la primera pestaña.')
  await press('Guardar borrador', 'Borrador guardado')

  await replace(otherParagraph, 'Párrafo escrito en la segunda pestaña.')
  await other.getByRole('button', { name: 'Guardar borrador', exact: true }).click()
  await expect(
    other.getByRole('alert').filter({ hasText: /^Guardaste esta página en otra pestaña a las \d\d:\d\d\. / }),
  ).toBeVisible()
  // What was typed stays; the first tab's draft is what is stored.
  await expect(otherParagraph).toHaveValue('Párrafo escrito en la segunda pestaña.')
  await admin.reload()
  await expect(firstParagraph()).toHaveValue('Párrafo guardado en la primera pestaña.')
})
