import { z } from 'zod'
import type { SeoRecord } from '@/lib/seo/types'

// Page content as stored, whichever backend stores it. Times are ISO 8601.

/** A page's published content: what staff changed of its content/ (without path and seo), checked by its schema. */
export const storedContentSchema = z.object({
  path: z.string(),
  content: z.record(z.string(), z.unknown()),
  /** 'YYYY-MM-DD': the day staff should check the page again; null for none. */
  reviewBefore: z.string().nullable(),
  publishedAt: z.string(),
})
export type StoredContent = z.output<typeof storedContentSchema>

/** A page's draft, which only admins see until it is published: its content and/or SEO record (null: unchanged). */
export type ContentDraft = Omit<StoredContent, 'publishedAt' | 'content'> & {
  content: Record<string, unknown> | null
  seo: SeoRecord | null
  updatedAt: string
  revision: number
}

/** What a draft save writes. */
export type NewContentDraft = Omit<StoredContent, 'publishedAt'>

/** One recorded draft save or publish of a page's content or SEO record, with the record as stored then. */
export type PageVersion = {
  id: number
  path: string
  createdAt: string
  /** The admin's e-mail as recorded then. */
  createdBy: string | null
  /** A saved draft, or what was published. */
  kind: 'draft' | 'publish'
  /** Published by the scheduler, at the time `createdBy` chose. */
  scheduled: boolean
} & ({ part: 'content'; record: StoredContent } | { part: 'seo'; record: SeoRecord })

/** A passage of a page's text, by the dotted path of the field it starts in. */
export type TextPassage = { path: string; text: string }

/** A staff page whose text mostly repeats another page's: which page, how much, and the passages both share. */
export type NearCopy = { page: string; message: string; passages: TextPassage[] }

/**
 * Everything that stops a page's publish, as 'Revisar cambios' and a refused 'Publicar' list it:
 * messages by the dotted path of their content field ('' for the page as a whole; 'seo.<field>'
 * for the SEO record's), and the near copy, if the page is one.
 */
export type PublishCheck = {
  /** The refusal in one line ('Revisa los campos marcados', the example text's or the near copy's); null when the page may be published. */
  message: string | null
  errors: Record<string, string>
  /** How many of the messages are links to a page the site does not have. */
  missingLinks: number
  nearCopy: NearCopy | null
}

/** Whether nothing in `check` stops the publish. */
export const publishable = (check: PublishCheck) => check.message === null
