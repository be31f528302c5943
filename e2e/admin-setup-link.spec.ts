import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { expectAdminDashboard, submitAuthForm } from './accounts'
import { startOwnServer, type OwnServer } from './next-server'
import { ownServerPort } from './own-server-ports'
import { expectAccessible } from './support'

// A fresh install on the local backend: the server prints a one-time setup
// link in its log, a new one at each start while no admin exists; the sign-up
// through it becomes admin, a sign-up without it gets no rights, and once an
// admin exists no link is printed; the newcomer lands on an accessible dashboard, and the
// panels of a fresh install say they are empty. Its own server, whose log the test reads.

// A test may wait for its own server's first start and setup link.
test.describe.configure({ mode: 'serial', timeout: 180_000 })

const password = 'clave-segura-123'
const port = ownServerPort('admin-setup-link')
const refused =
  'El enlace de configuración no es válido o ha caducado. Reinicia el servidor para obtener uno nuevo.'
let server: OwnServer
let page: Page
let previousLink = ''

test.beforeAll(async ({ browser }) => {
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'sec-setup-')), 'pglite')
  server = await startOwnServer({ port, dataDir, freshInstall: true })
  page = await (await browser.newContext({ baseURL: server.baseUrl })).newPage()
})
test.afterAll(async () => {
  await page?.context().close()
  await server?.stop()
})

test('the server prints a setup link with its full address and what it is for, and a new one at each start', async () => {
  previousLink = await server.setupLink()
  const log = server.output()
  expect(log).toContain(
    'No admin account exists yet. To create it, open this one-time setup link and sign up; that account becomes the admin:',
  )
  expect(log).toContain(`  http://localhost:${port}${previousLink}\n`)
  expect(log).toMatch(/It works once, until \S+Z \(24 hours\); restarting the server prints a new one\./)

  await server.restart()
  const link = await server.setupLink()
  expect(link).not.toBe(previousLink)
})

test('the link printed before the restart no longer works', async () => {
  await page.goto(previousLink)
  await submitAuthForm(page, 'Crear cuenta', { email: 'antes@example.com', password })
  await expect(page.getByText(refused)).toBeVisible()
  await expect(page).toHaveURL(/\/auth\?setup=/)
})

test('the printed link opens the sign-up, whose account becomes admin and lands on an accessible dashboard', async () => {
  await page.goto('/seo-dashboard')
  await expect(page).toHaveURL(/\/auth$/)
  await page.goto(await server.setupLink())
  await expect(page.getByRole('tab', { name: 'Crear cuenta' })).toHaveAttribute('aria-selected', 'true')
  await submitAuthForm(page, 'Crear cuenta', { email: 'gerencia@example.com', password })
  await expect(page.getByText('Cuenta creada exitosamente')).toBeVisible()
  await expectAdminDashboard(page)
  await expect(page.getByText('Páginas en total')).toBeVisible()
  await expect(page.getByRole('link', { name: /\/instalacion-electrica-exterior/ })).toBeVisible()
  await expectAccessible(page)
})

test('a fresh install’s photo library and failing addresses say they are empty', async () => {
  await page.goto('/seo-dashboard/fotos')
  await expect(page.getByText('Todavía no hay fotos.')).toBeVisible()
  await page.goto('/seo-dashboard/redirecciones')
  await expect(page.getByText('Ninguna dirección ha fallado por ahora.')).toBeVisible()
  await page.getByRole('button', { name: 'Cerrar sesión' }).click()
  await expect(page).toHaveURL(/\/auth$/)
})

test('once the admin exists, sign-up without a link is closed', async () => {
  // A fresh page: the previous sign-up's toast (six seconds) may still be showing after its sign-out.
  await page.goto('/auth')
  await page.getByRole('tab', { name: 'Crear cuenta' }).click()
  await expect(page.getByRole('tabpanel', { name: 'Crear cuenta' })).toHaveText(
    'El registro está cerrado. Pide a un administrador que te invite.',
  )
})

test('once an admin exists, a restart prints no setup link', async () => {
  await server.restart()
  // A page that reads the accounts: by then the start-up check has run too.
  await page.goto('/auth')
  // The first page after a restart opens the database, which a loaded machine can stretch.
  await expect(page.getByText('Inicia sesión para gestionar el SEO del sitio.')).toBeVisible({
    timeout: 20_000,
  })
  // The start-up check says when it has found the admin; no link is printed then.
  await expect.poll(() => server.output()).toContain('An admin account exists: no setup link is printed.')
  expect(server.output()).not.toMatch(/setup=/)
})
