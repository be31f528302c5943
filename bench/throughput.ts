// Throughput benchmark: a landing page served by `next start`, against a bare
// Next.js page of the same size on the same server (is anything of ours adding
// per-request work?) and against the same HTML served by Debian's nginx (the
// fastest way to serve it on this machine). autocannon, same load for each,
// the three run in turn, round after round.
//
//   npx tsx bench/throughput.ts [--page /path] [--connections 10] [--duration 10] [--rounds 5] [--warmup 3] [--no-build] [--verbose]
//
// Prints a Markdown report and writes bench/results/throughput.md and .json.
// Exit code 0 when everything was measured, 1 when something could not be, 2 on a usage error.

import http from 'node:http'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Result } from 'autocannon'
import { publicRoutes } from '@/lib/routes'
import { cleanupAll, guardDirectory, runBench } from './support/cleanup'
import { cpuBusy, processCpuSeconds, waitForIdleCpu } from './support/machine'
import { runLoad } from './support/load'
import { startNginx } from './support/nginx'
import { projectRoot, startBenchServer } from './support/server'

const sameSizePath = '/bench-same-size'
const sameSizeFile = path.join(projectRoot, 'bench', 'support', 'same-size.json')
const resultsDir = path.join(projectRoot, 'bench', 'results')
const TARGET_RATIO = 0.9

type Options = {
  page: string
  connections: number
  duration: number
  rounds: number
  warmup: number
  build: boolean
  verbose: boolean
}

const usage = `Usage: npx tsx bench/throughput.ts [options]

  --page /path       the landing page to measure (default /instalacion-placas-solares)
  --connections N    concurrent connections (default 10)
  --duration S       seconds per measurement (default 10)
  --rounds N         rounds; each measures the three targets in turn (default 5)
  --warmup S         seconds of discarded load per target first (default 3)
  --no-build         serve the existing .next-bench/ build
  --verbose          show the Next.js server's output`

class UsageError extends Error {}

function parseOptions(argv: string[]): Options {
  const options: Options = {
    page: '/instalacion-placas-solares',
    connections: 10,
    duration: 10,
    rounds: 5, // as the target is stated; with 3, one noisy round moved the ratio by 0.1-0.2
    warmup: 3,
    build: true,
    verbose: false,
  }
  const numeric = {
    '--connections': 'connections',
    '--duration': 'duration',
    '--rounds': 'rounds',
    '--warmup': 'warmup',
  } as const
  for (let index = 0; index < argv.length; index++) {
    const [flag, inline] = (argv[index] ?? '').split(/=(.*)/s, 2) as [string, string | undefined]
    const value = () => {
      const text = inline ?? argv[++index]
      if (text === undefined) throw new UsageError(`${flag} needs a value`)
      return text
    }
    if (flag === '--no-build') options.build = false
    else if (flag === '--verbose') options.verbose = true
    else if (flag === '--help' || flag === '-h') {
      console.log(usage)
      process.exit(0)
    } else if (flag === '--page') {
      options.page = value()
      if (!publicRoutes.some((route) => route.path === options.page))
        throw new UsageError(`--page: ${options.page} is not in publicRoutes (lib/routes.ts)`)
    } else if (flag in numeric) {
      const number = Number(value())
      const minimum = flag === '--warmup' ? 0 : 1
      if (!Number.isInteger(number) || number < minimum || number > 600)
        throw new UsageError(`${flag} needs a whole number from ${minimum} to 600`)
      options[numeric[flag as keyof typeof numeric]] = number
    } else throw new UsageError(`unknown option ${flag}`)
  }
  return options
}

const log = (message: string) => console.error(`[bench] ${message}`)

/** The body exactly as served without compression (fetch would ask for gzip and decode it). */
function getRaw(url: string): Promise<{ status: number; body: Buffer; encoding?: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks),
            encoding: response.headers['content-encoding'],
          }),
        )
      })
      .on('error', reject)
  })
}

