'use server'

import { refresh } from 'next/cache'
import { z } from 'zod'
import { adminAction } from '@/lib/admin/action'
import type { SessionUser } from '@/lib/auth/types'
import { refusedIfChangedMeanwhile, type SavedRevision } from '@/lib/admin/page-changed'
import { savedAnswer } from '@/lib/admin/publish-answer'
import { checkContent } from '@/lib/content/check-content'
import { checkLinks } from '@/lib/content/check-links'
import { checkPhotos } from '@/lib/content/check-photos'
import type { NewContentDraft } from '@/lib/content/types'
import { editableContent, getEditablePage } from '@/lib/content/editable-pages'
import { findEditablePage, publishedStaffPaths } from '@/lib/staff-pages/registry'
import { keepPaths, lockedPaths } from '@/lib/content/locked-paths'
import { isSavedDraft, UnpublishableDraftError, publishPage } from '@/lib/content/publish'
import { publishRefusal } from '@/lib/content/publish-check'
import {
  discardContentDraft,
  getPublishedContent,
  listPageVersions,
  saveContentDraft,
  saveSeoDraft,
} from '@/lib/data'

// The content editor's actions: save a draft, publish, bring back a version
// or the repository's content as a draft, discard the draft. Every one checks the admin right
// (adminAction) and the content with the page's own schema before storing.

z.config({ jitless: true }) // The CSP forbids eval; see lib/validations/lead.ts.

const pathField = z.string().max(200)

// The page's revision when the editor showed it: a save refuses to replace a later one.
const basedOnField = z.coerce.number().int().min(0)

const saveSchema = z.object({
  path: pathField,
  intent: z.enum(['draft', 'publish']),
  content: z.string().max(400_000, 'El contenido es demasiado largo'),
  basedOn: basedOnField,
})

/** Changes the page's draft, based on the editor's revision: the editor redrawn and `done` said, or the refusal. */
async function changeDraft(write: () => Promise<unknown>, userId: string, done: string) {
  try {
    await write()
  } catch (error) {
    return refusedIfChangedMeanwhile(error, userId)
  }
  refresh()
  return { ok: true as const, message: done }
}

/** Saves `content`, restored from the history or the original, as the page's draft on the editor's revision. */
const restoreAsDraft = (
  path: string,
  content: NewContentDraft['content'],
  admin: SessionUser,
  basedOn: number,
  done: string,
) =>
  // The review date is no longer the draft's (it has its own form): restoring leaves it alone.
  changeDraft(() => saveContentDraft({ path, content, reviewBefore: null }, admin, basedOn), admin.id, done)

const notAdmin = 'Tu cuenta no tiene permiso para editar el contenido.'
const unknownPage = { ok: false as const, message: 'Esa página no se puede editar' }

export const saveContentAction = adminAction<typeof saveSchema, SavedRevision>(
  saveSchema,
  async ({ path, intent, content, basedOn }, admin) => {
    const page = await findEditablePage(path, admin)
    if (!page) return unknownPage
    const checked = checkContent(page, content)
    if (!checked.ok) return checked
    const links = checkLinks(checked.content, await publishedStaffPaths())
    if (!links.ok) return links
    const photos = await checkPhotos(checked.content, admin)
    if (!photos.ok) return photos
    // What the SEO record owns keeps the value the page shows now.
    const current = editableContent(page, (await getPublishedContent(path))?.content)
    const kept = keepPaths(checked.content, current, lockedPaths(current))
    try {
      // The review date has its own form (review-date-action.ts): the draft's column stays empty.
      const draft = { path, content: kept, reviewBefore: null }
      let revision = basedOn
      // Publishing the draft as it was saved adds no second copy of it to the history.
      if (intent === 'draft' || !(await isSavedDraft(draft, basedOn, admin)))
        ({ revision } = await saveContentDraft(draft, admin, basedOn))
      const published = intent === 'publish' ? await publishPage(path, admin, revision) : null
      refresh()
      return { ok: true, ...savedAnswer(published), data: { revision: published?.revision ?? revision } }
    } catch (error) {
      // A publish refused for the draft's content keeps the draft it saved: the editor redraws at its revision.
      // The editor keeps the whole list on the form: it asks the review for it (the same check).
      if (error instanceof UnpublishableDraftError) {
        refresh()
        return publishRefusal(error.check)
      }
      return refusedIfChangedMeanwhile(error, admin.id)
    }
  },
  { failure: 'No se pudo guardar el contenido', notAdmin },
)

const restoreVersionSchema = z.object({
  path: pathField,
  version: z.coerce.number().int().positive(),
  basedOn: basedOnField,
})
const restoreOriginalSchema = z.object({ path: pathField, basedOn: basedOnField })

export const restoreVersionAction = adminAction<typeof restoreVersionSchema, { revision: number }>(
  restoreVersionSchema,
  async ({ path, version, basedOn }, admin) => {
    const page = await findEditablePage(path, admin)
    if (!page) return unknownPage
    const found = (await listPageVersions(path, admin)).find((candidate) => candidate.id === version)
    if (!found) return { ok: false, message: 'Esa versión no existe' }
    if (found.part === 'seo') {
      // An SEO version comes back as the SEO half of the draft; the content half stays.
      return changeDraft(
        () => saveSeoDraft({ ...found.record, path }, { userId: admin.id, email: admin.email }, basedOn),
        admin.id,
        'Versión del SEO restaurada como borrador',
      )
    }
    const checked = checkContent(page, JSON.stringify(editableContent(page, found.record.content)))
    if (!checked.ok)
      return { ok: false, message: 'Esa versión ya no encaja con la página tal como está ahora' }
    return restoreAsDraft(path, checked.content, admin, basedOn, 'Versión restaurada como borrador')
  },
  { failure: 'No se pudo restaurar la versión', notAdmin },
)

export const restoreOriginalAction = adminAction<typeof restoreOriginalSchema, { revision: number }>(
  restoreOriginalSchema,
  async ({ path, basedOn }, admin) => {
    const page = await findEditablePage(path, admin)
    if (!page) return unknownPage
    // A page staff created has no original of its own: its template lacks, say, a town page's facts.
    if (!getEditablePage(path))
      return {
        ok: false,
        message:
          'Esta página se creó desde una plantilla: trae una versión de su historial en lugar del original',
      }
    return restoreAsDraft(path, page.builtIn, admin, basedOn, 'Contenido original restaurado como borrador')
  },
  { failure: 'No se pudo restaurar el contenido original', notAdmin },
)

export const discardDraftAction = adminAction<typeof restoreOriginalSchema, { revision: number }>(
  restoreOriginalSchema,
  async ({ path, basedOn }, admin) => {
    if (!(await findEditablePage(path, admin))) return unknownPage
    return changeDraft(() => discardContentDraft(path, admin, basedOn), admin.id, 'Borrador descartado')
  },
  { failure: 'No se pudo descartar el borrador', notAdmin },
)
