import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { AdminPage } from '@/components/admin/admin-page'
import { AdminTitle } from '@/components/admin/admin-title'
import { EditorParts } from '@/components/admin/content/editor-parts'
import { SeoEditor } from '@/components/admin/seo/seo-editor'
import { site } from '@/content/site'
import type { SessionUser } from '@/lib/auth/types'
import { getEditablePage } from '@/lib/content/editable-pages'
import { readHistoryView, type HistoryView } from '@/lib/content/history-address'
import { getSeoState } from '@/lib/data'
import { getSeoConfig } from '@/lib/seo/config'
import {
  dashboardHref,
  editorHref,
  parseDashboardParams,
  parseEditorPart,
  pathOfEditor,
  type DashboardParams,
  type EditorPart,
} from '@/lib/seo/dashboard-address'
import { getPageSeo } from '@/lib/seo/page-seo'
import { toSeoFormValues } from '@/lib/validations/seo'
import { ContentPart } from './content-part'

type Props = {
  params: Promise<{ path: string[] }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const path = pathOfEditor((await params).path)
  const part = parseEditorPart(await searchParams)
  return { title: `${part === 'contenido' ? 'Contenido' : 'SEO'} de ${path}` }
}

/**
 * One editor per page, in two parts at their own addresses: 'Contenido' (the
 * page's body, ?parte=contenido) and 'SEO' (its search record, the default).
 */
export default async function PageEditorPage({ params, searchParams }: Props) {
  const path = pathOfEditor((await params).path)
  const search = await searchParams
  // The list's view travels along, so 'Cerrar' returns to it.
  const view = parseDashboardParams(search)
  const part = parseEditorPart(search)
  return (
    <AdminPage section="seo" inside>
      {(admin) => (
        <EditorSection path={path} view={view} part={part} admin={admin} history={readHistoryView(search)} />
      )}
    </AdminPage>
  )
}

async function EditorSection({
  path,
  view,
  part,
  admin,
  history,
}: {
  path: string
  view: DashboardParams
  part: EditorPart
  admin: SessionUser
  history: HistoryView
}) {
  if (!getSeoConfig(path)) notFound()
  const editable = getEditablePage(path)
  const showContent = part === 'contenido' && editable
  return (
    <section aria-labelledby="editor-titulo" className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <AdminTitle id="editor-titulo">
          {showContent ? 'Contenido' : 'SEO'} de <span className="font-mono">{path}</span>
        </AdminTitle>
        <Link
          href={dashboardHref(view)}
          className="rounded-md border border-line bg-white px-3 py-1.5 font-semibold text-brand-800 no-underline hover:bg-brand-50"
        >
          Cerrar
        </Link>
      </div>
      {editable ? (
        <EditorParts
          current={showContent ? 'contenido' : 'seo'}
          contentHref={editorHref(path, view, 'contenido')}
          seoHref={editorHref(path, view)}
        />
      ) : null}
      {showContent ? (
        <ContentPart
          page={editable}
          admin={admin}
          seoHref={editorHref(path, view)}
          history={history}
          editorAddress={editorHref(path, view, 'contenido')}
        />
      ) : (
        <SeoPart path={path} admin={admin} />
      )}
    </section>
  )
}

async function SeoPart({ path, admin }: { path: string; admin: SessionUser }) {
  // The state first: what the form shows is then at least as new as the revision it is based on.
  const state = await getSeoState(path, admin).catch(() => null)
  const seo = state
    ? await getPageSeo(path).catch((error: unknown) => {
        console.error(`The SEO editor could not read the stored SEO record of ${path}`, error)
        return null
      })
    : null
  return (
    <>
      {seo?.pillarPage ? (
        <p className="mt-4 text-muted">
          Esta página es satélite de <span className="font-mono">{seo.pillarPage}</span>: no se indexa y su
          canonical apunta a esa página, guardes lo que guardes en Robots y Canonical.
        </p>
      ) : null}
      <div className="mt-6">
        {seo ? (
          <SeoEditor values={toSeoFormValues(seo)} siteUrl={site.url} revision={state!.revision} />
        ) : (
          <p role="alert" className="text-danger">
            No se pudo cargar el SEO de la página
          </p>
        )}
      </div>
    </>
  )
}
