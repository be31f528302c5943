'use server'

import { z } from 'zod'
import { adminAction } from '@/lib/admin/action'
import { findEditablePage } from '@/lib/staff-pages/registry'
import { checkPublish } from '@/lib/content/publish-check'
import { reviewDraft, type DraftReview } from '@/lib/content/review-draft'
import { readLivePage } from '@/lib/content/live-page'
import { withPhotoNames } from '@/lib/content/photo-names'
import { getContentDraft, listPhotos } from '@/lib/data'
import { getPageSeo } from '@/lib/seo/page-seo'

// 'Revisar cambios': checks what the content form would publish, with the very
// check 'Publicar' runs, and stores nothing.

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
    const [live, draft, photos, seo] = await Promise.all([
      readLivePage(page, admin),
      getContentDraft(path, admin),
      listPhotos(admin),
      getPageSeo(path, admin),
    ])
    // The SEO record's draft travels with the page's draft, when it holds one: publishing puts it live too.
    const seoDraft = draft?.seo ?? null
    const check = await checkPublish(page, { content: form ?? '', seo: seoDraft ?? seo }, admin)
    const review = reviewDraft(page, form, live, seoDraft, check)
    // A photo reads as its alt text, not its id (nor its social image's address).
    const seoChanges = review.seo && withPhotoNames(review.seo, photos)
    return { ok: true, data: { ...review, content: withPhotoNames(review.content, photos), seo: seoChanges } }
  },
  {
    failure: 'No se pudieron revisar los cambios',
    notAdmin: 'Tu cuenta no tiene permiso para editar el contenido.',
  },
)
