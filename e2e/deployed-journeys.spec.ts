import { expect, test, type Page } from '@playwright/test'
import { expectAdminDashboard, submitAuthForm } from './accounts'
import { marker } from './database'
import { testLeadDomain } from '@/lib/leads/inbox-params'
import { sendQuoteForm } from './quote-form'
import { expectServedPage } from './support'

// The journeys a bad deploy breaks (keys, migrations, auth redirects, the
// proxy), through the site's own pages only, so they run against a preview
// deployment as well as the local build. They need a test admin account:
// E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD (a preview's CI secrets; .ci/run
// creates one on a server of its own). They leave the server as they found
// it: the SEO edit is undone and checked, and the lead they send is a test
// lead (e-mail at pruebas.example.com), which the server does not e-mail and
// the inbox hides unless asked.

const admin = { email: process.env.E2E_ADMIN_EMAIL ?? '', password: process.env.E2E_ADMIN_PASSWORD ?? '' }
test.skip(!admin.email || !admin.password, 'needs a test admin: set E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD')
test.describe.configure({ mode: 'serial' })

const pagePath = '/instalacion-electrica-exterior'
const editorPath = '/seo-dashboard/paginas/instalacion-electrica-exterior'
const id = marker('e2e')
const visitor = {
  email: `${id}@${testLeadDomain}`,
  nombre: `Prueba ${id}`,
  ciudad: 'Cieza',
  mensaje: 'Solicitud de prueba del despliegue: no responder.',
}
let page: Page
/** Every page's title in the SEO list, and the edited page's record, before anything changes. */
let before: { list: string[]; title: string; h1: string }

test.beforeAll(async ({ browser }) => {
  page = await (await browser.newContext()).newPage()
})
test.afterAll(async () => {
  await page?.context().close()
})

/** Each page of the SEO list as its path and title (a restored record reads 'Editada' too: it is stored now). */
const seoList = async () => {
  await page.goto('/seo-dashboard')
  const entries = page.getByRole('list').last().getByRole('link')
  await expect(entries.first()).toBeVisible()
  return entries.evaluateAll((links) =>
    links.map((link) => `${link.children[0]?.textContent} ${link.children[1]?.textContent}`),
  )
}

async function saveTitleAndH1(title: string, h1: string) {
  await page.goto(editorPath)
  await page.getByLabel('Título', { exact: true }).fill(title)
  await page.getByLabel('H1', { exact: true }).fill(h1)
  await page.getByRole('button', { name: 'Publicar' }).click()
  await expect(page.getByText('SEO actualizado')).toBeVisible()
}

/** The live page, as a visitor gets it once the save has regenerated it. */
const expectLivePage = (title: string, h1: string) =>
  expectServedPage(page.context().browser()!, pagePath, { title, h1 }, { timeout: 30_000 })

test('a visitor sends the quote form and sees it accepted', async ({ browser }) => {
  const context = await browser.newContext()
  const visitorPage = await context.newPage()
  await visitorPage.goto('/solicitar-presupuesto')
  await sendQuoteForm(visitorPage, visitor)
  await context.close()
})

test('the test admin signs in and reaches the SEO panel', async () => {
  await page.goto('/seo-dashboard')
  await expect(page).toHaveURL(/\/auth$/)
  await submitAuthForm(page, 'Iniciar sesión', admin)
  await expectAdminDashboard(page)
})

test('an edited title and H1 go live, and restoring them brings the page back as it was', async () => {
  const list = await seoList()
  await page.goto(editorPath)
  before = {
    list,
    title: await page.getByLabel('Título', { exact: true }).inputValue(),
    h1: await page.getByLabel('H1', { exact: true }).inputValue(),
  }
  const edited = { title: `Prueba del despliegue ${id}`, h1: `H1 de prueba ${id}` }
  try {
    await saveTitleAndH1(edited.title, edited.h1)
    await expectLivePage(edited.title, edited.h1)
  } finally {
    await saveTitleAndH1(before.title, before.h1)
  }
  await expectLivePage(before.title, before.h1)
  expect(await seoList()).toEqual(before.list)
})

test('the inbox hides the test lead by default and shows it, never e-mailed, when asked', async () => {
  await page.goto(`/seo-dashboard/solicitudes?q=${id}`)
  await expect(page.getByText('Ninguna solicitud coincide con la búsqueda.')).toBeVisible()
  await page.getByLabel(/Mostrar las solicitudes de prueba/).check()
  await page.getByRole('button', { name: 'Filtrar' }).click()
  await page.waitForURL(/pruebas=mostrar/)
  await page.getByRole('link', { name: visitor.nombre }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Solicitud de ${visitor.nombre}`)
  const details = page.locator('dl')
  await expect(details.getByRole('link', { name: visitor.email })).toBeVisible()
  await expect(details.getByText('No enviada: solicitud de prueba')).toBeVisible()
})

test('signing out locks the panel again', async () => {
  await page.getByRole('button', { name: 'Cerrar sesión' }).click()
  await expect(page).toHaveURL(/\/auth$/)
  await page.goto('/seo-dashboard/solicitudes')
  await expect(page).toHaveURL(/\/auth$/)
})
