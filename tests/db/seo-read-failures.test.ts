import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createLocalBackend } from '@/lib/data/local/backend'
import { createSnapshotBackend } from '@/lib/data/local/snapshot-backend'
import { getSeoConfig } from '@/lib/seo/config'

// On the local backend, `next build` reads the snapshot file and the server
// reads PGlite. A missing snapshot means no record was ever stored; an
// unreadable or corrupt one, or a database that fails, is an error naming the
// page, the source and the cause, never an empty store.

const folder = () => mkdtempSync(path.join(tmpdir(), 'seo-snapshot-'))
const snapshotAt = (contents?: string) => {
  const file = path.join(folder(), 'pglite.seo-snapshot.json')
  if (contents !== undefined) writeFileSync(file, contents)
  return file
}

describe('the build snapshot', () => {
  it('with no file, holds no record: every page gets its built-in one', async () => {
    const backend = createSnapshotBackend(snapshotAt())
    expect(await backend.seoPages.get('/aviso-legal')).toBeNull()
    expect(await backend.seoPages.list()).toEqual([])
  })

  it('cut short, fails the read of a page and of the list, naming the file', async () => {
    const file = snapshotAt('[{"path": "/aviso-legal", "title": "Aviso')
    const backend = createSnapshotBackend(file)
    await expect(backend.seoPages.get('/aviso-legal')).rejects.toThrow(
      `Could not read the stored SEO record of /aviso-legal from the build's snapshot: ${file} is not valid JSON`,
    )
    await expect(backend.seoPages.list()).rejects.toThrow(
      `Could not read the stored SEO records from the build's snapshot: ${file} is not valid JSON`,
    )
  })

  it.each([
    ['an object', '{"path": "/aviso-legal"}'],
    ['records without their texts', '[{"path": "/aviso-legal"}]'],
  ])('holding %s, fails the read', async (_, contents) => {
    const file = snapshotAt(contents)
    await expect(createSnapshotBackend(file).seoPages.get('/aviso-legal')).rejects.toThrow(
      `${file} does not hold a list of SEO records`,
    )
  })

  it('holding a record whose field has the wrong type, names the record and the field', async () => {
    const record = { ...getSeoConfig('/aviso-legal')!, faqs: 'ninguna', updatedAt: null }
    const file = snapshotAt(JSON.stringify([record]))
    await expect(createSnapshotBackend(file).seoPages.list()).rejects.toThrow(
      `${file} does not hold a list of SEO records (0.faqs: `,
    )
  })

  it('unreadable, fails the read with the system’s reason', async () => {
    const file = snapshotAt()
    mkdirSync(file)
    await expect(createSnapshotBackend(file).seoPages.get('/aviso-legal')).rejects.toThrow(
      /of \/aviso-legal from the build's snapshot: EISDIR/,
    )
  })

  it('still gives a stored record', async () => {
    const record = {
      ...getSeoConfig('/aviso-legal')!,
      title: 'Aviso legal guardado',
      updatedAt: '2026-01-01',
    }
    const file = snapshotAt(JSON.stringify([record]))
    expect(await createSnapshotBackend(file).seoPages.get('/aviso-legal')).toEqual(record)
  })
})

describe('the local database', () => {
  it('that fails, fails the read of a page and of the list with its reason', async () => {
    const backend = createLocalBackend(async () => {
      throw new Error('The local database is held by another process')
    })
    await expect(backend.seoPages.get('/aviso-legal')).rejects.toThrow(
      'Could not read the stored SEO record of /aviso-legal from the local database: The local database is held by another process',
    )
    await expect(backend.seoPages.list()).rejects.toThrow(
      'Could not read the stored SEO records from the local database: The local database is held by another process',
    )
  })
})
