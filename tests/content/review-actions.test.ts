import '../support/server-action-mocks'
import { restoreVersionAction } from '@/components/admin/content/content-actions'
import { reviewContentAction } from '@/components/admin/content/review-actions'
import { getEditablePage } from '@/lib/content/editable-pages'
import { UnpublishableDraftError, publishPage } from '@/lib/content/publish'
import { localDbWithAdminAndStaff } from '../support/admin-fixture'
import { signedInWith } from '../support/session'

// 'Revisar cambios' and the publish lock, wired as on the server (a real PGlite,
// signed session cookies): the review lists what publishing would change and
// every link to a missing page, storing nothing; a draft with such a link is
// never published, whoever publishes it.

const path = '/ayudas-placas-solares'
type Button = { label: string; href: string; behaviour: string }
const builtIn = getEditablePage(path)!.builtIn as {
  closing: { cta: Button }
  sections: { rows?: string[][] }[]
}
const local = localDbWithAdminAndStaff()
const missing = 'Esta página no existe en el sitio: /pagina-que-no-existe'

const broken = () => {
  const content = structuredClone(builtIn)
  content.closing.cta = { label: 'Ver más', href: '/pagina-que-no-existe', behaviour: 'page' }
  content.sections[5]!.rows![1]![2] = 'Abiertas hasta el 31 de marzo de 2027'
  return content
}
const reviewForm = (content: unknown) => {
  const data = new FormData()
  data.set('path', path)
  data.set('content', JSON.stringify(content))
  return data
}
const count = async (table: string) =>
  (await local.db.query<{ n: number }>(`select count(*)::int as n from public.${table}`)).rows[0]!.n

beforeEach(() =>
  local.db.exec('truncate public.page_content, public.page_content_drafts, public.page_versions'),
)

it('takes a link to a published staff page as a page of the site', async () => {
  signedInWith(local.adminCookie)
  await local.db.query(
    `insert into public.staff_pages (path, template, status) values ('/placas-jumilla', 'placas-localidad', 'published')`,
  )
  try {
    const content = broken()
    content.closing.cta.href = '/placas-jumilla'
    const answer = await reviewContentAction(null, reviewForm(content))
    expect(answer).toMatchObject({ ok: true, data: { errors: {}, missingLinks: 0 } })
  } finally {
    await local.db.query(`delete from public.staff_pages where path = '/placas-jumilla'`)
  }
})

it('lists what publishing would change and each link to a missing page, and stores nothing', async () => {
  signedInWith(local.adminCookie)
  const answer = await reviewContentAction(null, reviewForm(broken()))
  expect(answer).toMatchObject({ ok: true })
  const review = answer.data!
  expect(review.errors).toEqual({ 'closing.cta.href': missing })
  expect(review.missingLinks).toBe(1)
  expect(review.content).toEqual(
    expect.arrayContaining([
      {
        path: 'sections.5.rows.1.2',
        before: 'Abiertas hasta el 31 de marzo de 2026',
        after: 'Abiertas hasta el 31 de marzo de 2027',
      },
      { path: 'closing.cta.href', before: builtIn.closing.cta.href, after: '/pagina-que-no-existe' },
    ]),
  )
  // The parts the SEO record owns show as the page shows them on both sides: no change there.
  expect(review.content.map((change) => change.path)).not.toContain('hero.h1')
  expect(review.seo).toBeNull()
  for (const table of ['page_content', 'page_content_drafts', 'page_versions'])
    expect(await count(table)).toBe(0)

  // The schema's own messages are listed too.
  const empty = structuredClone(builtIn) as unknown as { hero: { subtitle: string } }
  empty.hero.subtitle = ' '
  expect((await reviewContentAction(null, reviewForm(empty))).data!.errors).toEqual({
    'hero.subtitle': 'Este campo no puede quedar vacío',
  })
})

it('refuses a signed-out visitor and an account that is not admin', async () => {
  signedInWith(undefined)
  expect(await reviewContentAction(null, reviewForm(broken()))).toMatchObject({ ok: false })
  signedInWith(local.staffCookie)
  expect(await reviewContentAction(null, reviewForm(broken()))).toEqual({
    ok: false,
    message: 'Tu cuenta no tiene permiso para editar el contenido.',
  })
})

it('never publishes a draft that links to a missing page, as one brought back from the history', async () => {
  signedInWith(local.adminCookie)
  // A version from before the page it links to went away.
  const { rows } = await local.db.query<{ id: number }>(
    `insert into public.page_versions (path, part, kind, record)
     values ($1, 'content', 'publish', jsonb_build_object('path', $1::text, 'content', $2::jsonb,
             'review_before', null, 'published_at', now())) returning id`,
    [path, JSON.stringify(broken())],
  )
  const data = new FormData()
  data.set('path', path)
  data.set('version', String(rows[0]!.id))
  data.set('basedOn', '0')
  expect(await restoreVersionAction(null, data)).toMatchObject({ ok: true })

  const { rows: admins } = await local.db.query<{ id: string }>(
    `select id from auth.users where email = 'gerencia@example.com'`,
  )
  const admin = { id: admins[0]!.id, email: 'gerencia@example.com', isAdmin: true }
  const refusal = publishPage(path, admin)
  await expect(refusal).rejects.toBeInstanceOf(UnpublishableDraftError)
  await expect(refusal).rejects.toMatchObject({ fieldErrors: { 'closing.cta.href': missing } })
  expect(await count('page_content')).toBe(0)
  expect(await count('page_content_drafts')).toBe(1)
})
