'use server'

import { z } from 'zod'
import { adminAction } from '@/lib/admin/action'
import { missingPhotos } from '@/lib/content/check-photos'
import { findEditablePage, publishedStaffPaths } from '@/lib/staff-pages/registry'
import { reviewDraft, type DraftReview } from '@/lib/content/review-draft'
import { readLivePage } from '@/lib/content/live-page'
import { withPhotoNames } from '@/lib/content/photo-names'
import { getContentDraft, listPhotos } from '@/lib/data'
import type { SeoRecord } from '@/lib/seo/types'

// 'Revisar cambios': checks what the content form would publish, and stores nothing.

z.config({ jitless: true }) // The CSP forbids eval; see lib/validations/lead.ts.

const reviewSchema = z.object({
  path: z.string().max(200),
  content: z.string().max(400_000, 'El contenido es demasiado largo'),
})

export const reviewContentAction = adminAction<typeof reviewSchema, DraftReview>(
  reviewSchema,
  async ({ path, content }, admin) => {
    const page = await findEditablePage(path, admin)
    if (!page) return { ok: false, message: 'Esa página no se puede editar' }
    let form: unknown
    try {
      form = JSON.parse(content)
    } catch {}
    const [live, draft, photosGone, photos, staffPaths] = await Promise.all([
      readLivePage(page, admin),
      getContentDraft(path, admin),
      missingPhotos(form, admin),
      listPhotos(admin),
      publishedStaffPaths(),
    ])
    // The SEO record's draft travels with the page's draft, when it holds one.
    const seoDraft = draft && 'seo' in draft ? ((draft.seo as SeoRecord | null) ?? null) : null
    const review = reviewDraft(page, { content }, live, seoDraft, photosGone, staffPaths)
    // A photo reads as its alt text, not its id.
    return { ok: true, data: { ...review, content: withPhotoNames(review.content, photos) } }
  },
  {
    failure: 'No se pudieron revisar los cambios',
    notAdmin: 'Tu cuenta no tiene permiso para editar el contenido.',
  },
)
