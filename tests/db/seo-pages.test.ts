import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { readSeoSnapshot, writeSeoSnapshot } from '@/lib/db/snapshots'
import { createSnapshotBackend } from '@/lib/data/local/snapshot-backend'
import { DataError, type AdminCaller } from '@/lib/data/types'
import { type SeoRecord } from '@/lib/seo/types'
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

/** An SEO draft saved and published, as the editor's 'Publicar' does; answers the stored record. */
async function publishSeo(record: SeoRecord, caller: AdminCaller) {
  const revision = await backend().pageContent.saveSeoDraft(record, caller)
  expect(revision).toBeGreaterThan(0)
  await backend().pageContent.publish(record.path, caller, revision)
  return (await backend().seoPages.get(record.path))!
}

describe('SEO records on the local backend', () => {
  it('lets an admin publish a record drafted first, and reads it back as stored', async () => {
    const admin = await createAccount(world.db, 'admin@example.com', { admin: true })
    const revision = await backend().pageContent.saveSeoDraft(edited, admin)
    expect((await backend().pageContent.getDraft(edited.path, admin))?.seo).toMatchObject({
      ...edited,
      updatedAt: expect.any(String),
    })
    expect(await backend().seoPages.get(edited.path)).toBeNull()
    expect(saved).toEqual([])
    await backend().pageContent.publish(edited.path, admin, revision)
    const record = (await backend().seoPages.get(edited.path))!
    expect(record).toMatchObject({ ...edited, updatedAt: expect.any(String) })
    const { rows } = await world.db.query<{ updated_by: string }>('select updated_by from seo_pages')
    expect(rows).toEqual([{ updated_by: admin.userId }])
    expect(saved).toEqual([[record]])
  })

  it('replaces the record of the same path on a second save', async () => {
    const admin = await createAccount(world.db, 'admin@example.com', { admin: true })
    await publishSeo(edited, admin)
    await publishSeo(
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
    await expect(backend().pageContent.saveSeoDraft(edited, user)).rejects.toBeInstanceOf(DataError)
    expect(await backend().seoPages.list()).toEqual([])
    expect(saved).toEqual([])
  })
})

describe('the build snapshot', () => {
  it('gives the build exactly the records the server last wrote', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'seo-snapshot-')), 'db.seo-snapshot.json')
    expect(await createSnapshotBackend(file).seoPages.get('/')).toBeNull()
    const admin = await createAccount(world.db, 'admin@example.com', { admin: true })
    const record = await publishSeo(edited, admin)
    writeSeoSnapshot(saved.at(-1)!, file)
    expect(readSeoSnapshot(file)).toEqual([record])
    expect(await createSnapshotBackend(file).seoPages.get(edited.path)).toEqual(record)
    await expect(createSnapshotBackend(file).pageContent.saveSeoDraft(edited, admin)).rejects.toThrow()
  })
})
