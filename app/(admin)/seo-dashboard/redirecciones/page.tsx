import type { Metadata } from 'next'
import { CsvImportForm } from '@/components/admin/paths/csv-import-form'
import { MissedPaths } from '@/components/admin/paths/missed-paths'
import { RedirectForm } from '@/components/admin/paths/redirect-form'
import { RedirectList } from '@/components/admin/paths/redirect-list'
import { adminPage } from '@/components/admin/admin-page'
import { AdminTitle } from '@/components/admin/admin-title'
import type { SiteRedirect } from '@/lib/paths/types'
import type { SessionUser } from '@/lib/auth/types'
import { listMissedPaths } from '@/lib/data'
import { redirectsWithFacts } from '@/lib/paths/context'
import { redirectProblems } from '@/lib/paths/redirect-problems'
import type { SiteRedirectInput } from '@/lib/validations/redirect'

export const metadata: Metadata = { title: 'Redirecciones' }

type Props = { searchParams: Promise<{ desde?: string | string[]; editar?: string | string[] }> }

export default adminPage('redirecciones', Redirects)

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value.slice(0, 300) : '')

/** The form's values: the redirect `editar` names, else a new one from `desde` ('Redirigir'). */
function formValues(redirects: SiteRedirect[], editing: string, from: string): SiteRedirectInput {
  const edited = redirects.find((redirect) => redirect.source === editing)
  if (edited)
    return {
      original: edited.source,
      source: edited.source,
      destination: edited.destination,
      permanent: edited.permanent,
      basedOn: edited.revision,
    }
  return { original: null, source: from, destination: '', permanent: true, basedOn: 0 }
}

async function Redirects({ admin, searchParams }: { admin: SessionUser } & Props) {
  const [{ redirects, facts }, missed, params] = await Promise.all([
    redirectsWithFacts(admin),
    listMissedPaths(admin),
    searchParams,
  ])
  // Worked out as the list is drawn: pages may have gone since a redirect was saved.
  const listed = redirects.map((redirect) => ({ ...redirect, problems: redirectProblems(redirect, facts) }))
  const initial = formValues(redirects, one(params.editar), one(params.desde))
  return (
    <section aria-labelledby="titulo-redirecciones" className="mt-8">
      <AdminTitle id="titulo-redirecciones">Redirecciones</AdminTitle>
      <p className="mt-3 max-w-3xl text-muted">
        Envían a los visitantes de una dirección sin página (una página antigua, un enlace mal escrito) a otra
        dirección. Las redirecciones fijas del sitio, como /contacto, no se cambian aquí.
      </p>

      <h2 id="formulario-redireccion" className="mt-8 scroll-mt-4 text-xl font-bold text-brand-900">
        {initial.original === null ? 'Nueva redirección' : `Editar la redirección de ${initial.original}`}
      </h2>
      {/* A new key per redirect or 'Redirigir' path: the form starts from these values. */}
      <RedirectForm key={`${initial.original ?? ''}|${initial.source}`} initial={initial} />

      <h2 className="mt-10 text-xl font-bold text-brand-900">Todas las redirecciones ({redirects.length})</h2>
      <RedirectList redirects={listed} />

      <h2 className="mt-10 text-xl font-bold text-brand-900">Importar un CSV</h2>
      <p className="mt-1 max-w-3xl text-sm text-muted">
        Para traer las direcciones del sitio antiguo: cada fila se comprueba como en el formulario, y las que
        no se pueden guardar aparecen abajo con el motivo.
      </p>
      <CsvImportForm />

      <h2 className="mt-10 text-xl font-bold text-brand-900">Direcciones que fallan</h2>
      <p className="mt-1 max-w-3xl text-sm text-muted">
        Direcciones de este sitio que respondieron «página no encontrada», las más recientes primero (se
        guardan las 500 últimas). «Redirigir» abre el formulario con la dirección ya escrita.
      </p>
      <MissedPaths missed={missed} />
    </section>
  )
}
