// Bounds costly work (password hashing): at most `running` tasks at once, at
// most `waiting` more queued in arrival order, and anything beyond that is
// refused at once, so a flood of requests cannot take every thread of Node's
// pool or queue without end.

export class WorkLimitFullError extends Error {
  constructor() {
    super('Too much work of this kind is running or waiting; try again later')
    this.name = 'WorkLimitFullError'
  }
}

export type WorkLimit = { run<T>(task: () => Promise<T>): Promise<T> }

export function createWorkLimit({ running, waiting }: { running: number; waiting: number }): WorkLimit {
  let active = 0
  const queue: Array<() => void> = []

  // A finishing task hands its place to the first one waiting, if any.
  const next = () => {
    const waiter = queue.shift()
    if (waiter) waiter()
    else active -= 1
  }

  return {
    async run(task) {
      if (active >= running) {
        if (queue.length >= waiting) throw new WorkLimitFullError()
        await new Promise<void>((resolve) => queue.push(resolve))
      } else {
        active += 1
      }
      try {
        return await task()
      } finally {
        next()
      }
    },
  }
}
