import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { unpackBackup } from '@/lib/backup/backup-file'
import { restoreBackup } from '@/lib/backup/restore'
import { takeBackup } from '@/lib/backup/take-backup'
import { openLocalDb } from '@/lib/db/open-database'
import { asCaller } from '@/lib/db/roles'
import { createFolderPhotoStore } from '@/lib/photos/store'
import { firstDraft } from '@/lib/staff-pages/create'
import { createAccount } from '../support/database'
import { openEmptyPGliteIn, seedMigratedDataFolder } from '../support/pglite-snapshot'

// A page staff created survives a backup and its restore: its row (template,
// state), its published content and SEO record, and the redirect its rename left.

let root: string
afterAll(() => rmSync(root, { recursive: true, force: true }))

it('comes back from a backup as it was: published at its new address, with the redirect from the old one', async () => {
  root = mkdtempSync(path.join(tmpdir(), 'staff-pages-backup-'))
  const dataDir = path.join(root, 'pglite')
  await seedMigratedDataFolder(dataDir)
  const db = await openLocalDb(dataDir)
  const admin = await createAccount(db, 'gerencia@example.com', { admin: true })
  const draft = firstDraft('placas-localidad', '/placas-solares-jumilla', {
    town: 'Jumilla',
    sunHours: 'Más de 3.000',
    irradiation: '1.850',
    reference: 'La bodega del paraje de la Alquería',
    area: 'Jumilla y sus pedanías',
  })
  await asCaller(db, admin, async (tx) => {
    await tx.query(`select public.create_staff_page('/placas-solares-jumilla', 'placas-localidad', $1, $2)`, [
      draft.content,
      draft.seo,
    ])
    await tx.query(`select public.publish_page_draft('/placas-solares-jumilla', null)`)
    await tx.query(`select public.rename_staff_page('/placas-solares-jumilla', '/placas-jumilla')`)
  })
  const file = (
    await takeBackup(
      { db, photos: createFolderPhotoStore(path.join(root, 'photos')) },
      { dir: path.join(root, 'backups'), keep: 2 },
    )
  ).file
  await db.close()
  rmSync(`${dataDir}.lock`)
  const read = await unpackBackup(readFileSync(file))
  expect(read.ok && read.rows.tables['public.staff_pages']).toEqual([
    expect.objectContaining({ path: '/placas-jumilla', template: 'placas-localidad', status: 'published' }),
  ])

  const target = path.join(root, 'restored', 'pglite')
  await restoreBackup(
    file,
    { dataDir: target, photosDir: path.join(root, 'restored', 'photos') },
    { openNewDatabase: openEmptyPGliteIn },
  )
  const restored = await openLocalDb(target)
  try {
    const page = await restored.query(
      `select s.path, s.status, c.content -> 'hero' ->> 'h1' as h1, p.title
         from public.staff_pages s join public.page_content c using (path) join public.seo_pages p using (path)`,
    )
    expect(page.rows).toEqual([
      {
        path: '/placas-jumilla',
        status: 'published',
        h1: 'Placas solares en Jumilla',
        title: 'Instalación de placas solares en Jumilla',
      },
    ])
    const redirects = await restored.query('select source, destination, permanent from public.site_redirects')
    expect(redirects.rows).toEqual([
      { source: '/placas-solares-jumilla', destination: '/placas-jumilla', permanent: true },
    ])
  } finally {
    await restored.close()
    rmSync(`${target}.lock`)
  }
}, 120_000)
