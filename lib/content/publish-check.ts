import 'server-only'
import type { SessionUser } from '@/lib/auth/types'
import { getPublishedContent } from '@/lib/data'
import { getPageSeo } from '@/lib/seo/page-seo'
import { nearCopyFor } from '@/lib/staff-pages/doorway'
import { publishedStaffPaths } from '@/lib/staff-pages/registry'
import { checkContent } from './check-content'
import { missingPageLinks } from './check-links'
import { missingPhotos } from './check-photos'
import { describeContentSchema } from './describe-schema'
import type { EditablePage } from './editable-pages'
import { templatePromptErrors, type SeoTexts } from './template-prompts'
import type { ContentDraft, PublishCheck } from './types'

// Everything that stops a page from being published, in one place: 'Publicar'
// refuses on it and 'Revisar cambios' lists it, so the review never says a
// page may be published when the publish would refuse it. Its messages are by
// field, so each leads to the field to correct.

/** What a publish would put live: the content (null: the repository's, unchanged) and the SEO record. */
export type PublishParts = { content: unknown; seo: SeoTexts }

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)

/** The refusal's line when fields are wrong: the messages are at the fields. */
export const fieldsRefusal = 'Revisa los campos marcados'

export async function checkPublish(
  page: EditablePage,
  parts: PublishParts,
  admin: SessionUser,
): Promise<PublishCheck> {
  if (parts.content !== null && !isObject(parts.content))
    return {
      message: 'El contenido enviado no es válido',
      errors: { '': 'El contenido enviado no es válido' },
      missingLinks: 0,
      nearCopy: null,
    }
  const content = parts.content as Record<string, unknown> | null
  const errors: Record<string, string> = {}
  let links: Record<string, string> = {}
  if (content) {
    const checked = checkContent(page, JSON.stringify(content))
    if (!checked.ok)
      Object.assign(
        errors,
        Object.keys(checked.fieldErrors).length ? checked.fieldErrors : { '': checked.message },
      )
    links = missingPageLinks(content, await publishedStaffPaths())
    Object.assign(errors, links, await missingPhotos(content, admin))
  }
  const fieldsWrong = Object.keys(errors).length > 0
  const prompts = templatePromptErrors({ content, seo: parts.seo }, describeContentSchema(page.schema))
  for (const [path, message] of Object.entries(prompts)) errors[path] ??= message
  const nearCopy = await nearCopyFor(page.path, admin, { content, seo: parts.seo })
  // The one-line refusal names the first kind of problem, in the order they are worth correcting.
  const message = fieldsWrong ? fieldsRefusal : (Object.values(prompts)[0] ?? nearCopy?.message ?? null)
  return { message, errors, missingLinks: Object.keys(links).length, nearCopy }
}

/**
 * The check of what publishing `page` now would put live: its saved `draft`'s halves, else the
 * page's live content and SEO record. 'Publicar' and 'Programar publicación' both refuse on it.
 */
export async function checkSavedDraft(
  page: EditablePage,
  draft: ContentDraft | null,
  admin: SessionUser,
): Promise<PublishCheck> {
  const content = draft?.content ?? (await getPublishedContent(page.path))?.content ?? null
  const seo = draft?.seo ?? (await getPageSeo(page.path, admin))
  return checkPublish(page, { content, seo }, admin)
}

/** An action's answer to a refused check: the fields marked when some are wrong, else the one-line reason. */
export const publishRefusal = ({ message, errors }: PublishCheck) =>
  message === fieldsRefusal
    ? { ok: false as const, message, fieldErrors: errors }
    : { ok: false as const, message: message ?? fieldsRefusal }
