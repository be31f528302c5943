import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'
import { createWorkLimit } from './work-limit'

// Password hashing of the local backend with scrypt from node:crypto.
// Stored as `scrypt$N$r$p$salt$hash` (salt and hash in base64url), so the
// parameters can be raised later without breaking stored passwords.
// N = 2^15, r = 8, p = 1: 32 MiB and about a tenth of a second per hash on
// this kind of machine, the cost the scrypt paper suggests for interactive logins.

export const scryptParams = { N: 2 ** 15, r: 8, p: 1 } as const
const saltBytes = 16
const keyBytes = 32
// Stored strings are ours, but a corrupted row must not make a sign-in allocate gigabytes.
const limits = { N: 2 ** 20, r: 32, p: 16 }

/**
 * Every scrypt computation of the process goes through this limit: two at
 * once (Node's pool has four threads, which file and DNS work share), 32
 * waiting; beyond that, hashPassword and verifyPassword reject at once with
 * WorkLimitFullError, so anonymous sign-ins and sign-ups cannot starve the
 * server of threads and memory (32 MiB each).
 */
export const passwordHashingLimits = { running: 2, waiting: 32 } as const
export const passwordHashing = createWorkLimit(passwordHashingLimits)

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }) {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r + 1024 * 1024 }
  return passwordHashing.run(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(password.normalize('NFC'), salt, keyBytes, options, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
  )
}

export async function hashPassword(password: string, params = scryptParams): Promise<string> {
  const salt = randomBytes(saltBytes)
  const key = await derive(password, salt, params)
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  )
}

/** True when `password` matches the stored string; false for a wrong password or a malformed string. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$')
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number]
  const valid =
    [N, r, p].every((value) => Number.isInteger(value) && value > 0) &&
    N <= limits.N &&
    (N & (N - 1)) === 0 &&
    r <= limits.r &&
    p <= limits.p
  if (!valid) return false
  const salt = Buffer.from(parts[4]!, 'base64url')
  const expected = Buffer.from(parts[5]!, 'base64url')
  if (salt.length === 0 || expected.length !== keyBytes) return false
  const actual = await derive(password, salt, { N, r, p })
  return timingSafeEqual(actual, expected)
}
