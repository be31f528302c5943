import 'server-only'
import { draftMode } from 'next/headers'
import { cache } from 'react'
import { getSessionUser } from '@/lib/auth/session'
import { getContentDraft } from '@/lib/data'
import { getSeoConfig } from './config'
import { effectiveSeo } from './effective-seo'
import { getPageSeo } from './page-seo'
import type { EffectiveSeo } from './types'

/**
 * The SEO record a public page shows (its <head>, H1, principal H2 and FAQs): the published one,
 * or in Draft Mode, for a signed-in admin only, the page's SEO draft when it has one. As with the
 * content (lib/content/page-content.ts), every other request gets the static page.
 */
export const getShownSeo = cache(async (path: string): Promise<{ seo: EffectiveSeo; draft: boolean }> => {
  if ((await draftMode()).isEnabled) {
    const user = await getSessionUser()
    const draft = user?.isAdmin ? await getContentDraft(path, user) : null
    const builtIn = getSeoConfig(path)
    if (draft?.seo && builtIn) return { seo: effectiveSeo(builtIn, draft.seo), draft: true }
  }
  return { seo: await getPageSeo(path), draft: false }
})
