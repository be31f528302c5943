import { execFile, execFileSync, spawn } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { createGzip, gzipSync } from 'node:zlib'
import type { PGlite } from '@electric-sql/pglite'
import sharp from 'sharp'
import { packBackup, unpackBackup } from '@/lib/backup/backup-file'
import { restoreBackup, RestoreRefused } from '@/lib/backup/restore'
import type { Row, SiteRows } from '@/lib/backup/site-rows'
import { takeBackup } from '@/lib/backup/take-backup'
import { createLocalBackend } from '@/lib/data/local/backend'
import { openLocalDb } from '@/lib/db/open-database'
import { asCaller } from '@/lib/db/roles'
import {
  contentSnapshotFile,
  photoFocusSnapshotFile,
  readContentSnapshot,
  readPhotoFocusSnapshot,
} from '@/lib/db/snapshots'
import { migrationVersions } from '@/lib/db/migrate'
import { createFolderPhotoStore } from '@/lib/photos/store'
import { webpChunks } from '@/lib/photos/chunks'
import { chunksOf, riffWebp, webpChunk } from '../photos/images'
import { countRows } from '../support/backups'
import { createAccount, recordedMigrations } from '../support/database'
import { sampleEstimate, sampleLead } from '../support/leads'
import { openEmptyPGliteIn, seedMigratedDataFolder } from '../support/pglite-snapshot'

// `npm run restore -- FILE`: a backup's rows become a fresh data folder and
// its photos a fresh photo folder, the old ones moved aside; an old-format
// file (a database folder, possibly planted), a truncated, corrupted,
// oversized, newer or rule-breaking file, photos that do not match their
// rows, or a folder a server holds, is refused with a clear message, nothing
// in it runs, and nothing changes.

let root: string
let dataDir: string
let photosDir: string
let backupFile: string
/** The backup's rows, as restore reads them. */
let good: SiteRows
/** The photo in the backup: its row's id, and its file's bytes. */
let photo: { id: string; name: string; bytes: Buffer }
let adminEmail: string
/** What the backed-up database held of notifications and versions. */
let backedUp: { notifications: unknown[]; versions: number }

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

/** A real WebP, as the site stores one. */
const webp = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .webp()
    .toBuffer()

// Restore's new database starts from a copy of an initdb'd folder, not initdb itself (seconds each);
// the command-line runs below keep the real one.
const restoreOptions = { openNewDatabase: openEmptyPGliteIn }

/** The site's folders for a data folder: the photo folder beside it, as PHOTOS_DIR's default. */
const foldersOf = (data: string) => ({ dataDir: data, photosDir: path.join(path.dirname(data), 'photos') })

