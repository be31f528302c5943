import Link from 'next/link'
import { useId } from 'react'
import { buttonClasses } from '@/components/ui/button'
import { controlProps, FormField, inputClass } from '@/components/ui/form-field'
import { MAX_QUERY_LENGTH } from '@/lib/admin/list-query'

type Option = { slug: string; label: string }
/** A select of named options; its first option is the unfiltered view. */
type Choice = { param: string; label: string; value: string; options: readonly Option[] }

/**
 * An admin list's search and filter: a plain GET form, so it works without
 * JavaScript and the view stays in the address. 'Quitar filtros' shows while
 * the view is filtered. Its controls' ids are its own (useId).
 */
export function FilterForm({
  action,
  name,
  search,
  choices,
  toggle,
}: {
  /** The list's path, which the form submits to. */
  action: string
  /** The form's accessible name. */
  name: string
  search: { value: string; placeholder: string }
  choices: readonly Choice[]
  /** A checkbox that widens the list when ticked (sent as `param=value`). */
  toggle?: { param: string; value: string; label: string; checked: boolean }
}) {
  const id = useId()
  const controlId = (param: string) => `${id}-${param}`
  const filtered =
    search.value !== '' ||
    choices.some((choice) => choice.value !== choice.options[0]?.slug) ||
    Boolean(toggle?.checked)
  return (
    <form
      method="get"
      action={action}
      role="search"
      aria-label={name}
      className="mt-6 flex flex-wrap items-end gap-3"
    >
      <FormField id={controlId('q')} label="Buscar" className="w-full sm:w-auto sm:min-w-56 sm:flex-1">
        <input
          {...controlProps(controlId('q'), {})}
          name="q"
          type="search"
          defaultValue={search.value}
          maxLength={MAX_QUERY_LENGTH}
          placeholder={search.placeholder}
          className={inputClass}
        />
      </FormField>
      {choices.map((choice) => (
        <FormField
          key={choice.param}
          id={controlId(choice.param)}
          label={choice.label}
          className="w-full sm:w-auto"
        >
          <select
            {...controlProps(controlId(choice.param), {})}
            name={choice.param}
            defaultValue={choice.value}
            className={`${inputClass} sm:w-auto`}
          >
            {choice.options.map((option) => (
              <option key={option.slug} value={option.slug}>
                {option.label}
              </option>
            ))}
          </select>
        </FormField>
      ))}
      {toggle ? (
        <div className="order-last flex w-full items-center gap-2">
          <input
            id={controlId(toggle.param)}
            type="checkbox"
            name={toggle.param}
            value={toggle.value}
            defaultChecked={toggle.checked}
            className="size-5 accent-brand-700"
          />
          <label htmlFor={controlId(toggle.param)} className="text-sm text-brand-900">
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
