import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { test, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { expectAdminDashboard, submitAuthForm } from './accounts'
import { startOwnServer, type OwnServer } from './next-server'
import { ownServerPort, type OwnServerSpec } from './own-server-ports'

/**
 * A spec's own server on a fresh data folder, with its first admin (gerencia@example.com) signed
 * in through the setup link: for the specs that change pages others check. Called at the spec's
 * top level, it adds the hooks that start and stop it, and hands both to `started`.
 */
export function ownAdminServer(
  spec: OwnServerSpec,
  started: (own: { server: OwnServer; admin: Page }) => void,
) {
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), `sec-${spec}-`)), 'pglite')
  let server: OwnServer | undefined
  // Closed before the server stops: their kept-alive connections would hold its shutdown.
  const contexts: BrowserContext[] = []
  /** A browser context on this server, closed with it. */
  const newContext = async (browser: Browser, options: Parameters<Browser['newContext']>[0] = {}) => {
    const context = await browser.newContext({ baseURL: server!.baseUrl, ...options })
    contexts.push(context)
    return context
  }
  test.beforeAll(async ({ browser }, testInfo) => {
    // A first start opens a new database (its migrations): a loaded machine can stretch it.
    testInfo.setTimeout(180_000)
    server = await startOwnServer({ port: ownServerPort(spec), dataDir })
    const admin = await (await newContext(browser)).newPage()
    await admin.goto(await server.setupLink())
    await submitAuthForm(admin, 'Crear cuenta', {
      email: 'gerencia@example.com',
      password: 'clave-segura-123',
    })
    await expectAdminDashboard(admin)
    started({ server, admin })
  })
  test.afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()))
    await server?.stop()
  })
  /** A visitor's page (a context of its own, no cookies) on this server, opened at `path`. */
  const visit = async (browser: Browser, path: string) => {
    const visitor = await (await newContext(browser)).newPage()
    await visitor.goto(path)
    return visitor
  }
  return { newContext, visit }
}