const notificationsOf = async (db: PGlite) =>
  (await db.query('select lead_id, status, attempts from public.lead_notifications order by lead_id')).rows

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'backup-restore-'))
  dataDir = path.join(root, 'pglite')
  photosDir = path.join(root, 'photos')
  await seedMigratedDataFolder(dataDir)
  const db = await openLocalDb(dataDir)
  const admin = await createAccount(db, 'gerencia@example.com', { admin: true })
  adminEmail = admin.email
  const leads = createLocalBackend(async () => db).leads
  const lead = sampleLead({ name: 'En la copia', estimate: sampleEstimate })
  await leads.insert(lead)
  await leads.insert(sampleLead({ name: 'Ya avisada' }))
  // One notification delivered, one still pending: both come back as they were, no new one queued.
  await db.query(`update public.lead_notifications set status = 'sent', attempts = 1 where lead_id <> $1`, [
    lead.id,
  ])
  await asCaller(db, admin, async (tx) => {
    await tx.query(`select public.set_lead_status($1, 'contacted')`, [lead.id])
    await tx.query(
      `insert into public.seo_pages (path, title, description, h1) values ('/', 'Inicio', 'D', 'H1')`,
    )
    // The team's history names an invited address, which a restore brings back as history alone.
    await tx.query(`select public.record_team_invitation('invitada@example.com')`)
    // Search Console's figures for one month: a page and an address that matches none.
    await tx.query(`select public.import_search_period('2026-10-01', '2026-10-31', $1, false)`, [
      JSON.stringify([
        { address: '/', page: true, clicks: 9, impressions: 310, position: 6.4 },
        { address: 'https://example.com/vieja', page: false, clicks: 0, impressions: 4, position: 31 },
      ]),
    ])
  })
  await db.query(`insert into public.page_content (path, content) values ('/ayudas-placas-solares', $1)`, [
    { hero: { subtitle: 'Publicado antes de la copia' } },
  ])
  const photos = createFolderPhotoStore(photosDir)
  const bytes = await webp(64, 48)
  const { rows: inserted } = await db.query<{ id: string }>(
    `insert into public.photos (alt, caption, width, height, bytes, created_by, updated_by)
     values ('Placas en un tejado de Cieza', 'Instalación de 5 kW', 64, 48, $1, $2, $2) returning id`,
    [bytes.byteLength, admin.userId],
  )
  photo = { id: inserted[0]!.id, name: `${inserted[0]!.id}.webp`, bytes }
  await photos.put(photo.name, bytes)
  backedUp = {
    notifications: await notificationsOf(db),
    versions: await countRows(db, 'public.page_versions'),
  }
  backupFile = (await takeBackup({ db, photos }, { dir: path.join(root, 'backups'), keep: 5 })).file
  await leads.insert(sampleLead({ name: 'Después de la copia' }))
  // A photo added after the backup: restore takes the photo folder back to the backup's.
  await photos.put(`${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}.webp`, await webp(10, 10))
  await db.close()
  rmSync(`${dataDir}.lock`)
  const read = await unpackBackup(readFileSync(backupFile))
  if (!read.ok) throw new Error(read.message)
  good = read.rows
  expect([...read.files.keys()]).toEqual([photo.name])
}, 120_000)
afterAll(() => rmSync(root, { recursive: true, force: true }))

/** Expects restore to refuse `file` with `message`, leaving the data and photo folders and their siblings as they were. */
async function expectRefused(file: string, message: RegExp) {
  const before = [fingerprint(dataDir), fingerprint(photosDir)]
  const siblings = readdirSync(root).sort()
  const refusal = restoreBackup(file, { dataDir, photosDir }, restoreOptions)
  await expect(refusal).rejects.toThrow(RestoreRefused)
  await expect(refusal).rejects.toThrow(message)
  await expect(refusal).rejects.toThrow(/Nothing was changed\.$/)
  expect([fingerprint(dataDir), fingerprint(photosDir)]).toEqual(before)
  expect(readdirSync(root).sort()).toEqual(siblings)
}

const badFile = (name: string, bytes: Uint8Array) => {
  const file = path.join(root, name)
  writeFileSync(file, bytes)
  return file
}

/** A well-formed backup file (this code's own packing) of `tables`, at `schemaVersion`. */
const backupOf = async (name: string, tables: SiteRows['tables'], schemaVersion = good.schemaVersion) =>
  badFile(name, await packBackup({ rows: { schemaVersion, tables }, files: goodFiles() }, new Date()))

/** The good backup's photo file, by name. */
const goodFiles = () => new Map([[photo.name, photo.bytes]])

/** The good backup's tables with `table`'s rows replaced. */
const withRows = (table: keyof SiteRows['tables'], rows: (rows: Row[]) => Row[]) => ({
  ...good.tables,
  [table]: rows(good.tables[table]!),
})

