import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { expectAdminDashboard, signUpWithoutAccess, submitAuthForm, tabTo } from './accounts'
import { startOwnServer, type OwnServer } from './next-server'
import { sendQuoteForm, sendQuoteFormFrom } from './quote-form'
import { expectAccessible, watchConsoleErrors } from './support'
import { ownServerPort } from './own-server-ports'

// The leads inbox on a fresh database: the newcomer signs up through the
// setup link the server printed (admin), two visitors send quote requests
// through the public form (one hostile; one who came from a Google ad to a
// landing page and went on to the quote page), and the admin finds both, sees
// where each came from, moves one along the pipeline with the keyboard and
// notes it, filters, searches and exports the CSV. Its own server, so it prints a setup link and the inbox
// holds only these leads.

// A test may wait for its own server's first start and setup link.
test.describe.configure({ mode: 'serial', timeout: 180_000 })

const password = 'clave-segura-123'
const adminEmail = 'gerencia@example.com'
const hostile = {
  email: 'hostil@example.com',
  nombre: '=HYPERLINK("http://x","y")',
  ciudad: 'Cieza',
  mensaje: '<img src=x onerror=alert(1)>',
}
const maria = {
  email: 'maria@example.com',
  nombre: 'María José Núñez',
  ciudad: 'Abarán',
  telefono: '+34 611 222 333',
  mensaje: 'Quiero placas solares para la nave.\nMejor por la mañana.',
}
const campaign = { landing: '/instalacion-placas-murcia' }
const logged = 'Solo en el registro: correo sin configurar'
let server: OwnServer
let page: Page
const dialogs: string[] = []
let errors: string[] = []

test.beforeAll(async ({ browser }) => {
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'sec-inbox-')), 'pglite')
  server = await startOwnServer({ port: ownServerPort('leads-inbox'), dataDir })
  // A page of its own context, as axe requires.
  page = await (await browser.newContext({ baseURL: server.baseUrl, acceptDownloads: true })).newPage()
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  errors = watchConsoleErrors(page)
})
test.afterAll(async () => {
  await page?.context().close()
  await server?.stop()
})

/**
 * A visitor, in a browser of their own, sends the quote form of /solicitar-presupuesto:
 * straight there, or from `landing` through its hero's 'Solicitar presupuesto' link.
 */
async function sendQuoteRequest(
  browser: Browser,
  values: Record<string, string>,
  { landing, communications = false }: { landing?: string; communications?: boolean } = {},
) {
  const context = await browser.newContext({ baseURL: server.baseUrl })
  const visitor = await context.newPage()
  if (landing) {
    await sendQuoteFormFrom(visitor, landing, values, { communications })
  } else {
    await visitor.goto('/solicitar-presupuesto')
    await sendQuoteForm(visitor, values, { communications })
  }
  await context.close()
}

const table = () =>
  page.getByRole('table', { name: 'Solicitudes de presupuesto, de la más reciente a la más antigua' })
const rowNames = () => table().locator('tbody th').allTextContents()

async function filter({
  search = '',
  state,
  source = '',
}: {
  search?: string
  state: 'Todas' | 'Nuevas' | 'Ganadas'
  source?: string
}) {
  await page.getByLabel('Buscar', { exact: true }).fill(search)
  await page.getByLabel('Estado', { exact: true }).selectOption({ label: state })
  await page.getByLabel('Página de origen').selectOption(source)
  await page.getByRole('button', { name: 'Filtrar' }).click()
  // The GET form loads a new page: read the rows only once its address holds this view.
  await page.waitForURL(
    (url) =>
      url.searchParams.get('q') === search &&
      url.searchParams.get('estado') === state.toLowerCase() &&
      url.searchParams.get('origen') === source,
  )
}

async function downloadCsv() {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Exportar CSV' }).click(),
  ])
  return { name: download.suggestedFilename(), bytes: readFileSync((await download.path())!) }
}

