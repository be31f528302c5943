// The BENCH build of the site (`BENCH=1`: into .next-bench/, with the
// app/bench-* baseline pages) and one `next start` on it, on a data folder
// the caller has seeded. The server runs in its own process group, stopped
// on every way out of the script.

import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import path from 'node:path'

export const projectRoot = path.resolve(__dirname, '..')
const nextBin = path.join(projectRoot, 'node_modules', 'next', 'dist', 'bin', 'next')

export const log = (message: string) => console.error(`[bench] ${message}`)

/** The baseline page (app/bench-minimal/page.bench.tsx): an H1 under the root layout, in BENCH builds only. */
export const minimalPath = '/bench-minimal'

const benchEnv = (dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv => ({
  ...process.env,
  BENCH: '1',
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  // The embedded database opens in one process only: never the developer's .data/.
  LOCAL_DATA_DIR: dataDir,
  ...extra,
})

export async function buildBench(dataDir: string, env: Record<string, string> = {}): Promise<void> {
  log('BENCH=1 next build into .next-bench/…')
  const child = spawn(process.execPath, [nextBin, 'build'], {
    cwd: projectRoot,
    env: benchEnv(dataDir, env),
    stdio: ['ignore', 'ignore', 2],
  })
  const code = await new Promise((resolve) => child.once('exit', resolve))
  if (code !== 0) throw new Error(`BENCH=1 next build exited ${String(code)}`)
}

/** The first port of 3600–3699 nothing listens on: benchmarks keep to that range. */
async function freePort(): Promise<number> {
  for (let port = 3600; port < 3700; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer()
      probe.once('error', () => resolve(false))
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
    })
    if (free) return port
  }
  throw new Error('no free port in 3600–3699')
}

export type BenchServer = { baseUrl: string; stop: () => Promise<void> }

export async function startServer(dataDir: string, env: Record<string, string>): Promise<BenchServer> {
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const child = spawn(
    process.execPath,
    [nextBin, 'start', '--hostname', '127.0.0.1', '--port', String(port)],
    {
      cwd: projectRoot,
      env: benchEnv(dataDir, env),
      stdio: ['ignore', 'ignore', 2],
      detached: true,
    },
  )
  const kill = (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, signal)
  }
  const onExit = () => kill('SIGKILL')
  process.once('exit', onExit)
  const stop = async () => {
    process.off('exit', onExit)
    const exited = new Promise((resolve) => (hasExited(child) ? resolve(null) : child.once('exit', resolve)))
    kill('SIGTERM')
    await exited
  }
  try {
    await waitForAnswer(baseUrl + minimalPath, child)
  } catch (error) {
    await stop()
    throw error
  }
  log(`next start on ${baseUrl}`)
  return { baseUrl, stop }
}

const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null

async function waitForAnswer(url: string, child: ChildProcess) {
  for (const deadline = Date.now() + 120_000; Date.now() < deadline;) {
    if (hasExited(child)) throw new Error('next start exited early (is .next-bench/ a BENCH build?)')
    const status = await fetch(url).then(
      (response) => response.arrayBuffer().then(() => response.status),
      () => 0,
    )
    if (status === 200) return
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  throw new Error(`${url} did not answer 200 within 120 s`)
}
