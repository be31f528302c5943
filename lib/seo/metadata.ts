import type { Metadata } from 'next'
import { site } from '@/content/site'

/** The absolute https address of a path of the site, as canonical and Open Graph URLs need. */
export function absoluteUrl(path: string): string {
  return new URL(path, `${site.url}/`).toString().replace(/\/$/, path === '/' ? '/' : '')
}

/** Head metadata of a page; the root layout's template appends ' | brand' to the title. */
export function pageMetadata({
  path,
  title,
  description,
  indexable,
}: {
  path: string
  title: string
  description: string
  indexable: boolean
}): Metadata {
  const url = absoluteUrl(path)
  return {
    title,
    description,
    alternates: { canonical: url },
    robots: indexable ? { index: true, follow: true } : { index: false, follow: true },
    openGraph: { type: 'website', locale: 'es_ES', siteName: site.brand, url, title, description },
  }
}
