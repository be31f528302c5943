// Runs autocannon in a process of its own and returns its JSON result.
// In the benchmark's own process, autocannon's parsing competes with the
// benchmark's event loop and its timing shifts from one target to the next;
// its own process keeps the load generator the same for every target.

import { spawn } from 'node:child_process'
import path from 'node:path'
import type { Result } from 'autocannon'
import { forgetProcess, guardProcess } from './cleanup'
import { projectRoot } from './server'

const autocannonBin = path.join(projectRoot, 'node_modules', 'autocannon', 'autocannon.js')

export type LoadOptions = { connections: number; duration: number; timeoutSeconds?: number }

export function runLoad(url: string, options: LoadOptions): Promise<Result> {
  const args = [
    autocannonBin,
    '--connections',
    String(options.connections),
    '--duration',
    String(options.duration),
    '--timeout',
    String(options.timeoutSeconds ?? 10),
    '--json',
    url,
  ]
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    guardProcess(child.pid)
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.once('error', reject)
    child.once('exit', (code) => {
      forgetProcess(child.pid)
      if (code !== 0) return reject(new Error(`autocannon exited ${code}: ${stderr.trim()}`))
      try {
        resolve(JSON.parse(stdout) as Result)
      } catch {
        reject(new Error(`autocannon printed no JSON result: ${stdout.slice(0, 200)}${stderr.slice(0, 200)}`))
      }
    })
  })
}
