import '../support/server-action-mocks'
import { saveContentAction } from '@/components/admin/content/content-actions'
import { reviewContentAction } from '@/components/admin/content/review-actions'
import { createStaffPageAction } from '@/components/admin/staff-pages/staff-page-actions'
import { getEditablePage } from '@/lib/content/editable-pages'
import { UnpublishableDraftError, publishPage } from '@/lib/content/publish'
import type { PublishCheck } from '@/lib/content/types'
import { saveContentDraft } from '@/lib/data'
import { localDbWithAdminAndStaff, revisionOf } from '../support/admin-fixture'
import { formOf } from '../support/form-data'
import { signedInWith } from '../support/session'
import { replacePromptsInDraft } from '../support/template-prompts'
import { townPageForm } from '../support/town-facts'

// 'Revisar cambios' runs the very check 'Publicar' runs, on a real PGlite with
// signed session cookies: whatever would refuse the publish (a schema error, a
// link to a missing page, a photo the library does not have, a template's
// example text, a near copy of another page) is in the review first, by field,
// and the same draft, saved, is refused by publishPage with the same list.

const local = localDbWithAdminAndStaff()
const guide = '/ayudas-placas-solares'
type Guide = {
  hero: { subtitle: string; picture: { photo?: string; alt: string } }
  closing: { cta: { label: string; href: string; behaviour: string } }
}
const builtIn = getEditablePage(guide)!.builtIn as unknown as Guide

const review = async (path: string, content: unknown) => {
  const answer = await reviewContentAction(null, formOf({ path, content: JSON.stringify(content) }))
  if (!answer.ok) throw new Error(answer.message)
  return answer.data!
}
const draftOf = async (path: string) =>
  (
    await local.db.query<{ content: unknown }>(
      'select content from public.page_content_drafts where path = $1',
      [path],
    )
  ).rows[0]!.content
const adminUser = async () => {
  const { rows } = await local.db.query<{ id: string }>(
    `select id from auth.users where email = 'gerencia@example.com'`,
  )
  return { id: rows[0]!.id, email: 'gerencia@example.com', isAdmin: true }
}
/** What publishPage refuses the page's saved draft with. */
async function publishRefusal(path: string): Promise<PublishCheck> {
  try {
    await publishPage(path, await adminUser())
  } catch (error) {
    if (error instanceof UnpublishableDraftError) return error.check
    throw error
  }
  throw new Error(`${path} was published`)
}
const published = async (path: string) =>
  (await local.db.query('select 1 from public.page_content where path = $1', [path])).rows.length

beforeAll(() => signedInWith(local.adminCookie))

it.each([
  [
    'a schema error',
    (content: Guide) => (content.hero.subtitle = ' '),
    { 'hero.subtitle': 'Este campo no puede quedar vacío' },
  ],
  [
    'a link to a missing page',
    (content: Guide) => (content.closing.cta.href = '/pagina-que-no-existe'),
    { 'closing.cta.href': 'Esta página no existe en el sitio: /pagina-que-no-existe' },
  ],
  [
    'a photo the library does not have',
    (content: Guide) => (content.hero.picture.photo = '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b'),
    { 'hero.picture.photo': 'La foto elegida ya no está en la biblioteca' },
  ],
])(
  'lists %s in the review, and publishing the same draft is refused with the same list',
  async (_, change, errors) => {
    await local.db.exec('truncate public.page_content, public.page_content_drafts, public.page_versions')
    const content = structuredClone(builtIn)
    change(content)
    const reviewed = await review(guide, content)
    expect(reviewed.errors).toEqual(errors)
    expect(reviewed.message).toBe('Revisa los campos marcados')

    await saveContentDraft(
      { path: guide, content: content as never, reviewBefore: null },
      await adminUser(),
      await revisionOf(local.db, guide),
    )
    const refused = await publishRefusal(guide)
    expect(refused).toEqual({
      message: reviewed.message,
      errors: reviewed.errors,
      missingLinks: reviewed.missingLinks,
      nearCopy: null,
    })
    expect(await published(guide)).toBe(0)
  },
)

