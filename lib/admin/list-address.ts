// What the admin lists' addresses share (the inbox, the SEO panel's pages):
// a search (q) and filters whose choices travel as Spanish slugs.

/** The query string as a page's searchParams or a route's URLSearchParams give it. */
export type RawParams = Record<string, string | string[] | undefined> | URLSearchParams

/** The longest search a list accepts; a longer one is cut. */
export const MAX_QUERY_LENGTH = 100

/** A filter's choice of one value: its slug in the address and its label. */
type FilterChoice = { slug: string; label: string }

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
 * A list's filter: its parameter and a choice for every value, keyed by the
 * value so that the compiler checks none is missing. The first is the default
 * (left out of the address); an unknown or missing slug reads as the default.
 */
export function listFilter<Value extends string>(param: string, choices: Record<Value, FilterChoice>) {
  const entries = Object.entries(choices) as [Value, FilterChoice][]
  const defaultValue = entries[0]![0]
  const options = entries.map(([, choice]) => choice)
  return {
    param,
    options,
    /** The filter form's select, at this value. */
    choice: (value: Value) => ({ param, value: choices[value].slug, options }),
    read: (params: RawParams): Value =>
      entries.find(([, choice]) => choice.slug === firstParam(params, param))?.[0] ?? defaultValue,
    /** Adds the value to a query string, unless it is the default. */
    write(search: URLSearchParams, value: Value) {
      if (value !== defaultValue) search.set(param, choices[value].slug)
    },
  }
}
