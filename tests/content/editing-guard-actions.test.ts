import '../support/server-action-mocks'
import { discardDraftAction, saveContentAction } from '@/components/admin/content/content-actions'
import { pageEditorsAction } from '@/components/admin/editing/presence-action'
import { getEditablePage } from '@/lib/content/editable-pages'
import { localDbWithAdminAndStaff, revisionOf } from '../support/admin-fixture'
import { createAccount } from '../support/database'
import { formOf } from '../support/form-data'
import { sessionTokenOf, signedInWith } from '../support/session'

// The editor's heartbeat and 'Descartar borrador', wired as on the server: a
// real PGlite through the local data backend, and signed session cookies.

const path = '/ayudas-placas-solares'
const builtIn = getEditablePage(path)!.builtIn as { hero: { subtitle: string } }
const local = localDbWithAdminAndStaff()
let anaCookie: string
beforeAll(async () => {
  anaCookie = sessionTokenOf(await createAccount(local.db, 'ana@example.com', { admin: true }))
})
beforeEach(() => local.db.exec('truncate public.page_content_drafts, public.page_presence'))

const revisionNow = () => revisionOf(local.db, path)
const saveDraft = async (subtitle: string) =>
  saveContentAction(
    null,
    formOf({
      path,
      intent: 'draft',
      content: JSON.stringify({ ...builtIn, hero: { ...builtIn.hero, subtitle } }),
      reviewBefore: '',
      basedOn: String(await revisionNow()),
    }),
  )
const drafts = async () => (await local.db.query('select path from public.page_content_drafts')).rows

describe('the heartbeat', () => {
  it('marks the page only while editing, and answers the other admins who did, by name', async () => {
    signedInWith(anaCookie)
    expect(await pageEditorsAction(null, { path, editing: false })).toEqual({
      ok: true,
      data: { editors: [] },
    })
    expect((await local.db.query('select * from public.page_presence')).rows).toEqual([])
    await pageEditorsAction(null, { path, editing: true })

    signedInWith(local.adminCookie)
    expect(await pageEditorsAction(null, { path, editing: false })).toEqual({
      ok: true,
      data: { editors: ['Ana (ana@example.com)'] },
    })
    signedInWith(anaCookie)
    expect(await pageEditorsAction(null, { path, editing: true })).toEqual({
      ok: true,
      data: { editors: [] },
    })
  })

  it('refuses an account that is not admin and a page the site does not have', async () => {
    signedInWith(local.staffCookie)
    expect(await pageEditorsAction(null, { path, editing: true })).toMatchObject({ ok: false })
    signedInWith(anaCookie)
    expect(await pageEditorsAction(null, { path: '/no-existe', editing: true })).toEqual({
      ok: false,
      message: 'Esa página no existe en el sitio',
    })
    expect((await local.db.query('select * from public.page_presence')).rows).toEqual([])
  })
})

describe('‘Descartar borrador’', () => {
  it('drops the draft the editor showed', async () => {
    signedInWith(local.adminCookie)
    await saveDraft('Borrador de gerencia')
    const shown = await revisionNow()
    expect(await discardDraftAction(null, formOf({ path, basedOn: String(shown) }))).toEqual({
      ok: true,
      message: 'Borrador descartado',
    })
    expect(await drafts()).toEqual([])
  })

  it('refuses a stale discard with who saved the page and when, keeping their draft', async () => {
    signedInWith(local.adminCookie)
    await saveDraft('Borrador de gerencia')
    const shown = await revisionNow()
    signedInWith(anaCookie)
    await saveDraft('Borrador de Ana')
    signedInWith(local.adminCookie)
    expect(await discardDraftAction(null, formOf({ path, basedOn: String(shown) }))).toEqual({
      ok: false,
      message: expect.stringMatching(/^Ana \(ana@example\.com\) guardó esta página a las \d\d:\d\d\. /),
      data: { changedBy: 'Ana', revision: await revisionNow() },
    })
    expect(await drafts()).toEqual([{ path }])
  })
})