it('says the page may be published only when it can be: the built-in content is reviewed without a message, and publishes', async () => {
  await local.db.exec('truncate public.page_content, public.page_content_drafts, public.page_versions')
  const reviewed = await review(guide, builtIn)
  expect(reviewed).toMatchObject({ message: null, errors: {}, nearCopy: null, online: true })
  await saveContentDraft(
    { path: guide, content: builtIn as never, reviewBefore: null },
    await adminUser(),
    await revisionOf(local.db, guide),
  )
  await publishPage(guide, await adminUser())
  expect(await published(guide)).toBe(1)
})

const create = (path: string, town: string) => createStaffPageAction(null, townPageForm(path, town))
const ownText = 'Instalamos placas con la garantía de siempre y sin sorpresas en la factura.'

it('lists every example text left in a page made from a template, named by its field, and publishing refuses it', async () => {
  expect(await create('/placas-solares-lorca', 'Lorca')).toMatchObject({ ok: true })
  const reviewed = await review('/placas-solares-lorca', await draftOf('/placas-solares-lorca'))
  expect(reviewed.errors).toMatchObject({
    'sections.0.paragraphs.0':
      'Cambia el texto de ejemplo de «Sección 1 › Párrafos › párrafo 1» antes de publicar.',
  })
  expect(Object.keys(reviewed.errors).length).toBeGreaterThan(1)
  expect(reviewed.message).toBe(reviewed.errors['sections.0.paragraphs.0'])
  // Never published: visitors do not see it, and the review compares it with nothing.
  expect(reviewed.online).toBe(false)
  expect(reviewed.content.length).toBeGreaterThan(0)
  expect(reviewed.content.every((change) => change.before === null)).toBe(true)

  const refused = await publishRefusal('/placas-solares-lorca')
  expect(refused.errors).toEqual(reviewed.errors)
  expect(await published('/placas-solares-lorca')).toBe(0)
})

it('shows a near copy in the review, with the page it repeats, how much and the passages both share, and publishing refuses it', async () => {
  expect(await create('/placas-solares-jumilla', 'Jumilla')).toMatchObject({ ok: true })
  await replacePromptsInDraft(local.db, '/placas-solares-jumilla', ownText)
  const publish = formOf({
    path: '/placas-solares-jumilla',
    intent: 'publish',
    content: JSON.stringify(await draftOf('/placas-solares-jumilla')),
    basedOn: String(await revisionOf(local.db, '/placas-solares-jumilla')),
  })
  expect(await saveContentAction(null, publish)).toMatchObject({ ok: true })

  expect(await create('/placas-solares-yecla', 'Yecla')).toMatchObject({ ok: true })
  await replacePromptsInDraft(local.db, '/placas-solares-yecla', ownText)
  const reviewed = await review('/placas-solares-yecla', await draftOf('/placas-solares-yecla'))
  expect(reviewed.errors).toEqual({})
  expect(reviewed.nearCopy).toMatchObject({
    page: '/placas-solares-jumilla',
    message: expect.stringMatching(/^Esta página repite el \d+ % de \/placas-solares-jumilla$/),
  })
  expect(reviewed.message).toBe(reviewed.nearCopy!.message)
  const passages = reviewed.nearCopy!.passages
  expect(passages.length).toBeGreaterThan(0)
  expect(passages.map(({ text }) => text)).toContainEqual(
    expect.stringContaining('Instalamos placas con la garantía'),
  )
  // Each passage starts in a field of the form, and is a few shingles' worth at most.
  for (const { path, text } of passages) {
    expect(path).toMatch(/^[a-z]/i)
    expect(text.replace('…', '').split(' ').length).toBeLessThanOrEqual(12)
  }

  const refused = await publishRefusal('/placas-solares-yecla')
  expect(refused.nearCopy).toEqual(reviewed.nearCopy)
  expect(await published('/placas-solares-yecla')).toBe(0)
})