/** A backup of the old format, as the review made it: PGlite's data folder told to preload a planted module. */
function hostileOldBackup(marker: string) {
  const folder = mkdtempSync(path.join(root, 'hostile-'))
  writeFileSync(path.join(folder, 'PG_VERSION'), '17\n')
  writeFileSync(
    path.join(folder, 'postgresql.auto.conf'),
    `shared_preload_libraries = '/pglite/data/evil.so'\n# the module would run: touch ${marker}\n`,
  )
  // A WebAssembly module's header and padding, 179 bytes, where a library would be.
  writeFileSync(
    path.join(folder, 'evil.so'),
    Buffer.concat([Buffer.from('0061736d01000000', 'hex'), randomBytes(171)]),
  )
  const tar = execFileSync('tar', ['-czf', '-', '-C', folder, '.'])
  rmSync(folder, { recursive: true })
  const facts = {
    createdAt: new Date().toISOString(),
    size: tar.byteLength,
    sha256: createHash('sha256').update(tar).digest('hex'),
  }
  return Buffer.concat([Buffer.from(`solar-cieza-pglite-backup 1\n${JSON.stringify(facts)}\n`), tar])
}

/** Opens the database restored into `folder` as the server would, checks it, and lets it go. */
async function inRestored(folder: string, check: (db: PGlite) => Promise<void>) {
  const db = await openLocalDb(folder)
  try {
    await check(db)
  } finally {
    await db.close()
    rmSync(`${folder}.lock`)
  }
}

/** A gzip stream of `bytes` zeros: a small file that unfolds past the cap. */
async function gzippedZeros(bytes: number): Promise<Buffer> {
  const gzip = createGzip({ level: 1 })
  const chunks: Buffer[] = []
  gzip.on('data', (chunk: Buffer) => chunks.push(chunk))
  const ended = new Promise((resolve) => gzip.on('end', resolve))
  const zeros = Buffer.alloc(1 << 20)
  for (let written = 0; written < bytes; written += zeros.byteLength)
    if (!gzip.write(zeros)) await new Promise((resolve) => gzip.once('drain', resolve))
  gzip.end()
  await ended
  return Buffer.concat(chunks)
}

