import { site } from '@/content/site'
import { isExternal, normalizeDestination, normalizeSitePath } from './paths'
import { builtInRedirectFor, isBuiltInPage, isReservedPath } from './reserved'
import { isVisitorRoute } from './site-routes'

// The rules every writer of a redirect follows (the form, the CSV import, a
// page's rename): one hop from a path that has no page and is no staff page's
// address, never a loop, to a page that exists or an https address.

export type RedirectRule = { source: string; destination: string }

/** What is known of the staff pages now (the built-in pages are known here). */
export type StaffPageFacts = {
  /** Whether a staff page is published at this path. */
  isLivePage: (path: string) => boolean
  /** Whether a staff page, published or not, has this address. */
  isStaffPage: (path: string) => boolean
}

export type RedirectContext = StaffPageFacts & {
  /** The staff redirects stored now, without the one being changed. */
  redirects: readonly RedirectRule[]
}

/** A refusal names the field it is about, so a form shows it there. */
export type RedirectCheck =
  { ok: true; rule: RedirectRule } | { ok: false; field: 'source' | 'destination'; message: string }

const refuse = (message: string, field: 'source' | 'destination' = 'source'): RedirectCheck => ({
  ok: false,
  field,
  message,
})

/** Where a path leads now: a staff redirect's destination, or a built-in redirect's. */
function nextHop(path: string, context: RedirectContext): string | null {
  return (
    context.redirects.find((redirect) => redirect.source === path)?.destination ??
    builtInRedirectFor(path)?.destination ??
    null
  )
}

/**
 * Whether a visitor finds something at this destination: an https address (its form checked only,
 * never fetched), a built-in page or guide, a published staff page, or a file the site serves.
 */
export const destinationExists = (destination: string, facts: StaffPageFacts) =>
  isExternal(destination) || isBuiltInPage(destination) || isVisitorRoute(destination) || facts.isLivePage(destination)

/** The site's own host name, without `www.`: an address there is one of the site's paths. */
const ownHost = new URL(site.url).hostname.replace(/^www\./, '')

/**
 * An address on the site's own domain (http or https, with or without `www`, any case) as the path
 * it names, so the loop and chain checks see where it leads; any other input as typed.
 */
function asOwnPath(input: string): string {
  const raw = input.trim()
  if (!/^https?:\/\//i.test(raw)) return raw
  try {
    const url = new URL(raw)
    const own = url.hostname.replace(/^www\./, '') === ownHost && url.port === ''
    return own && !url.username && !url.password ? url.pathname + url.search + url.hash : raw
  } catch {
    return raw
  }
}

/**
 * Browsers read a backslash as '/' (a destination '/\otro.com' would leave the site): refused as
 * typed (an https address's parser would turn it into '/') and as decoded (%5C).
 */
function refuseBackslash(rule: RedirectRule): RedirectCheck | null {
  const field = rule.source.includes('\\') ? 'source' : rule.destination.includes('\\') ? 'destination' : null
  if (!field) return null
  const what = field === 'source' ? 'El origen' : 'El destino'
  return refuse(
    `${what} no puede llevar barras invertidas (\\): usa / para separar las partes de la dirección.`,
    field,
  )
}

/** The rule as the site stores it (paths normalized), or why it is refused, in Spanish for staff. */
export function checkRedirect(input: RedirectRule, context: RedirectContext): RedirectCheck {
  const typedBackslash = refuseBackslash(input)
  if (typedBackslash) return typedBackslash
  const source = normalizeSitePath(input.source, 'El origen')
  if (!source.ok) return refuse(source.message)
  const destination = normalizeDestination(asOwnPath(input.destination))
  if (!destination.ok) return refuse(destination.message, 'destination')
  const rule = { source: source.path, destination: destination.path }
  const decodedBackslash = refuseBackslash(rule)
  if (decodedBackslash) return decodedBackslash
  const { source: from, destination: to } = rule

  if (from === to) return refuse('El origen y el destino son la misma dirección.', 'destination')
  if (isBuiltInPage(from) || context.isLivePage(from))
    return refuse(`En ${from} hay una página publicada: solo se redirigen direcciones sin página.`)
  if (context.isStaffPage(from))
    return refuse(
      `${from} es la dirección de una página sin publicar: si se publica, la página ocupará la dirección. Para redirigirla, bórrala antes en «Páginas».`,
    )
  const builtIn = builtInRedirectFor(from)
  if (builtIn) return refuse(`${from} ya tiene una redirección fija del sitio (a ${builtIn.destination}).`)
  if (isReservedPath(from)) return refuse(`La dirección ${from} está reservada para el sitio.`)
  const existing = context.redirects.find((redirect) => redirect.source === from)
  if (existing)
    return refuse(`${from} ya tiene una redirección (a ${existing.destination}): cámbiala en la lista.`)

  // Following the destination's redirects back to the source: a loop.
  const seen = new Set<string>()
  for (let hop: string | null = to; hop && !seen.has(hop); hop = nextHop(hop, context)) {
    if (hop === from) return refuse(`Crearía un bucle: ${to} ya lleva de vuelta a ${from}.`, 'destination')
    seen.add(hop)
  }
  const onward = nextHop(to, context)
  if (onward)
    return refuse(
      `El destino ${to} ya redirige a ${onward}: pon ${onward} como destino, para no encadenar redirecciones.`,
      'destination',
    )
  const into = context.redirects.find((redirect) => redirect.destination === from)
  if (into)
    return refuse(
      `La redirección de ${into.source} lleva a ${from}: una dirección que recibe una redirección no puede redirigir a otra. Cambia antes el destino de ${into.source}.`,
    )
  if (!destinationExists(to, context))
    return refuse(
      `No hay ninguna página publicada en ${to}: elige como destino una página del sitio o una dirección completa https://…`,
      'destination',
    )
  return { ok: true, rule }
}
