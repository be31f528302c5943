// What the admin lists' addresses share (the inbox, the SEO panel's pages):
// a search (q) and filters whose choices travel as Spanish slugs.

/** The query string as a page's searchParams or a route's URLSearchParams give it. */
export type RawParams = Record<string, string | string[] | undefined> | URLSearchParams

/** The longest search a list accepts; a longer one is cut. */
export const MAX_QUERY_LENGTH = 100

/** A filter's choice: its value in the app, its slug in the address, its label. */
export type FilterOption<Value extends string> = { value: Value; slug: string; label: string }

/** The first value of a parameter, if it has one. */
export function firstParam(params: RawParams, name: string): string | undefined {
  if (params instanceof URLSearchParams) return params.get(name) ?? undefined
  const value = params[name]
  return Array.isArray(value) ? value[0] : value
}

/** The address's search, trimmed and cut to MAX_QUERY_LENGTH. */
export const searchParam = (params: RawParams) =>
  (firstParam(params, 'q') ?? '').trim().slice(0, MAX_QUERY_LENGTH)

/**
 * A list's filter: its parameter and its choices, the first being the default
 * (left out of the address). An unknown or missing slug reads as the default.
 */
export function listFilter<Value extends string>(param: string, options: readonly FilterOption<Value>[]) {
  const slugOf = (value: Value) => options.find((option) => option.value === value)!.slug
  return {
    param,
    options,
    /** The filter form's select, at this value. */
    choice: (value: Value) => ({ param, value: slugOf(value), options }),
    read: (params: RawParams): Value =>
      (options.find((option) => option.slug === firstParam(params, param)) ?? options[0]!).value,
    /** Adds the value to a query string, unless it is the default. */
    write(search: URLSearchParams, value: Value) {
      if (value !== options[0]!.value) search.set(param, slugOf(value))
    },
  }
}