describe('restore refuses, touching nothing', () => {
  it('an old-format backup whose planted configuration would load a module: nothing in it runs', async () => {
    const marker = path.join(root, 'preloaded-marker')
    await expectRefused(
      badFile('hostile.backup', hostileOldBackup(marker)),
      /backup in the old format .* nothing in it was read beyond its first line\. Take a new backup of the running site with this release/,
    )
    expect(existsSync(marker)).toBe(false)
  })

  it('a truncated, a corrupted, a random, an empty and a missing file', async () => {
    const bytes = readFileSync(backupFile)
    await expectRefused(badFile('truncated.backup', bytes.subarray(0, bytes.byteLength - 10)), /cut short/)
    await expectRefused(
      badFile('header-only.backup', bytes.subarray(0, 60)),
      /header is damaged or cut short/,
    )
    const corrupted = Buffer.from(bytes)
    corrupted[corrupted.byteLength - 20]! ^= 0xff
    await expectRefused(badFile('corrupted.backup', corrupted), /corrupted: its data does not match/)
    await expectRefused(badFile('random.backup', randomBytes(100_000)), /not a backup of this site/)
    await expectRefused(badFile('empty.backup', new Uint8Array()), /The file is empty/)
    await expectRefused(path.join(root, 'missing.backup'), /Cannot read it: .*missing\.backup/)
  })

  it('a newer format, a newer schema, and a schema older than the first migration', async () => {
    const bytes = readFileSync(backupFile)
    const newer = Buffer.concat([
      Buffer.from('solar-cieza-backup 3\n'),
      bytes.subarray('solar-cieza-backup 2\n'.length),
    ])
    await expectRefused(
      badFile('format-3.backup', newer),
      /format 3, made by a newer release; this one reads format 2/,
    )
    await expectRefused(
      await backupOf('future-schema.backup', good.tables, '29991231000000'),
      /schema version 29991231000000, made by a newer release/,
    )
    await expectRefused(
      await backupOf('pre-baseline.backup', good.tables, '20261127000500'),
      /older than this release's first migration/,
    )
  })

  it('a file over 1 GiB, unread, and data that unfolds past the cap', async () => {
    const huge = badFile('huge.backup', Buffer.from('solar-cieza-backup 2\n'))
    truncateSync(huge, 2 ** 30 + 1)
    await expectRefused(huge, /more than a backup may be \(1024 MiB\)/)
    rmSync(huge)

    const bomb = await gzippedZeros(520 * 2 ** 20)
    const facts = {
      createdAt: new Date().toISOString(),
      schemaVersion: good.schemaVersion,
      size: bomb.byteLength,
    }
    const sha256 = createHash('sha256').update(bomb).digest('hex')
    await expectRefused(
      badFile(
        'bomb.backup',
        Buffer.concat([Buffer.from(`solar-cieza-backup 2\n${JSON.stringify({ ...facts, sha256 })}\n`), bomb]),
      ),
      /more than \d+ MiB once decompressed/,
    )
  }, 60_000)

  it('rows that break their table: a check, a column or table it lacks, a type, a missing parent', async () => {
    await expectRefused(
      await backupOf(
        'bad-email.backup',
        withRows('public.leads', ([first, ...rest]) => [{ ...first, email: 'no-es-correo' }, ...rest!]),
      ),
      /public\.leads .*leads_email_shape/,
    )
    await expectRefused(
      await backupOf(
        'extra-column.backup',
        withRows('public.leads', ([first, ...rest]) => [{ ...first, is_admin: true }, ...rest!]),
      ),
      /public\.leads has a column this release does not have: "is_admin"/,
    )
    await expectRefused(
      await backupOf(
        'bad-type.backup',
        withRows('public.lead_notifications', ([first, ...rest]) => [
          { ...first, attempts: 'muchos' },
          ...rest!,
        ]),
      ),
      /public\.lead_notifications .*integer/,
    )
    await expectRefused(
      await backupOf(
        'orphan.backup',
        withRows('public.lead_status_changes', (rows) => [
          { ...rows[0], id: 99, lead_id: '00000000-0000-4000-8000-000000000000' },
        ]),
      ),
      /public\.lead_status_changes .*foreign key/,
    )
    await expectRefused(
      await backupOf('extra-table.backup', {
        ...good.tables,
        'private.rate_counters': [],
      } as SiteRows['tables']),
      /a table this release does not know: "private\.rate_counters"/,
    )
  }, 120_000)

  it('an admin whose address holds control characters (a carriage return, escape sequences), whatever the schema version', async () => {
    // What the review planted: an address that, printed raw, wipes the line naming the admins and writes another.
    const planted = 'intruso@example.com\r\x1b[2K\x1b[1AAdmin accounts in this backup: gerencia@example.com'
    const printed = /intruso@example\.com\\r\\x1b\[2K\\x1b\[1AAdmin accounts/
    const plantedTables = () => ({
      ...withRows('auth.users', (rows) => rows.map((row) => ({ ...row, email: planted }))),
      'public.admins': good.tables['public.admins']!.map((row) => ({ ...row, email: planted })),
    })
    for (const schemaVersion of [good.schemaVersion, '20261203000100'])
      await expectRefused(
        await backupOf(`planted-admin-${schemaVersion}.backup`, plantedTables(), schemaVersion),
        new RegExp(`Its auth\\.users holds an address that is not a plain e-mail address: ${printed.source}`),
      )
    // The admins row alone (the account's own address plain) is refused too.
    await expectRefused(
      await backupOf(
        'planted-admin-row.backup',
        withRows('public.admins', (rows) =>
          rows.map((row) => ({ ...row, email: 'ana@example.com\u001b]0;x\u0007' })),
        ),
      ),
      /Its public\.admins holds an address that is not a plain e-mail address: ana@example\.com\\x1b\]0;x\\x07\./,
    )
  }, 120_000)

  it('photos that do not go with their rows: a path for a name, an SVG or text as a WebP, a WebP with a GPS position, a file without a row, a row without a file, another size', async () => {
    const withFiles = (name: string, files: Record<string, Buffer | string>) =>
      rawBackup(
        name,
        JSON.stringify({
          tables: good.tables,
          files: Object.fromEntries(
            Object.entries(files).map(([file, bytes]) => [
              file,
              typeof bytes === 'string' ? bytes : bytes.toString('base64'),
            ]),
          ),
        }),
      )
    const base64 = photo.bytes.toString('base64')
    for (const name of [
      '../x',
      `../${photo.name}`,
      '/etc/cron.d/x.webp',
      'evil.so',
      `${photo.id.toUpperCase()}.webp`,
    ])
      await expectRefused(
        await withFiles(`path-${randomBytes(4).toString('hex')}.backup`, {
          [photo.name]: base64,
          [name]: base64,
        }),
        /holds a file whose name is not a photo's \(<id>\.webp\)/,
      )
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="48"><script>alert(1)</script><rect width="64" height="48"/></svg>',
    )
    await expectRefused(
      await withFiles('svg.backup', { [photo.name]: svg }),
      new RegExp(`photo file ${photo.name} is not a WebP image \\(it reads as svg\\)`),
    )
    const gps = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#884422' } })
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '38/1 14/1 0/1' } })
      .webp()
      .toBuffer()
    await expectRefused(
      await withFiles('gps.backup', { [photo.name]: gps }),
      new RegExp(`photo file ${photo.name} holds a "EXIF" chunk, which the site's WebP never has`),
    )
    await expectRefused(
      await withFiles('text.backup', { [photo.name]: Buffer.from('no soy una foto\n') }),
      new RegExp(`photo file ${photo.name} is not an image`),
    )
    await expectRefused(await withFiles('not-base64.backup', { [photo.name]: 'ñ' }), /is not base64 text/)
    const stranger = '11111111-2222-4333-8444-555555555555.webp'
    await expectRefused(
      await withFiles('no-row.backup', { [photo.name]: photo.bytes, [stranger]: photo.bytes }),
      new RegExp(`photo file "${stranger}" has no row in public\\.photos`),
    )
    await expectRefused(
      await withFiles('no-file.backup', {}),
      new RegExp(`photo "${photo.id}" \\(public\\.photos\\) has no file`),
    )
    await expectRefused(
      rawBackup('no-files-part.backup', JSON.stringify({ tables: good.tables })),
      /has no file/,
    )
    await expectRefused(
      await withFiles('other-size.backup', { [photo.name]: await webp(48, 64) }),
      /is 48×64 px, where its row says 64×48/,
    )
    await expectRefused(
      await withFiles('too-big.backup', { [photo.name]: Buffer.alloc(10 * 2 ** 20 + 1) }),
      /is more than a photo may be \(10 MiB\)/,
    )
  }, 120_000)

  it('a photo file with a chunk or bytes besides its image, though sharp reads it as the same WebP: a GPS position in an EXIF chunk, an unknown chunk, bytes after its end', async () => {
    // The file as a backup would carry it, its row's size made to match: only its chunks are wrong.
    const backupWithPhoto = (name: string, bytes: Buffer) =>
      rawBackup(
        name,
        JSON.stringify({
          tables: withRows('public.photos', (rows) =>
            rows.map((row) => ({ ...row, bytes: bytes.byteLength })),
          ),
          files: { [photo.name]: bytes.toString('base64') },
        }),
      )
    const withGps = await sharp(photo.bytes)
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '38/1 14/1 0/1' } })
      .webp()
      .toBuffer()
    const exif = webpChunks(withGps)!.chunks.find(({ type }) => type === 'EXIF')!.data
    const place = Buffer.from('38.2333 N, 1.4167 W')
    const tampered: [string, Buffer, RegExp][] = [
      [
        'exif',
        riffWebp(chunksOf(photo.bytes), webpChunk('EXIF', Buffer.from(exif))),
        /holds a "EXIF" chunk, which the site's WebP never has \(only its image, and its alpha\)/,
      ],
      [
        'unknown',
        riffWebp(chunksOf(photo.bytes), webpChunk('GPS ', place)),
        /holds a "GPS " chunk, which the site's WebP never has/,
      ],
      [
        'trailing',
        Buffer.concat([photo.bytes, place]),
        new RegExp(
          `is ${photo.bytes.byteLength + place.byteLength} bytes, where its RIFF header says ${photo.bytes.byteLength}: bytes outside its WebP chunks`,
        ),
      ],
    ]
    for (const [name, bytes, message] of tampered) {
      // What sharp reads of it is the stored photo's header: its own check would let it through.
      const seen = await sharp(bytes).metadata()
      expect(seen).toMatchObject({ format: 'webp', width: 64, height: 48 })
      expect(seen.exif).toBeUndefined()
      expect(bytes.includes(name === 'exif' ? Buffer.from(exif) : place)).toBe(true)
      await expectRefused(
        await backupWithPhoto(`${name}.backup`, bytes),
        new RegExp(`photo file ${photo.name} ${message.source}`),
      )
    }
    // The same file as the site stores it, in the same kind of backup, is taken (checked, not restored here).
    const read = await unpackBackup(readFileSync(await backupWithPhoto('as-stored.backup', photo.bytes)))
    expect(read.ok).toBe(true)
  }, 120_000)

  it('while a running process holds the data folder', async () => {
    const server = spawn('sleep', ['60'])
    writeFileSync(`${dataDir}.lock`, String(server.pid))
    try {
      await expectRefused(backupFile, new RegExp(`is open in process ${server.pid}`))
    } finally {
      server.kill()
      rmSync(`${dataDir}.lock`)
    }
  })
})

