import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { marker, sql } from './database'
import {
  expectAdminDashboard,
  invitationLinkFor,
  setupLinkFor,
  signUpWithoutAccess,
  submitAuthForm,
  tabTo,
} from './accounts'
import { startOwnServer, type OwnServer } from './next-server'
import { ownServerPort } from './own-server-ports'
import { expectAccessible, watchConsoleErrors } from './support'

// Sign-in, sessions and the lock, on the local backend, in a real Chromium.
// Serial, on a server of its own whose accounts table starts empty: the first
// admin comes through the setup link, and the admin list must hold the newcomer alone.

test.describe.configure({ mode: 'serial', timeout: 120_000 })

const ownUrl = `http://127.0.0.1:${ownServerPort('admin-auth')}`
test.use({ baseURL: ownUrl })

let server: OwnServer | undefined
const first = { email: '', password: 'primera-clave' }
let setupLink = ''
const setupLinkRefused =
  'El enlace de configuración no es válido o ha caducado. Reinicia el servidor para obtener uno nuevo.'

test.beforeAll(async () => {
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'sec-admin-auth-')), 'pglite')
  server = await startOwnServer({ port: ownServerPort('admin-auth'), dataDir })
  setupLink = await server.setupLink()
  first.email = `${marker('primera')}@example.com`
})

test.afterAll(async () => {
  await server?.stop()
})

test('a visitor without a session is sent from the dashboard to /auth, which opens on login and is accessible', async ({
  page,
}) => {
  const errors = watchConsoleErrors(page)
  await page.goto('/seo-dashboard')
  await expect(page).toHaveURL(/\/auth$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Acceso al panel')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow')
  await expect(page.getByRole('tab', { name: 'Iniciar sesión' })).toHaveAttribute('aria-selected', 'true')
  await expectAccessible(page)

  // The browser checks the fields before anything is sent.
  const login = page.getByRole('tabpanel', { name: 'Iniciar sesión' })
  await login.getByLabel('Correo').fill('ana@')
  await login.getByLabel('Contraseña').fill('123')
  await login.getByRole('button', { name: 'Iniciar sesión' }).click()
  await expect(login.getByLabel('Correo')).toHaveAccessibleDescription('Email inválido')
  await expect(login.getByLabel('Contraseña')).toHaveAccessibleDescription(
    'La contraseña debe tener al menos 6 caracteres',
  )
  await expectAccessible(page)

  await page.getByRole('tab', { name: 'Crear cuenta' }).click()
  await expect(page.getByRole('tabpanel', { name: 'Crear cuenta' }).getByLabel('Contraseña')).toHaveAttribute(
    'autocomplete',
    'new-password',
  )
  await expectAccessible(page)
  expect(errors).toEqual([])
})

