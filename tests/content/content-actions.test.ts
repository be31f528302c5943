import '../support/server-action-mocks'
import { revalidateTag } from 'next/cache'
import {
  restoreOriginalAction,
  restoreVersionAction,
  saveContentAction,
} from '@/components/admin/content/content-actions'
import { editableContent, getEditablePage } from '@/lib/content/editable-pages'
import { localDbWithAdminAndStaff, revisionOf } from '../support/admin-fixture'
import { createAccount } from '../support/database'
import { sessionTokenOf, signedInWith } from '../support/session'
import { pageTag, sitemapTag } from '@/lib/page-cache'

// The content editor's actions, wired as on the server: a real PGlite and
// signed session cookies. Bad input gets a Spanish message and stores nothing.

const path = '/ayudas-placas-solares'
type Button = { label: string; href: string; behaviour: string }
const builtIn = getEditablePage(path)!.builtIn as {
  hero: { h1: string; subtitle: string; cta: Button }
  closing: { cta: Button }
  sections: { rows?: string[][] }[]
}
const local = localDbWithAdminAndStaff()

const revisionNow = () => revisionOf(local.db, path)
const form = async (content: unknown, intent: 'draft' | 'publish' = 'draft', basedOn?: number) => {
  const data = new FormData()
  data.set('basedOn', String(basedOn ?? (await revisionNow())))
  data.set('path', path)
  data.set('intent', intent)
  data.set('content', JSON.stringify(content))
  return data
}
const edited = () => {
  const content = structuredClone(builtIn)
  content.sections[5]!.rows![1]![2] = 'Abiertas hasta el 31 de marzo de 2027'
  return content
}
const rows = async (table: string) =>
  (
    await local.db.query<{ path: string; content: typeof builtIn }>(
      `select path, content from public.${table}`,
    )
  ).rows

/** 'Restaurar' on a version, as the history list sends it, based on the page's current revision. */
async function restoreVersion(version: number) {
  const data = new FormData()
  data.set('path', path)
  data.set('version', String(version))
  data.set('basedOn', String(await revisionNow()))
  return restoreVersionAction(null, data)
}

// Each test starts from the built-in content: no draft, nothing published, no version.
beforeEach(() =>
  local.db.exec('truncate public.page_content, public.page_content_drafts, public.page_versions'),
)

