import { SeoEditor } from '@/components/admin/seo/seo-editor'
import { PageSearchFigures } from '@/components/admin/seo/page-search-figures'
import { SeoLiveSummary } from '@/components/admin/seo/seo-live-summary'
import { site } from '@/content/site'
import type { SessionUser } from '@/lib/auth/types'
import { isOnline, notOnlineNotice } from '@/lib/content/live-page'
import { previewHref } from '@/lib/content/preview-path'
import { getContentDraft, getContentState, listPhotos } from '@/lib/data'
import { formatLeadDate } from '@/lib/leads/inbox-format'
import { readPageSearch } from '@/lib/search/read-search'
import { getPageSeo } from '@/lib/seo/page-seo'
import { toSeoFormValues } from '@/lib/validations/seo'

/**
 * The 'SEO' part of a page's editor: the form shows the SEO draft when there is one, else the
 * record visitors get; above it, whether a draft waits and, if so, what is live.
 */
export async function SeoPart({ path, admin }: { path: string; admin: SessionUser }) {
  // The state first: what the form shows is then at least as new as the revision it is based on.
  const read = async () => {
    const { revision } = await getContentState(path, admin)
    const [draft, live, online, photos, search] = await Promise.all([
      getContentDraft(path, admin),
      getPageSeo(path, admin),
      isOnline(path),
      listPhotos(admin),
      readPageSearch(admin, path),
    ])
    return { revision, draft, live, online, photos, search }
  }
  const shown = await read().catch((error: unknown) => {
    console.error(`The SEO editor could not read the SEO record of ${path}`, error)
    return null
  })
  if (!shown)
    return (
      <p role="alert" className="mt-6 text-danger">
        No se pudo cargar el SEO de la página
      </p>
    )
  const { revision, draft, live, online, photos, search } = shown
  return (
    <>
      <p className="mt-4 text-muted" role="status">
        {!online
          ? notOnlineNotice
          : draft?.seo
            ? `Borrador del SEO sin publicar, guardado el ${formatLeadDate(draft.updatedAt)}. Los visitantes ven el SEO publicado.`
            : live.updatedAt
              ? `SEO publicado el ${formatLeadDate(live.updatedAt)}.`
              : 'SEO original del sitio, sin cambios.'}
        {draft && !draft.seo
          ? ' La página tiene un borrador de contenido: «Publicar» lo publica también.'
          : ''}
      </p>
      {draft?.seo ? <SeoLiveSummary live={live} /> : null}
      {live.pillarPage ? (
        <p className="mt-4 text-muted">
          Esta página depende de <span className="font-mono">{live.pillarPage}</span>: Google no la muestra y
          su dirección principal es esa página, guardes lo que guardes en Visibilidad en buscadores y
          Dirección principal.
        </p>
      ) : null}
      <div className="mt-6">
        <SeoEditor
          values={toSeoFormValues(draft?.seo ?? live)}
          siteUrl={site.url}
          revision={revision}
          previewHref={draft ? previewHref(path) : null}
          photos={photos.map(({ id, alt, place, focalX, focalY }) => ({ id, alt, place, focalX, focalY }))}
          searchFigures={search ? <PageSearchFigures figures={search} /> : null}
        />
      </div>
    </>
  )
}
