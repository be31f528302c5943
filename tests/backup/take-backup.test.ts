import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import sharp from 'sharp'
import { unpackBackup } from '@/lib/backup/backup-file'
import { listBackups, takeBackup, type WriteBytes } from '@/lib/backup/take-backup'
import { createLocalBackend } from '@/lib/data/local/backend'
import { openLocalDb } from '@/lib/db/open-database'
import { createFolderPhotoStore } from '@/lib/photos/store'
import { countRows, openBackup } from '../support/backups'
import { sampleLead } from '../support/leads'
import { seedMigratedDataFolder } from '../support/pglite-snapshot'

// Backups of the live local database and its photos, taken through its one
// PGlite instance while leads keep arriving: consistent, written whole or not
// at all, rotated.

let root: string
let db: PGlite
/** The live database and its (empty) photo store, as the server backs them up. */
let site: { db: PGlite; photos: ReturnType<typeof createFolderPhotoStore> }
let backupDir: string
const modeOf = (file: string) => statSync(file).mode & 0o777

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'backup-take-'))
  await seedMigratedDataFolder(path.join(root, 'pglite'))
  db = await openLocalDb(path.join(root, 'pglite'))
  site = { db, photos: createFolderPhotoStore(path.join(root, 'photos')) }
}, 90_000)
afterAll(async () => {
  await db.close()
  rmSync(root, { recursive: true, force: true })
})
beforeEach(() => {
  backupDir = mkdtempSync(path.join(root, 'backups-'))
  rmSync(backupDir, { recursive: true })
})

const leads = () => createLocalBackend(async () => db).leads
let clock = Date.parse('2026-11-27T03:00:00.000Z')
const nextDay = () => new Date((clock += 24 * 60 * 60 * 1000))

describe('takeBackup', () => {
  it('writes the whole database into a private folder, readable again, and keeps the newest BACKUP_KEEP', async () => {
    await leads().insert(sampleLead({ name: 'Antes de la copia' }))
    const first = await takeBackup(site, { dir: backupDir, keep: 2 }, { now: nextDay })
    expect(modeOf(backupDir)).toBe(0o700)
    expect(modeOf(first.file)).toBe(0o600)

    const copy = await openBackup(first.file)
    const { rows } = await copy.query<{ name: string }>('select name from public.leads')
    expect(rows.map((row) => row.name)).toContain('Antes de la copia')
    await copy.close()

    const second = await takeBackup(site, { dir: backupDir, keep: 2 }, { now: nextDay })
    const third = await takeBackup(site, { dir: backupDir, keep: 2 }, { now: nextDay })
    expect((await listBackups(backupDir)).map((backup) => backup.file)).toEqual([second.file, third.file])
    expect(readdirSync(backupDir)).toHaveLength(2)
  }, 120_000)

  it('holds every lead stored before it began, while more are being submitted', async () => {
    const before = await countRows(db, 'public.leads')
    const acknowledged: string[] = []
    let firstAcknowledged!: () => void
    const someAcknowledged = new Promise<void>((resolve) => (firstAcknowledged = resolve))
    const submissions = Array.from({ length: 60 }, async (_, index) => {
      const lead = sampleLead({ name: `Lead ${index}` })
      await leads().insert(lead)
      acknowledged.push(lead.id)
      firstAcknowledged()
    })
    // The backup begins while the submissions stream in: some answered, others not yet.
    await someAcknowledged
    const ackedBeforeBackup = [...acknowledged]
    expect(ackedBeforeBackup.length).toBeGreaterThan(0)
    const taken = takeBackup(site, { dir: backupDir, keep: 5 }, { now: nextDay })
    await Promise.all(submissions)
    const copy = await openBackup((await taken).file)
    const { rows } = await copy.query<{ id: string }>('select id from public.leads')
    const inCopy = new Set(rows.map((row) => row.id))
    expect(ackedBeforeBackup.filter((id) => !inCopy.has(id))).toEqual([])
    expect(inCopy.size).toBeGreaterThanOrEqual(before + ackedBeforeBackup.length)
    await copy.close()
  }, 120_000)

  it('leaves the previous backups and the database as they were when the disk fills up mid-write', async () => {
    const previous = await takeBackup(site, { dir: backupDir, keep: 1 }, { now: nextDay })
    const previousBytes = readFileSync(previous.file)
    const leadsBefore = await countRows(db, 'public.leads')
    const diskFull: WriteBytes = async (handle, bytes) => {
      await handle.write(bytes.subarray(0, bytes.byteLength >> 1))
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' })
    }

    await expect(
      takeBackup(site, { dir: backupDir, keep: 1 }, { now: nextDay, write: diskFull }),
    ).rejects.toThrow('no space left on device')

    expect(readdirSync(backupDir)).toEqual([path.basename(previous.file)])
    expect(readFileSync(previous.file).equals(previousBytes)).toBe(true)
    expect(await countRows(db, 'public.leads')).toBe(leadsBefore)
    await leads().insert(sampleLead({ name: 'Después del fallo' }))
    expect(await countRows(db, 'public.leads')).toBe(leadsBefore + 1)

    // A crash mid-write leaves a partial file: the next backup clears it.
    writeFileSync(path.join(backupDir, '.partial-0123456789ab'), 'half a backup')
    const next = await takeBackup(site, { dir: backupDir, keep: 2 }, { now: nextDay })
    expect(readdirSync(backupDir).sort()).toEqual([path.basename(previous.file), path.basename(next.file)])
  }, 120_000)

  it("carries each photo's file beside its row; a row whose file is lost is left out, and the backup still taken", async () => {
    const bytes = await sharp({ create: { width: 12, height: 9, channels: 3, background: '#2a7' } })
      .webp()
      .toBuffer()
    const insert = async (alt: string) =>
      (
        await db.query<{ id: string }>(
          `insert into public.photos (alt, width, height, bytes) values ($1, 12, 9, $2) returning id`,
          [alt, bytes.byteLength],
        )
      ).rows[0]!.id
    const kept = await insert('Con su archivo')
    const lost = await insert('Sin archivo')
    await site.photos.put(`${kept}.webp`, bytes)
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    try {
      const taken = await takeBackup(site, { dir: backupDir, keep: 2 }, { now: nextDay })
      const read = await unpackBackup(readFileSync(taken.file))
      if (!read.ok) throw new Error(read.message)
      expect(read.rows.tables['public.photos']!.map((row) => row.alt)).toEqual(['Con su archivo'])
      expect([...read.files.keys()]).toEqual([`${kept}.webp`])
      expect(read.files.get(`${kept}.webp`)!.equals(bytes)).toBe(true)
      expect(warn).toHaveBeenCalledWith(
        `backup: left out the photos whose file the photo store lacks: ${lost}.webp`,
      )
    } finally {
      warn.mockRestore()
      await db.query('delete from public.photos')
    }
  }, 120_000)

  it('reports a folder it cannot write into, and changes nothing', async () => {
    // The tests may run as root, whom no file mode stops: a file where the folder should be does.
    const notAFolder = path.join(root, 'a-file')
    writeFileSync(notAFolder, 'x')
    for (const dir of [notAFolder, path.join(notAFolder, 'backups')])
      await expect(takeBackup(site, { dir, keep: 3 }, { now: nextDay })).rejects.toThrow(/EEXIST|ENOTDIR/)
    expect(readFileSync(notAFolder, 'utf8')).toBe('x')
  }, 120_000)
})
