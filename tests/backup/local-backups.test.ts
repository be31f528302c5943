import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { createLocalBackups } from '@/lib/backup/local-backups'
import { createLocalPhotoStore } from '@/lib/photos/store'
import { createTestDb } from '../support/database'

// What the dashboard learns of the server's backups: when the last one was
// made, and a warning when the last attempt failed or none is 48 hours old.

let root: string
let db: PGlite
beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'backup-status-'))
  db = await createTestDb()
})
afterAll(async () => {
  await db.close()
  rmSync(root, { recursive: true, force: true })
})

const photos = () => createLocalPhotoStore(path.join(root, 'photos'))
const hours = (count: number) => count * 60 * 60 * 1000

describe('the backups status', () => {
  it('is overdue with no backup, dated after one, and overdue again 48 hours later', async () => {
    const backups = createLocalBackups(async () => db, photos(), { dir: path.join(root, 'ok'), keep: 3 })
    expect(await backups.status()).toEqual({ lastBackupAt: null, failure: null, overdue: true })

    const taken = await backups.take()
    const status = await backups.status()
    expect(status).toEqual({ lastBackupAt: taken.createdAt, failure: null, overdue: false })
    expect((await backups.status(new Date(taken.createdAt.getTime() + hours(47)))).overdue).toBe(false)
    expect((await backups.status(new Date(taken.createdAt.getTime() + hours(49)))).overdue).toBe(true)
  })

  it('shows a failed attempt until a backup succeeds again', async () => {
    const blocked = path.join(root, 'blocked')
    writeFileSync(blocked, 'not a folder')
    const failing = createLocalBackups(async () => db, photos(), { dir: blocked, keep: 3 })
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    await expect(failing.take()).rejects.toThrow()
    const status = await failing.status()
    expect(status.failure?.message).toMatch(/EEXIST/)
    expect(status.overdue).toBe(true)

    const working = createLocalBackups(async () => db, photos(), { dir: path.join(root, 'again'), keep: 3 })
    await working.take()
    expect((await working.status()).failure).toBeNull()
  })
})
