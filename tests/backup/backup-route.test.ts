import { photosDir } from '../support/photos-folder'
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { GET as downloadBackup } from '@/app/(admin)/seo-dashboard/copia-de-seguridad/route'
import { POST as uploadPhoto } from '@/app/api/fotos/route'
import { restoreBackup } from '@/lib/backup/restore'
import { openLocalDb } from '@/lib/db/open-database'
import { createFolderPhotoStore } from '@/lib/photos/store'
import { jpegWithGps } from '../photos/images'
import { openBackupBytes } from '../support/backups'
import { openEmptyPGliteIn } from '../support/pglite-snapshot'
import { answersToSignedOutAndStaff, localDbWithAdminAndStaff } from '../support/admin-fixture'
import { sampleLead } from '../support/leads'
import { signedInWith } from '../support/session'
import { createLocalBackend } from '@/lib/data/local/backend'

// The admin area's 'Descargar copia de seguridad': a fresh backup of the whole
// local database and its photos, for admins only, never cached; restored, it
// brings back a photo uploaded through the site, byte for byte.

jest.mock('next/headers', () => ({ cookies: jest.fn(), headers: jest.fn() }))
jest.mock('@/lib/db/database', () => ({ getLocalDb: jest.fn() }))
jest.mock('@/lib/auth/local/secret', () => ({ localAuthSecret: () => 'clave-de-prueba-'.repeat(3) }))

const local = localDbWithAdminAndStaff()

beforeAll(async () => {
  await createLocalBackend(async () => local.db).leads.insert(sampleLead({ name: 'Rosa Martínez' }))
})

describe('the backup download', () => {
  it('answers 401 without a session and 403 to an account that is not admin, with no data', async () => {
    expect(await answersToSignedOutAndStaff(downloadBackup, local.staffCookie)).toEqual({
      signedOut: { status: 401, text: 'Inicia sesión para descargar la copia de seguridad.' },
      staff: { status: 403, text: 'Tu cuenta no tiene permiso para descargar la copia de seguridad.' },
    })
  })

  it('gives an admin the whole database as an attachment that is never cached', async () => {
    signedInWith(local.adminCookie)
    const answer = await downloadBackup()
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="pglite-\d{8}T\d{9}Z\.backup"$/,
    )
    expect(answer.headers.get('Cache-Control')).toBe('no-store')

    const copy = await openBackupBytes(Buffer.from(await answer.arrayBuffer()))
    try {
      expect((await copy.query('select name from public.leads')).rows).toEqual([{ name: 'Rosa Martínez' }])
      expect((await copy.query('select email from public.admins')).rows).toEqual([
        { email: 'gerencia@example.com' },
      ])
    } finally {
      await copy.close()
    }
  })

  it('carries a photo uploaded through the site, which a restore of the download brings back byte for byte', async () => {
    signedInWith(local.adminCookie)
    const site = 'https://www.ejemplo.es'
    const uploaded = await uploadPhoto(
      new Request(`${site}/api/fotos`, {
        method: 'POST',
        body: await jpegWithGps({ width: 48, height: 36, orientation: 1 }),
        headers: {
          host: 'www.ejemplo.es',
          origin: site,
          'sec-fetch-site': 'same-origin',
          'content-type': 'image/jpeg',
          'x-foto-datos': encodeURIComponent(JSON.stringify({ alt: 'Placas sobre una nave' })),
        },
      }),
    )
    expect(uploaded.status).toBe(201)
    const { photo } = (await uploaded.json()) as { photo: { id: string } }
    const name = `${photo.id}.webp`
    const stored = await createFolderPhotoStore(photosDir).get(name)

    const answer = await downloadBackup()
    const root = mkdtempSync(path.join(tmpdir(), 'backup-download-'))
    try {
      const file = path.join(root, 'descarga.backup')
      writeFileSync(file, Buffer.from(await answer.arrayBuffer()))
      const folders = { dataDir: path.join(root, 'pglite'), photosDir: path.join(root, 'photos') }
      const restored = await restoreBackup(file, folders, { openNewDatabase: openEmptyPGliteIn })
      expect(restored.photos).toBe(1)
      expect(readdirSync(folders.photosDir)).toEqual([name])
      const served = await createFolderPhotoStore(folders.photosDir).get(name)
      expect(Buffer.from(served!).equals(Buffer.from(stored!))).toBe(true)
      const db = await openLocalDb(folders.dataDir)
      try {
        expect((await db.query('select id, alt, width, height from public.photos')).rows).toEqual([
          { id: photo.id, alt: 'Placas sobre una nave', width: 48, height: 36 },
        ])
      } finally {
        await db.close()
      }
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  }, 120_000)
})
