import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { AdminPage } from '@/components/admin/admin-page'
import { AdminTitle } from '@/components/admin/admin-title'
import { SeoEditor } from '@/components/admin/seo/seo-editor'
import { site } from '@/content/site'
import { getSeoConfig } from '@/lib/seo/config'
import {
  dashboardHref,
  parseDashboardParams,
  pathOfEditor,
  type DashboardParams,
} from '@/lib/seo/dashboard-address'
import { getPageSeo } from '@/lib/seo/page-seo'
import { toSeoFormValues } from '@/lib/validations/seo'

type Props = {
  params: Promise<{ path: string[] }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `SEO de ${pathOfEditor((await params).path)}` }
}

export default async function SeoEditorPage({ params, searchParams }: Props) {
  const path = pathOfEditor((await params).path)
  // The list's view travels along, so 'Cerrar' returns to it.
  const view = parseDashboardParams(await searchParams)
  return (
    <AdminPage section="seo" inside>
      {() => <EditorSection path={path} view={view} />}
    </AdminPage>
  )
}

async function EditorSection({ path, view }: { path: string; view: DashboardParams }) {
  if (!getSeoConfig(path)) notFound()
  const seo = await getPageSeo(path).catch((error: unknown) => {
    console.error(`The SEO editor could not read the stored SEO record of ${path}`, error)
    return null
  })
  return (
    <section aria-labelledby="editor-titulo" className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <AdminTitle id="editor-titulo">
          SEO de <span className="font-mono">{path}</span>
        </AdminTitle>
        <Link
          href={dashboardHref(view)}
          className="rounded-md border border-line bg-white px-3 py-1.5 font-semibold text-brand-800 no-underline hover:bg-brand-50"
        >
          Cerrar
        </Link>
      </div>
      {seo?.pillarPage ? (
        <p className="mt-4 text-muted">
          Esta página es satélite de <span className="font-mono">{seo.pillarPage}</span>: no se indexa y su
          canonical apunta a esa página, guardes lo que guardes en Robots y Canonical.
        </p>
      ) : null}
      <div className="mt-6">
        {seo ? (
          <SeoEditor values={toSeoFormValues(seo)} siteUrl={site.url} />
        ) : (
          <p role="alert" className="text-danger">
            No se pudo cargar el SEO de la página
          </p>
        )}
      </div>
    </section>
  )
}
