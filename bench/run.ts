// `npm run bench`: builds the BENCH variant once, seeds a database with the
// inbox's 10,000 leads, serves both with one `next start`, measures, and
// prints every figure (Markdown on stdout, progress on stderr) with its own
// run time. Options: see `usage`.

import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { benchBackup } from './backup'
import { errorText } from './figures'
import { benchInbox, seedInbox } from './inbox'
import { benchJsWeight } from './js-weight'
import { benchLeads } from './leads'
import { benchLighthouse } from './lighthouse'
import { benchMissedPaths } from './missed-paths'
import { recordBuiltPhoto, seedPhoto } from './photo-hero'
import { benchSearch } from './search-figures'
import { buildBench, log, startServer } from './server'
import { benchThroughput } from './throughput'

const measurements = ['js', 'lighthouse', 'throughput', 'inbox', 'search', 'missed-paths', 'leads', 'backup']
const usage = `npm run bench -- [--no-build] [--only ${measurements.join(',')}] [--runs 3] [--pages /a,/b] [--paths 20000]
  --no-build       serve the existing .next-bench/ build
  --only           some of the measurements, in this order
  --runs N         Lighthouse runs per page and throttling, their median reported (default 3)
  --paths N        distinct unknown paths the missed-paths measurement sends (default 20000)
  --pages          Lighthouse on these pages only (beside the minimal page), e.g. /bench-photo-hero,/instalacion-placas-solares`

function parseOptions() {
  try {
    return parseArgs({
      options: {
        'no-build': { type: 'boolean', default: false },
        only: { type: 'string', default: measurements.join(',') },
        runs: { type: 'string', default: '3' },
        paths: { type: 'string', default: '20000' },
        pages: { type: 'string' },
        help: { type: 'boolean', default: false },
      },
    }).values
  } catch (error) {
    console.error(`${errorText(error)}\n\n${usage}`)
    process.exit(2)
  }
}
const values = parseOptions()
if (values.help) {
  console.log(usage)
  process.exit(0)
}
/** The ones that need the built server; `backup` reads the seeded folder itself. */
const served = measurements.filter((name) => name !== 'backup')
const only = new Set(values.only.split(','))
const count = (text: string) => (Number.isInteger(Number(text)) && Number(text) > 0 ? Number(text) : NaN)
const lighthouseRuns = count(values.runs)
const missedPaths = count(values.paths)
if (
  Number.isNaN(lighthouseRuns) ||
  Number.isNaN(missedPaths) ||
  [...only].some((name) => !measurements.includes(name))
) {
  console.error(usage)
  process.exit(2)
}

const temp = mkdtempSync(path.join(os.tmpdir(), 'sec-bench-'))
process.once('exit', () => rmSync(temp, { recursive: true, force: true }))
// Exit through 'exit' handlers on Ctrl-C too: they stop the server and remove the data.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130))

const minutesSince = (start: number) => `${((Date.now() - start) / 60_000).toFixed(1)} min`
/** Each stage's run time, printed at the end: the full run's target is 20 minutes. */
const stageTimes: string[] = []
async function timed<T>(stage: string, work: () => Promise<T>): Promise<T> {
  const start = Date.now()
  try {
    return await work()
  } finally {
    stageTimes.push(`${stage} ${minutesSince(start)}`)
  }
}

async function main() {
  const started = Date.now()
  const needsServer = served.some((name) => only.has(name))
  const dataDir = path.join(temp, 'data')
  log(`seeding the inbox's leads…`)
  await timed('seeding', () => seedInbox(dataDir))
  // The photo-hero page's photo, added to the library before the build bakes its id into that page.
  const photoId = needsServer ? await timed('photo', () => seedPhoto(dataDir, values['no-build'])) : ''
  if (needsServer && !values['no-build']) {
    await timed('build', () => buildBench(path.join(temp, 'build'), { BENCH_PHOTO_ID: photoId }))
    recordBuiltPhoto(photoId)
  }
  const sections: string[] = []
  if (only.has('backup')) sections.push(await timed('backup', () => benchBackup(dataDir, temp)))
  if (needsServer) sections.push(...(await benchServed(dataDir, photoId)))
  const cpus = os.cpus()
  console.log(
    [
      `# Benchmarks, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${cpus.length} × ${cpus[0]?.model.trim()}`,
      ...sections,
      `Total run time: ${minutesSince(started)} (${stageTimes.join(', ')}).`,
    ].join('\n\n'),
  )
}

async function benchServed(dataDir: string, photoId: string): Promise<string[]> {
  const authSecret = randomBytes(32).toString('base64url')
  // The quote form's rate limit stays on, raised above what the leads benchmark sends.
  const server = await startServer(dataDir, {
    AUTH_SECRET: authSecret,
    LEAD_RATE_LIMIT: '100000',
    BENCH_PHOTO_ID: photoId,
  })
  const sections: string[] = []
  try {
    const measure = async (name: string, work: () => Promise<string>) => {
      if (only.has(name)) sections.push(await timed(name, work))
    }
    await measure('js', () => benchJsWeight(server.baseUrl))
    const pages = values.pages?.split(',').filter(Boolean)
    await measure('lighthouse', () => benchLighthouse(server.baseUrl, lighthouseRuns, pages))
    await measure('throughput', () => benchThroughput(server.baseUrl))
    await measure('inbox', () => benchInbox(server.baseUrl, authSecret))
    // After the inbox, whose results view is then the reference without search figures.
    await measure('search', () => benchSearch(server.baseUrl, authSecret))
    await measure('missed-paths', () => benchMissedPaths(server.baseUrl, dataDir, missedPaths))
    // Last: it stops the server to count what the database holds.
    await measure('leads', () => benchLeads(server, dataDir))
  } finally {
    await server.stop()
  }
  return sections
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
