// How busy the machine's CPUs are, from the kernel's counters over a short sample
// (the load average lags by minutes: it stays high long after a build ended).

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
