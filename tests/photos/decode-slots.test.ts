import { createLimiter, MAX_PHOTO_DECODES, photoDecodes } from '@/lib/photos/decode-slots'

// The queue in front of the server's photo decoding: at most its number of
// pieces of work run at once, the others start in the order they came as
// slots free up, and a failure frees its slot and reaches its own caller only.

/** A piece of work that ends when the test says so, noting when it started. */
function gate(name: string, started: string[]) {
  let finish!: (value: string) => void
  let fail!: (error: Error) => void
  const done = new Promise<string>((resolve, reject) => {
    finish = resolve
    fail = reject
  })
  const work = () => {
    started.push(name)
    return done
  }
  return { work, finish: () => finish(name), fail: (message: string) => fail(new Error(message)) }
}

/** Lets every settled promise's callbacks run. */
const settle = () => new Promise((resolve) => setImmediate(resolve))

it('runs two at once; the others wait, and start in the order they came', async () => {
  const limiter = createLimiter(2)
  const started: string[] = []
  const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => gate(name, started))
  const answers = [a, b, c, d].map((piece) => limiter.run(piece!.work))
  await settle()
  expect(started).toEqual(['a', 'b'])
  expect([limiter.running, limiter.waiting]).toEqual([2, 2])

  b!.finish()
  await settle()
  expect(started).toEqual(['a', 'b', 'c'])
  expect([limiter.running, limiter.waiting]).toEqual([2, 1])

  a!.finish()
  c!.finish()
  await settle()
  expect(started).toEqual(['a', 'b', 'c', 'd'])
  d!.finish()
  expect(await Promise.all(answers)).toEqual(['a', 'b', 'c', 'd'])
  expect([limiter.running, limiter.waiting]).toEqual([0, 0])
})

it('frees the slot of a piece that fails, whose caller alone gets the error', async () => {
  const limiter = createLimiter(1)
  const started: string[] = []
  const [a, b] = ['a', 'b'].map((name) => gate(name, started))
  const first = limiter.run(a!.work)
  const second = limiter.run(b!.work)
  await settle()
  a!.fail('No se ha podido leer')
  await expect(first).rejects.toThrow('No se ha podido leer')
  await settle()
  expect(started).toEqual(['a', 'b'])
  b!.finish()
  await expect(second).resolves.toBe('b')
  expect(limiter.running).toBe(0)
})

it('a work that throws before it awaits anything frees its slot too', async () => {
  const limiter = createLimiter(1)
  await expect(
    limiter.run(() => {
      throw new Error('al empezar')
    }),
  ).rejects.toThrow('al empezar')
  await expect(limiter.run(async () => 'siguiente')).resolves.toBe('siguiente')
})

it('the server has one queue of two, whichever copy of the module asks', async () => {
  expect(MAX_PHOTO_DECODES).toBe(2)
  // A fresh copy of the module, as another route's bundle would hold.
  let again: typeof photoDecodes | undefined
  await jest.isolateModulesAsync(async () => {
    again = (await import('@/lib/photos/decode-slots')).photoDecodes
  })
  expect(again).toBe(photoDecodes)
  expect(() => createLimiter(0)).toThrow(/at least one slot/)
})
