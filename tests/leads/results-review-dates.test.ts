import '../support/server-action-mocks'
import { saveReviewDateAction } from '@/components/admin/content/review-date-action'
import { createStaffPageAction } from '@/components/admin/staff-pages/staff-page-actions'
import { requireAdmin } from '@/lib/auth/session'
import type { SessionUser } from '@/lib/auth/types'
import { readResults } from '@/lib/leads/read-results'
import { listDashboardPages } from '@/lib/seo/dashboard'
import { localDbWithAdminAndStaff } from '../support/admin-fixture'
import { signedInWith } from '../support/session'

// 'Resultados' lists each live page's SEO health from the same list as the SEO
// panel: a page's review date is the one staff stored ('Guardar fecha'), not the
// repository's, so a page given a new date is no longer overdue there; and only
// the staff pages visitors see are listed. Real PGlite, the real action; the
// clock is fixed (Date alone: the database keeps its real timers).

const guide = '/ayudas-placas-solares' // The repository's date: 31 March 2026.
const local = localDbWithAdminAndStaff()
let admin: SessionUser

const reviewDate = (path: string, reviewBefore: string) => {
  const data = new FormData()
  data.set('path', path)
  data.set('reviewBefore', reviewBefore)
  return saveReviewDateAction(null, data)
}
/** The page's SEO health as 'Resultados' shows it. */
const liveIssues = async (path: string) =>
  (await readResults(admin)).byPage.find((result) => result.page === path)?.issues

beforeAll(async () => {
  jest.useFakeTimers({
    now: new Date('2026-11-28T12:00:00Z'),
    doNotFake: [
      'nextTick',
      'queueMicrotask',
      'setImmediate',
      'clearImmediate',
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'hrtime',
      'performance',
    ],
  })
  signedInWith(local.adminCookie)
  const access = await requireAdmin()
  if (!access.ok) throw new Error('The fixture’s admin is not an admin')
  admin = access.user
})
afterAll(() => jest.useRealTimers())

it('reads the review date staff stored: overdue by the repository’s, not once given a later one', async () => {
  expect(await liveIssues(guide)).toContain('Revisión vencida')
  expect(await reviewDate(guide, '2027-03-31')).toMatchObject({ ok: true })
  expect(await liveIssues(guide)).not.toContain('Revisión vencida')
  expect(await reviewDate(guide, '2026-11-27')).toMatchObject({ ok: true })
  expect(await liveIssues(guide)).toContain('Revisión vencida')
})

it('lists only the staff pages visitors see', async () => {
  const data = new FormData()
  for (const [key, value] of Object.entries({ template: 'guia', path: '/guia-sin-publicar' }))
    data.set(key, value)
  expect(await createStaffPageAction(null, data)).toMatchObject({ ok: true })
  const paths = async (options: { liveOnly?: boolean }) =>
    (await listDashboardPages(admin, options)).map((page) => page.path)
  expect(await paths({})).toContain('/guia-sin-publicar')
  expect(await paths({ liveOnly: true })).not.toContain('/guia-sin-publicar')
})

it('takes the day as staff type it (dd/mm/aaaa) and refuses one that is no day, in Spanish', async () => {
  expect(await reviewDate(guide, '30/04/2027')).toMatchObject({ ok: true })
  expect((await listDashboardPages(admin)).find((page) => page.path === guide)?.reviewBefore).toBe(
    '2027-04-30',
  )
  expect(await reviewDate(guide, '31/04/2027')).toMatchObject({
    ok: false,
    fieldErrors: { reviewBefore: 'Escribe la fecha como dd/mm/aaaa, por ejemplo 31/03/2027' },
  })
  expect((await listDashboardPages(admin)).find((page) => page.path === guide)?.reviewBefore).toBe(
    '2027-04-30',
  )
})
