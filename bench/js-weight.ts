// JavaScript weight: every same-origin script a page loads in a phone-sized
// Chromium until the network is idle, each body gzipped here at level 9 (a
// figure that does not depend on how the server compresses), beside the
// minimal page of the same build. Code loaded on the visitor's intent (the
// full quote form, the carousel, the FAQ) is not counted: nothing is touched.

import { chromium, type Browser } from '@playwright/test'
import { gzipSync } from 'node:zlib'
import { publicRoutes } from '@/lib/routes'
import { chromiumFlags, chromiumPath } from '../e2e/chromium'
import { errorText, ratio, show, table } from './figures'
import { log, minimalPath } from './server'

async function scriptsGzip(browser: Browser, url: string, sizes: Map<string, number>): Promise<number> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  })
  try {
    const page = await context.newPage()
    const pending: Promise<void>[] = []
    page.on('response', (response) => {
      const scriptUrl = response.url()
      if (response.request().resourceType() !== 'script' || !scriptUrl.startsWith(new URL(url).origin)) return
      if (sizes.has(scriptUrl)) return
      // Chunks are shared between pages: each is sized once.
      sizes.set(scriptUrl, 0)
      pending.push(
        response.body().then((body) => void sizes.set(scriptUrl, gzipSync(body, { level: 9 }).length)),
      )
    })
    const seen = new Set<string>()
    page.on('request', (request) => void (request.resourceType() === 'script' && seen.add(request.url())))
    const response = await page.goto(url, { waitUntil: 'networkidle' })
    if (response?.status() !== 200) throw new Error(`HTTP ${response?.status()} for ${url}`)
    await Promise.all(pending)
    return [...seen].reduce((sum, scriptUrl) => sum + (sizes.get(scriptUrl) ?? 0), 0)
  } finally {
    await context.close()
  }
}

export async function benchJsWeight(baseUrl: string): Promise<string> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
  const sizes = new Map<string, number>()
  const rows: string[][] = []
  let minimal: number | null = null
  try {
    for (const path of [minimalPath, ...publicRoutes.map((route) => route.path)]) {
      const gzip = await scriptsGzip(browser, baseUrl + path, sizes).catch((error: unknown) => {
        log(`JS ${path}: not measured: ${errorText(error)}`)
        return null
      })
      if (path === minimalPath) minimal = gzip
      log(`JS ${path}: ${show(gzip && gzip / 1024, 1)} KB gzip`)
      const over = gzip !== null && minimal !== null ? (gzip - minimal) / 1024 : null
      rows.push([`\`${path}\``, show(gzip && gzip / 1024, 1), show(over, 1), ratio(gzip, minimal)])
    }
  } finally {
    await browser.close()
  }
  return [
    '## JavaScript weight',
    '',
    'Same-origin scripts a phone loads until the network is idle, gzipped (KB = 1,024 bytes), against the minimal page.',
    '',
    table(['Page', 'JS gzip KB', 'Over minimal KB', 'Ratio'], rows),
  ].join('\n')
}
