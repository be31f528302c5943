import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { adminPaths, publicRoutes } from '@/lib/routes'

// The served HTML of every page, as a crawler gets it, passes the Nu Html
// Checker (vnu-jar from npm, on the machine's Java) with zero errors. One
// test, one JVM: starting the checker costs seconds, checking a page does not.

const vnuJar = path.join(process.cwd(), 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar')
const notFoundPath = '/esta-pagina-no-existe'

type VnuMessage = {
  type: string
  url?: string
  lastLine?: number
  firstColumn?: number
  message: string
  extract?: string
}

// Messages that come from Next.js itself and cannot be changed from the app.
// Each entry is one exact message, with the reason; never a pattern.
const nextJsMessages = new Set<string>([])

/** Runs vnu once over all files; resolves with its messages (it exits 1 when it found errors). */
function runVnu(files: string[]): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    execFile(
      process.env.JAVA ?? 'java',
      ['-jar', vnuJar, '--format', 'json', '--errors-only', ...files],
      { maxBuffer: 64 * 1024 * 1024, timeout: 120_000 },
      (error, _stdout, stderr) => {
        try {
          resolve((JSON.parse(stderr) as { messages: VnuMessage[] }).messages)
        } catch {
          reject(new Error(`vnu did not report (${error?.message ?? 'no JSON'}):\n${stderr.slice(0, 2000)}`))
        }
      },
    )
  })
}

test('every public and admin page, and the 404 page, is valid HTML (Nu Html Checker)', async ({
  request,
}) => {
  test.setTimeout(180_000)
  const pages = [
    ...publicRoutes.map((route) => ({ path: route.path, status: 200 })),
    // Followed like a browser: /seo-dashboard without a session lands on /auth.
    ...adminPaths.map((adminPath) => ({ path: adminPath, status: null })),
    { path: notFoundPath, status: 404 },
  ]
  const folder = mkdtempSync(path.join(tmpdir(), 'sec-html-'))
  try {
    const files = new Map<string, string>()
    await Promise.all(
      pages.map(async ({ path: pagePath, status }, index) => {
        const response = await request.get(pagePath)
        if (status !== null) expect(response.status(), pagePath).toBe(status)
        expect(response.headers()['content-type'], pagePath).toContain('text/html')
        const file = path.join(
          folder,
          `${String(index).padStart(2, '0')}${pagePath.replace(/\//g, '_')}.html`,
        )
        writeFileSync(file, await response.body())
        files.set(`file:${file}`, pagePath)
      }),
    )

    const errors = (await runVnu([...files.keys()].map((url) => url.slice('file:'.length))))
      // --errors-only leaves errors, fatal errors and the checker's own failures ('non-document-error').
      .filter((message) => message.type !== 'info')
      .filter((message) => !nextJsMessages.has(message.message))
      .map(
        (message) =>
          `${files.get(message.url ?? '') ?? message.url} line ${message.lastLine ?? '?'}:${message.firstColumn ?? '?'}: ` +
          `${message.message}${message.extract ? `\n    ${message.extract.replace(/\n/g, ' ')}` : ''}`,
      )
    expect(errors, `vnu errors:\n${errors.join('\n')}`).toEqual([])
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
})
