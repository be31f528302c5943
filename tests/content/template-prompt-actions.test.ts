import '../support/server-action-mocks'
import { refresh } from 'next/cache'
import { saveContentAction } from '@/components/admin/content/content-actions'
import { schedulePublicationAction } from '@/components/admin/schedule/schedule-actions'
import { saveSeoRecordAction } from '@/components/admin/seo/save-seo-action'
import { createStaffPageAction } from '@/components/admin/staff-pages/staff-page-actions'
import { getSessionUser } from '@/lib/auth/session'
import { getContentDraft } from '@/lib/data'
import { toSeoFormValues } from '@/lib/validations/seo'
import { localDbWithAdminAndStaff, revisionOf } from '../support/admin-fixture'
import { formOf } from '../support/form-data'
import { signedInWith } from '../support/session'
import { withOwnText } from '../support/template-prompts'

// A guide created from its template holds the template's example texts, in
// its content and its SEO record (title, description, FAQ). Saving it as a
// draft is fine; publishing it from either part of the editor, or scheduling
// it, is refused while one example is left, naming that field; nothing goes
// live or gets pinned. Wired as on the server: a real PGlite, signed cookies.

const path = '/guia-bono-social'
const local = localDbWithAdminAndStaff()

const admin = async () => (await getSessionUser())!
const draft = async () => (await getContentDraft(path, await admin()))!
const revision = () => revisionOf(local.db, path)

const saveContent = async (content: unknown, intent: 'draft' | 'publish') =>
  saveContentAction(
    null,
    formOf({ path, intent, content: JSON.stringify(content), basedOn: String(await revision()) }),
  )
const saveSeo = async (seo: Parameters<typeof toSeoFormValues>[0], intent: 'draft' | 'publish') =>
  saveSeoRecordAction(null, { ...toSeoFormValues(seo), basedOn: await revision(), intent })
const schedule = async () =>
  schedulePublicationAction(
    null,
    formOf({ path, publishAt: '2099-03-02T10:00', basedOn: String(await revision()) }),
  )

const live = async () =>
  (
    await local.db.query(
      `select (select status from public.staff_pages where path = $1) as status,
              (select count(*)::int from public.page_content where path = $1) as content,
              (select count(*)::int from public.page_publication_schedules where path = $1) as schedules`,
      [path],
    )
  ).rows[0]

beforeAll(async () => {
  signedInWith(local.adminCookie)
  expect(await createStaffPageAction(null, formOf({ template: 'guia', path }))).toMatchObject({ ok: true })
})

it('saves a draft that still holds examples, and refuses to publish or schedule it, naming the content field', async () => {
  const { content } = await draft()
  expect(await saveContent(content, 'draft')).toMatchObject({ ok: true, message: 'Borrador guardado' })
  const refusal = 'Cambia el texto de ejemplo de «Cabecera › Subtítulo» antes de publicar.'
  jest.mocked(refresh).mockClear()
  expect(await saveContent(content, 'publish')).toEqual({ ok: false, message: refusal })
  // The draft it saved first stays: the editor redraws at its new revision, so the next save is not stale.
  expect(refresh).toHaveBeenCalled()
  expect(await schedule()).toEqual({ ok: false, message: refusal })
  expect(await live()).toEqual({ status: 'draft', content: 0, schedules: 0 })
})

it('then names the SEO record’s fields, from either part of the editor, down to the FAQ', async () => {
  expect(
    await saveContent(withOwnText((await draft()).content, 'Qué cubre el bono social en 2027.'), 'draft'),
  ).toMatchObject({
    ok: true,
  })
  const title = 'Cambia el texto de ejemplo de «Título» antes de publicar.'
  expect(await saveContent((await draft()).content, 'publish')).toEqual({ ok: false, message: title })
  const seo = (await draft()).seo!
  expect(await saveSeo(seo, 'publish')).toEqual({ ok: false, message: title })

  const written = {
    ...seo,
    title: 'El bono social en 2027',
    description: 'Quién puede pedirlo y cómo.',
    h1: 'El bono social',
  }
  expect(await saveSeo(written, 'publish')).toEqual({
    ok: false,
    message: 'Cambia el texto de ejemplo de «Preguntas frecuentes › 1 › Pregunta» antes de publicar.',
  })
  expect(await schedule()).toEqual({
    ok: false,
    message: 'Cambia el texto de ejemplo de «Preguntas frecuentes › 1 › Pregunta» antes de publicar.',
  })
  expect(
    await saveSeo(
      { ...written, faqs: [{ question: '¿Quién lo pide?', answer: 'Escribe aquí la respuesta.' }] },
      'publish',
    ),
  ).toEqual({
    ok: false,
    message: 'Cambia el texto de ejemplo de «Preguntas frecuentes › 1 › Respuesta» antes de publicar.',
  })
  expect(await live()).toEqual({ status: 'draft', content: 0, schedules: 0 })
})

it('schedules and publishes the page once no example is left', async () => {
  const seo = (await draft()).seo!
  const faqs = [{ question: '¿Quién lo pide?', answer: 'El titular del contrato de luz.' }]
  expect(await saveSeo({ ...seo, faqs }, 'draft')).toMatchObject({ ok: true })
  expect(await schedule()).toEqual({ ok: true, message: 'Publicación programada' })
  expect(await saveContent((await draft()).content, 'publish')).toMatchObject({
    ok: true,
    message: 'Página publicada',
  })
  expect(await live()).toMatchObject({ status: 'published', content: 1 })
})
