import { getLegalPage, type LegalPage } from '@/content/legal'
import { pageMetadata } from '@/lib/seo/metadata'
import { LegalArticle } from './legal-article'

/** Metadata and component of one legal page; its route file only binds them to the path. */
export function legalRoute(path: LegalPage['path']) {
  const page = getLegalPage(path)
  return {
    metadata: pageMetadata({ path, title: page.title, description: page.description, indexable: false }),
    Page: function LegalRoutePage() {
      return <LegalArticle page={page} />
    },
  }
}
