import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, existsSync, rmSync } from 'node:fs'
import path from 'node:path'
import { test } from '@playwright/test'
import { seedMigratedDataFolder } from '../tests/support/pglite-snapshot'
import { keepAliveArgs } from './keep-alive'

// A second production server for tests that must restart one: it serves its
// own copy of the e2e build (so its regenerated pages never touch the main
// test server's files) on its own data folder and port.

const root = path.resolve(__dirname, '..')
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next')

export type OwnServer = {
  baseUrl: string
  /** What the server has printed (stdout and stderr) since it last started. */
  output: () => string
  /** The path of the setup link the server printed at this start (`/auth?setup=…`); waits for it. */
  setupLink: () => Promise<string>
  /** Stops the server, runs `between` (e.g. a restore of its data folder), and starts it again. */
  restart: (between?: () => Promise<void>) => Promise<void>
  stop: () => Promise<void>
}

const printedSetupLink = /\/auth\?setup=[A-Za-z0-9_-]{43}/

/**
 * A start (a copy of the build, then a new database's first opening) can take minutes on a loaded
 * machine: the hook or test that starts a server gets that much more time.
 */
function allowForStart() {
  const info = test.info()
  if (info.timeout > 0) info.setTimeout(info.timeout + 120_000)
}

export async function startOwnServer({
  port,
  dataDir,
  env = {},
  freshInstall = false,
}: {
  port: number
  dataDir: string
  /** More environment variables for this server (they win over the runner's). */
  env?: Record<string, string>
  /**
   * Whether the server makes its database itself (initdb and every migration, some 15 s of
   * WebAssembly). Otherwise a new data folder starts as a copy of a migrated one, as the server
   * would leave it: only the spec whose subject is a fresh install needs the real first start.
   */
  freshInstall?: boolean
}): Promise<OwnServer> {
  allowForStart()
  if (!freshInstall && !existsSync(dataDir)) await seedMigratedDataFolder(dataDir)
  const distDir = `.next-e2e-${port}`
  rmSync(path.join(root, distDir), { recursive: true, force: true })
  cpSync(path.join(root, '.next-e2e'), path.join(root, distDir), {
    recursive: true,
    filter: (source) => !source.includes(`${path.sep}cache${path.sep}`),
  })
  const baseUrl = `http://127.0.0.1:${port}`
  let child: ChildProcess | undefined
  let output = ''

  const start = async () => {
    const args = [nextBin, 'start', '--hostname', '127.0.0.1', '--port', String(port), ...keepAliveArgs]
    child = spawn(process.execPath, args, {
      cwd: root,
      env: {
        ...process.env,
        E2E: '1',
        NEXT_DIST_DIR: distDir,
        LOCAL_DATA_DIR: dataDir,
        NEXT_TELEMETRY_DISABLED: '1',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    // A hook that times out while the server starts never gets to stop it: the worker does, as it exits.
    const started = child
    process.once('exit', () => started.kill())
    output = ''
    for (const stream of [child.stdout, child.stderr]) {
      stream?.setEncoding('utf8')
      stream?.on('data', (chunk: string) => void (output += chunk))
    }
    const deadline = Date.now() + 30_000
    while (Date.now() < deadline) {
      try {
        if ((await fetch(`${baseUrl}/robots.txt`)).ok) return
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    throw new Error(`the second server did not start on ${baseUrl}`)
  }
  const stop = async () => {
    const running = child
    if (!running || running.exitCode !== null) return
    const exited = new Promise((resolve) => running.once('exit', resolve))
    running.kill('SIGTERM')
    await exited
  }

  await start()
  return {
    baseUrl,
    output: () => output,
    setupLink: async () => {
      // The link follows the database's first opening (migrations included), which a loaded CI machine can stretch.
      const deadline = Date.now() + 60_000
      while (Date.now() < deadline) {
        const found = printedSetupLink.exec(output)
        if (found) return found[0]
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      throw new Error(`the server printed no setup link:\n${output}`)
    },
    restart: async (between) => {
      allowForStart()
      await stop()
      await between?.()
      await start()
    },
    stop: async () => {
      await stop()
      rmSync(path.join(root, distDir), { recursive: true, force: true })
    },
  }
}

/**
 * fetch for the second server, retried once on a network error: a connection
 * kept alive from before a restart can be reset under us (ECONNRESET). Only
 * for idempotent requests (reads, and saves of a whole record).
 */
export async function fetchOwn(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init)
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 500))
    return fetch(url, init)
  }
}
