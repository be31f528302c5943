import 'server-only'
import { isTemplateId } from '@/content/templates'
import type { SessionUser } from '@/lib/auth/types'
import { getContentDraft, getPublishedContent } from '@/lib/data'
import type { DuePublication } from '@/lib/data/page-dates'
import { getPageSeo } from '@/lib/seo/page-seo'
import { findEditablePage, staffEditablePage } from '@/lib/staff-pages/registry'
import { describeContentSchema } from './describe-schema'
import { getEditablePage } from './editable-pages'
import { templatePromptRefusal } from './template-prompts'

/**
 * Why the page at `path` may not be published (or scheduled) as its draft
 * stands: the message naming the field that still holds a template's example
 * text, or null. Judged on what would go live: the draft's content and SEO
 * record, else the page's current ones.
 */
export async function templatePromptRefusalFor(path: string, admin: SessionUser): Promise<string | null> {
  const page = await findEditablePage(path, admin)
  if (!page) return null
  const [draft, published] = await Promise.all([getContentDraft(path, admin), getPublishedContent(path)])
  const content = draft?.content ?? published?.content ?? null
  const seo = draft?.seo ?? (await getPageSeo(path, admin))
  return templatePromptRefusal({ content, seo }, describeContentSchema(page.schema))
}

/**
 * The same for a schedule's pinned draft, when the job finds it due (it may
 * have been pinned before these texts were checked): its halves as pinned.
 */
export function pinnedPromptRefusal({ path, template, content, seo }: DuePublication): string | null {
  const page = isTemplateId(template)
    ? staffEditablePage({ path, template, status: 'draft' })
    : getEditablePage(path)
  return templatePromptRefusal({ content, seo }, page && describeContentSchema(page.schema))
}
