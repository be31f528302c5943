import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { readOrCreateSecret, secretFile } from '@/lib/auth/local/secret'
import { openLocalDb, openPGlite } from '@/lib/db/open-database'
import { migrate } from '@/lib/db/migrate'
import { writeSeoSnapshot } from '@/lib/db/snapshots'
import { seedMigratedDataFolder } from '../support/pglite-snapshot'

// PGlite writes its files readable by everyone (0644 under the usual umask),
// so the folder that holds them is what keeps leads and password hashes private.

const modeOf = (file: string) => statSync(file).mode & 0o777

let root: string
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'sec-data-folder-'))
  chmodSync(root, 0o755)
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

/** Opening a new folder on disk (initdb and migrations) takes 10 s to over a minute on a busy machine: the run's own limit applies. */
async function openAndClose(dataDir: string) {
  const db = await openLocalDb(dataDir)
  await db.close()
  rmSync(`${dataDir}.lock`, { force: true })
}

describe('the local data folder', () => {
  it('is created for its owner only, and so is the parent it creates', async () => {
    const dataDir = path.join(root, 'data', 'pglite')
    await openAndClose(dataDir)
    expect(readdirSync(dataDir)).toContain('PG_VERSION')
    expect(modeOf(dataDir)).toBe(0o700)
    expect(modeOf(path.join(root, 'data'))).toBe(0o700)
    expect(modeOf(root)).toBe(0o755)
  })

  it('is tightened when it already exists with a looser mode', async () => {
    const dataDir = path.join(root, 'pglite')
    mkdirSync(dataDir, { mode: 0o755 })
    // A database already in it, as an older release left it: no initdb needed to judge the mode.
    await seedMigratedDataFolder(dataDir)
    chmodSync(dataDir, 0o755)
    await openAndClose(dataDir)
    expect(modeOf(dataDir)).toBe(0o700)
    expect(modeOf(root)).toBe(0o755)
  })

  it('seeded by the tests from the migrated database, has no migration left to apply', async () => {
    const dataDir = path.join(root, 'seeded')
    await seedMigratedDataFolder(dataDir)
    const db = await openPGlite(dataDir)
    try {
      expect(await migrate(db)).toEqual([])
    } finally {
      await db.close()
    }
  })

  it('has its parent created for its owner only by the session secret or the SEO snapshot', () => {
    const bySecret = path.join(root, 'a', 'pglite')
    readOrCreateSecret(secretFile(bySecret))
    expect(modeOf(path.join(root, 'a'))).toBe(0o700)
    expect(modeOf(secretFile(bySecret))).toBe(0o600)

    writeSeoSnapshot([], path.join(root, 'b', 'pglite.seo-snapshot.json'))
    expect(modeOf(path.join(root, 'b'))).toBe(0o700)
  })
})
