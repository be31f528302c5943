import { createWorkLimit, WorkLimitFullError } from '@/lib/auth/local/work-limit'

// The bound on password hashing: a few tasks run, a few more wait, the rest are refused at once.

function gate() {
  let open!: () => void
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { open, opened }
}

describe('work limit', () => {
  it('never runs more tasks at once than allowed, and runs every accepted one in order', async () => {
    const limit = createWorkLimit({ running: 2, waiting: 5 })
    let active = 0
    let highest = 0
    const started: number[] = []
    const gates = Array.from({ length: 7 }, gate)
    const results = gates.map((g, i) =>
      limit.run(async () => {
        active += 1
        highest = Math.max(highest, active)
        started.push(i)
        await g.opened
        active -= 1
        return i
      }),
    )
    await Promise.resolve()
    expect(started).toEqual([0, 1])
    for (const g of gates) g.open()
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3, 4, 5, 6])
    expect(highest).toBe(2)
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6])
  })

  it('refuses at once, without running it, a task that finds every place taken', async () => {
    const limit = createWorkLimit({ running: 2, waiting: 3 })
    const g = gate()
    const accepted = Array.from({ length: 5 }, () => limit.run(() => g.opened))
    const extra = jest.fn(async () => 'ran')
    await expect(limit.run(extra)).rejects.toBeInstanceOf(WorkLimitFullError)
    expect(extra).not.toHaveBeenCalled()
    g.open()
    await Promise.all(accepted)
    // Once the queue has drained, new work is accepted again.
    await expect(limit.run(extra)).resolves.toBe('ran')
  })

  it('frees the place of a task that fails', async () => {
    const limit = createWorkLimit({ running: 1, waiting: 0 })
    await expect(limit.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    await expect(limit.run(async () => 'next')).resolves.toBe('next')
  })
})
