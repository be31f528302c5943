import { getLegalPage, type LegalPage } from '@/content/legal'
import { seoRoute } from '@/components/seo/seo-route'
import { LegalArticle } from './legal-article'

/** Metadata and component of one legal page; its route file only binds them to the path. */
export function legalRoute(path: LegalPage['path']) {
  const page = getLegalPage(path)
  return seoRoute(path, ({ seo }) => <LegalArticle page={{ ...page, h1: seo.h1 }} />)
}