test('the newcomer signs up through the printed setup link and reaches an empty inbox from the admin navigation', async () => {
  await page.goto(await server.setupLink())
  await submitAuthForm(page, 'Crear cuenta', { email: adminEmail, password })
  await expectAdminDashboard(page)
  const nav = page.getByRole('navigation', { name: 'Secciones del panel' })
  await expect(nav.getByRole('link', { name: 'SEO' })).toHaveAttribute('aria-current', 'page')
  await nav.getByRole('link', { name: 'Solicitudes' }).click()

  await expect(page).toHaveURL(/\/seo-dashboard\/solicitudes$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Solicitudes')
  await expect(nav.getByRole('link', { name: 'Solicitudes' })).toHaveAttribute('aria-current', 'page')
  await expect(nav.getByRole('link', { name: 'SEO' })).not.toHaveAttribute('aria-current')
  await expect(page.getByText('Todavía no hay solicitudes.')).toBeVisible()

  // No SMTP_URL on this server: every admin page says so, and a test e-mail only reaches the log.
  const notice = page.getByRole('complementary', { name: 'El correo de avisos no está configurado' })
  // In staff's words, one sentence; what to do and the settings wait, folded, so a phone's first
  // screen stays the page's.
  await expect(notice).toContainText('cuando llega una nueva solicitud, nadie recibe el aviso')
  await page.setViewportSize({ width: 390, height: 844 })
  expect((await notice.boundingBox())!.height).toBeLessThan(844 / 3)
  await page.setViewportSize({ width: 1366, height: 900 })
  await expect(notice.getByRole('button', { name: 'Enviar un correo de prueba' })).toBeHidden()
  await notice.getByText('Qué hacer mientras tanto').click()
  await expect(notice.getByText('Define la variable SMTP_URL')).toBeHidden()
  await notice.getByText('Datos para quien mantiene la web').click()
  await expect(notice.getByText('Define la variable SMTP_URL')).toBeVisible()
  await notice.getByRole('button', { name: 'Enviar un correo de prueba' }).click()
  await expect(notice.getByRole('status')).toHaveText(
    'Correo sin configurar: el correo de prueba solo se ha escrito en el registro del servidor.',
  )
  await nav.getByRole('link', { name: 'SEO' }).click()
  await expect(notice).toBeVisible()
  // Hidden until the browser is closed: gone from the next pages too.
  await notice.getByRole('button', { name: 'Ocultar este aviso hasta cerrar el navegador' }).click()
  await expect(notice).toHaveCount(0)
  await nav.getByRole('link', { name: 'Solicitudes' }).click()
  await expect(page).toHaveURL(/\/seo-dashboard\/solicitudes$/)
  await expect(notice).toHaveCount(0)
})

test('two visitors send quote requests through the public form', async ({ browser }) => {
  await sendQuoteRequest(browser, maria, {
    landing: `${campaign.landing}?utm_source=google&utm_medium=cpc`,
    communications: true,
  })
  await sendQuoteRequest(browser, hostile)
})

test('the inbox lists both, newest first, shows hostile text as text and runs none of it', async () => {
  // The notification goes out after the answer, to the server log alone here (no SMTP_URL): wait for it.
  await expect
    .poll(async () => {
      await page.goto('/seo-dashboard/solicitudes')
      return table().getByText(logged, { exact: true }).count()
    })
    .toBe(2)
  expect(await rowNames()).toEqual([hostile.nombre, maria.nombre])
  await expect(page.getByText('Mostrando 1–2 de 2 solicitudes')).toBeVisible()

  const [hostileRow, mariaRow] = await table().locator('tbody tr').all()
  await expect(hostileRow!.getByRole('cell')).toHaveText([
    /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/,
    hostile.email,
    'Cieza',
    hostile.mensaje,
    '/solicitar-presupuesto',
    logged,
    'Nueva',
  ])
  await expect(mariaRow!.getByRole('cell')).toHaveText([
    /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/,
    `${maria.email}${maria.telefono}`,
    'Abarán',
    'Quiero placas solares para la nave.',
    campaign.landing,
    logged,
    'Nueva',
  ])
  await expect(page.locator('main img')).toHaveCount(0)
  expect(dialogs).toEqual([])
  await expectAccessible(page)
})

test('a lead opens in full with where it came from, and the keyboard moves it along the pipeline with a note', async () => {
  await page.getByRole('link', { name: maria.nombre }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Solicitud de ${maria.nombre}`)
  const details = page.locator('dl')
  await expect(details.getByText(/^Quiero placas solares para la nave\.\s+Mejor por la mañana\.$/)).toHaveCSS(
    'white-space',
    'pre-wrap',
  )
  await expect(details.getByRole('link', { name: maria.email })).toHaveAttribute(
    'href',
    `mailto:${maria.email}`,
  )
  await expect(details.getByRole('link', { name: maria.telefono })).toHaveAttribute(
    'href',
    'tel:+34611222333',
  )
  await expect(details.getByText('Intentos: 1')).toBeVisible()
  // Where she came from: the landing page of the ad, credited; the quote page's form; the ad's utm values.
  const value = (term: string) => details.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('+ dd')
  await expect(value('Página de origen')).toHaveText(campaign.landing)
  await expect(value('Página del formulario')).toHaveText('/solicitar-presupuesto')
  await expect(value('Página anterior')).toHaveText(campaign.landing)
  await expect(value('Campaña: origen')).toHaveText('google')
  await expect(value('Campaña: medio')).toHaveText('cpc')
  await expect(value('Campaña: nombre')).toHaveText('—')
  await expect(page.getByRole('link', { name: 'Responder por correo' })).toHaveAttribute(
    'href',
    /^mailto:maria@example\.com\?subject=Re%3A%20Tu%20solicitud%20de%20presupuesto%20en%20/,
  )
  await expectAccessible(page)

  // Nueva → Contactada → Presupuesto enviado → Ganada, with the keyboard alone.
  const state = page.getByRole('combobox', { name: 'Estado' })
  const save = page.getByRole('button', { name: 'Guardar estado' })
  await tabTo(page, state, 30)
  for (const label of ['Contactada', 'Presupuesto enviado', 'Ganada']) {
    await state.focus()
    await state.selectOption({ label })
    await page.keyboard.press('Tab')
    await expect(save).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('status').filter({ hasText: 'Estado guardado' })).toHaveText(
      `Estado guardado: ${label}.`,
    )
    await expect(state).toHaveValue(
      label === 'Contactada' ? 'contacted' : label === 'Ganada' ? 'won' : 'quote_sent',
    )
  }
  const note = page.getByRole('textbox', { name: 'Nueva nota interna' })
  await tabTo(page, note, 40)
  await page.keyboard.type('Presupuesto aceptado por teléfono: 6 kW.')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: 'Nota añadida.' })).toBeVisible()
  await expect(note).toHaveValue('')

  const when = '\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}'
  const history = page.getByRole('region', { name: 'Historial' }).getByRole('listitem')
  await expect(history).toHaveText([
    new RegExp(`^Recibida desde la web${when}$`),
    new RegExp(`^Nueva → Contactada${when} · ${adminEmail}$`),
    new RegExp(`^Contactada → Presupuesto enviado${when} · ${adminEmail}$`),
    new RegExp(`^Presupuesto enviado → Ganada${when} · ${adminEmail}$`),
  ])
  await expect(page.getByRole('region', { name: 'Notas internas' }).getByRole('listitem')).toHaveText([
    new RegExp(`^${when} · ${adminEmail}Presupuesto aceptado por teléfono: 6 kW\\.$`),
  ])
  await expectAccessible(page)

  await page.getByRole('link', { name: 'Volver a las solicitudes' }).click()
  await expect(page).toHaveURL(/\/seo-dashboard\/solicitudes$/)
  await expect(table().locator('tbody tr').last().getByRole('cell').last()).toHaveText('Ganada')
})

test('the state filter and the search narrow the list, and a lead page leads back to the same view', async () => {
  await filter({ state: 'Ganadas' })
  await expect(page).toHaveURL(/\?q=&estado=ganadas&origen=$/) // the GET form's own address
  expect(await rowNames()).toEqual([maria.nombre])
  await filter({ state: 'Todas', source: campaign.landing })
  expect(await rowNames()).toEqual([maria.nombre])
  await filter({ state: 'Todas', source: '/solicitar-presupuesto' })
  expect(await rowNames()).toEqual([hostile.nombre])

  await filter({ state: 'Nuevas' })
  expect(await rowNames()).toEqual([hostile.nombre])
  await page.getByRole('link', { name: hostile.nombre }).click()
  await expect(page.locator('dl').getByText(hostile.mensaje, { exact: true })).toBeVisible()
  await expect(page.locator('main img')).toHaveCount(0)
  await page.getByRole('link', { name: 'Volver a las solicitudes' }).click()
  await expect(page).toHaveURL(/\?estado=nuevas$/)
  await expect(page.getByLabel('Estado', { exact: true })).toHaveValue('nuevas')

  await filter({ search: 'nave', state: 'Todas' })
  await expect(page).toHaveURL(/\?q=nave&estado=todas&origen=$/)
  expect(await rowNames()).toEqual([maria.nombre])
  await filter({ search: 'HYPERLINK', state: 'Todas' })
  expect(await rowNames()).toEqual([hostile.nombre])
  await filter({ search: '50%', state: 'Todas' })
  await expect(page.getByText('Ninguna solicitud coincide con la búsqueda.')).toBeVisible()
  await expect(table()).toHaveCount(0)
  expect(dialogs).toEqual([])
})

test('the CSV export holds the filtered rows, for Spanish Excel, with a BOM, the notes and the formula neutralised', async () => {
  await page.goto('/seo-dashboard/solicitudes')
  const all = await downloadCsv()
  expect(all.name).toMatch(/^solicitudes-\d{4}-\d{2}-\d{2}\.csv$/)
  expect([...all.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const lines = all.bytes.toString('utf8').slice(1).split('\r\n')
  expect(lines).toHaveLength(4) // header, two leads, the final line end
  expect(lines[0]).toBe(
    'Fecha;Hora;Correo;Nombre;Empresa;Ciudad;Teléfono;Mensaje;Acepta la política de privacidad;Acepta comunicaciones comerciales;Cálculo de ahorro;Estado;Página de origen;Página del formulario;Página anterior;Web de procedencia;Campaña: origen;Campaña: medio;Campaña: nombre;Campaña: palabra clave;Campaña: anuncio;Notificación;Notas internas',
  )
  expect(lines[1]).toMatch(
    /^\d{2}\/\d{2}\/\d{4};\d{2}:\d{2};hostil@example\.com;"'=HYPERLINK\(""http:\/\/x"",""y""\)";;Cieza;;<img src=x onerror=alert\(1\)>;Sí;No;;Nueva;\/solicitar-presupuesto;\/solicitar-presupuesto;;;;;;;;Solo en el registro: correo sin configurar;$/,
  )
  expect(lines[2]).toMatch(
    /^\d{2}\/\d{2}\/\d{4};\d{2}:\d{2};maria@example\.com;María José Núñez;;Abarán;'\+34 611 222 333;"Quiero placas solares para la nave\.\nMejor por la mañana\.";Sí;Sí;;Ganada;\/instalacion-placas-murcia;\/solicitar-presupuesto;\/instalacion-placas-murcia;;google;cpc;;;;Solo en el registro: correo sin configurar;\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} Gerencia: Presupuesto aceptado por teléfono: 6 kW\.$/,
  )
  expect(lines[3]).toBe('')

  await filter({ state: 'Nuevas' })
  await expect(page.getByRole('link', { name: 'Exportar CSV' })).toHaveAttribute(
    'href',
    '/seo-dashboard/solicitudes/export?estado=nuevas',
  )
  const fresh = (await downloadCsv()).bytes.toString('utf8').split('\r\n')
  expect(fresh).toHaveLength(3)
  expect(fresh[1]).toContain(`"'=HYPERLINK(""http://x"",""y"")"`)
  expect(errors).toEqual([])
})

test('the results view counts each lead under the page that brought it, beside its SEO health', async () => {
  await page
    .getByRole('navigation', { name: 'Secciones del panel' })
    .getByRole('link', { name: 'Resultados' })
    .click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultados')
  const byPage = page.getByRole('table', { name: /^Solicitudes por página de origen/ })
  const row = (name: string) => byPage.getByRole('row', { name: new RegExp(`^${name}`) })
  // Page, 30 days, 90 days, (the bar, hidden from screen readers), SEO health.
  const health = /^(Sin problemas|Revisar: .+)$/
  await expect(row(campaign.landing).getByRole('cell')).toHaveText(['1', '1', '', health])
  await expect(row('/solicitar-presupuesto').getByRole('cell')).toHaveText(['1', '1', '', health])
  await expect(row('/instalacion-electrica-garajes')).toContainText('Sin solicitudes en 90 días')
  await expect(row(campaign.landing).getByRole('link', { name: '1' }).first()).toHaveAttribute(
    'href',
    `/seo-dashboard/solicitudes?origen=${encodeURIComponent(campaign.landing)}`,
  )
  const weeks = page.getByRole('table', { name: 'Solicitudes por semana (de lunes a domingo)' })
  await expect(weeks.locator('tbody tr')).toHaveCount(12)
  await expect(weeks.locator('tbody tr').last().getByRole('cell')).toHaveText('2')
  await expectAccessible(page)
  await page.goto('/seo-dashboard/solicitudes')
})

test('after signing out, and for an account that is not admin, the inbox and its export stay shut', async ({
  playwright,
}) => {
  const anonymous = await playwright.request.newContext({ baseURL: server.baseUrl })
  const leadUrl = await page.getByRole('link', { name: hostile.nombre }).getAttribute('href')
  await page.getByRole('button', { name: 'Cerrar sesión' }).click()
  await expect(page).toHaveURL(/\/auth$/)
  for (const url of ['/seo-dashboard/solicitudes', leadUrl!, '/seo-dashboard/solicitudes/export']) {
    const response = await anonymous.get(url, { maxRedirects: 0 })
    expect(response.status()).toBe(307)
    expect(response.headers().location).toMatch(/\/auth$/)
  }
  await anonymous.dispose()

  await signUpWithoutAccess(page, { email: 'vecino@example.com', password })
  for (const url of ['/seo-dashboard/solicitudes', leadUrl!]) {
    await page.goto(url)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sin acceso al panel')
    await expect(page.getByText(hostile.email)).toHaveCount(0)
    await expect(page.getByRole('navigation', { name: 'Secciones del panel' })).toHaveCount(0)
  }
  await expectAccessible(page)
  const refused = await page.request.get('/seo-dashboard/solicitudes/export')
  expect(refused.status()).toBe(403)
  expect(await refused.text()).not.toContain('hostil@example.com')
})
