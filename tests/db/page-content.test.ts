import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createLocalBackend } from '@/lib/data/local/backend'
import { writeContentSnapshot } from '@/lib/db/snapshots'
import { createSnapshotBackend } from '@/lib/data/local/snapshot-backend'
import { DataError } from '@/lib/data/types'
import { createAccount } from '../support/database'
import { localBackendForEachTest } from '../support/local-backend'

const { world, backend, published } = localBackendForEachTest()
const draft = {
  path: '/ayudas-placas-solares',
  content: { hero: { subtitle: 'Programas de 2027' } },
  reviewBefore: '2027-03-31',
}

describe('page content on the local backend', () => {
  it('keeps a draft from visitors until an admin publishes it, then drops the draft', async () => {
    const admin = await createAccount(world.db, 'admin@example.com', { admin: true })
    const saved = await backend().pageContent.saveDraft(draft, admin)
    expect(saved).toMatchObject({ ...draft, updatedAt: expect.any(String) })
    expect(await backend().pageContent.getPublished(draft.path)).toBeNull()
    expect(await backend().pageContent.listDrafts(admin)).toEqual([saved])

    const { revision } = await backend().pageContent.publish(draft.path, admin)
    const live = await backend().pageContent.getPublished(draft.path)
    expect(live).toMatchObject({ ...draft, publishedAt: expect.any(String) })
    // Every write takes the next revision.
    expect(revision).toBeGreaterThan(saved.revision)
    expect(await backend().pageContent.getDraft(draft.path, admin)).toBeNull()
    expect(published).toEqual([[live]])
    const versions = await backend().pageContent.versions(draft.path, admin)
    // Newest first: the publish, then the draft it published.
    expect(versions).toEqual(
      ['publish', 'draft'].map((kind) =>
        expect.objectContaining({
          kind,
          part: 'content',
          createdBy: 'admin@example.com',
          record: expect.objectContaining({ content: draft.content }),
        }),
      ),
    )
  })

  it('refuses a draft from an account that is not an admin, storing nothing', async () => {
    const user = await createAccount(world.db, 'vecino@example.com')
    await expect(backend().pageContent.saveDraft(draft, user)).rejects.toBeInstanceOf(DataError)
    await expect(backend().pageContent.publish(draft.path, user)).rejects.toBeInstanceOf(DataError)
    expect(await backend().pageContent.listPublished()).toEqual([])
    expect(published).toEqual([])
  })
})

describe('the build’s content snapshot', () => {
  it('gives the build exactly the published content the server last wrote', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'content-snapshot-'))
    const seoFile = path.join(folder, 'db.seo-snapshot.json')
    const file = path.join(folder, 'db.content-snapshot.json')
    expect(await createSnapshotBackend(seoFile, file).pageContent.getPublished(draft.path)).toBeNull()
    const admin = await createAccount(world.db, 'admin@example.com', { admin: true })
    await backend().pageContent.saveDraft(draft, admin)
    const { revision } = await backend().pageContent.publish(draft.path, admin)
    expect(revision).toBeGreaterThan(0)
    const live = await backend().pageContent.getPublished(draft.path)
    writeContentSnapshot(published.at(-1)!, file)
    expect(await createSnapshotBackend(seoFile, file).pageContent.getPublished(draft.path)).toEqual(live)
  })
})

describe('a failed read of the published content', () => {
  it('fails the build’s read, naming the page and the cause, rather than showing the repository’s content', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'content-snapshot-'))
    const file = path.join(folder, 'db.content-snapshot.json')
    writeFileSync(file, '{ not json')
    await expect(
      createSnapshotBackend(path.join(folder, 'db.seo-snapshot.json'), file).pageContent.getPublished(
        draft.path,
      ),
    ).rejects.toThrow(`Could not read the published content of ${draft.path} from the build's snapshot`)
  })

  it('fails on the local database too', async () => {
    const broken = createLocalBackend(async () => {
      throw new Error('database closed')
    })
    await expect(broken.pageContent.getPublished(draft.path)).rejects.toThrow(
      `Could not read the published content of ${draft.path} from the local database: database closed`,
    )
  })

  it('words a failed read of drafts and versions as on Supabase, keeping the cause', async () => {
    const cause = new Error('database closed')
    const broken = createLocalBackend(async () => {
      throw cause
    }).pageContent
    const admin = { userId: '00000000-0000-4000-8000-000000000001', email: 'admin@example.com' }
    const failure = (message: string) => ({ name: 'DataError', message, cause })
    await expect(broken.getDraft(draft.path, admin)).rejects.toMatchObject(
      failure(`Could not read the draft of ${draft.path}`),
    )
    await expect(broken.listDrafts(admin)).rejects.toMatchObject(failure('Could not read the drafts'))
    await expect(broken.versions(draft.path, admin)).rejects.toMatchObject(
      failure(`Could not read the versions of ${draft.path}`),
    )
  })
})
