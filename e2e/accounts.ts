import { createHash, randomBytes } from 'node:crypto'
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { sql } from './database'

// Accounts in the e2e database. Specs on the shared server each use addresses of their own
// (marker()), and none empties the accounts table: the spec that needs it empty has a server
// of its own (admin-auth.spec.ts).

/**
 * A setup link, as the server prints it while no admin exists: a fresh token
 * whose SHA-256 goes into the database (the main test server's own link went
 * to a log the tests cannot read). Returns its path, `/auth?setup=…`.
 */
export async function setupLinkFor(request: APIRequestContext, { expired = false } = {}) {
  const token = randomBytes(32).toString('base64url')
  await sql(
    request,
    `insert into auth.setup_tokens (token_hash, expires_at)
     values ($1, now() + case when $2 then interval '-1 minute' else interval '1 hour' end)`,
    [createHash('sha256').update(token).digest('hex'), expired],
  )
  return `/auth?setup=${token}`
}

/**
 * A local invitation link for `email`, as `npm run admin -- invite` prints it
 * (through the e2e-only route). Returns its path, `/auth?invitacion=…`.
 */
export async function invitationLinkFor(request: APIRequestContext, email: string) {
  const response = await request.post('/api/e2e/invitation', { data: { email } })
  if (!response.ok()) throw new Error(`No invitation (${response.status()}): ${await response.text()}`)
  return ((await response.json()) as { path: string }).path
}

/**
 * Creates an account once sign-up is closed, as a colleague does: through an
 * invitation link, whose form has the address fixed. The account is an admin
 * and this page holds its session.
 */
export async function signUpInvited(page: Page, account: { email: string; password: string }) {
  await signUpThroughLink(page, await invitationLinkFor(page.request, account.email), account)
}

/** Opens an invitation link (a path, or the whole address 'Equipo' shows) and creates the invited account there. */
export async function signUpThroughLink(
  page: Page,
  link: string,
  { email, password }: { email: string; password: string },
) {
  await page.goto(link)
  const form = page.getByRole('tabpanel', { name: 'Crear cuenta' })
  await expect(form.getByLabel('Correo')).toHaveValue(email)
  await form.getByLabel('Contraseña').fill(password)
  await form.getByRole('button', { name: 'Crear cuenta' }).click()
  await expectAdminDashboard(page)
}

/**
 * An account with no access to the panel, signed in on this page: invited,
 * then taken off the admin list (the one way such an account comes about once
 * sign-up is closed).
 */
export async function signUpWithoutAccess(page: Page, account: { email: string; password: string }) {
  await signUpInvited(page, account)
  await sql(page.request, 'delete from public.admins where email = $1', [account.email])
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sin acceso al panel')
}

/** Presses Tab until `target` has the focus, as someone using the keyboard alone would. */
export async function tabTo(page: Page, target: Locator, maxPresses = 15) {
  for (let i = 0; i < maxPresses; i += 1) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((element) => element === document.activeElement)) return
  }
  throw new Error(`${target} never received the focus`)
}

/** Signs up or in through the /auth form with the mouse; the caller checks what follows. */
export async function submitAuthForm(
  page: Page,
  tab: 'Iniciar sesión' | 'Crear cuenta',
  { email, password }: { email: string; password: string },
) {
  await page.getByRole('tab', { name: tab }).click()
  const form = page.getByRole('tabpanel', { name: tab })
  await form.getByLabel('Correo').fill(email)
  await form.getByLabel('Contraseña').fill(password)
  await form.getByRole('button', { name: tab }).click()
  return form
}

/** Shows the dashboard to an admin whose session this page holds. */
export async function expectAdminDashboard(page: Page) {
  await expect(page).toHaveURL(/\/seo-dashboard$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Panel SEO')
}
