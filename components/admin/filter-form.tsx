import Link from 'next/link'
import { buttonClasses } from '@/components/ui/button'

const field = 'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-ink'
const label = 'block text-sm font-semibold text-brand-900'

type Option = { slug: string; label: string }

/**
 * An admin list's search and filter: a plain GET form, so it works without
 * JavaScript and the view stays in the address. 'Quitar filtros' shows while
 * the view is filtered.
 */
export function FilterForm({
  action,
  name,
  search,
  choice,
  toggle,
}: {
  /** The list's path, which the form submits to. */
  action: string
  /** The form's accessible name. */
  name: string
  search: { id: string; value: string; placeholder: string; maxLength: number }
  /** A select of named options; its first option is the unfiltered view. */
  choice: { id: string; param: string; label: string; value: string; options: readonly Option[] }
  /** A checkbox that widens the list when ticked (sent as `param=value`). */
  toggle?: { id: string; param: string; value: string; label: string; checked: boolean }
}) {
  const filtered = search.value !== '' || choice.value !== choice.options[0]?.slug || Boolean(toggle?.checked)
  return (
    <form
      method="get"
      action={action}
      role="search"
      aria-label={name}
      className="mt-6 grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-end"
    >
      <div>
        <label htmlFor={search.id} className={label}>
          Buscar
        </label>
        <input
          id={search.id}
          name="q"
          type="search"
          defaultValue={search.value}
          maxLength={search.maxLength}
          placeholder={search.placeholder}
          className={field}
        />
      </div>
      <div>
        <label htmlFor={choice.id} className={label}>
          {choice.label}
        </label>
        <select id={choice.id} name={choice.param} defaultValue={choice.value} className={field}>
          {choice.options.map((option) => (
            <option key={option.slug} value={option.slug}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {toggle ? (
        <div className="flex items-center gap-2 sm:col-span-3 sm:row-start-2">
          <input
            id={toggle.id}
            type="checkbox"
            name={toggle.param}
            value={toggle.value}
            defaultChecked={toggle.checked}
            className="size-5 accent-brand-700"
          />
          <label htmlFor={toggle.id} className="text-sm text-brand-900">
            {toggle.label}
          </label>
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonClasses('secondary', 'min-h-11 px-5 py-2 text-sm')}>
          Filtrar
        </button>
        {filtered ? (
          <Link href={action} className="text-sm font-semibold text-brand-700">
            Quitar filtros
          </Link>
        ) : null}
      </div>
    </form>
  )
}
