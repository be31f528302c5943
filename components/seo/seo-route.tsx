import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { seoMetadata } from '@/lib/seo/metadata'
import { getPageSeo } from '@/lib/seo/page-seo'
import type { EffectiveSeo } from '@/lib/seo/types'
import { PageJsonLd } from './page-json-ld'

/**
 * Binds a page body to the SEO record of its path: generateMetadata builds the
 * <head> from the record, and the body receives the same record (H1, first
 * heading, FAQs) next to its JSON-LD. Every public route file uses it.
 */
export function seoRoute(path: string, Body: (props: { seo: EffectiveSeo }) => ReactNode) {
  return {
    generateMetadata: async (): Promise<Metadata> => seoMetadata(await getPageSeo(path)),
    Page: async function SeoRoutePage() {
      const seo = await getPageSeo(path)
      return (
        <>
          <PageJsonLd seo={seo} />
          <Body seo={seo} />
        </>
      )
    },
  }
}
