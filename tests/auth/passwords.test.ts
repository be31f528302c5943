/** @jest-environment node */
import { hashPassword, scryptParams, verifyPassword } from '@/lib/auth/local/passwords'

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