type Target = {
  id: 'landing' | 'bare' | 'nginx'
  label: string
  url: string
  bytes: number
  pid: number | undefined
}
type TargetFigures = {
  label: string
  bytes: number
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  roundsRps: number[]
  /** CPU time the server process used per request (ms), null where /proc is not available. */
  cpuMsPerRequest: number | null
  failures: number
}
type ThroughputSummary = {
  page: string
  connections: number
  duration: number
  rounds: number
  nginxVersion: string
  targets: Record<Target['id'], TargetFigures>
  landingToBare: number
  /** The same comparison by server CPU time per request (bare ÷ landing): less sensitive to other load. */
  landingToBareByCpu: number | null
  landingToNginx: number
  targetRatio: number
  met: boolean
  sizeDrift: number
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length

async function main(): Promise<number> {
  let options: Options
  try {
    options = parseOptions(process.argv.slice(2))
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    console.error(`${error.message}\n\n${usage}`)
    return 2
  }
  const started = Date.now()
  const tempRoot = mkdtempSync(path.join(os.tmpdir(), 'sec-bench-throughput-'))
  guardDirectory(tempRoot)
  const server = await startBenchServer({ build: options.build, verbose: options.verbose })
  let nginx: Awaited<ReturnType<typeof startNginx>> | undefined
  try {
    const landing = await getRaw(server.baseUrl + options.page)
    const bare = await getRaw(server.baseUrl + sameSizePath)
    for (const [name, answer] of [
      [options.page, landing],
      [sameSizePath, bare],
    ] as const) {
      if (answer.status !== 200)
        throw new Error(`${name} answered ${answer.status}: rebuild the BENCH variant`)
      if (answer.encoding)
        throw new Error(`${name} came compressed (${answer.encoding}) although no encoding was asked for`)
    }
    nginx = await startNginx(landing.body, tempRoot)

    const targets: Target[] = [
      {
        id: 'landing',
        label: `\`next start\` ${options.page}`,
        url: server.baseUrl + options.page,
        bytes: landing.body.byteLength,
        pid: server.pid,
      },
      {
        id: 'bare',
        label: `\`next start\` ${sameSizePath} (bare page, same size)`,
        url: server.baseUrl + sameSizePath,
        bytes: bare.body.byteLength,
        pid: server.pid,
      },
      {
        id: 'nginx',
        label: `nginx ${nginx.version}, the same HTML as ${options.page}`,
        url: `${nginx.baseUrl}/`,
        bytes: landing.body.byteLength,
        pid: nginx.pid,
      },
    ]
    const sizeDrift = (bare.body.byteLength - landing.body.byteLength) / landing.body.byteLength
    log(
      `HTML: ${options.page} ${landing.body.byteLength} bytes, ${sameSizePath} ${bare.body.byteLength} bytes (${(sizeDrift * 100).toFixed(1)} %)`,
    )

    log('waiting for the CPUs to settle…')
    const busy = await waitForIdleCpu()
    const run = (url: string, duration: number) =>
      runLoad(url, { connections: options.connections, duration })
    if (options.warmup > 0) {
      for (const target of targets) {
        log(`warm-up ${target.id} (${options.warmup} s, discarded)…`)
        await run(target.url, options.warmup)
      }
    }
    const results = new Map<Target['id'], Result[]>(targets.map((target) => [target.id, []]))
    const cpuSeconds = new Map<Target['id'], number | null>(targets.map((target) => [target.id, 0]))
    for (let round = 0; round < options.rounds; round++) {
      // Rotate the order every round, so that no target always runs first or last.
      const order = targets.map((_, index) => targets[(index + round) % targets.length]!)
      for (const target of order) {
        const cpuBefore = processCpuSeconds(target.pid)
        const result = await run(target.url, options.duration)
        const cpuAfter = processCpuSeconds(target.pid)
        results.get(target.id)!.push(result)
        const used = cpuSeconds.get(target.id)
        cpuSeconds.set(
          target.id,
          used === null || used === undefined || cpuBefore === null || cpuAfter === null
            ? null
            : used + cpuAfter - cpuBefore,
        )
        log(
          `round ${round + 1}/${options.rounds} ${target.id}: ${(result.requests.total / result.duration).toFixed(0)} req/s, ` +
            `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
        )
      }
    }
    const busyAfter = await cpuBusy(1_000)

    const figures = Object.fromEntries(
      targets.map((target) => {
        const runs = results.get(target.id)!
        const total = runs.reduce((sum, result) => sum + result.requests.total, 0)
        const seconds = runs.reduce((sum, result) => sum + result.duration, 0)
        const cpu = cpuSeconds.get(target.id)
        return [
          target.id,
          {
            label: target.label,
            bytes: target.bytes,
            requestsPerSecond: total / seconds,
            p50Ms: mean(runs.map((result) => result.latency.p50)),
            p99Ms: mean(runs.map((result) => result.latency.p99)),
            roundsRps: runs.map((result) => result.requests.total / result.duration),
            cpuMsPerRequest: cpu === null || cpu === undefined || total === 0 ? null : (cpu * 1000) / total,
            failures: runs.reduce((sum, result) => sum + result.non2xx + result.errors + result.timeouts, 0),
          } satisfies TargetFigures,
        ]
      }),
    ) as Record<Target['id'], TargetFigures>

    const summary: ThroughputSummary = {
      page: options.page,
      connections: options.connections,
      duration: options.duration,
      rounds: options.rounds,
      nginxVersion: nginx.version,
      targets: figures,
      landingToBare: figures.landing.requestsPerSecond / figures.bare.requestsPerSecond,
      landingToBareByCpu:
        figures.landing.cpuMsPerRequest && figures.bare.cpuMsPerRequest
          ? figures.bare.cpuMsPerRequest / figures.landing.cpuMsPerRequest
          : null,
      landingToNginx: figures.landing.requestsPerSecond / figures.nginx.requestsPerSecond,
      targetRatio: TARGET_RATIO,
      met: figures.landing.requestsPerSecond >= TARGET_RATIO * figures.bare.requestsPerSecond,
      sizeDrift,
    }
    const recalibrated = recalibrate(options.page, landing.body.byteLength, bare.body.byteLength)

    const cpus = os.cpus()
    const header = [
      `Measured ${new Date().toISOString().replace('T', ' ').slice(0, 16)} UTC`,
      `Next.js ${packageVersion('next')}`,
      `nginx ${nginx.version}`,
      `autocannon ${packageVersion('autocannon')}`,
      `Node ${process.version}`,
      `${cpus.length} cores (${cpus[0]?.model.trim() ?? '?'})`,
      `build ${server.buildId}${options.build ? '' : ' (--no-build)'}`,
      `CPU ${Math.round(busy * 100)} % busy before, ${Math.round(busyAfter * 100)} % after`,
      `run took ${Math.round((Date.now() - started) / 1000)} s`,
    ].join(' · ')
    const report = renderThroughput(summary, header, recalibrated)
    process.stdout.write(report)
    mkdirSync(resultsDir, { recursive: true })
    writeFileSync(path.join(resultsDir, 'throughput.md'), report)
    writeFileSync(path.join(resultsDir, 'throughput.json'), `${JSON.stringify(summary, null, 2)}\n`)
    log('report written to bench/results/throughput.md')
    return Object.values(figures).some((figure) => figure.failures > 0) ? 1 : 0
  } finally {
    await nginx?.stop()
    await server.stop()
    rmSync(tempRoot, { recursive: true, force: true })
    await cleanupAll()
  }
}

/** Keeps the bare page's padding in step with the landing page: the next build then matches its size. */
function recalibrate(page: string, landingBytes: number, bareBytes: number): string | null {
  const current = JSON.parse(readFileSync(sameSizeFile, 'utf8')) as { path: string; paddingBytes: number }
  const difference = landingBytes - bareBytes
  if (current.path === page && Math.abs(difference) <= 0.02 * landingBytes) return null
  // The padding shows twice in the HTML: in the markup and in the React Server Components payload.
  const paddingBytes = Math.max(0, Math.round(current.paddingBytes + difference / 2))
  writeFileSync(sameSizeFile, `${JSON.stringify({ path: page, paddingBytes }, null, 2)}\n`)
  return `The bare page's HTML differs from ${page}'s by more than 2 %: bench/support/same-size.json now asks for ${paddingBytes} bytes of padding; the next build (without \`--no-build\`) matches the size.`
}

function packageVersion(name: string): string {
  try {
    return (
      JSON.parse(readFileSync(path.join(projectRoot, 'node_modules', name, 'package.json'), 'utf8')) as {
        version: string
      }
    ).version
  } catch {
    return '?'
  }
}

function renderThroughput(summary: ThroughputSummary, header: string, note: string | null): string {
  const number = (value: number, digits = 0) =>
    value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })
  const rows = (['landing', 'bare', 'nginx'] as const).map((id) => {
    const figure = summary.targets[id]
    return `| ${figure.label} | ${number(figure.bytes)} | ${number(figure.requestsPerSecond)} | ${figure.roundsRps.map((value) => number(value)).join(', ')} | ${number(figure.p50Ms, 1)} | ${number(figure.p99Ms, 1)} | ${figure.cpuMsPerRequest === null ? '–' : number(figure.cpuMsPerRequest, 2)} | ${figure.failures} |`
  })
  return [
    '# Throughput benchmark',
    '',
    header,
    '',
    `autocannon, ${summary.connections} connections, ${summary.duration} s per measurement, ${summary.rounds} round${summary.rounds === 1 ? '' : 's'} (the three targets in turn, the order rotated each round), after a discarded warm-up; no compression asked for. ` +
      'autocannon runs in a process of its own and shares the CPUs with the server it measures.',
    '',
    '| Target | HTML (bytes) | Requests/s | Per round | p50 (ms) | p99 (ms) | Server CPU per request (ms) | Non-2xx or errors |',
    '| :--- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
    `- Landing ÷ bare page (same server, same size): **${summary.landingToBare.toFixed(2)}**, target ≥ ${summary.targetRatio.toFixed(2)}: **${summary.met ? 'met' : 'missed'}**.`,
    ...(summary.landingToBareByCpu === null
      ? []
      : [
          `- The same comparison by the server's CPU time per request (bare ÷ landing): **${summary.landingToBareByCpu.toFixed(2)}** — less sensitive to other work on the machine than requests per second.`,
        ]),
    `- Landing ÷ nginx (same HTML): **${summary.landingToNginx.toFixed(2)}** (reported, no target).`,
    ...(note ? ['', `**Note**: ${note}`] : []),
    '',
  ].join('\n')
}

runBench(main)
