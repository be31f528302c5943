import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { getEditablePage } from '@/lib/content/editable-pages'
import { lastModified } from '@/lib/content/last-modified'
import { getPageContentState, type PageContentState } from '@/lib/content/page-content'
import { keepPageUntilRegenerated } from '@/lib/page-cache'
import { focalPointsIn, type FocalPoints } from '@/lib/photos/photo-focus'
import { seoMetadata } from '@/lib/seo/metadata'
import { getShownSeo } from '@/lib/seo/shown-seo'
import type { EffectiveSeo } from '@/lib/seo/types'
import { DraftNotice } from './draft-notice'
import { PageJsonLd } from './page-json-ld'

type BodyProps = {
  seo: EffectiveSeo
  /** What staff stored of the page's body (null for pages whose body is not editable). */
  content: PageContentState | null
  /** The focal points of the photos its stored content shows: each is cropped around its own. */
  focalPoints: FocalPoints
}

/**
 * Binds a page body to the SEO record of its path (its draft in a preview): generateMetadata builds the
 * <head> from the record, and the body receives the same record (H1, first
 * heading, FAQs) and its stored content next to its JSON-LD, whose
 * dateModified is the later of the last SEO save and the last publish.
 * Every public route file uses it (landing pages, guides and staff pages
 * through components/pages/public-page.tsx); its render, tagged from its
 * <head>, is kept until regeneratePages(path).
 */
export function seoRoute(
  path: string,
  Body: (props: BodyProps) => ReactNode,
  // A staff page's body is always stored (lib/staff-pages).
  { editable = getEditablePage(path) !== undefined }: { editable?: boolean } = {},
) {
  return {
    // The tag is taken here, and not waited for: its cached no-op resolves after the record, and
    // waiting for it would move the <head> within the stream. It registers at once, long before
    // the render ends.
    generateMetadata: async (): Promise<Metadata> => {
      const tagged = keepPageUntilRegenerated(path)
      const metadata = seoMetadata((await getShownSeo(path)).seo)
      void tagged.catch(() => undefined)
      return metadata
    },
    Page: async function SeoRoutePage() {
      const [{ seo, draft }, content] = await Promise.all([
        getShownSeo(path),
        editable ? getPageContentState(path) : Promise.resolve(null),
      ])
      const updatedAt = lastModified(seo.updatedAt, content?.publishedAt)
      const focalPoints = await focalPointsIn(content?.content ?? null)
      const page = (
        <>
          <PageJsonLd seo={{ ...seo, updatedAt }} />
          <Body seo={seo} content={content} focalPoints={focalPoints} />
        </>
      )
      // Wrapped only in a preview, so the static page's markup stays as it was.
      return draft || content?.draft ? (
        <>
          <DraftNotice path={path} />
          {page}
        </>
      ) : (
        page
      )
    },
  }
}
