import { changedLabel, entryAuthor, entryLabel, historyEntries } from '@/lib/content/history'
import { compareEntry } from '@/lib/content/compare-version'
import { getEditablePage } from '@/lib/content/editable-pages'
import type { SeoRecord } from '@/lib/seo/types'
import type { PageVersion } from '@/lib/content/types'
import { getSeoConfig } from '@/lib/seo/config'

// The history's rows as staff read them: a draft or a publish, the parts it
// touched, how many fields it changed against the version before it of the
// same part ('Primera versión' for the first), and the live one marked.

const path = '/ayudas-placas-solares'
const page = getEditablePage(path)!
const builtInSeo = getSeoConfig(path)!
type Content = { hero: { subtitle: string }; sections: { paragraphs?: string[] }[] }

let nextId = 1
const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 9, minute)).toISOString()
function contentVersion(
  kind: PageVersion['kind'],
  minute: number,
  change: (content: Content) => void,
): PageVersion {
  const content = structuredClone(page.builtIn) as unknown as Content
  change(content)
  return {
    id: nextId++,
    path,
    kind,
    scheduled: false,
    part: 'content',
    createdAt: at(minute),
    createdBy: 'ana@example.com',
    record: {
      path,
      content: content as unknown as Record<string, unknown>,
      reviewBefore: null,
      publishedAt: at(minute),
    },
  }
}
function seoVersion(kind: PageVersion['kind'], minute: number, record: Partial<SeoRecord>): PageVersion {
  return {
    id: nextId++,
    path,
    kind,
    scheduled: false,
    part: 'seo',
    createdAt: at(minute),
    createdBy: 'ana@example.com',
    record: { ...builtInSeo, ...record, updatedAt: at(minute) },
  }
}

const subtitle = (text: string) => (content: Content) => {
  content.hero.subtitle = text
}

it('counts the fields each version changed against the one before it of the same part, a publish against the last publish', () => {
  const first = contentVersion('draft', 1, subtitle('Uno'))
  const second = contentVersion('draft', 2, (content) => {
    content.hero.subtitle = 'Dos'
    content.sections[0]!.paragraphs![0] = 'Otro párrafo'
    content.sections[0]!.paragraphs![1] = 'Y otro'
  })
  const seo = seoVersion('publish', 3, { title: 'Título nuevo' })
  const published = contentVersion('publish', 4, (content) => {
    content.hero.subtitle = 'Dos'
    content.sections[0]!.paragraphs![0] = 'Otro párrafo'
    content.sections[0]!.paragraphs![1] = 'Y otro'
  })
  const entries = historyEntries(page, [published, seo, second, first])
  expect(entries.map(({ kind, changed }) => [kind, changedLabel(changed)])).toEqual([
    // The first publish, against the site's original content: what it changed for visitors.
    ['publish', '3 campos cambiados'],
    ['publish', 'Primera versión'], // the first SEO version, though content came before it
    ['draft', '3 campos cambiados'],
    // The first draft, against the original content too.
    ['draft', '1 campo cambiado'],
  ])
  expect(changedLabel(0)).toBe('Ningún campo cambiado')
  expect(changedLabel(1)).toBe('1 campo cambiado')
})

it('marks the newest publish of each part as live, and no draft', () => {
  const oldPublish = contentVersion('publish', 1, subtitle('Antes'))
  const livePublish = contentVersion('publish', 2, subtitle('En la web'))
  const laterDraft = contentVersion('draft', 3, subtitle('Borrador'))
  const oldSeo = seoVersion('publish', 4, { title: 'Uno' })
  const liveSeo = seoVersion('publish', 5, { title: 'Dos' })
  const seoDraft = seoVersion('draft', 6, { title: 'Tres' })
  const entries = historyEntries(page, [seoDraft, liveSeo, oldSeo, laterDraft, livePublish, oldPublish])
  expect(entries.map(({ id, live }) => [id, live])).toEqual([
    [seoDraft.id, []],
    [liveSeo.id, ['seo']],
    [oldSeo.id, []],
    [laterDraft.id, []],
    [livePublish.id, ['content']],
    [oldPublish.id, []],
  ])
})

it('makes one row of a publish that wrote both parts at once, and compares each part', () => {
  const before = contentVersion('publish', 1, subtitle('Antes'))
  const content = contentVersion('publish', 2, subtitle('Después'))
  const seo = {
    ...seoVersion('publish', 2, { title: 'Nuevo título', description: 'Nueva' }),
    id: content.id + 100,
  }
  const versions = [seo, content, before]
  const [both, first] = historyEntries(page, versions)
  expect(both!.versions.map((version) => version.part)).toEqual(['content', 'seo'])
  expect(both!.live).toEqual(['content', 'seo'])
  expect(both!.changed).toBe(1) // the subtitle; the SEO record is the first of its part
  expect(first!.live).toEqual([])

  const live = {
    content: content.record as { content: Record<string, unknown>; reviewBefore: null },
    seo: seo.record as SeoRecord,
    online: true,
  }
  expect(compareEntry(page, versions, both!, 'anterior', live).parts).toEqual([
    { part: 'content', changes: [{ path: 'hero.subtitle', before: 'Antes', after: 'Después' }] },
    { part: 'seo', changes: null },
  ])
  // Against the live page: the live row equals it; the older one shows the way back.
  expect(compareEntry(page, versions, both!, 'web', live).parts.map(({ changes }) => changes)).toEqual([
    [],
    [],
  ])
  expect(compareEntry(page, versions, first!, 'web', live).parts).toEqual([
    { part: 'content', changes: [{ path: 'hero.subtitle', before: 'Después', after: 'Antes' }] },
  ])
})

it('names a scheduled publish as such, by the admin who scheduled it', () => {
  const [scheduled, saved] = historyEntries(page, [
    { ...contentVersion('publish', 2, subtitle('Programado')), scheduled: true },
    contentVersion('draft', 1, subtitle('Programado')),
  ])
  expect([entryLabel(scheduled!), entryAuthor(scheduled!)]).toEqual([
    'Publicación programada',
    'Programada por ana@example.com',
  ])
  expect([entryLabel(saved!), entryAuthor(saved!)]).toEqual(['Borrador', 'ana@example.com'])
  expect(entryAuthor({ createdBy: null, scheduled: false })).toBe('Desconocido')
})
