import '../support/server-action-mocks'
import { refresh, revalidateTag } from 'next/cache'
import { saveSeoRecordAction } from '@/components/admin/seo/save-seo-action'
import { getSeoConfig } from '@/lib/seo/config'
import { toSeoFormValues } from '@/lib/validations/seo'
import { localDbWithAdminAndStaff, revisionOf } from '../support/admin-fixture'
import { createAccount } from '../support/database'
import { sessionTokenOf, signedInWith } from '../support/session'
import { pageTag, sitemapTag } from '@/lib/page-cache'

// The SEO part's 'Guardar borrador' and 'Publicar', wired as on the server: a
// real PGlite and signed session cookies. It checks the session and the admin
// right itself; a draft stays off the live page until 'Publicar'.

const pagePath = '/instalacion-electrica-exterior'
const values = {
  ...toSeoFormValues(getSeoConfig(pagePath)!),
  title: 'Electricistas para jardines y piscinas',
  basedOn: 0,
  intent: 'draft' as 'draft' | 'publish',
}
const local = localDbWithAdminAndStaff()

const revisionNow = () => revisionOf(local.db, pagePath)
const storedTitles = async () =>
  (await local.db.query<{ path: string; title: string }>('select path, title from seo_pages')).rows
const draftTitles = async () =>
  (
    await local.db.query<{ path: string; title: string }>(
      `select path, seo ->> 'title' as title from page_content_drafts`,
    )
  ).rows

// Each test starts with no stored record and no regeneration asked.
beforeEach(async () => {
  await local.db.exec('truncate public.seo_pages, public.page_versions, public.page_content_drafts')
  jest.mocked(revalidateTag).mockClear()
  jest.mocked(refresh).mockClear()
})

describe('the SEO save action', () => {
  it('refuses a signed-out visitor and an account that is not admin, storing nothing', async () => {
    signedInWith(undefined)
    expect(await saveSeoRecordAction(null, values)).toEqual({
      ok: false,
      message: 'Tu sesión ha caducado. Vuelve a iniciar sesión.',
    })
    signedInWith(local.staffCookie)
    expect(await saveSeoRecordAction(null, values)).toEqual({
      ok: false,
      message: 'Tu cuenta no tiene permiso para gestionar el SEO.',
    })
    expect(await storedTitles()).toEqual([])
  })

  it('refuses invalid fields with the first message and each field’s, and a path the site does not have', async () => {
    signedInWith(local.adminCookie)
    expect(await saveSeoRecordAction(null, { ...values, additionalSchema: '{ "@type": ' })).toEqual({
      ok: false,
      message: 'Los datos estructurados adicionales deben ser un objeto JSON válido',
      fieldErrors: {
        additionalSchema: 'Los datos estructurados adicionales deben ser un objeto JSON válido',
      },
    })
    expect(await saveSeoRecordAction(null, { ...values, title: ' ', h1: '' })).toEqual({
      ok: false,
      message: 'El título es obligatorio',
      fieldErrors: { title: 'El título es obligatorio', h1: 'El H1 es obligatorio' },
    })
    expect(await saveSeoRecordAction(null, { ...values, path: '/auth' })).toEqual({
      ok: false,
      message: 'Esa página no existe en el sitio',
    })
    expect(await storedTitles()).toEqual([])
  })

  it('keeps an admin’s record as the page’s SEO draft, leaving the live page as it was', async () => {
    signedInWith(local.adminCookie)
    expect(await saveSeoRecordAction(null, values)).toEqual({
      ok: true,
      message: 'Borrador guardado',
      data: { revision: await revisionNow() },
    })
    expect(await draftTitles()).toEqual([{ path: pagePath, title: values.title }])
    expect(await storedTitles()).toEqual([])
    expect(revalidateTag).not.toHaveBeenCalled()
    expect(refresh).toHaveBeenCalled()
  })

  it('publishes with ‘Publicar’: the draft goes live, is dropped, and the page and sitemap regenerate', async () => {
    signedInWith(local.adminCookie)
    expect(await saveSeoRecordAction(null, { ...values, intent: 'publish' })).toEqual({
      ok: true,
      message: 'SEO actualizado',
      description: 'Los cambios se han guardado correctamente',
      data: { revision: await revisionNow() },
    })
    expect(await storedTitles()).toEqual([{ path: pagePath, title: values.title }])
    expect(await draftTitles()).toEqual([])
    expect(revalidateTag).toHaveBeenCalledWith(pageTag(pagePath), { expire: 0 })
    expect(revalidateTag).toHaveBeenCalledWith(sitemapTag, { expire: 0 })
  })
})

describe('what ‘Publicar’ says', () => {
  it('says ‘Página publicada’ when the SEO published is the one the page already had', async () => {
    signedInWith(local.adminCookie)
    const builtIn = { ...values, ...toSeoFormValues(getSeoConfig(pagePath)!), intent: 'publish' as const }
    expect(await saveSeoRecordAction(null, builtIn)).toEqual({
      ok: true,
      message: 'Página publicada',
      data: { revision: await revisionNow() },
    })
    // Stored now: the same record again changes nothing either; a new title does.
    const again = { ...builtIn, basedOn: await revisionNow() }
    expect(await saveSeoRecordAction(null, again)).toMatchObject({ message: 'Página publicada' })
    const retitled = { ...again, title: values.title, basedOn: await revisionNow() }
    expect(await saveSeoRecordAction(null, retitled)).toMatchObject({
      message: 'SEO actualizado',
      description: 'Los cambios se han guardado correctamente',
    })
  })
})

describe('two editors of one page’s SEO', () => {
  it('refuses the second save based on the same record, saying who saved and when, and keeps the first', async () => {
    const ana = sessionTokenOf(await createAccount(local.db, 'ana@example.com', { admin: true }))
    signedInWith(ana)
    expect(await saveSeoRecordAction(null, { ...values, title: 'El título de Ana' })).toMatchObject({
      ok: true,
    })
    const anaRevision = await revisionNow()
    jest.mocked(revalidateTag).mockClear()

    signedInWith(local.adminCookie)
    expect(await saveSeoRecordAction(null, { ...values, title: 'El título de gerencia' })).toEqual({
      ok: false,
      message: expect.stringMatching(
        /^Ana \(ana@example\.com\) guardó esta página a las \d\d:\d\d\. Tus cambios siguen en el formulario/,
      ),
      data: { changedBy: 'Ana', revision: anaRevision },
    })
    expect(await draftTitles()).toEqual([{ path: pagePath, title: 'El título de Ana' }])

    // Saving again from the revision the refusal handed back replaces it, deliberately.
    const again = { ...values, title: 'El título de gerencia', basedOn: anaRevision }
    expect(await saveSeoRecordAction(null, again)).toMatchObject({ ok: true })
    expect(await draftTitles()).toEqual([{ path: pagePath, title: 'El título de gerencia' }])
  })
})
