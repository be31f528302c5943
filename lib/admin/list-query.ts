// An admin list's address (the inbox, the SEO panel's pages): its view lives in
// the query string, so every view can be linked, bookmarked, reloaded and built
// by a plain GET form without JavaScript. A list declares its parameters once
// (listQuery): a search (q), filters whose choices travel as Spanish slugs,
// and, if it is paged, its page; the same declaration reads an address and
// writes one back, defaults left out. Anything unexpected reads as the default.

/** The query string as a page's searchParams or a route's URLSearchParams give it. */
export type RawParams = Record<string, string | string[] | undefined> | URLSearchParams

/** The longest search a list accepts; a longer one is cut. */
export const MAX_QUERY_LENGTH = 100

/** One part of a list's view, in the address: how to read it, its default, how to write it. */
export type ListParam<Value> = {
  readonly defaultValue: Value
  read(params: RawParams): Value
  /** Adds the value to a query string, unless it is the default. */
  write(search: URLSearchParams, value: Value): void
}

/** A filter's choice of one value: its slug in the address and its label. */
type FilterChoice = { slug: string; label: string }

/** The first value of a parameter, if it has one. */
export function firstParam(params: RawParams, name: string): string | undefined {
  if (params instanceof URLSearchParams) return params.get(name) ?? undefined
  const value = params[name]
  return Array.isArray(value) ? value[0] : value
}

/** The search (q), trimmed and cut to MAX_QUERY_LENGTH; every list has one. */
const searchParam: ListParam<string> = {
  defaultValue: '',
  read: (params) => (firstParam(params, 'q') ?? '').trim().slice(0, MAX_QUERY_LENGTH),
  write(search, value) {
    if (value) search.set('q', value)
  },
}

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
    defaultValue,
    /** The filter form's select, at this value. */
    choice: (value: Value) => ({ param, value: choices[value].slug, options }),
    read: (params: RawParams): Value =>
      entries.find(([, choice]) => choice.slug === firstParam(params, param))?.[0] ?? defaultValue,
    write(search: URLSearchParams, value: Value) {
      if (value !== defaultValue) search.set(param, choices[value].slug)
    },
  }
}

/** A filter by a free value the list accepts (`accepts`), such as a page of the site; null is none. */
export function valueFilter(
  param: string,
  accepts: (value: string) => boolean,
): ListParam<string | null> & { param: string } {
  return {
    param,
    defaultValue: null,
    read(params) {
      const value = firstParam(params, param) ?? ''
      return accepts(value) ? value : null
    },
    write(search, value) {
      if (value !== null) search.set(param, value)
    },
  }
}

/** A checkbox that widens the list: `param=value` when ticked. */
export function toggleFilter(
  param: string,
  value: string,
): ListParam<boolean> & { param: string; value: string } {
  return {
    param,
    value,
    defaultValue: false,
    read: (params) => firstParam(params, param) === value,
    write(search, ticked) {
      if (ticked) search.set(param, value)
    },
  }
}

/** The page of a paged list, from 1; past `max` reads as `max` (the database's offset stays bounded). */
export function pageParam(param: string, max: number): ListParam<number> {
  return {
    defaultValue: 1,
    read(params) {
      const text = firstParam(params, param) ?? ''
      return /^[1-9]\d{0,5}$/.test(text) ? Math.min(Number(text), max) : 1
    },
    write(search, page) {
      if (page > 1) search.set(param, String(page))
    },
  }
}

/** Any list parameter, whatever its value's type. */
type Params = Record<
  string,
  {
    readonly defaultValue: unknown
    read(params: RawParams): unknown
    write(search: URLSearchParams, value: never): void
  }
>
/** A list's view: its search and the value of each of its parameters. */
type ListView<P extends Params> = { query: string } & { [Name in keyof P]: ReturnType<P[Name]['read']> }

/**
 * A list at `path` with the search and `params` (in the address in this order,
 * a page last by convention): reads a view from a query string, and writes one
 * back as a query string or an address, leaving out what is at its default.
 */
export function listQuery<P extends Params>(path: string, params: P) {
  type View = ListView<P>
  const named = Object.entries(params) as [keyof P & string, ListParam<unknown>][]
  const search = (view: Partial<View>): string => {
    const query = new URLSearchParams()
    searchParam.write(query, view.query ?? '')
    for (const [name, param] of named) param.write(query, view[name] ?? param.defaultValue)
    const text = query.toString()
    return text ? `?${text}` : ''
  }
  return {
    path,
    read: (raw: RawParams): View =>
      ({
        query: searchParam.read(raw),
        ...Object.fromEntries(named.map(([name, param]) => [name, param.read(raw)])),
      }) as View,
    /** The query string of a view ('' for the default one). */
    search,
    href: (view: Partial<View>) => `${path}${search(view)}`,
  }
}