describe('the content save action', () => {
  it('refuses a signed-out visitor and an account that is not admin, storing nothing', async () => {
    signedInWith(undefined)
    expect(await saveContentAction(null, await form(edited()))).toMatchObject({ ok: false })
    signedInWith(local.staffCookie)
    expect(await saveContentAction(null, await form(edited()))).toEqual({
      ok: false,
      message: 'Tu cuenta no tiene permiso para editar el contenido.',
    })
    expect(await rows('page_content_drafts')).toEqual([])
  })

  it('answers bad input in Spanish at the field, and stores nothing', async () => {
    signedInWith(local.adminCookie)
    const empty = structuredClone(builtIn)
    empty.hero.subtitle = ' '
    expect(await saveContentAction(null, await form(empty))).toEqual({
      ok: false,
      message: 'Revisa los campos marcados',
      fieldErrors: { 'hero.subtitle': 'Este campo no puede quedar vacío' },
    })
    const result = await saveContentAction(
      null,
      await form({ ...builtIn, hero: { ...builtIn.hero, extra: 'x' } }),
    )
    expect(result).toMatchObject({ ok: false, message: 'Revisa los campos marcados' })
    expect(await rows('page_content_drafts')).toEqual([])
  })

  it('refuses a button to a page the site does not have, at its field, and stores nothing', async () => {
    signedInWith(local.adminCookie)
    const broken = edited()
    broken.closing.cta = { label: 'Ver más', href: '/pagina-que-no-existe', behaviour: 'page' }
    for (const intent of ['draft', 'publish'] as const)
      expect(await saveContentAction(null, await form(broken, intent))).toEqual({
        ok: false,
        message: 'Revisa los campos marcados',
        fieldErrors: { 'closing.cta.href': 'Esta página no existe en el sitio: /pagina-que-no-existe' },
      })
    expect(await rows('page_content_drafts')).toEqual([])
    expect(await rows('page_content')).toEqual([])

    const linked = edited()
    linked.closing.cta = {
      label: 'Ver la instalación',
      href: '/instalacion-placas-solares',
      behaviour: 'page',
    }
    linked.hero.cta = { label: 'Pedir presupuesto', href: '#contacto', behaviour: 'scroll' }
    expect(await saveContentAction(null, await form(linked, 'publish'))).toMatchObject({
      ok: true,
      message: 'Página publicada',
    })
    expect((await rows('page_content'))[0]!.content).toMatchObject({
      hero: { cta: linked.hero.cta },
      closing: { cta: linked.closing.cta },
    })
  })

  it('keeps a draft, then publishes it and regenerates the page; the H1 stays the SEO record’s', async () => {
    signedInWith(local.adminCookie)
    const content = edited()
    content.hero.h1 = 'Un H1 que solo el SEO puede cambiar'
    expect(await saveContentAction(null, await form(content))).toEqual({
      ok: true,
      message: 'Borrador guardado',
      data: { revision: await revisionNow() },
    })
    expect(await rows('page_content')).toEqual([])
    const [draft] = await rows('page_content_drafts')
    expect(draft!.content.hero.h1).toBe(builtIn.hero.h1)
    expect(draft!.content.sections[5]!.rows![1]![2]).toBe('Abiertas hasta el 31 de marzo de 2027')

    expect(await saveContentAction(null, await form(content, 'publish'))).toEqual({
      ok: true,
      message: 'Página publicada',
      data: { revision: await revisionNow() },
    })
    expect(await rows('page_content_drafts')).toEqual([])
    expect((await rows('page_content'))[0]!.content.sections[5]!.rows![1]![2]).toBe(
      'Abiertas hasta el 31 de marzo de 2027',
    )
    // Publishing the draft as saved adds no second copy of it to the history.
    const { rows: versions } = await local.db.query('select kind from public.page_versions order by id')
    expect(versions).toEqual([{ kind: 'draft' }, { kind: 'publish' }])
    expect(revalidateTag).toHaveBeenCalledWith(pageTag(path), { expire: 0 })
    expect(revalidateTag).toHaveBeenCalledWith(sitemapTag, { expire: 0 })
  })

  it('brings back the original and a version as drafts, leaving the published page alone', async () => {
    signedInWith(local.adminCookie)
    expect(await saveContentAction(null, await form(edited(), 'publish'))).toMatchObject({ ok: true })
    const data = new FormData()
    data.set('path', path)
    data.set('basedOn', String(await revisionNow()))
    expect(await restoreOriginalAction(null, data)).toEqual({
      ok: true,
      message: 'Contenido original restaurado como borrador',
    })
    expect((await rows('page_content_drafts'))[0]!.content).toEqual(builtIn)
    const { rows: versions } = await local.db.query<{ id: number }>('select id from public.page_versions')
    data.set('version', String(versions[0]!.id))
    data.set('basedOn', String(await revisionNow()))
    expect(await restoreVersionAction(null, data)).toEqual({
      ok: true,
      message: 'Versión restaurada como borrador',
    })
    expect((await rows('page_content_drafts'))[0]!.content.sections[5]!.rows![1]![2]).toBe(
      'Abiertas hasta el 31 de marzo de 2027',
    )
    data.set('version', '999999')
    expect(await restoreVersionAction(null, data)).toEqual({ ok: false, message: 'Esa versión no existe' })
    expect((await rows('page_content'))[0]!.content.sections[5]!.rows![1]![2]).toBe(
      'Abiertas hasta el 31 de marzo de 2027',
    )
  })
})

describe('content stored for an older order of the sections', () => {
  type Sections = { sections: { kind: string; id?: string; heading?: string; rows?: string[][] }[] }
  const page = getEditablePage(path)!
  const shape = (content: unknown) => (content as Sections).sections.map(({ kind, id }) => `${kind}#${id}`)
  /** Published before a code change swapped the first and third sections, with the calendar edited. */
  const older = () => {
    const content = structuredClone(builtIn) as unknown as Sections
    ;[content.sections[0], content.sections[2]] = [content.sections[2]!, content.sections[0]!]
    content.sections[5]!.rows![1]![2] = 'Abiertas hasta el 31 de marzo de 2027'
    return content
  }

  it('opens in the repository’s order, keeping what still fits, and saves; its version comes back too', async () => {
    signedInWith(local.adminCookie)
    await local.db.query('insert into public.page_content (path, content) values ($1, $2)', [
      path,
      JSON.stringify(older()),
    ])
    // As stored, it no longer fits the page: the editor must not open it so.
    expect(await saveContentAction(null, await form(older()))).toMatchObject({
      ok: false,
      message: 'El orden y el tipo de las secciones no se pueden cambiar desde aquí',
    })

    const opened = editableContent(page, older() as unknown as Record<string, unknown>)
    expect(shape(opened)).toEqual(shape(builtIn))
    expect(await saveContentAction(null, await form(opened))).toEqual({
      ok: true,
      message: 'Borrador guardado',
      data: { revision: await revisionNow() },
    })
    const [draft] = await rows('page_content_drafts')
    expect(shape(draft!.content)).toEqual(shape(builtIn))
    // The first heading, which the SEO record owns, keeps the value the page shows, not the moved section's.
    const headings = (content: unknown) => (content as Sections).sections.map((section) => section.heading)
    expect(headings(draft!.content)).toEqual(headings(builtIn))
    expect(draft!.content.sections[5]!.rows![1]![2]).toBe('Abiertas hasta el 31 de marzo de 2027')

    await local.db.exec('truncate public.page_content_drafts')
    const { rows: versions } = await local.db.query<{ id: number }>('select id from public.page_versions')
    expect(await restoreVersion(versions[0]!.id)).toEqual({
      ok: true,
      message: 'Versión restaurada como borrador',
    })
    const [restored] = await rows('page_content_drafts')
    expect(shape(restored!.content)).toEqual(shape(builtIn))
    expect(restored!.content.sections[5]!.rows![1]![2]).toBe('Abiertas hasta el 31 de marzo de 2027')
  })
})

