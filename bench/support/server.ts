// Builds the benchmark variant of the site (`BENCH=1`: into .next-bench/, with
// the /bench-minimal baseline page) and serves it with `next start` on a free
// loopback port, on a fresh embedded database in a temporary folder.
// The server is stopped on every way out (see ./cleanup.ts).

import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { forgetProcess, guardDirectory, guardProcess, isAlive, killGroup, onCleanup } from './cleanup'

export const projectRoot = path.resolve(__dirname, '..', '..')
export const benchDistDir = path.join(projectRoot, '.next-bench')
/** The baseline page that only the BENCH build contains (app/bench-minimal/page.bench.tsx). */
export const minimalPath = '/bench-minimal'

const nextBin = path.join(projectRoot, 'node_modules', 'next', 'dist', 'bin', 'next')

export type BenchServer = {
  baseUrl: string
  /** The BUILD_ID of the build being served. */
  buildId: string
  /** The `next start` process, for its CPU time. */
  pid: number | undefined
  stop: () => Promise<void>
}

export type StartOptions = {
  /** Serve the existing .next-bench/ build instead of building first. */
  build?: boolean
  /** Print the server's own output on stderr (it is always kept for error messages). */
  verbose?: boolean
  /** How long to wait for the first answer. */
  readyTimeoutMs?: number
  /** Serve this (already seeded) data folder instead of a fresh one; the caller removes it. */
  dataDir?: string
  /** Extra environment variables for the server. */
  env?: Record<string, string>
}

function log(message: string) {
  console.error(`[bench] ${message}`)
}

function benchEnv(dataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    BENCH: '1',
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    // The embedded database may be opened by one process only: never the developer's .data/.
    LOCAL_DATA_DIR: dataDir,
  }
}

/** `BENCH=1 next build`, its output on stderr (stdout is kept for the report). */
export async function buildBench(tempRoot: string): Promise<void> {
  log('building the BENCH variant of the site into .next-bench/ (BENCH=1 next build)…')
  const started = Date.now()
  const child = spawn(process.execPath, [nextBin, 'build'], {
    cwd: projectRoot,
    env: benchEnv(path.join(tempRoot, 'build', 'pglite')),
    stdio: ['ignore', 2, 2],
    detached: true,
  })
  guardProcess(child.pid)
  const unregister = onCleanup(
    'next build',
    async () => {
      killGroup(child.pid, 'SIGTERM')
      await exited(child, 5_000)
      if (isAlive(child.pid)) killGroup(child.pid, 'SIGKILL')
    },
    () => killGroup(child.pid, 'SIGKILL'),
  )
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (exitCode) => resolve(exitCode))
  }).finally(() => {
    unregister()
    forgetProcess(child.pid)
  })
  if (code !== 0) throw new Error(`BENCH=1 next build failed (exit code ${String(code)})`)
  log(`build done in ${Math.round((Date.now() - started) / 1000)} s`)
}

export function readBuildId(): string {
  const file = path.join(benchDistDir, 'BUILD_ID')
  if (!existsSync(file)) {
    throw new Error(
      '.next-bench/BUILD_ID is missing: build first (run without --no-build, or BENCH=1 npx next build)',
    )
  }
  const manifest = path.join(benchDistDir, 'app-path-routes-manifest.json')
  if (!existsSync(manifest) || !readFileSync(manifest, 'utf8').includes(`"${minimalPath}"`)) {
    throw new Error(
      `.next-bench/ has no ${minimalPath} page: rebuild it with BENCH=1 (run without --no-build)`,
    )
  }
  return readFileSync(file, 'utf8').trim()
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => (port ? resolve(port) : reject(new Error('no free port'))))
    })
  })
}

/** Builds (unless `build: false`) and starts the BENCH server; resolves once it answers. */
export async function startBenchServer(options: StartOptions = {}): Promise<BenchServer> {
  const { build = true, verbose = false, readyTimeoutMs = 120_000 } = options
  const tempRoot = mkdtempSync(path.join(os.tmpdir(), 'sec-bench-'))
  guardDirectory(tempRoot)
  const removeTemp = () => rmSync(tempRoot, { recursive: true, force: true })
  const unregisterTemp = onCleanup('temporary data folder', async () => removeTemp(), removeTemp)

  try {
    if (build) await buildBench(tempRoot)
    const buildId = readBuildId()
    const port = await freePort()
    const baseUrl = `http://127.0.0.1:${port}`

    log(`starting next start on ${baseUrl} (build ${buildId})…`)
    const child = spawn(
      process.execPath,
      [nextBin, 'start', '--port', String(port), '--hostname', '127.0.0.1'],
      {
        cwd: projectRoot,
        env: { ...benchEnv(options.dataDir ?? path.join(tempRoot, 'server', 'pglite')), ...options.env },
        stdio: ['ignore', 'pipe', 'pipe'],
        // Its own process group, so that stopping it also stops anything it spawned.
        detached: true,
      },
    )
    guardProcess(child.pid)
    const output: string[] = []
    const keep = (chunk: Buffer) => {
      const text = chunk.toString()
      if (verbose) process.stderr.write(text.replace(/^/gm, '[next] '))
      output.push(...text.split('\n').filter(Boolean))
      if (output.length > 60) output.splice(0, output.length - 60)
    }
    child.stdout?.on('data', keep)
    child.stderr?.on('data', keep)

    const stopServer = async () => {
      if (child.exitCode !== null || child.signalCode !== null) return
      killGroup(child.pid, 'SIGTERM')
      if (!(await exited(child, 5_000))) {
        killGroup(child.pid, 'SIGKILL')
        await exited(child, 2_000)
      }
      forgetProcess(child.pid)
    }
    const unregisterServer = onCleanup('next start', stopServer, () => killGroup(child.pid, 'SIGKILL'))

    const stop = async () => {
      await stopServer()
      unregisterServer()
      removeTemp()
      unregisterTemp()
      log('server stopped')
    }

    try {
      await waitUntilAnswering(`${baseUrl}${minimalPath}`, child, readyTimeoutMs)
    } catch (error) {
      await stop()
      const tail = output.slice(-30).join('\n')
      throw new Error(
        `${error instanceof Error ? error.message : String(error)}\n--- server output ---\n${tail}`,
      )
    }
    log('server ready')
    return { baseUrl, buildId, pid: child.pid, stop }
  } catch (error) {
    removeTemp()
    unregisterTemp()
    throw error
  }
}

async function waitUntilAnswering(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  let lastProblem = 'no answer yet'
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `next start exited early (code ${String(child.exitCode)}, signal ${String(child.signalCode)})`,
      )
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000), redirect: 'manual' })
      await response.arrayBuffer()
      if (response.status === 200) return
      lastProblem = `HTTP ${response.status} from ${url}`
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error)
    }
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  throw new Error(`the server did not answer ${url} within ${timeoutMs / 1000} s (${lastProblem})`)
}

/** Resolves true once the child exited, false after `ms`. */
function exited(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true)
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.removeListener('exit', onExit)
      resolve(false)
    }, ms)
    const onExit = () => {
      clearTimeout(timer)
      resolve(true)
    }
    child.once('exit', onExit)
  })
}
