import '../support/server-action-mocks'
import { saveContentAction } from '@/components/admin/content/content-actions'
import { schedulePublicationAction } from '@/components/admin/schedule/schedule-actions'
import { getSessionUser } from '@/lib/auth/session'
import { getEditablePage } from '@/lib/content/editable-pages'
import { saveContentDraft } from '@/lib/data'
import { localDbWithAdminAndStaff, revisionOf } from '../support/admin-fixture'
import { createAccount } from '../support/database'
import { formOf } from '../support/form-data'
import { sessionTokenOf, signedInWith } from '../support/session'

// 'Programar publicación' wired as on the server (a real PGlite, signed
// cookies): it refuses what 'Publicar' would refuse of the saved draft, with
// the very same answer, pinning nothing; and a schedule based on a revision
// someone changed since is refused naming whose changes a new one replaces,
// then pins when sent again from the revision the refusal handed back.

const path = '/ayudas-placas-solares'
type Guide = { hero: { subtitle: string }; closing: { cta: { href: string; behaviour: string } } }
const builtIn = getEditablePage(path)!.builtIn as unknown as Guide
const local = localDbWithAdminAndStaff()
const revisionNow = () => revisionOf(local.db, path)

const saveDraft = async (content: Guide, intent: 'draft' | 'publish' = 'draft') =>
  saveContentAction(
    null,
    formOf({ path, intent, content: JSON.stringify(content), basedOn: String(await revisionNow()) }),
  )
const schedule = async (basedOn?: number) =>
  schedulePublicationAction(
    null,
    formOf({ path, publishAt: '02/03/2099 10:00', basedOn: String(basedOn ?? (await revisionNow())) }),
  )
const pinned = async () =>
  (
    await local.db.query<{ subtitle: string }>(
      `select draft -> 'content' -> 'hero' ->> 'subtitle' as subtitle
         from public.page_publication_schedules where path = $1`,
      [path],
    )
  ).rows
const withChanges = (subtitle: string, link?: string): Guide => ({
  ...builtIn,
  hero: { ...builtIn.hero, subtitle },
  closing: {
    ...builtIn.closing,
    cta: link ? { ...builtIn.closing.cta, href: link, behaviour: 'page' } : builtIn.closing.cta,
  },
})

beforeEach(async () => {
  signedInWith(local.adminCookie)
  await local.db.exec(
    'truncate public.page_content, public.page_content_drafts, public.page_versions, public.page_publication_schedules',
  )
})

it('refuses a draft that publishing would refuse, with the same answer, and pins nothing', async () => {
  // A draft saved while its link still led somewhere (the form refuses such a link): the older
  // checks (example texts, near copies) let it through.
  const broken = withChanges('Nuevo subtítulo', '/pagina-que-no-existe')
  await saveContentDraft(
    { path, content: broken as never, reviewBefore: null },
    (await getSessionUser())!,
    await revisionNow(),
  )
  const refusal = {
    ok: false,
    message: 'Revisa los campos marcados',
    fieldErrors: { 'closing.cta.href': 'Esta página no existe en el sitio: /pagina-que-no-existe' },
  }
  expect(await schedule()).toEqual(refusal)
  expect(await pinned()).toEqual([])
  expect(await saveDraft(broken, 'publish')).toEqual(refusal)

  expect(await saveDraft(withChanges('Nuevo subtítulo'))).toMatchObject({ ok: true })
  expect(await schedule()).toEqual({ ok: true, message: 'Publicación programada' })
  expect(await pinned()).toEqual([{ subtitle: 'Nuevo subtítulo' }])
})

it('refuses a schedule based on a revision someone saved over, naming them, then replaces it when asked', async () => {
  expect(await saveDraft(withChanges('Mi borrador'))).toMatchObject({ ok: true })
  const opened = await revisionNow()
  signedInWith(sessionTokenOf(await createAccount(local.db, 'ana@example.com', { admin: true })))
  expect(await saveDraft(withChanges('El borrador de Ana'))).toMatchObject({ ok: true })
  const anaRevision = await revisionNow()

  signedInWith(local.adminCookie)
  expect(await schedule(opened)).toEqual({
    ok: false,
    message: expect.stringMatching(/^Ana \(ana@example\.com\) guardó esta página a las \d\d:\d\d\. /),
    data: { revision: anaRevision, changedBy: 'Ana' },
  })
  expect(await pinned()).toEqual([])

  expect(await schedule(anaRevision)).toEqual({ ok: true, message: 'Publicación programada' })
  expect(await pinned()).toEqual([{ subtitle: 'El borrador de Ana' }])
})