describe('two editors of one page', () => {
  const anaSaved =
    /^Ana \(ana@example\.com\) guardó esta página a las \d\d:\d\d\. Tus cambios siguen en el formulario/
  let anaCookie: string
  beforeAll(async () => {
    anaCookie = sessionTokenOf(await createAccount(local.db, 'ana@example.com', { admin: true }))
  })
  const subtitled = (subtitle: string) => ({ ...builtIn, hero: { ...builtIn.hero, subtitle } })
  const draftSubtitle = async () =>
    ((await rows('page_content_drafts'))[0]?.content.hero as { subtitle: string } | undefined)?.subtitle

  it('refuses the second draft based on the same state, saying who saved and when, and keeps the first', async () => {
    const opened = await revisionNow()
    signedInWith(anaCookie)
    expect(await saveContentAction(null, await form(subtitled('De Ana'), 'draft', opened))).toMatchObject({
      ok: true,
    })
    const anaRevision = await revisionNow()
    const { updated_at } = (
      await local.db.query<{ updated_at: Date }>('select updated_at from page_content_drafts')
    ).rows[0]!
    // Two-digit hours, as the message writes them ('01:12', not '1:12').
    const madrid = new Intl.DateTimeFormat('es-ES', {
      timeZone: 'Europe/Madrid',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })

    signedInWith(local.adminCookie)
    const refused = await saveContentAction(null, await form(subtitled('De gerencia'), 'draft', opened))
    expect(refused).toEqual({
      ok: false,
      message: expect.stringMatching(anaSaved),
      data: { changedBy: 'Ana', revision: anaRevision },
    })
    expect(refused.message).toContain(`a las ${madrid.format(updated_at)}.`)
    expect(await draftSubtitle()).toBe('De Ana')
    expect(await revisionNow()).toBe(anaRevision)

    // The same account in another tab is told so.
    signedInWith(anaCookie)
    expect(
      (await saveContentAction(null, await form(subtitled('Otra pestaña'), 'draft', opened))).message,
    ).toMatch(/^Guardaste esta página en otra pestaña a las \d\d:\d\d\. /)

    // Saving again from the revision the refusal handed back replaces it, deliberately.
    signedInWith(local.adminCookie)
    expect(
      await saveContentAction(null, await form(subtitled('De gerencia'), 'draft', anaRevision)),
    ).toMatchObject({ ok: true })
    expect(await draftSubtitle()).toBe('De gerencia')
  })

  it('refuses a stale publish, publishing and storing nothing', async () => {
    const opened = await revisionNow()
    signedInWith(anaCookie)
    await saveContentAction(null, await form(subtitled('De Ana'), 'draft', opened))
    const versionsBefore = (await local.db.query('select id from page_versions')).rows.length
    jest.mocked(revalidateTag).mockClear()

    signedInWith(local.adminCookie)
    expect(await saveContentAction(null, await form(subtitled('De gerencia'), 'publish', opened))).toEqual({
      ok: false,
      message: expect.stringMatching(anaSaved),
      data: { changedBy: 'Ana', revision: await revisionNow() },
    })
    expect(await rows('page_content')).toEqual([])
    expect(await draftSubtitle()).toBe('De Ana')
    expect((await local.db.query('select id from page_versions')).rows).toHaveLength(versionsBefore)
    expect(revalidateTag).not.toHaveBeenCalledWith(pageTag(path), { expire: 0 })
  })

  it('refuses a stale restore of the original content, keeping the other draft', async () => {
    const opened = await revisionNow()
    signedInWith(anaCookie)
    await saveContentAction(null, await form(subtitled('De Ana'), 'draft', opened))
    signedInWith(local.adminCookie)
    const data = new FormData()
    data.set('path', path)
    data.set('basedOn', String(opened))
    expect(await restoreOriginalAction(null, data)).toMatchObject({
      ok: false,
      message: expect.stringMatching(anaSaved),
    })
    expect(await draftSubtitle()).toBe('De Ana')
  })
})

