import 'server-only'
import { cache } from 'react'
import { getContentDraft } from '@/lib/data'
import { findSeoConfig, previewingAdmin } from '@/lib/staff-pages/registry'
import { effectiveSeo } from './effective-seo'
import { getPageSeo } from './page-seo'
import { withLibrarySocialImage } from './social-photo'
import type { EffectiveSeo } from './types'

/**
 * The SEO record a public page shows (its <head>, H1, principal H2 and FAQs): the published one,
 * or in Draft Mode, for a signed-in admin only, the page's SEO draft when it has one. As with the
 * content (lib/content/page-content.ts), every other request gets the static page.
 */
export const getShownSeo = cache(async (path: string): Promise<{ seo: EffectiveSeo; draft: boolean }> => {
  const admin = await previewingAdmin()
  if (admin) {
    const draft = await getContentDraft(path, admin)
    const builtIn = await findSeoConfig(path, admin)
    if (draft?.seo && builtIn)
      return { seo: await withLibrarySocialImage(effectiveSeo(builtIn, draft.seo)), draft: true }
  }
  return { seo: await withLibrarySocialImage(await getPageSeo(path, admin)), draft: false }
})
