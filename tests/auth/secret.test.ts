import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { readOrCreateSecret, secretFile } from '@/lib/auth/local/secret'

const folder = () => mkdtempSync(path.join(tmpdir(), 'sec-secret-'))

describe('local session secret', () => {
  it('is created once beside the data folder, readable by its owner only, then reused', () => {
    const file = secretFile(path.join(folder(), 'data', 'pglite'))
    expect(file.endsWith(path.join('data', 'pglite.auth-secret'))).toBe(true)
    const first = readOrCreateSecret(file)
    expect(first.length).toBeGreaterThanOrEqual(32)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(readOrCreateSecret(file)).toBe(first)
    expect(readFileSync(file, 'utf8')).toBe(first)
  })

  it('differs between data folders', () => {
    expect(readOrCreateSecret(secretFile(path.join(folder(), 'a')))).not.toBe(
      readOrCreateSecret(secretFile(path.join(folder(), 'a'))),
    )
  })

  it('refuses a truncated secret file instead of signing with a weak key', () => {
    const file = path.join(folder(), 'pglite.auth-secret')
    writeFileSync(file, 'corto')
    expect(() => readOrCreateSecret(file)).toThrow(/shorter than 32 characters/)
  })
})