/** A backup file around a payload written by hand. */
function rawBackup(name: string, payloadJson: string) {
  const payload = gzipSync(payloadJson)
  const facts = {
    createdAt: new Date().toISOString(),
    schemaVersion: good.schemaVersion,
    size: payload.byteLength,
    sha256: createHash('sha256').update(payload).digest('hex'),
  }
  return badFile(
    name,
    Buffer.concat([Buffer.from(`solar-cieza-backup 2\n${JSON.stringify(facts)}\n`), payload]),
  )
}

const runRestore = (file: string, target: string) =>
  promisify(execFile)(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', 'scripts/restore.ts', file],
    {
      env: { ...process.env, LOCAL_DATA_DIR: target },
    },
  )

describe('restore', () => {
  it('from the command line, refuses an old-format file with why, and exits with 1', async () => {
    const before = fingerprint(dataDir)
    const marker = path.join(root, 'cli-marker')
    await expect(
      runRestore(badFile('hostile-cli.backup', hostileOldBackup(marker)), dataDir),
    ).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(
        /old format .*Take a new backup of the running site with this release.*Nothing was changed\./,
      ),
    })
    expect(existsSync(marker)).toBe(false)
    expect(fingerprint(dataDir)).toEqual(before)
  }, 60_000)

  it('from the command line, prints the rows per table and names the admin accounts', async () => {
    const target = path.join(root, 'cli-target', 'pglite')
    const { stdout } = await runRestore(backupFile, target)
    expect(stdout).toContain(`into ${target}.`)
    expect(stdout).toMatch(/public\.leads: 2 rows/)
    expect(stdout).toContain(`Admin accounts in this backup (1):\n  1. ${adminEmail}\n`)
    expect(stdout).toContain(`Restored 1 photo into ${path.join(root, 'cli-target', 'photos')}.`)
  }, 120_000)

  it('puts the rows in a new private folder in place of the data folder: no notification queued, no version written', async () => {
    const oldFolder = fingerprint(dataDir)
    const oldPhotos = fingerprint(photosDir)
    const umask = process.umask()
    const restored = await restoreBackup(
      backupFile,
      { dataDir, photosDir },
      { now: new Date('2026-11-27T08:00:00.000Z'), ...restoreOptions },
    )

    expect(restored.movedAsideTo).toBe(`${dataDir}.before-restore-20261127T080000000Z`)
    expect(fingerprint(restored.movedAsideTo!)).toEqual(oldFolder)
    // The photo folder too: the one added after the backup is kept aside, not in the restored folder.
    expect(restored.photosMovedAsideTo).toBe(`${photosDir}.before-restore-20261127T080000000Z`)
    expect(fingerprint(restored.photosMovedAsideTo!)).toEqual(oldPhotos)
    expect(readdirSync(photosDir)).toEqual([photo.name])
    expect(restored.photos).toBe(1)
    expect(restored.rows).toMatchObject({
      'public.leads': 2,
      'public.admins': 1,
      'auth.users': 1,
      'public.team_events': 1,
      'public.search_periods': 1,
      'public.search_figures': 2,
    })
    expect(restored.admins).toEqual([adminEmail])
    expect(process.umask()).toBe(umask)
    // Nothing in the folder is open to anyone but its owner.
    expect(statSync(dataDir).mode & 0o777).toBe(0o700)
    const open = readdirSync(dataDir, { recursive: true, withFileTypes: true }).filter(
      (entry) => (statSync(path.join(entry.parentPath, entry.name)).mode & 0o077) !== 0,
    )
    expect(open.map((entry) => entry.name)).toEqual([])
    expect(readdirSync(root).filter((name) => name.includes('.restoring-'))).toEqual([])
    // The restored site serves the photo's very bytes from its store.
    const served = await createFolderPhotoStore(photosDir).get(photo.name)
    expect(Buffer.from(served!).equals(photo.bytes)).toBe(true)
    // The next build renders the restored content.
    expect(readContentSnapshot(contentSnapshotFile(dataDir))).toMatchObject([
      { path: '/ayudas-placas-solares', content: { hero: { subtitle: 'Publicado antes de la copia' } } },
    ])

    await inRestored(dataDir, async (db) => {
      const { rows } = await db.query<{ name: string }>('select name from public.leads order by name')
      expect(rows).toEqual([{ name: 'En la copia' }, { name: 'Ya avisada' }])
      // A lead's savings estimate comes back with it.
      expect(
        (await db.query('select savings_estimate from public.leads where name = $1', ['En la copia'])).rows,
      ).toEqual([{ savings_estimate: sampleEstimate }])
      expect((await db.query('select kind, member_email from public.team_events')).rows).toEqual([
        { kind: 'invited', member_email: 'invitada@example.com' },
      ])
      expect(
        (
          await db.query(
            'select starts_on::text, address, clicks from public.search_figures order by address',
          )
        ).rows,
      ).toEqual([
        { starts_on: '2026-10-01', address: '/', clicks: 9 },
        { starts_on: '2026-10-01', address: 'https://example.com/vieja', clicks: 0 },
      ])
      expect(
        (
          await db.query(
            'select id, alt, width, height, bytes, created_by is not null as by from public.photos',
          )
        ).rows,
      ).toEqual([
        {
          id: photo.id,
          alt: 'Placas en un tejado de Cieza',
          width: 64,
          height: 48,
          bytes: photo.bytes.byteLength,
          by: true,
        },
      ])
      expect(await notificationsOf(db)).toEqual(backedUp.notifications)
      expect(await countRows(db, 'public.page_versions')).toBe(backedUp.versions)
      // New rows are numbered after the restored ones.
      const { rows: next } = await db.query<{ id: number }>(
        `insert into public.lead_status_changes (lead_id, from_status, to_status)
         select id, 'contacted', 'won' from public.leads limit 1 returning id::int`,
      )
      expect(next[0]!.id).toBeGreaterThan(1)
    })
  }, 120_000)

  it('restores the photos of a backup made before focal points, cropped around their centres', async () => {
    const before = '20261206000400'
    expect(good.tables['public.photos']![0]).toMatchObject({ focal_x: 0.5, focal_y: 0.5 })
    // A backup of that version holds no search figures, nor its leads a savings estimate: both came later.
    const withoutFocus = withRows('public.photos', (rows) =>
      rows.map((row) =>
        Object.fromEntries(Object.entries(row).filter(([column]) => !column.startsWith('focal_'))),
      ),
    )
    const tables = Object.fromEntries(
      Object.entries({
        ...withoutFocus,
        'public.leads': good.tables['public.leads']!.map((row) =>
          Object.fromEntries(Object.entries(row).filter(([column]) => column !== 'savings_estimate')),
        ),
      }).filter(([table]) => !table.startsWith('public.search_')),
    )
    const file = await backupOf('before-focal-points.backup', tables, before)
    const target = path.join(root, 'before-focal-points', 'pglite')
    await restoreBackup(file, foldersOf(target), restoreOptions)
    // The build crops them so too.
    expect(readPhotoFocusSnapshot(photoFocusSnapshotFile(target))).toEqual([{ id: photo.id, x: 0.5, y: 0.5 }])
    await inRestored(target, async (db) => {
      expect(
        (await db.query('select id, focal_x::text as x, focal_y::text as y from public.photos')).rows,
      ).toEqual([{ id: photo.id, x: '0.500', y: '0.500' }])
    })
  }, 120_000)

  it('keeps a row stored before a check added NOT VALID, and the check as it was', async () => {
    // A soft hyphen passed the form before leads_visible_text; that check never judged such rows.
    const name = 'Ana\u00admaría'
    const file = await backupOf(
      'before-a-check.backup',
      withRows('public.leads', (rows) => rows.map((row, i) => (i === 0 ? { ...row, name } : row))),
    )
    const target = path.join(root, 'before-a-check', 'pglite')
    await restoreBackup(file, foldersOf(target), restoreOptions)
    await inRestored(target, async (db) => {
      expect((await db.query('select 1 from public.leads where name = $1', [name])).rows).toHaveLength(1)
      expect(
        (await db.query(`select convalidated from pg_constraint where conname = 'leads_visible_text'`)).rows,
      ).toEqual([{ convalidated: false }])
      // New rows still meet it.
      await expect(
        db.query(
          `insert into public.leads (email, name, city, message, privacy_accepted)
           values ('luis@example.com', 'Luis', 'Cie\u00adza', 'Hola', true)`,
        ),
      ).rejects.toThrow(/leads_visible_text/)
    })
  }, 120_000)

  it('brings a backup of an older schema up to this one: the rows go in at its version, then the later migrations run', async () => {
    // This release's migrations and one after them, which fills a new column from the rows.
    const migrations = path.join(root, 'migrations-fixture')
    mkdirSync(migrations)
    for (const file of readdirSync('supabase/migrations'))
      copyFileSync(path.join('supabase/migrations', file), path.join(migrations, file))
    writeFileSync(
      path.join(migrations, '29991231000000_lead_email_domain.sql'),
      `alter table public.leads add column email_domain text;
       update public.leads set email_domain = split_part(email, '@', 2);`,
    )
    expect(good.schemaVersion).toBe((await migrationVersions()).at(-1))

    const target = path.join(root, 'older', 'pglite')
    await restoreBackup(backupFile, foldersOf(target), { migrationsDir: migrations, ...restoreOptions })
    await inRestored(target, async (db) => {
      expect((await db.query('select distinct email_domain from public.leads')).rows).toEqual([
        { email_domain: 'example.com' },
      ])
      expect((await recordedMigrations(db)).at(-1)).toBe('29991231000000_lead_email_domain')
    })
  }, 120_000)
})
