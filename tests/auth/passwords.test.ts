import {
  hashPassword,
  passwordHashing,
  passwordHashingLimits,
  scryptParams,
  verifyPassword,
} from '@/lib/auth/local/passwords'
import { WorkLimitFullError } from '@/lib/auth/local/work-limit'

// scrypt itself, counted: how many computations are on Node's thread pool at once.
const inFlight = { now: 0, highest: 0 }
jest.mock('node:crypto', () => {
  const actual = jest.requireActual<typeof import('node:crypto')>('node:crypto')
  return {
    ...actual,
    scrypt: (...args: unknown[]) => {
      const callback = args.pop() as (error: Error | null, key: Buffer) => void
      inFlight.now += 1
      inFlight.highest = Math.max(inFlight.highest, inFlight.now)
      ;(actual.scrypt as (...a: unknown[]) => void)(...args, (error: Error | null, key: Buffer) => {
        inFlight.now -= 1
        callback(error, key)
      })
    },
  }
})

describe('local passwords (scrypt)', () => {
  it('stores the parameters, a random salt and the key, never the password', async () => {
    const stored = await hashPassword('contraseña-segura')
    const [scheme, N, r, p, salt, key] = stored.split('$')
    expect([scheme, Number(N), Number(r), Number(p)]).toEqual([
      'scrypt',
      scryptParams.N,
      scryptParams.r,
      scryptParams.p,
    ])
    expect(Buffer.from(salt!, 'base64url')).toHaveLength(16)
    expect(Buffer.from(key!, 'base64url')).toHaveLength(32)
    expect(stored).not.toContain('contraseña')
  })

  it('gives the same password a different string each time (salted), and both verify', async () => {
    const [a, b] = await Promise.all([hashPassword('secreto1'), hashPassword('secreto1')])
    expect(a).not.toBe(b)
    expect(await verifyPassword('secreto1', a)).toBe(true)
    expect(await verifyPassword('secreto1', b)).toBe(true)
  })

  it('refuses a wrong password, including one that differs only in case or a trailing space', async () => {
    const stored = await hashPassword('Secreto1')
    for (const attempt of ['secreto1', 'Secreto1 ', 'Secreto', '']) {
      expect(await verifyPassword(attempt, stored)).toBe(false)
    }
  })

  it('verifies with the parameters stored in the string, so they can change later', async () => {
    const cheap = await hashPassword('secreto1', { N: 1024, r: 8, p: 1 })
    expect(cheap.startsWith('scrypt$1024$8$1$')).toBe(true)
    expect(await verifyPassword('secreto1', cheap)).toBe(true)
    expect(await verifyPassword('secreto2', cheap)).toBe(false)
  })

  it('treats composed and decomposed accents as the same password', async () => {
    const stored = await hashPassword('camión1')
    expect(await verifyPassword('camio\u0301n1', stored)).toBe(true)
  })

  it('returns false for malformed or dangerous stored strings instead of throwing', async () => {
    const valid = await hashPassword('secreto1', { N: 1024, r: 8, p: 1 })
    const [, , , , salt, key] = valid.split('$')
    for (const stored of [
      '',
      'not-a-real-hash',
      'bcrypt$10$8$1$x$y',
      `scrypt$1000$8$1$${salt}$${key}`, // N not a power of two
      `scrypt$${2 ** 24}$8$1$${salt}$${key}`, // would need gigabytes
      `scrypt$1024$8$1$$${key}`,
      `scrypt$1024$8$1$${salt}$${key}AA`,
    ]) {
      expect(await verifyPassword('secreto1', stored)).toBe(false)
    }
  })
})

describe('bounded password hashing', () => {
  const cheap = { N: 1024, r: 8, p: 1 } as const

  it('runs at most two scrypt computations at once, however many hashes and checks are asked for', async () => {
    expect(passwordHashingLimits).toEqual({ running: 2, waiting: 32 })
    const stored = await hashPassword('secreto1', cheap)
    inFlight.highest = 0
    const work = Array.from({ length: 30 }, (_, i) =>
      i % 2 ? hashPassword(`clave-${i}`, cheap) : verifyPassword('secreto1', stored),
    )
    const results = await Promise.all(work)
    expect(results.filter((result) => result === true)).toHaveLength(15)
    expect(inFlight.highest).toBe(2)
  })

  it('refuses at once a hash or a check that finds the running and waiting places taken', async () => {
    const stored = await hashPassword('secreto1', cheap)
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    const { running, waiting } = passwordHashingLimits
    const occupying = Array.from({ length: running + waiting }, () => passwordHashing.run(() => held))
    const before = inFlight.now
    await expect(hashPassword('secreto1', cheap)).rejects.toBeInstanceOf(WorkLimitFullError)
    await expect(verifyPassword('secreto1', stored)).rejects.toBeInstanceOf(WorkLimitFullError)
    expect(inFlight.now).toBe(before)
    release()
    await Promise.all(occupying)
    expect(await verifyPassword('secreto1', stored)).toBe(true)
  })
})
