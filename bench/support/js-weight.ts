// JavaScript weight of a page: every same-origin script the page loads in a
// phone-sized Chromium until the network is idle, each body gzipped by us at
// level 9 (a stable figure, whatever compression the server applies).

import { chromium, type Browser } from '@playwright/test'
import { gzipSync } from 'node:zlib'
import { chromiumFlags, chromiumPath } from '../../e2e/chromium'
import { onCleanup } from './cleanup'

export type ScriptSize = {
  url: string
  raw: number
  gzip: number
  /**
   * False when the page's HTML never names the script (neither a <script src> nor the inline
   * React Server Components payload): Next.js loaded it to prefetch a linked page, or lazily.
   */
  inHtml: boolean
}

export type JsWeight = {
  path: string
  scripts: ScriptSize[]
  /** Sum of the gzip sizes of every script, in bytes. */
  gzip: number
  /** Sum of the uncompressed sizes, in bytes. */
  raw: number
  /** Part of `gzip` that the HTML does not reference (prefetched code of linked pages, lazy chunks). */
  notInHtmlGzip: number
  /** The HTML document gzipped (it carries the inline React Server Components payload). */
  htmlGzip: number
}

export const phone = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
}

export async function openBrowser(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags, headless: true })
  // Playwright closes its browser on Ctrl-C by itself; this covers the other ways out.
  const unregister = onCleanup(
    'Playwright Chromium',
    () => browser.close(),
    () => {
      // Nothing synchronous is available; Playwright kills its browser when this process exits.
    },
  )
  browser.once('disconnected', unregister)
  return browser
}

/** Sizes of script bodies, fetched once per URL (chunks are shared between pages). */
export class ScriptBodies {
  private cache = new Map<string, Promise<{ raw: number; gzip: number }>>()

  size(url: string): Promise<{ raw: number; gzip: number }> {
    let entry = this.cache.get(url)
    if (!entry) {
      entry = fetchAndGzip(url)
      this.cache.set(url, entry)
      // A failure is not cached: the next page may try again.
      entry.catch(() => this.cache.delete(url))
    }
    return entry
  }
}

async function fetchAndGzip(url: string): Promise<{ raw: number; gzip: number }> {
  const response = await fetch(url, { signal: AbortSignal.timeout(30_000) })
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`)
  const body = Buffer.from(await response.arrayBuffer())
  return { raw: body.length, gzip: gzipSync(body, { level: 9 }).length }
}

export async function measureJsWeight(
  browser: Browser,
  baseUrl: string,
  path: string,
  bodies: ScriptBodies,
): Promise<JsWeight> {
  const origin = new URL(baseUrl).origin
  const context = await browser.newContext({ ...phone, locale: 'es-ES' })
  try {
    const page = await context.newPage()
    const scriptUrls = new Set<string>()
    const problems: string[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return
      const url = response.url()
      if (new URL(url).origin !== origin) return
      if (response.status() >= 400) problems.push(`HTTP ${response.status()} for ${url}`)
      else scriptUrls.add(url)
    })
    page.on('requestfailed', (request) => {
      if (request.resourceType() === 'script')
        problems.push(`${request.failure()?.errorText ?? 'failed'}: ${request.url()}`)
    })

    const response = await page.goto(baseUrl + path, { waitUntil: 'networkidle', timeout: 60_000 })
    if (!response) throw new Error(`no response for ${path}`)
    if (response.status() !== 200) throw new Error(`HTTP ${response.status()} for ${path}`)
    if (problems.length) throw new Error(`scripts failed to load: ${problems.join('; ')}`)

    // The document as served (static: the same HTML the browser got).
    const htmlResponse = await fetch(baseUrl + path, { signal: AbortSignal.timeout(30_000) })
    const html = Buffer.from(await htmlResponse.arrayBuffer())
    const htmlGzip = gzipSync(html, { level: 9 }).length
    const htmlText = html.toString('utf8')
    // The payload names chunks without the /_next/ prefix ("static/chunks/….js").
    const namedInHtml = (url: string) => htmlText.includes(new URL(url).pathname.replace(/^\/_next\//, ''))

    const scripts = await Promise.all(
      [...scriptUrls]
        .sort()
        .map(async (url) => ({ url, ...(await bodies.size(url)), inHtml: namedInHtml(url) })),
    )
    const sum = (list: ScriptSize[], key: 'raw' | 'gzip') =>
      list.reduce((total, script) => total + script[key], 0)
    return {
      path,
      scripts,
      gzip: sum(scripts, 'gzip'),
      raw: sum(scripts, 'raw'),
      notInHtmlGzip: sum(
        scripts.filter((script) => !script.inHtml),
        'gzip',
      ),
      htmlGzip,
    }
  } finally {
    await context.close()
  }
}