describe('the content part and the SEO draft', () => {
  const seoDraft = (title: string) =>
    local.db.query(
      `insert into public.page_content_drafts (path, seo)
       values ($1, jsonb_build_object('path', $1::text, 'title', $2::text, 'description', 'D', 'h1', 'H1 del borrador',
         'h2_primary', '', 'h2_secondary', '[]'::jsonb, 'h3_strategic', '[]'::jsonb, 'keywords', '[]'::jsonb,
         'robots', 'index,follow', 'og_type', 'website', 'schema_type', 'WebPage', 'category', 'main',
         'faqs', '[]'::jsonb, 'updated_at', now()))`,
      [path, title],
    )
  const seoRows = async (table: 'seo_pages' | 'page_content_drafts') =>
    (
      await local.db.query<{ title: string | null }>(
        table === 'seo_pages'
          ? 'select title from public.seo_pages where path = $1'
          : `select seo ->> 'title' as title from public.page_content_drafts where path = $1`,
        [path],
      )
    ).rows
  beforeEach(() => local.db.exec(`delete from public.seo_pages where path = '${path}'`))

  it('keeps the SEO draft on a content save, and publishes both with ‘Publicar’', async () => {
    signedInWith(local.adminCookie)
    await seoDraft('Ayudas 2027 en borrador')
    expect(await saveContentAction(null, await form(edited()))).toMatchObject({ ok: true })
    expect(await seoRows('page_content_drafts')).toEqual([{ title: 'Ayudas 2027 en borrador' }])
    // The publish changed the page's SEO too: the content part says so as the SEO part does.
    expect(await saveContentAction(null, await form(edited(), 'publish'))).toMatchObject({
      ok: true,
      message: 'SEO actualizado',
      description: 'Los cambios se han guardado correctamente',
    })
    expect(await seoRows('seo_pages')).toEqual([{ title: 'Ayudas 2027 en borrador' }])
    expect(await rows('page_content_drafts')).toEqual([])
  })

  it('brings back an SEO version as the SEO draft, leaving the content draft and the live SEO alone', async () => {
    signedInWith(local.adminCookie)
    await seoDraft('Título de la versión')
    await local.db.exec('delete from public.page_content_drafts')
    expect(await saveContentAction(null, await form(edited()))).toMatchObject({ ok: true })
    const { rows: versions } = await local.db.query<{ id: number }>(
      `select id from public.page_versions where part = 'seo' order by id desc limit 1`,
    )
    expect(await restoreVersion(versions[0]!.id)).toEqual({
      ok: true,
      message: 'Versión del SEO restaurada como borrador',
    })
    expect(await seoRows('page_content_drafts')).toEqual([{ title: 'Título de la versión' }])
    expect((await rows('page_content_drafts'))[0]!.content.sections[5]!.rows![1]![2]).toBe(
      'Abiertas hasta el 31 de marzo de 2027',
    )
    expect(await seoRows('seo_pages')).toEqual([])
  })
})

describe('a heading that is one of the SEO record’s secondary H2s', () => {
  it('is saved from the content part, as any heading but the principal H2', async () => {
    signedInWith(local.adminCookie)
    const solar = getEditablePage('/instalacion-placas-solares')!
    const content = structuredClone(solar.builtIn) as { sections: { heading: string }[] }
    const index = content.sections.findIndex((s) => s.heading === 'Ventajas de instalar placas solares')
    content.sections[index]!.heading = 'Por qué instalar placas solares'
    const data = new FormData()
    data.set('basedOn', '0')
    data.set('path', solar.path)
    data.set('intent', 'draft')
    data.set('content', JSON.stringify(content))
    data.set('reviewBefore', '')
    await local.db.exec(`delete from public.page_content_drafts where path = '${solar.path}'`)
    expect(await saveContentAction(null, data)).toMatchObject({ ok: true })
    const { rows: drafts } = await local.db.query<{ heading: string }>(
      `select content -> 'sections' -> $2::int ->> 'heading' as heading
         from public.page_content_drafts where path = $1`,
      [solar.path, index],
    )
    expect(drafts).toEqual([{ heading: 'Por qué instalar placas solares' }])
  })
})
