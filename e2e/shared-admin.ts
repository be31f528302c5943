import { test, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { signUpInvited } from './accounts'
import { marker } from './database'

/**
 * An admin of the suite's shared server, with an address of this spec's own (invited, as a
 * colleague joins once the first admin exists), signed in on a page of a context of its own
 * (as axe requires). Called at a spec's top level, it adds the hooks that sign the admin up and
 * close the contexts, and hands the page, its address and the server's address to `signedIn`; each
 * worker that runs the spec's tests gets an admin of its own.
 */
export function sharedAdmin(
  spec: string,
  signedIn: (shared: { admin: Page; email: string; baseUrl: string }) => void,
) {
  const contexts: BrowserContext[] = []
  let baseUrl = ''
  /** A browser context on the shared server, closed after the spec's tests. */
  const newContext = async (browser: Browser, options: Parameters<Browser['newContext']>[0] = {}) => {
    const context = await browser.newContext({ baseURL: baseUrl, ...options })
    contexts.push(context)
    return context
  }
  test.beforeAll(async ({ browser }, testInfo) => {
    baseUrl = testInfo.project.use.baseURL!
    const admin = await (await newContext(browser)).newPage()
    const email = `${marker(spec)}@example.com`
    await signUpInvited(admin, { email, password: 'clave-segura-123' })
    signedIn({ admin, email, baseUrl })
  })
  test.afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()))
  })
  /** A visitor's page (a context of its own, no cookies) on the shared server, opened at `path`. */
  const visit = async (browser: Browser, path: string) => {
    const visitor = await (await newContext(browser)).newPage()
    await visitor.goto(path)
    return visitor
  }
  return { newContext, visit }
}
