import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { readSeoSnapshot, writeSeoSnapshot } from '@/lib/db/snapshots'
import { createSnapshotBackend } from '@/lib/data/local/snapshot-backend'
import { DataError } from '@/lib/data/types'
import { storedCopyOf } from '../support/seo'
import { createAccount } from '../support/database'
import { localBackendForEachTest } from '../support/local-backend'

const { world, backend, saved } = localBackendForEachTest()
const builtIn = storedCopyOf('/instalacion-placas-solares')
const edited = {
  ...builtIn,
  title: 'Placas solares con instalación en una semana',
  h1: 'Placas solares instaladas en una semana',
  faqs: [{ question: '¿<b>Cuánto</b> tarda?', answer: '</script><script>alert(1)</script>' }],
  additionalSchema: { '@type': 'Offer', price: '0' },
}

describe('SEO records on the local backend', () => {
  it('lets an admin save a record, and returns it as stored', async () => {
    const admin = await createAccount(world.db, 'admin@example.com', { admin: true })
    const { revision, ...record } = await backend().seoPages.upsert(edited, admin)
    expect(revision).toBeGreaterThan(0)
    expect(record).toMatchObject({ ...edited, updatedAt: expect.any(String) })
    expect(await backend().seoPages.get(edited.path)).toEqual(record)
    const { rows } = await world.db.query<{ updated_by: string }>('select updated_by from seo_pages')
    expect(rows).toEqual([{ updated_by: admin.userId }])
    expect(saved).toEqual([[record]])
  })

  it('replaces the record of the same path on a second save', async () => {
    const admin = await createAccount(world.db, 'admin@example.com', { admin: true })
    await backend().seoPages.upsert(edited, admin)
    await backend().seoPages.upsert(
      { ...edited, title: 'Otro título de prueba para la página solar', additionalSchema: null },
      admin,
    )
    const records = await backend().seoPages.list()
    expect(records).toHaveLength(1)
    expect(records[0]).toMatchObject({
      title: 'Otro título de prueba para la página solar',
      additionalSchema: null,
    })
  })

  it('refuses a signed-in account that is not an admin, storing nothing', async () => {
    const user = await createAccount(world.db, 'vecino@example.com')
    await expect(backend().seoPages.upsert(edited, user)).rejects.toBeInstanceOf(DataError)
    expect(await backend().seoPages.list()).toEqual([])
    expect(saved).toEqual([])
  })
})

describe('the build snapshot', () => {
  it('gives the build exactly the records the server last wrote', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'seo-snapshot-')), 'db.seo-snapshot.json')
    expect(await createSnapshotBackend(file).seoPages.get('/')).toBeNull()
    const admin = await createAccount(world.db, 'admin@example.com', { admin: true })
    const { revision, ...record } = await backend().seoPages.upsert(edited, admin)
    expect(revision).toBeGreaterThan(0)
    writeSeoSnapshot(saved.at(-1)!, file)
    expect(readSeoSnapshot(file)).toEqual([record])
    expect(await createSnapshotBackend(file).seoPages.get(edited.path)).toEqual(record)
    await expect(createSnapshotBackend(file).seoPages.upsert(edited, admin)).rejects.toThrow()
  })
})
