import { breadcrumbsOf } from '@/lib/seo/breadcrumbs'
import { pageGraph } from '@/lib/seo/structured-data'
import type { EffectiveSeo } from '@/lib/seo/types'
import { JsonLdScript } from './json-ld-script'

/** The page's JSON-LD graph, from the same SEO record the page renders. */
export function PageJsonLd({ seo }: { seo: EffectiveSeo }) {
  return <JsonLdScript data={pageGraph(seo, breadcrumbsOf(seo))} />
}
