import 'server-only'
import { isTemplateId } from '@/content/templates'
import type { DuePublication } from '@/lib/data/page-dates'
import { staffEditablePage } from '@/lib/staff-pages/registry'
import { describeContentSchema } from './describe-schema'
import { getEditablePage } from './editable-pages'
import { templatePromptRefusal } from './template-prompts'

/**
 * Why a schedule's pinned draft may not be published when the job finds it due
 * (it may have been pinned before a template's example texts were checked): the
 * message naming the field that still holds one, judged on its halves as pinned, or null.
 */
export function pinnedPromptRefusal({ path, template, content, seo }: DuePublication): string | null {
  const page = isTemplateId(template)
    ? staffEditablePage({ path, template, status: 'draft' })
    : getEditablePage(path)
  return templatePromptRefusal({ content, seo }, page && describeContentSchema(page.schema))
}
