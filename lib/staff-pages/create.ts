import 'server-only'
import { fillTemplate, pageTemplates, type LocalFacts, type TemplateId } from '@/content/templates'
import { toSeoPageRow } from '@/lib/data/seo-pages'
import { seoOf, staffEditablePage } from './registry'

/**
 * A new page's first draft: the template with its town filled in (and the town's facts), its title
 * (when staff gave one) as its H1 and SEO title, checked by the page's schema, and its SEO record as
 * the template makes it (as seo_pages' columns, as drafts hold it).
 */
export function firstDraft(
  template: TemplateId,
  path: string,
  local: LocalFacts | null,
  title: string | null = null,
) {
  const filled = fillTemplate(template, local?.town ?? null)
  const { seo, ...page } = title
    ? { ...filled, hero: { ...filled.hero, h1: title }, seo: { ...filled.seo, title } }
    : filled
  const content = pageTemplates[template].local ? { ...page, local } : page
  const checked = staffEditablePage({ path, template, status: 'draft' }).schema.parse(content)
  const record = seoOf(path, { ...page, seo })
  return { content: checked, seo: { ...toSeoPageRow({ ...record, updatedAt: null }), path } }
}
