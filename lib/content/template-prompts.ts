import { pageTemplates, templateIds } from '@/content/templates'
import type { SeoRecord } from '@/lib/seo/types'
import type { ObjectDescription } from './describe-schema'
import { fieldPathLabel } from './field-path-label'
import { lockedPaths } from './locked-paths'

// A page made from a template starts with example texts for staff to replace
// ('Escribe aquí…'), which each template names (content/templates/index.ts).
// A page that still holds one, in its content or its SEO record, is not
// published, by the editor or the scheduler. The texts are read from the
// templates, so a template's new prompt is checked with no change here.

const readAt = (value: unknown, dotted: string): unknown =>
  dotted
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], value)

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Every template's prompts as patterns: where a template says '{localidad}', any town. */
const promptPatterns: readonly RegExp[] = [
  ...new Set(
    templateIds.flatMap((id) =>
      pageTemplates[id].prompts.map((field) => readAt(pageTemplates[id].page, field)),
    ),
  ),
]
  .filter((text): text is string => typeof text === 'string')
  .map((text) => new RegExp(`^${escaped(oneLine(text)).replaceAll(escaped('{localidad}'), '.+')}$`, 'u'))

/** Whether `text` is still one of the templates' example texts. */
export const isTemplatePrompt = (text: string) =>
  promptPatterns.some((pattern) => pattern.test(oneLine(text)))

/** The dotted paths of the texts in `value` that are still prompts, in order, leaving out `skipped` and what is under it. */
export function promptPaths(value: unknown, skipped: readonly string[] = [], at = ''): string[] {
  if (skipped.includes(at)) return []
  if (typeof value === 'string') return isTemplatePrompt(value) ? [at] : []
  if (value === null || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, node]) => promptPaths(node, skipped, at ? `${at}.${key}` : key))
}

/** The SEO record's texts, in the SEO form's order (a stored record's keys come back in the database's). */
export type SeoTexts = Pick<SeoRecord, 'title' | 'description' | 'h1' | 'h2Primary' | 'h2Secondary' | 'faqs'>
const inFormOrder = ({ title, description, h1, h2Primary, h2Secondary, faqs }: SeoTexts) => ({
  title,
  description,
  h1,
  h2Primary,
  h2Secondary,
  faqs: faqs.map(({ question, answer }) => ({ question, answer })),
})

/** What a publish would put live: the draft's content and its SEO record. */
export type PublishedParts = { content: Record<string, unknown> | null; seo: SeoTexts | null }

const promptMessage = (label: string) => `Cambia el texto de ejemplo de «${label}» antes de publicar.`

/**
 * Each field, in the editor's words (`form`: the content form's description), that still holds a
 * prompt: its message by dotted path, the content's first and then the SEO record's ('seo.<field>').
 * The content's parts that the SEO record supplies (H1, first heading, FAQ) are checked in the
 * record, which the page shows.
 */
export function templatePromptErrors(
  { content, seo }: PublishedParts,
  form?: ObjectDescription,
): Record<string, string> {
  const inContent = content ? promptPaths(content, lockedPaths(content)) : []
  const inSeo = seo ? promptPaths(inFormOrder(seo)) : []
  return Object.fromEntries([
    ...inContent.map((path) => [path, promptMessage(fieldPathLabel(path, form))]),
    ...inSeo.map((path) => [`seo.${path}`, promptMessage(fieldPathLabel(path))]),
  ])
}

/** The refusal naming the first field that still holds a prompt; null when none does. */
export function templatePromptRefusal(parts: PublishedParts, form?: ObjectDescription): string | null {
  return Object.values(templatePromptErrors(parts, form))[0] ?? null
}
