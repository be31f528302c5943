import { randomBytes } from 'node:crypto'
import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { makePrivateFolder } from '@/lib/db/private-folder'
import { env } from '@/lib/env'

// The key that signs local session cookies: AUTH_SECRET when set, otherwise a
// random one created on first use beside the data folder (mode 0600), so a
// fresh clone works with no configuration and sessions survive restarts.
// Read by the server and by proxy.ts, which may run as a separate bundle.

let cached: string | undefined

export function localAuthSecret(): string {
  cached ??= env.AUTH_SECRET ?? readOrCreateSecret(secretFile(path.resolve(env.LOCAL_DATA_DIR)))
  return cached
}

export const secretFile = (dataDir: string) => `${dataDir}.auth-secret`

export function readOrCreateSecret(file: string): string {
  const existing = readSecret(file)
  if (existing) return existing
  makePrivateFolder(path.dirname(file))
  // Written whole under a temporary name, then linked into place: a process
  // racing us either wins the link or reads the complete file we lost to.
  const temporary = `${file}.${process.pid}.${Date.now()}`
  writeFileSync(temporary, randomBytes(32).toString('base64url'), { mode: 0o600 })
  try {
    linkSync(temporary, file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  } finally {
    rmSync(temporary, { force: true })
  }
  const secret = readSecret(file)
  if (!secret) throw new Error(`The session secret in ${file} is shorter than 32 characters`)
  return secret
}

function readSecret(file: string): string | undefined {
  try {
    const secret = readFileSync(file, 'utf8').trim()
    return secret.length >= 32 ? secret : undefined
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}
