/** @jest-environment node */
import { execFile, spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { PGlite } from '@electric-sql/pglite'
import { takeBackup } from '@/lib/backup/take-backup'
import { restoreBackup, RestoreRefused } from '@/lib/backup/restore'
import { migrate } from '@/lib/db/migrate'
import { createLocalBackend } from '@/lib/data/local/backend'
import { openLocalDb } from '@/lib/data/local/open-database'
import { contentSnapshotFile, readContentSnapshot } from '@/lib/data/local/seo-snapshot'
import { countRows } from '../support/backups'
import {
  allMigrations,
  buildPreSquashDatabase,
  migrationsBeforeSquash,
  recordedMigrations,
  recordMigrations,
} from '../support/database'
import { sampleLead } from '../support/leads'

// `npm run restore -- FILE`: a good backup becomes the data folder, the old
// one moved aside; a truncated, corrupted, random or empty file, or a folder a
// server holds, is refused with a clear message, and nothing changes.

let root: string
let dataDir: string
let backupFile: string

/** Every file under `dir`, with its contents' hash: equal before and after means untouched. */
function fingerprint(dir: string): Record<string, string> {
  const files: Record<string, string> = {}
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const file = path.join(entry.parentPath, entry.name)
    files[path.relative(dir, file)] = createHash('sha256').update(readFileSync(file)).digest('hex')
  }
  return files
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'backup-restore-'))
  dataDir = path.join(root, 'pglite')
  const db = await openLocalDb(dataDir)
  await createLocalBackend(async () => db).leads.insert(sampleLead({ name: 'En la copia' }))
  await db.query(`insert into public.page_content (path, content) values ('/ayudas-placas-solares', $1)`, [
    { hero: { subtitle: 'Publicado antes de la copia' } },
  ])
  backupFile = (await takeBackup(db, { dir: path.join(root, 'backups'), keep: 5 })).file
  await createLocalBackend(async () => db).leads.insert(sampleLead({ name: 'Después de la copia' }))
  await db.close()
  rmSync(`${dataDir}.lock`)
}, 120_000)
afterAll(() => rmSync(root, { recursive: true, force: true }))

/** Expects restore to refuse `file` with `message`, leaving the data folder and its siblings as they were. */
async function expectRefused(file: string, message: RegExp) {
  const before = fingerprint(dataDir)
  const siblings = readdirSync(root).sort()
  const refusal = restoreBackup(file, dataDir)
  await expect(refusal).rejects.toThrow(RestoreRefused)
  await expect(refusal).rejects.toThrow(message)
  await expect(refusal).rejects.toThrow(/Nothing was changed\.$/)
  expect(fingerprint(dataDir)).toEqual(before)
  expect(readdirSync(root).sort()).toEqual(siblings)
}

const badFile = (name: string, bytes: Uint8Array) => {
  const file = path.join(root, name)
  writeFileSync(file, bytes)
  return file
}

describe('restore', () => {
  it('restores a backup of the release before the squash: its migrations count as the baseline, the later ones run', async () => {
    const old = await PGlite.create(path.join(root, 'pre-squash-pglite'))
    await buildPreSquashDatabase(old)
    await createLocalBackend(async () => old).leads.insert(sampleLead({ name: 'De antes' }))
    const oldBackup = (await takeBackup(old, { dir: path.join(root, 'pre-squash-backups'), keep: 1 })).file
    await old.close()

    const target = path.join(root, 'from-pre-squash', 'pglite')
    expect((await restoreBackup(oldBackup, target)).rows['public.leads']).toBe(1)
    const restored = await PGlite.create(target)
    try {
      expect(await recordedMigrations(restored)).toEqual([
        ...migrationsBeforeSquash,
        ...allMigrations.slice(1),
      ])
    } finally {
      await restored.close()
    }
  }, 120_000)

  it('refuses a backup made before the page-content migration, naming the release that brings it up', async () => {
    const old = await PGlite.create(path.join(root, 'pre-content-pglite'))
    await migrate(old)
    // The baseline's version missing from the record is what the migrator looks at.
    await recordMigrations(
      old,
      migrationsBeforeSquash.filter((name) => !name.startsWith('20261128000000')),
    )
    const oldBackup = (await takeBackup(old, { dir: path.join(root, 'pre-content-backups'), keep: 1 })).file
    await old.close()

    await expectRefused(oldBackup, /Start the release of commit 104631a \(on main\) once on this data/)
  }, 120_000)

  it('refuses a truncated, a corrupted, a random and an empty file, touching nothing', async () => {
    const good = readFileSync(backupFile)
    await expectRefused(badFile('truncated.backup', good.subarray(0, good.byteLength - 1000)), /cut short/)
    await expectRefused(
      badFile('header-only.backup', good.subarray(0, 120)),
      /header is damaged or cut short/,
    )
    const corrupted = Buffer.from(good)
    corrupted[corrupted.byteLength >> 1]! ^= 0xff
    await expectRefused(badFile('corrupted.backup', corrupted), /corrupted: its data does not match/)
    await expectRefused(badFile('random.backup', randomBytes(100_000)), /not a backup of this site/)
    await expectRefused(badFile('empty.backup', new Uint8Array()), /The file is empty/)
    await expectRefused(path.join(root, 'missing.backup'), /Cannot read .*missing\.backup/)
  }, 60_000)

  it('refuses while a running process holds the data folder', async () => {
    const server = spawn('sleep', ['60'])
    writeFileSync(`${dataDir}.lock`, String(server.pid))
    try {
      await expectRefused(backupFile, new RegExp(`is open in process ${server.pid}`))
    } finally {
      server.kill()
      rmSync(`${dataDir}.lock`)
    }
  })

  it('from the command line, says why it refuses and exits with 1', async () => {
    const before = fingerprint(dataDir)
    const run = promisify(execFile)(
      'npx',
      [
        'tsx',
        '--conditions=react-server',
        'scripts/restore.ts',
        badFile('empty-cli.backup', new Uint8Array()),
      ],
      { env: { ...process.env, LOCAL_DATA_DIR: dataDir } },
    )
    await expect(run).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/The file is empty\. Nothing was changed\./),
    })
    expect(fingerprint(dataDir)).toEqual(before)
  }, 60_000)

  it('puts the backup in place of the data folder, moving the old folder aside', async () => {
    const oldFolder = fingerprint(dataDir)
    const restored = await restoreBackup(backupFile, dataDir, new Date('2026-11-27T08:00:00.000Z'))

    expect(restored.movedAsideTo).toBe(`${dataDir}.before-restore-20261127T080000000Z`)
    expect(fingerprint(restored.movedAsideTo!)).toEqual(oldFolder)
    expect(restored.rows['public.leads']).toBe(1)
    expect(statSync(dataDir).mode & 0o777).toBe(0o700)
    expect(readdirSync(root).filter((name) => name.includes('.restoring-'))).toEqual([])
    // The next build renders the restored content.
    expect(readContentSnapshot(contentSnapshotFile(dataDir))).toMatchObject([
      { path: '/ayudas-placas-solares', content: { hero: { subtitle: 'Publicado antes de la copia' } } },
    ])

    const db = await openLocalDb(dataDir)
    try {
      const { rows } = await db.query<{ name: string }>('select name from public.leads')
      expect(rows).toEqual([{ name: 'En la copia' }])
      expect(await countRows(db, 'public.leads')).toBe(1)
    } finally {
      await db.close()
      rmSync(`${dataDir}.lock`)
    }
  }, 120_000)
})
