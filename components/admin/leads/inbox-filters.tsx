import Link from 'next/link'
import { buttonClasses } from '@/components/ui/button'
import { inboxPath, MAX_QUERY_LENGTH, statusOptions, type InboxParams } from '@/lib/leads/inbox-params'

const field = 'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-ink'
const label = 'block text-sm font-semibold text-brand-900'

/** Search and state filter: a plain GET form, so it works without JavaScript and the view stays in the address. */
export function InboxFilters({ params }: { params: InboxParams }) {
  const filtered = params.query !== '' || params.status !== 'all'
  return (
    <form
      method="get"
      action={inboxPath}
      role="search"
      aria-label="Buscar solicitudes"
      className="mt-6 grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-end"
    >
      <div>
        <label htmlFor="buscar-solicitudes" className={label}>
          Buscar
        </label>
        <input
          id="buscar-solicitudes"
          name="q"
          type="search"
          defaultValue={params.query}
          maxLength={MAX_QUERY_LENGTH}
          placeholder="Nombre, email, ciudad o mensaje"
          className={field}
        />
      </div>
      <div>
        <label htmlFor="estado-solicitudes" className={label}>
          Estado
        </label>
        <select
          id="estado-solicitudes"
          name="estado"
          defaultValue={statusOptions.find((option) => option.value === params.status)!.slug}
          className={field}
        >
          {statusOptions.map((option) => (
            <option key={option.slug} value={option.slug}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonClasses('secondary', 'min-h-11 px-5 py-2 text-sm')}>
          Filtrar
        </button>
        {filtered ? (
          <Link href={inboxPath} className="text-sm font-semibold text-brand-700">
            Quitar filtros
          </Link>
        ) : null}
      </div>
    </form>
  )
}
