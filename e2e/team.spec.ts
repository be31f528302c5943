import { expect, test, type Page } from '@playwright/test'
import { signUpThroughLink } from './accounts'
import { marker } from './database'
import { sharedAdmin } from './shared-admin'
import { expectAccessible } from './support'

// 'Equipo' on the suite's shared server, with an address of its own: the
// admin invites a colleague and copies the link; the colleague opens it in
// another browser, creates the account and lands in the panel; the admin sees
// their last sign-in, removes them after confirming, and the colleague's next
// admin page shuts them out. The rules (last admin, pending invitations,
// refusals) are tested in Jest.

let admin: Page
let adminEmail = ''
const { newContext } = sharedAdmin('team', (shared) => ({ admin, email: adminEmail } = shared))

test('an admin invites a colleague, who joins through the link; once removed, their next page shuts them out', async ({
  browser,
}) => {
  const colleagueEmail = `${marker('colega')}@example.com`
  await admin.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await admin.goto('/seo-dashboard/equipo')
  await admin.getByLabel('Correo de la persona').fill(colleagueEmail)
  await admin.getByRole('button', { name: 'Invitar' }).click()
  await expect(admin.getByText(`Invitación creada para ${colleagueEmail}.`)).toBeVisible()
  await expect(admin.getByText(`Da este enlace a ${colleagueEmail} (solo a esa persona)`)).toBeVisible()
  const link = await admin.getByLabel('Enlace de invitación').inputValue()
  expect(link).toMatch(/\/auth\?invitacion=/)
  await admin.getByRole('button', { name: 'Copiar enlace' }).click()
  await expect(admin.getByText('Enlace copiado.')).toBeVisible()
  expect(await admin.evaluate(() => navigator.clipboard.readText())).toBe(link)
  const team = admin.getByRole('table', { name: 'Equipo' })
  const colleagueRow = team.getByRole('row').filter({ hasText: colleagueEmail })
  await expect(colleagueRow).toContainText('Invitación pendiente, caduca el')

  const colleague = await (await newContext(browser)).newPage()
  await signUpThroughLink(colleague, link, { email: colleagueEmail, password: 'clave-segura-123' })

  await admin.reload()
  await expect(colleagueRow).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/)
  await expect(colleagueRow).not.toContainText('Invitación pendiente')
  for (const size of [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ]) {
    await admin.setViewportSize(size)
    await expectAccessible(admin)
  }

  await colleagueRow.getByRole('button', { name: 'Quitar del equipo' }).click()
  const dialog = admin.getByRole('dialog', { name: `¿Quitar a ${colleagueEmail} del equipo?` })
  await dialog.getByRole('button', { name: 'Quitar del equipo' }).click()
  await expect(colleagueRow).toHaveCount(0)
  await expect(admin.getByRole('list', { name: 'Historial del equipo' })).toContainText(
    `${adminEmail} quitó del equipo a ${colleagueEmail}.`,
  )

  await colleague.goto('/seo-dashboard/equipo')
  await expect(colleague.getByRole('heading', { level: 1 })).toHaveText('Sin acceso al panel')
  await expect(colleague.getByRole('navigation', { name: 'Secciones del panel' })).toHaveCount(0)
})
