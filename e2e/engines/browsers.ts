import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { createServer } from 'node:net'
import puppeteer, { type Browser as FirefoxBrowser, type Page } from 'puppeteer-core'
import { Builder, By, type WebDriver } from 'selenium-webdriver'

// Debian's Firefox ESR (WebDriver BiDi, through puppeteer-core) and WebKitGTK
// (WebKitWebDriver and its MiniBrowser, classic WebDriver, through
// selenium-webdriver pointed at a driver we start): never a downloaded browser
// or driver. Both behind one small Tab, what the smoke checks need.

export const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'
export const webkitDriverPath = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver'

export type Viewport = { width: number; height: number }

export type Tab = {
  /** Loads a path of the site and waits for its load event. */
  goto(path: string): Promise<void>
  /** Runs a function body in the page (`return …` gives the value). */
  run<T>(body: string, ...args: unknown[]): Promise<T>
  /** A real click (pointer events) on the first element the CSS selector matches. */
  click(selector: string): Promise<void>
  /** Types into the first element the selector matches, as keystrokes. */
  type(selector: string, text: string): Promise<void>
  /** The errors this page reported since the last call: console errors, uncaught errors, CSP violations. */
  takeErrors(): Promise<string[]>
  close(): Promise<void>
}

export type Engine = {
  name: 'firefox' | 'webkit'
  openTab(viewport: Viewport): Promise<Tab>
  quit(): Promise<void>
}

/**
 * Gathers, inside the page, what a console would show as errors: console.error
 * calls, uncaught errors and rejections, and Content-Security-Policy violations
 * (which engines log without calling console.error).
 */
const errorCollector = `
  if (!window.__engineErrors) {
    const errors = (window.__engineErrors = [])
    const original = console.error
    console.error = (...args) => {
      errors.push('console.error: ' + args.map(String).join(' '))
      original.apply(console, args)
    }
    addEventListener('error', (event) => errors.push('error: ' + event.message))
    addEventListener('unhandledrejection', (event) => errors.push('unhandled rejection: ' + String(event.reason)))
    document.addEventListener('securitypolicyviolation', (event) =>
      errors.push('CSP violation: ' + event.violatedDirective + ' blocked ' + (event.blockedURI || 'inline')),
    )
  }
`
const takeCollected = `const errors = window.__engineErrors ?? []; return errors.splice(0, errors.length)`

export function firefoxEngine(baseUrl: string): Engine {
  let browser: FirefoxBrowser | undefined
  return {
    name: 'firefox',
    async openTab(viewport) {
      browser ??= await puppeteer.launch({
        browser: 'firefox',
        executablePath: firefoxPath,
        headless: true,
        // No updates, telemetry or remote settings: nothing leaves loopback.
        extraPrefsFirefox: {
          'app.update.enabled': false,
          'browser.shell.checkDefaultBrowser': false,
          'datareporting.policy.dataSubmissionEnabled': false,
          'network.captive-portal-service.enabled': false,
          'services.settings.server': 'http://127.0.0.1:9/',
        },
      })
      const page: Page = await browser.newPage()
      await page.setViewport(viewport)
      // Before any script of the page: errors during the load count too.
      await page.evaluateOnNewDocument(errorCollector)
      const reported: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') reported.push(`console: ${message.text()}`)
      })
      page.on('pageerror', (error) => reported.push(`page error: ${String(error)}`))
      return {
        async goto(path) {
          await page.goto(new URL(path, baseUrl).href, { waitUntil: 'load' })
        },
        run: <T>(body: string, ...args: unknown[]) =>
          page.evaluate(`(function () { ${body} }).apply(null, ${JSON.stringify(args)})`) as Promise<T>,
        async click(selector) {
          await page.click(selector)
        },
        async type(selector, text) {
          await page.type(selector, text)
        },
        async takeErrors() {
          const inPage = await page.evaluate(`(function () { ${takeCollected} })()`).catch(() => [])
          // The console mirrors console.error calls: keep each error once.
          const fromConsole = reported.splice(0).filter((line) => !line.startsWith('console: '))
          return [...(inPage as string[]), ...fromConsole]
        },
        close: () => page.close(),
      }
    },
    async quit() {
      await browser?.close()
    },
  }
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as { port: number }
  server.close()
  return port
}

export function webkitEngine(baseUrl: string): Engine {
  let driverProcess: ChildProcess | undefined
  let driver: WebDriver | undefined
  // Classic WebDriver runs no script before the page's own: the collector is
  // installed after each load, so WebKit's checks see the errors that come
  // from then on (the interactions), not those of the load itself.
  const install = () => driver!.executeScript(errorCollector)
  let gathered: string[] = []
  const harvest = async () => {
    gathered.push(...((await driver!.executeScript(takeCollected).catch(() => [])) as string[]))
  }
  return {
    name: 'webkit',
    async openTab(viewport) {
      if (!driver) {
        const port = await freePort()
        driverProcess = spawn(webkitDriverPath, [`--port=${port}`], { stdio: 'ignore' })
        const serverUrl = `http://127.0.0.1:${port}`
        for (let tries = 0; ; tries++) {
          try {
            if ((await fetch(`${serverUrl}/status`)).ok) break
          } catch {
            if (tries > 50) throw new Error(`${webkitDriverPath} did not start`)
            await new Promise((resolve) => setTimeout(resolve, 100))
          }
        }
        // usingServer: selenium-webdriver talks to our driver and never looks for one to download.
        driver = await new Builder().usingServer(serverUrl).forBrowser('MiniBrowser').build()
      }
      const session = driver
      // The window's outer size includes its frame: adjust until the page's viewport is the one asked.
      await session
        .manage()
        .window()
        .setRect({ x: 0, y: 0, ...viewport })
      const inner = (await session.executeScript('return [innerWidth, innerHeight]')) as [number, number]
      await session
        .manage()
        .window()
        .setRect({
          width: viewport.width * 2 - inner[0],
          height: viewport.height * 2 - inner[1],
        })
      gathered = []
      return {
        async goto(path) {
          await harvest()
          await session.get(new URL(path, baseUrl).href)
          await install()
        },
        async run<T>(body: string, ...args: unknown[]) {
          // Idempotent: a page reached by a click's full load gets its collector on first use.
          await install().catch(() => undefined)
          return (await session.executeScript(body, ...args)) as T
        },
        async click(selector) {
          await harvest()
          await session.findElement(By.css(selector)).click()
          await install().catch(() => undefined)
        },
        async type(selector, text) {
          await session.findElement(By.css(selector)).sendKeys(text)
        },
        async takeErrors() {
          await install().catch(() => undefined)
          await harvest()
          return gathered.splice(0)
        },
        async close() {
          await session.get('about:blank')
        },
      }
    },
    async quit() {
      await driver?.quit().catch(() => undefined)
      driverProcess?.kill()
    },
  }
}