test('a newcomer opens the setup link, signs up with the keyboard alone, becomes admin, signs out and is locked out again', async ({
  page,
  context,
}) => {
  const errors = watchConsoleErrors(page)
  await page.goto(setupLink)
  await expect(page.getByRole('tab', { name: 'Crear cuenta' })).toHaveAttribute('aria-selected', 'true')
  const signUp = page.getByRole('tabpanel', { name: 'Crear cuenta' })
  await expect(
    signUp.getByText(
      'Has abierto el enlace de configuración: la cuenta que crees ahora será la de administración del panel.',
    ),
  ).toBeVisible()
  await expectAccessible(page)
  await tabTo(page, signUp.getByLabel('Correo'))
  await page.keyboard.type(first.email)
  await page.keyboard.press('Tab')
  await expect(signUp.getByLabel('Contraseña')).toBeFocused()
  await page.keyboard.type(first.password)
  await page.keyboard.press('Enter')

  await expect(page.getByText('Cuenta creada exitosamente')).toBeVisible()
  await expectAdminDashboard(page)
  await expect(page.getByText(`Sesión iniciada como ${first.email}`)).toBeVisible()
  expect(await sql(page.request, 'select email from public.admins')).toEqual([{ email: first.email }])
  expect(await sql(page.request, 'select * from auth.setup_tokens')).toEqual([])
  const [cookie] = (await context.cookies()).filter((c) => c.name === 'sec_session')
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(7.9 * 3600 * 1000)
  await expectAccessible(page)

  await tabTo(page, page.getByRole('button', { name: 'Cerrar sesión' }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/auth$/)
  expect((await context.cookies()).filter((c) => c.name === 'sec_session')).toEqual([])
  await page.goto('/seo-dashboard')
  await expect(page).toHaveURL(/\/auth$/)
  expect(errors).toEqual([])
})

test('a used or expired setup link is refused in Spanish and creates nothing', async ({ page }) => {
  const errors = watchConsoleErrors(page)
  const expired = await setupLinkFor(page.request, { expired: true })
  for (const link of [setupLink, expired]) {
    const intruder = { email: `${marker('intrusa')}@example.com`, password: 'intrusa-clave' }
    await page.goto(link)
    await submitAuthForm(page, 'Crear cuenta', intruder)
    await expect(page.getByText(setupLinkRefused)).toBeVisible()
    await expect(page).toHaveURL(/\/auth\?setup=/)
    expect(await sql(page.request, 'select 1 from auth.users where email = $1', [intruder.email])).toEqual([])
  }
  expect(await sql(page.request, 'select email from public.admins')).toEqual([{ email: first.email }])
  expect(errors).toEqual([])
})

test('signing in: a wrong password is refused in Spanish, the right one opens the dashboard, and /auth then skips to it', async ({
  page,
}) => {
  const errors = watchConsoleErrors(page)
  await page.goto('/auth')
  await submitAuthForm(page, 'Iniciar sesión', { email: first.email, password: 'no-es-esta' })
  await expect(page.getByText('Correo o contraseña incorrectos')).toBeVisible()
  await expect(page).toHaveURL(/\/auth$/)

  await submitAuthForm(page, 'Iniciar sesión', first)
  await expect(page.getByText('Sesión iniciada exitosamente')).toBeVisible()
  await expectAdminDashboard(page)

  await page.goto('/auth')
  await expectAdminDashboard(page)
  expect(errors).toEqual([])
})

test('the invitation’s password page is Supabase’s: on the local backend it is a 404, even for an admin', async ({
  page,
}) => {
  await page.goto('/auth')
  await submitAuthForm(page, 'Iniciar sesión', first)
  await expectAdminDashboard(page)
  const answer = await page.goto('/seo-dashboard/bienvenida')
  expect(answer?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Te damos la bienvenida al panel' })).toHaveCount(0)
  await expect(page.getByLabel(/^Nueva contraseña/)).toHaveCount(0)
  // The 404 fills the admin frame's one main landmark.
  await expect(page.getByRole('main')).toHaveCount(1)
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found')
})

test('signing out in one browser closes the panel in the account’s other browsers', async ({
  page,
  browser,
}) => {
  const otherContext = await browser.newContext({ baseURL: ownUrl })
  const other = await otherContext.newPage()
  try {
    for (const tab of [page, other]) {
      await tab.goto('/auth')
      await submitAuthForm(tab, 'Iniciar sesión', first)
      await expectAdminDashboard(tab)
    }

    await page.getByRole('button', { name: 'Cerrar sesión' }).click()
    await expect(page).toHaveURL(/\/auth$/)
    // The other browser still holds its signed cookie, but the session has ended.
    expect((await otherContext.cookies()).some((cookie) => cookie.name === 'sec_session')).toBe(true)
    await other.goto('/seo-dashboard')
    await expect(other).toHaveURL(/\/auth$/)
    await expect(other.getByRole('heading', { level: 1 })).toHaveText('Acceso al panel')
  } finally {
    await otherContext.close()
  }
})

test('once an admin exists, sign-up is closed; an invitation link opens it for the invited address alone, which becomes admin', async ({
  page,
}) => {
  const errors = watchConsoleErrors(page)
  await page.goto('/auth')
  await expect(page.getByText('Inicia sesión para gestionar el SEO del sitio.')).toBeVisible()
  await page.getByRole('tab', { name: 'Crear cuenta' }).click()
  const closed = page.getByRole('tabpanel', { name: 'Crear cuenta' })
  await expect(closed).toHaveText('El registro está cerrado. Pide a un administrador que te invite.')
  await expect(closed.getByLabel('Correo')).toHaveCount(0)

  const second = { email: `${marker('segunda')}@example.com`, password: 'segunda-clave' }
  const link = await invitationLinkFor(page.request, second.email)
  await page.goto(link)
  await expect(page.getByRole('tab', { name: 'Crear cuenta' })).toHaveAttribute('aria-selected', 'true')
  const form = page.getByRole('tabpanel', { name: 'Crear cuenta' })
  await expect(form.getByText('Te han invitado a gestionar el panel.')).toBeVisible()
  await expect(form.getByLabel('Correo')).toHaveValue(second.email)
  await expect(form.getByLabel('Correo')).not.toBeEditable()
  await expectAccessible(page)
  await form.getByLabel('Contraseña').fill(second.password)
  await form.getByRole('button', { name: 'Crear cuenta' }).click()
  await expect(page.getByText('Cuenta creada exitosamente')).toBeVisible()
  await expectAdminDashboard(page)
  expect(await sql(page.request, 'select email from public.admins order by created_at')).toEqual([
    { email: first.email },
    { email: second.email },
  ])

  // The link works once.
  await page.getByRole('button', { name: 'Cerrar sesión' }).click()
  await expect(page).toHaveURL(/\/auth$/)
  await page.goto(link)
  await expect(
    page.getByText(
      'El enlace de la invitación ha caducado o ya se ha usado. Si ya elegiste tu contraseña, inicia sesión; si no, pide a un administrador que te invite de nuevo.',
    ),
  ).toBeVisible()
  await expect(page.getByRole('tabpanel', { name: 'Iniciar sesión' })).toBeVisible()
  expect(errors).toEqual([])
})

test('an account taken off the admin list sees the no-access notice, and can sign out', async ({ page }) => {
  const errors = watchConsoleErrors(page)
  const third = { email: `${marker('tercera')}@example.com`, password: 'tercera-clave' }
  await signUpWithoutAccess(page, third)
  await expect(
    page.getByText(
      'Tu cuenta se ha creado, pero todavía no tiene permiso para gestionar el SEO. Pide a un administrador que te dé acceso.',
    ),
  ).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Panel SEO' })).toHaveCount(0)
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Cerrar sesión' }).click()
  await expect(page).toHaveURL(/\/auth$/)
  expect(errors).toEqual([])
})
