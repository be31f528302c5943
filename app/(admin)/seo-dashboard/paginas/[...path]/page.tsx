import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { AdminPage } from '@/components/admin/admin-page'
import { AdminTitle } from '@/components/admin/admin-title'
import { EditorParts } from '@/components/admin/content/editor-parts'
import type { SessionUser } from '@/lib/auth/types'
import { readHistoryView, type HistoryView } from '@/lib/content/history-query'
import { ManagePage } from '@/components/admin/staff-pages/manage-page'
import { findEditablePage, findSeoConfig, staffPagesFor } from '@/lib/staff-pages/registry'
import {
  dashboardHref,
  editorHref,
  parseDashboardParams,
  parseEditorPart,
  pathOfEditor,
  type DashboardParams,
  type EditorPart,
} from '@/lib/seo/dashboard-path'
import { ContentPart } from './content-part'
import { SeoPart } from './seo-part'

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
  if (!(await findSeoConfig(path, admin))) notFound()
  const editable = await findEditablePage(path, admin)
  const staffPage = (await staffPagesFor(admin)).find((page) => page.path === path)
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
      {staffPage ? <ManagePage path={path} status={staffPage.status} /> : null}
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
          editorPath={editorHref(path, view, 'contenido')}
        />
      ) : (
        <SeoPart path={path} admin={admin} />
      )}
    </section>
  )
}
