// What a redirect's source and destination may be: a site path (lowercase,
// decoded, no query, no trailing slash) or, for a destination, an https
// address. Shared by the form, the CSV import and page renames; no server import.

export type PathAnswer = { ok: true; path: string } | { ok: false; message: string }

/** At most this long, as the database's checks say (20261203000000_site_addresses.sql). */
export const MAX_SOURCE_LENGTH = 300
export const MAX_DESTINATION_LENGTH = 500

const badCharacter = /[\s\p{Cc}\p{Cf}]/u

/**
 * A path as the site stores it: decoded, lowercase, without a trailing slash. A full address
 * (`https://dominio/ruta`) gives its path, so a list of the old site's addresses can be pasted.
 */
export function normalizeSitePath(input: string, what = 'La dirección'): PathAnswer {
  let raw = input.trim()
  if (raw === '') return { ok: false, message: `Escribe ${what.toLowerCase()}.` }
  if (/^https?:\/\//i.test(raw)) {
    try {
      const url = new URL(raw)
      raw = url.pathname + url.search + url.hash
    } catch {
      return { ok: false, message: `${what} no es una dirección válida.` }
    }
  }
  if (!raw.startsWith('/'))
    return { ok: false, message: `${what} debe empezar por / (por ejemplo, /placas-cieza).` }
  if (/[?#]/.test(raw))
    return {
      ok: false,
      message: `${what} no puede llevar ? ni #: una redirección se aplica a la ruta sin parámetros.`,
    }
  let decoded: string
  try {
    decoded = decodeURIComponent(raw)
  } catch {
    return { ok: false, message: `${what} lleva un código % que no es válido.` }
  }
  if (badCharacter.test(decoded) || /[?#]/.test(decoded))
    return { ok: false, message: `${what} no puede llevar espacios ni caracteres invisibles.` }
  const path = decoded.toLowerCase().replace(/\/+$/, '') || '/'
  if (path.includes('//')) return { ok: false, message: `${what} no puede llevar dos barras seguidas (//).` }
  if (path.length > MAX_SOURCE_LENGTH)
    return { ok: false, message: `${what} tiene demasiados caracteres (máximo ${MAX_SOURCE_LENGTH}).` }
  return { ok: true, path }
}

/** A destination: a site path as normalizeSitePath gives it, or an https address kept as typed. */
export function normalizeDestination(input: string): PathAnswer {
  const raw = input.trim()
  if (/^http:\/\//i.test(raw))
    return { ok: false, message: 'El destino debe ser una dirección segura (https://), no http://.' }
  if (!/^https:\/\//i.test(raw)) return normalizeSitePath(raw, 'El destino')
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return { ok: false, message: 'El destino no es una dirección válida.' }
  }
  if (badCharacter.test(raw) || url.username || url.password || !url.hostname.includes('.'))
    return { ok: false, message: 'El destino no es una dirección válida.' }
  if (raw.length > MAX_DESTINATION_LENGTH)
    return {
      ok: false,
      message: `El destino tiene demasiados caracteres (máximo ${MAX_DESTINATION_LENGTH}).`,
    }
  return { ok: true, path: url.href }
}

export const isExternal = (destination: string) => destination.startsWith('https://')

/**
 * The path a catch-all route was asked for, from its segments as Next.js hands them (still
 * percent-encoded): decoded where that is valid, lowercase, as redirect sources are stored.
 */
export function requestedPath(segments: readonly string[]): string {
  const decode = (segment: string) => {
    try {
      return decodeURIComponent(segment)
    } catch {
      return segment
    }
  }
  return `/${segments.map(decode).join('/')}`.toLowerCase()
}
