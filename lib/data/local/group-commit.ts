// Group commit for the embedded database, which runs one transaction at a
// time: writes that arrive while one is running wait for it to end, then go
// together in a single transaction. An idle server writes a lead at once;
// fifty quote requests at a time share a few commits instead of queueing for
// fifty. Every caller still learns its own outcome, and only once its row is
// committed. A failed batch leaves nothing behind (one transaction) and is
// tried again one item at a time, so a row the database refuses fails its own
// caller only.

type Waiting<T> = { item: T; resolve: () => void; reject: (error: unknown) => void }

export function groupCommit<T>(
  writeBatch: (items: T[]) => Promise<void>,
  maxBatch = 100,
): (item: T) => Promise<void> {
  const queue: Waiting<T>[] = []
  let writing = false

  const write = async (batch: Waiting<T>[]) => {
    try {
      await writeBatch(batch.map((waiting) => waiting.item))
      for (const waiting of batch) waiting.resolve()
    } catch (error) {
      if (batch.length === 1) return batch[0]!.reject(error)
      for (const waiting of batch) {
        try {
          await writeBatch([waiting.item])
          waiting.resolve()
        } catch (itemError) {
          waiting.reject(itemError)
        }
      }
    }
  }

  const drain = async () => {
    writing = true
    try {
      while (queue.length > 0) await write(queue.splice(0, maxBatch))
    } finally {
      writing = false
    }
  }

  return (item) =>
    new Promise<void>((resolve, reject) => {
      queue.push({ item, resolve, reject })
      if (!writing) void drain()
    })
}
