// How busy the machine's CPUs are, from the kernel's counters over a short sample
// (the load average lags by minutes: it stays high long after a build ended).

import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import os from 'node:os'

function totals() {
  return os.cpus().reduce(
    (sum, cpu) => {
      const { user, nice, sys, idle, irq } = cpu.times
      return { busy: sum.busy + user + nice + sys + irq, all: sum.all + user + nice + sys + idle + irq }
    },
    { busy: 0, all: 0 },
  )
}

/** Share of CPU time (0–1) spent busy, all cores together, over `ms`. */
export async function cpuBusy(ms = 2_000): Promise<number> {
  const before = totals()
  await new Promise((resolve) => setTimeout(resolve, ms))
  const after = totals()
  const all = after.all - before.all
  return all > 0 ? (after.busy - before.busy) / all : 0
}

/** Waits (up to `maxMs`) for the CPUs to be mostly idle; returns the last sample. */
export async function waitForIdleCpu(threshold = 0.25, maxMs = 20_000): Promise<number> {
  const deadline = Date.now() + maxMs
  let busy = await cpuBusy()
  while (busy > threshold && Date.now() < deadline) busy = await cpuBusy()
  return busy
}

let ticksPerSecond: number | undefined
function clockTicks(): number {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100
    } catch {
      ticksPerSecond = 100
    }
  }
  return ticksPerSecond
}

/**
 * CPU time (user + system, in seconds) used so far by a process and its
 * descendants, from Linux's /proc; null where /proc is not available.
 */
export function processCpuSeconds(pid: number | undefined): number | null {
  if (pid === undefined) return null
  try {
    // Fields 14 and 15 (utime, stime) come after the command name, which may hold spaces.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    let seconds = (Number(fields[11]) + Number(fields[12])) / clockTicks()
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim()
    for (const child of children ? children.split(' ') : []) seconds += processCpuSeconds(Number(child)) ?? 0
    return seconds
  } catch {
    return null
  }
}
