import type { z } from 'zod'
import { editableHomeContentSchema } from '@/content/editable-schemas'
import { contactSchema, editableLandingContentSchema } from '@/content/types'
import { savingsFiguresSchema } from '@/content/savings-figures'
import { savingsPagePath } from '@/content/savings-names'
import savingsFigures from '@/content/savings-figures.json'
import { home } from '@/content/home'
import { landingPages } from '@/content/pages'
import { builtInReviewBefore } from '@/content/review-dates'
import { applyStoredContent } from './apply-stored'

// Every page whose body staff may edit, with its content as the repository
// has it and the schema that checks what is stored in its place.

export type EditablePage = {
  path: string
  /** The content in content/ without what stays there (path, seo). */
  builtIn: Record<string, unknown>
  schema: z.ZodType<Record<string, unknown>>
  /** The repository's 'Revisar antes de' date ('YYYY-MM-DD'), if any. */
  reviewBefore: string | null
}

/** The content without its search copy (and path), which the editor never stores. */
function editablePart(page: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(page).filter(([key]) => key !== 'seo' && key !== 'path'))
}

// Whether a page ends with the contact section (the quote form) is its
// structure, fixed by its built-in content (its route passes the form to
// publicPage): the guides' is edited but never removed, and the other pages
// have none to add.
export const guideContentSchema = editableLandingContentSchema.extend({ contact: contactSchema })
export const landingContentSchema = editableLandingContentSchema.omit({ contact: true })
// The savings calculator's figures are part of its page's content, so staff
// draft, review, publish and restore them like its texts.
export const savingsPageContentSchema = guideContentSchema.extend({ figures: savingsFiguresSchema })

/** A landing page's editable content and schema; the calculator's carries its figures. */
function landingEditable(page: (typeof landingPages)[number]) {
  if (page.path === savingsPagePath)
    return { builtIn: { ...editablePart(page), figures: savingsFigures }, schema: savingsPageContentSchema }
  return { builtIn: editablePart(page), schema: page.contact ? guideContentSchema : landingContentSchema }
}

export const editablePages: EditablePage[] = [
  { path: '/', builtIn: editablePart(home), schema: editableHomeContentSchema, reviewBefore: null },
  ...landingPages.map((page) => ({
    path: page.path,
    ...landingEditable(page),
    reviewBefore: builtInReviewBefore[page.path] ?? null,
  })),
]

export function getEditablePage(path: string): EditablePage | undefined {
  return editablePages.find((page) => page.path === path)
}

/**
 * What the editor opens and saves over: the stored content (a draft, the
 * published content or a version) laid over the repository's as the public
 * page lays it, so content stored before a change to the sections still opens
 * in the repository's order and saves.
 */
export function editableContent(
  page: EditablePage,
  stored: Record<string, unknown> | null | undefined,
): Record<string, unknown> {
  return applyStoredContent(page.builtIn as { sections: { kind: string; id?: string }[] }, stored ?? null)
}
