'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'
import { loadSeoRecordAction } from '@/app/(admin)/seo-dashboard/actions'
import type { DashboardPage } from '@/lib/seo/dashboard'
import type { SeoFormValues } from '@/lib/validations/seo'
import { SeoEditor } from './seo-editor'
import { SeoPageList } from './seo-page-list'

type EditorState =
  | { status: 'closed' }
  | { status: 'loading'; path: string }
  | { status: 'ready'; path: string; values: SeoFormValues | null }
  | { status: 'failed'; path: string; message: string }

/** The page list and, once a page is chosen, its editor ('Cerrar' closes it). */
export function SeoDashboard({ pages, siteUrl }: { pages: DashboardPage[]; siteUrl: string }) {
  const router = useRouter()
  const [editor, setEditor] = useState<EditorState>({ status: 'closed' })
  const selected = editor.status === 'closed' ? null : editor.path

  useEffect(() => {
    if (editor.status !== 'loading') return
    let current = true
    loadSeoRecordAction(editor.path).then(
      (result) => {
        if (!current) return
        setEditor(
          result.ok
            ? { status: 'ready', path: editor.path, values: result.values }
            : { status: 'failed', path: editor.path, message: result.message },
        )
      },
      () =>
        current &&
        setEditor({ status: 'failed', path: editor.path, message: 'No se pudo cargar el SEO de la página' }),
    )
    return () => {
      current = false
    }
  }, [editor])

  return (
    <div className="mt-8 grid gap-8 lg:grid-cols-[22rem_minmax(0,1fr)]">
      <SeoPageList
        pages={pages}
        selected={selected}
        onSelect={(path) => setEditor({ status: 'loading', path })}
      />
      {editor.status === 'closed' ? (
        <p className="text-muted">Elige una página de la lista para editar su SEO.</p>
      ) : (
        <section aria-labelledby="editor-titulo" className="min-w-0">
          <div className="flex items-center justify-between gap-4">
            <h2 id="editor-titulo" className="text-xl font-bold text-brand-900">
              SEO de <span className="font-mono">{editor.path}</span>
            </h2>
            <button
              type="button"
              onClick={() => setEditor({ status: 'closed' })}
              className="rounded-md border border-line bg-white px-3 py-1.5 font-semibold text-brand-800 hover:bg-brand-50"
            >
              Cerrar
            </button>
          </div>
          <div className="mt-4">
            {editor.status === 'loading' ? (
              <div role="status" className="flex items-center gap-3 text-muted">
                <span
                  aria-hidden="true"
                  className="size-6 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600"
                />
                Cargando...
              </div>
            ) : editor.status === 'failed' ? (
              <p role="alert" className="text-danger">
                {editor.message}
              </p>
            ) : editor.values ? (
              <SeoEditor
                key={editor.path}
                values={editor.values}
                siteUrl={siteUrl}
                onSaved={() => router.refresh()}
              />
            ) : null}
          </div>
        </section>
      )}
    </div>
  )
}
