import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { unpackBackup } from '@/lib/backup/backup-file'
import { createLocalBackups } from '@/lib/backup/local-backups'
import { createFolderPhotoStore } from '@/lib/photos/store'
import { createTestDb } from '../support/database'
import { storePhoto } from '../support/stored-photo'

// What the dashboard learns of the server's backups: when the last one was
// made, and a warning when the last attempt failed or none is 48 hours old.
// Both the daily backup and the admin's download carry the photos.

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

const photos = () => createFolderPhotoStore(path.join(root, 'photos'))
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

describe("the server's backups", () => {
  it('carry the photos, the daily one and the download alike', async () => {
    const placas = { alt: 'Placas', width: 5, height: 4, background: '#fa0' }
    const { id, name, bytes } = await storePhoto(db, photos(), placas)
    const backups = createLocalBackups(async () => db, photos(), {
      dir: path.join(root, 'with-photos'),
      keep: 3,
    })
    try {
      for (const file of [readFileSync((await backups.take()).file), (await backups.download()).bytes]) {
        const read = await unpackBackup(file)
        if (!read.ok) throw new Error(read.message)
        expect(read.rows.tables['public.photos']).toMatchObject([{ id, alt: 'Placas' }])
        expect(read.files.get(name)!.equals(bytes)).toBe(true)
      }
    } finally {
      await db.query('delete from public.photos')
    }
  })
})
