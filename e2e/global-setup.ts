import { chromium, expect, type FullConfig } from '@playwright/test'
import { expectAdminDashboard, submitAuthForm } from './accounts'
import { chromiumFlags, headlessShellPath } from './chromium'

/**
 * With E2E_SETUP_LINK (the `/auth?setup=…` path a fresh local server printed),
 * creates the test admin E2E_ADMIN_EMAIL / E2E_ADMIN_PASSWORD through it, as
 * an operator would, before the suite runs against that server.
 */
export default async function globalSetup(config: FullConfig) {
  const link = process.env.E2E_SETUP_LINK
  if (!link) return
  const { E2E_ADMIN_EMAIL: email, E2E_ADMIN_PASSWORD: password } = process.env
  if (!email || !password) throw new Error('E2E_SETUP_LINK needs E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD')
  const browser = await chromium.launch({ executablePath: headlessShellPath, args: chromiumFlags })
  try {
    const page = await browser.newPage({ baseURL: config.projects[0]!.use.baseURL })
    await page.goto(link)
    await submitAuthForm(page, 'Crear cuenta', { email, password })
    await expect(page.getByText('Cuenta creada exitosamente')).toBeVisible()
    await expectAdminDashboard(page)
  } finally {
    await browser.close()
  }
}
