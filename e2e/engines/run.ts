// The cross-engine smoke suite: the checks of ./checks.ts in Firefox ESR and
// WebKitGTK, at 390 and 1366 px, against a production e2e build started by
// scripts/engines-smoke.sh (ENGINES_BASE_URL). Each check also fails on any
// error the page reported meanwhile. Prints one line per check and a closing
// 'N passed, N failed'; writes a report in the shape scripts/test-summary.mjs
// reads (ENGINES_REPORT); exits 1 on any failure.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { firefoxEngine, webkitEngine, type Engine, type Viewport } from './browsers'
import { checks } from './checks'

const baseUrl = process.env.ENGINES_BASE_URL ?? 'http://127.0.0.1:3500'
const distDir = process.env.NEXT_DIST_DIR ?? '.next-engines'
const reportFile = process.env.ENGINES_REPORT
const viewports: Viewport[] = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]

async function sql<T>(query: string, params: unknown[]): Promise<T[]> {
  const response = await fetch(`${baseUrl}/api/e2e/sql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sql: query, params }),
  })
  if (!response.ok) throw new Error(`SQL failed (${response.status}): ${await response.text()}`)
  return ((await response.json()) as { rows: T[] }).rows
}

type Result = { name: string; ok: boolean; error?: string; seconds: number }
const results: Result[] = []

function record(name: string, started: number, error?: unknown) {
  const seconds = (Date.now() - started) / 1000
  const message = error === undefined ? undefined : error instanceof Error ? error.message : String(error)
  results.push({ name, ok: !message, error: message, seconds })
  console.log(`${message ? '✘' : '✓'} ${name} (${seconds.toFixed(1)} s)${message ? `\n    ${message}` : ''}`)
}

/** The server's environment schema must never reach the browser (lib/env.ts is server-only). */
function checkClientChunks() {
  const started = Date.now()
  const name = 'no client chunk carries the server environment schema'
  const chunks = path.join(distDir, 'static', 'chunks')
  const files = readdirSync(chunks, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.js'),
  )
  const leaking = files.filter((file) =>
    readFileSync(path.join(chunks, file), 'utf8').includes('TRUSTED_PROXY_HOPS'),
  )
  record(
    name,
    started,
    files.length === 0
      ? 'no client chunks found'
      : leaking.length
        ? `found in ${leaking.join(', ')}`
        : undefined,
  )
}

async function runEngine(engine: Engine) {
  try {
    for (const viewport of viewports) {
      const tab = await engine.openTab(viewport)
      for (const check of checks) {
        const name = `${engine.name} ${viewport.width}px: ${check.name}`
        const started = Date.now()
        try {
          await tab.takeErrors()
          await check.run({ tab, viewport, engine: engine.name, sql })
          const errors = await tab.takeErrors()
          record(
            name,
            started,
            errors.length ? `the page reported errors:\n    ${errors.join('\n    ')}` : undefined,
          )
        } catch (error) {
          record(name, started, error)
        }
      }
      await tab.close()
    }
  } catch (error) {
    record(`${engine.name}: the browser runs`, Date.now(), error)
  } finally {
    await engine.quit()
  }
}

async function main() {
  checkClientChunks()
  await runEngine(firefoxEngine(baseUrl))
  await runEngine(webkitEngine(baseUrl))
  const passed = results.filter((result) => result.ok).length
  const failed = results.length - passed
  if (reportFile) {
    // The counters scripts/test-summary.mjs reads from a Playwright report.
    const stats = { expected: passed, unexpected: failed, skipped: 0, flaky: 0 }
    writeFileSync(reportFile, JSON.stringify({ stats, results }, null, 2))
  }
  console.log(`${passed} passed, ${failed} failed`)
  process.exit(failed > 0 ? 1 : 0)
}

void main()
