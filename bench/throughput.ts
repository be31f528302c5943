// Throughput: a landing page on `next start` against /bench-same-size, a bare
// Next.js page padded to the same HTML size, on the same server: does anything
// of ours add work per request to a static page? autocannon, the same load for
// each, the two in turn round after round.

import { spawn } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { show, table } from './figures'
import { send } from './requests'
import { log, projectRoot } from './server'

export const landingPath = '/instalacion-placas-solares'
const barePath = '/bench-same-size'
const sizeFile = path.join(projectRoot, 'app', 'bench-same-size', 'size.json')
const autocannon = path.join(projectRoot, 'node_modules', 'autocannon', 'autocannon.js')

type Load = {
  requests: { total: number }
  duration: number
  latency: { p50: number; p99: number }
  non2xx: number
  errors: number
}

// autocannon runs in a process of its own: in the benchmark's process its parsing
// shared an event loop with the measurement and skewed one target against the other.
function load(url: string, seconds: number): Promise<Load> {
  const args = [autocannon, '--connections', '10', '--duration', String(seconds), '--json', url]
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'ignore'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.once('exit', (code) =>
      code === 0 ? resolve(JSON.parse(output) as Load) : reject(new Error(`autocannon exited ${code}`)),
    )
  })
}

/** Keeps the bare page's padding in step with the landing page: the next build matches its size. */
function recalibrate(landingBytes: number, bareBytes: number): string {
  if (Math.abs(landingBytes - bareBytes) <= 0.02 * landingBytes) return ''
  const { paddingBytes } = JSON.parse(readFileSync(sizeFile, 'utf8')) as { paddingBytes: number }
  // The padding shows twice in the HTML: in the markup and in the React Server Components payload.
  const next = Math.max(0, Math.round(paddingBytes + (landingBytes - bareBytes) / 2))
  writeFileSync(sizeFile, `${JSON.stringify({ paddingBytes: next }, null, 2)}\n`)
  return `\n\nThe two sizes differ by more than 2 %: app/bench-same-size/size.json now asks for ${next} bytes of padding, which the next build applies.`
}

export async function benchThroughput(baseUrl: string, rounds = 3, seconds = 8): Promise<string> {
  const targets = [landingPath, barePath].map((pagePath) => ({
    pagePath,
    url: baseUrl + pagePath,
    runs: [] as Load[],
  }))
  // The HTML's size as served without compression (fetch would ask for gzip).
  const bytes = await Promise.all(
    targets.map(async (target) => Buffer.byteLength((await send(target.url, http.globalAgent)).body)),
  )
  for (const target of targets) await load(target.url, 2) // warm-up, not counted
  for (let round = 0; round < rounds; round++) {
    // The order alternates, so that neither always runs first.
    for (const target of round % 2 ? [...targets].reverse() : targets) {
      const result = await load(target.url, seconds)
      target.runs.push(result)
      log(`throughput ${target.pagePath}: ${Math.round(result.requests.total / result.duration)} req/s`)
    }
  }
  const perSecond = targets.map(
    ({ runs }) =>
      runs.reduce((sum, run) => sum + run.requests.total, 0) /
      runs.reduce((sum, run) => sum + run.duration, 0),
  )
  const rows = targets.map(({ pagePath, runs }, index) => {
    const mean = (pick: (run: Load) => number) =>
      show(runs.reduce((sum, run) => sum + pick(run), 0) / runs.length, 1)
    const failed = runs.reduce((sum, run) => sum + run.non2xx + run.errors, 0)
    return [
      `\`${pagePath}\``,
      show(bytes[index]),
      show(perSecond[index]),
      mean((run) => run.latency.p50),
      mean((run) => run.latency.p99),
      show(failed),
    ]
  })
  return [
    '## Throughput',
    '',
    `autocannon, 10 connections, ${rounds} rounds of ${seconds} s each after a warm-up, no compression asked for.`,
    '',
    table(['Page', 'HTML bytes', 'Requests/s', 'p50 ms', 'p99 ms', 'Failed'], rows),
    '',
    `Landing ÷ bare page of the same size: **${(perSecond[0]! / perSecond[1]!).toFixed(2)}** (1.00: nothing of ours adds work per request).` +
      recalibrate(bytes[0]!, bytes[1]!),
  ].join('\n')
}
