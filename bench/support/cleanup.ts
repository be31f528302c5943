// One place that stops what the benchmarks started (the Next.js server, the
// browsers), whatever way the script ends: normal return, thrown error,
// Ctrl-C (SIGINT), SIGTERM or SIGHUP.
//
// Each task registers two ways of stopping: `stop`, asynchronous and polite
// (used on a normal end and on signals), and `kill`, synchronous (used from
// the process 'exit' event, where nothing asynchronous can run any more).
//
// Last line of defence, a small watchdog process (`guard`) kills the guarded
// process groups and removes the guarded folders if this process dies without
// cleaning up — e.g. SIGKILLed: tsx's own signal relay escalates to SIGKILL
// when Ctrl-C reaches npx, tsx and the script at the same time.

import { spawn, type ChildProcess } from 'node:child_process'
import type { Socket } from 'node:net'

type Task = { name: string; stop: () => Promise<void>; kill: () => void }

const tasks = new Set<Task>()
let installed = false
let stopping: Promise<void> | undefined

/** Registers a task; returns a function that unregisters it (call it once the task stopped by itself). */
export function onCleanup(name: string, stop: () => Promise<void>, kill: () => void): () => void {
  install()
  const task: Task = { name, stop, kill }
  tasks.add(task)
  return () => {
    tasks.delete(task)
  }
}

/** Stops every registered task, newest first. Safe to call several times. */
export function cleanupAll(): Promise<void> {
  stopping ??= (async () => {
    for (const task of [...tasks].reverse()) {
      try {
        await withTimeout(task.stop(), 10_000)
      } catch (error) {
        console.error(`[bench] could not stop ${task.name} politely (${String(error)}); killing it`)
        safeKill(task)
      }
      tasks.delete(task)
    }
  })()
  return stopping
}

/** Sends `signal` to the process group led by `pid` (children started with `detached: true`), or to the process alone. */
export function killGroup(pid: number | undefined, signal: NodeJS.Signals): void {
  if (pid === undefined) return
  try {
    process.kill(-pid, signal)
  } catch {
    try {
      process.kill(pid, signal)
    } catch {
      // Already gone.
    }
  }
}

/** True while the process (or group) `pid` exists. */
export function isAlive(pid: number | undefined): boolean {
  if (pid === undefined) return false
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

function install() {
  if (installed) return
  installed = true
  const onSignal = (signal: NodeJS.Signals, code: number) => {
    process.on(signal, () => {
      console.error(`\n[bench] ${signal}: stopping the server and the browsers…`)
      void cleanupAll().finally(() => process.exit(code))
    })
  }
  onSignal('SIGINT', 130)
  onSignal('SIGTERM', 143)
  onSignal('SIGHUP', 129)
  // Last resort: whatever is still registered when the process exits is killed synchronously.
  process.on('exit', () => {
    for (const task of tasks) safeKill(task)
    tasks.clear()
  })
}

function safeKill(task: Task) {
  try {
    task.kill()
  } catch {
    // Nothing more can be done here.
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

// The watchdog reads commands on stdin ("pid N", "forget N", "dir PATH"); when
// stdin ends (this process exited, however), it stops what is still guarded.
const watchdogSource = `
const fs = require('node:fs')
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => {})
const pids = new Set(), dirs = new Set()
let buffer = ''
process.stdin.setEncoding('utf8')
process.stdin.on('data', (chunk) => {
  buffer += chunk
  let newline
  while ((newline = buffer.indexOf('\\n')) >= 0) {
    const line = buffer.slice(0, newline); buffer = buffer.slice(newline + 1)
    const [command, ...rest] = line.split(' '); const value = rest.join(' ')
    if (command === 'pid') pids.add(Number(value))
    else if (command === 'forget') pids.delete(Number(value))
    else if (command === 'dir') dirs.add(value)
  }
})
const send = (pid, signal) => { try { process.kill(-pid, signal) } catch { try { process.kill(pid, signal) } catch {} } }
const end = () => {
  for (const pid of pids) send(pid, 'SIGTERM')
  setTimeout(() => {
    for (const pid of pids) send(pid, 'SIGKILL')
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true })
    process.exit(0)
  }, pids.size ? 3000 : 0)
}
process.stdin.on('end', end)
process.stdin.on('error', end)
`

let watchdog: ChildProcess | undefined

function send(line: string) {
  if (!watchdog) {
    watchdog = spawn(process.execPath, ['-e', watchdogSource], {
      stdio: ['pipe', 'ignore', 'ignore'],
      // Its own session: a Ctrl-C in the terminal does not reach it.
      detached: true,
    })
    watchdog.unref()
    ;(watchdog.stdin as Socket | null)?.unref()
    watchdog.stdin?.on('error', () => {})
  }
  watchdog.stdin?.write(`${line}\n`)
}

/** Has the watchdog kill the process group of `pid` if this process dies without stopping it. */
export function guardProcess(pid: number | undefined): void {
  if (pid !== undefined) send(`pid ${pid}`)
}

/** The process stopped normally: the watchdog must not signal its (possibly reused) pid later. */
export function forgetProcess(pid: number | undefined): void {
  if (pid !== undefined) send(`forget ${pid}`)
}

/** Has the watchdog remove `dir` once this process exited (it stays if this process removed it already: rm -f). */
export function guardDirectory(dir: string): void {
  send(`dir ${dir}`)
}

/** Runs a benchmark's main(): its exit code, or 1 after cleaning up when it throws. */
export function runBench(main: () => Promise<number>): void {
  main().then(
    (code) => {
      process.exitCode = code
    },
    async (error: unknown) => {
      console.error(
        `[bench] could not measure: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      )
      await cleanupAll()
      process.exitCode = 1
    },
  )
}
