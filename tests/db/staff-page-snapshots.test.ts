import type { StoredContent } from '@/lib/content/types'
import { createLocalBackend } from '@/lib/data/local/backend'
import type { SeoRecord } from '@/lib/seo/types'
import type { StaffPage } from '@/lib/staff-pages/types'
import { createAccount, databaseForFile } from '../support/database'
import { townPageSeoColumns } from '../support/seo'

// What the local backend hands the build's snapshot writers after a staff
// page leaves the site: the content and SEO records visitors may read, so a
// local build never finds an unpublished or deleted page's text.

const world = databaseForFile()
/** The SEO half as seo_pages' columns, as the site stores a draft's. */
const seo = townPageSeoColumns()

it('rewrites the content and SEO snapshots without a page taken off the site, then without a deleted one', async () => {
  const admin = await createAccount(world.db, 'admin@example.com', { admin: true })
  const caller = { userId: admin.userId, email: admin.email }
  const contents: StoredContent[][] = []
  const records: SeoRecord[][] = []
  const staffPages: StaffPage[][] = []
  const backend = createLocalBackend(async () => world.db, {
    onContentPublished: (list) => contents.push(list),
    onSeoPagesSaved: (list) => records.push(list),
    onStaffPagesChanged: (list) => staffPages.push(list),
  })
  const paths = (lists: { path: string }[][]) => lists.at(-1)!.map((item) => item.path)

  for (const path of ['/placas-solares-jumilla', '/placas-solares-yecla']) {
    await backend.staffPages.create(
      { path, template: 'placas-localidad', content: { hero: {} }, seo },
      caller,
    )
    await backend.pageContent.publish(path, caller)
  }
  expect(paths(records)).toEqual(['/placas-solares-jumilla', '/placas-solares-yecla'])

  await backend.staffPages.unpublish({ path: '/placas-solares-jumilla', redirectTo: null }, caller)
  expect(paths(staffPages)).toEqual(['/placas-solares-yecla'])
  expect(paths(contents)).toEqual(['/placas-solares-yecla'])
  expect(paths(records)).toEqual(['/placas-solares-yecla'])

  await backend.staffPages.delete({ path: '/placas-solares-yecla', redirectTo: null }, caller)
  expect(paths(contents)).toEqual([])
  expect(paths(records)).toEqual([])
})
