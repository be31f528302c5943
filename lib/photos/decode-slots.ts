// How many photos one server decodes at once. Decoding a photo of up to 50
// megapixels takes a few hundred megabytes for a moment; a queue keeps several
// uploads (or several pages' previews) from holding that all together.

/** How many photos one server process decodes at once; the others wait their turn. */
export const MAX_PHOTO_DECODES = 2

export type Limiter = {
  /** Runs `work` once fewer than the limit run, in the order asked; its answer or its error. */
  run<T>(work: () => Promise<T>): Promise<T>
  /** How many run now, and how many wait (for tests and logs). */
  readonly running: number
  readonly waiting: number
}

/** A first-come, first-served limit of `slots` pieces of work running at once. */
export function createLimiter(slots: number): Limiter {
  if (!Number.isInteger(slots) || slots < 1) throw new Error(`A limiter needs at least one slot: ${slots}`)
  let running = 0
  const queue: (() => void)[] = []
  const release = () => {
    const next = queue.shift()
    // The freed slot passes straight to the next in line, so none can jump the queue.
    if (next) next()
    else running--
  }
  return {
    async run(work) {
      if (running < slots) running++
      else await new Promise<void>((resolve) => queue.push(resolve))
      try {
        return await work()
      } finally {
        release()
      }
    },
    get running() {
      return running
    },
    get waiting() {
      return queue.length
    },
  }
}

// One per process: Next.js may bundle this module into more than one route's
// code, and each copy would otherwise keep a queue of its own.
const shared = Symbol.for('photos.decode-slots')
const holder = globalThis as typeof globalThis & { [shared]?: Limiter }

/** The server's photo decodes, at most MAX_PHOTO_DECODES at once. */
export const photoDecodes: Limiter = (holder[shared] ??= createLimiter(MAX_PHOTO_DECODES))
