import type { Metadata } from 'next'
import { site } from '@/content/site'
import type { EffectiveSeo } from './types'

/**
 * The <head> of a page from its SEO record. The root layout's title template
 * appends ' | brand', so documents read '{title} | {brand}'.
 */
export function seoMetadata(seo: EffectiveSeo): Metadata {
  const images = [{ url: seo.ogImageUrl, width: 1200, height: 630, alt: seo.title }]
  return {
    title: seo.title,
    description: seo.description,
    keywords: seo.keywords.length > 0 ? seo.keywords : undefined,
    alternates: { canonical: seo.canonicalUrl },
    robots: {
      index: seo.indexable,
      follow: !seo.robots.includes('nofollow'),
    },
    openGraph: {
      type: seo.ogType === 'article' ? 'article' : 'website',
      locale: 'es_ES',
      siteName: site.brand,
      url: seo.canonicalUrl,
      title: seo.title,
      description: seo.description,
      images,
    },
    twitter: {
      card: 'summary_large_image',
      title: seo.title,
      description: seo.description,
      images: [seo.ogImageUrl],
    },
  }
}
