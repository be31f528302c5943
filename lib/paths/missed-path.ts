// A path that answered 404, as the admin's 'Direcciones que fallan' lists it.
// Invisible and format characters (bidi overrides such as U+202E, zero-width
// characters) can make a listed path read as another one; the site never has
// them in a path, so such a path is not counted, and one already stored is
// shown with them written out.

/** At most this long, as the database's check says (20261203000000_site_addresses.sql). */
export const MAX_MISSED_PATH_LENGTH = 300

const invisible = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u

/** Whether a 404 of `path` is counted: a path, short enough, with no control or format character. */
export const isCountableMissedPath = (path: string) =>
  path.startsWith('/') && path.length <= MAX_MISSED_PATH_LENGTH && !invisible.test(path)

/** The path with each control or format character written as its code (`\u{202E}`). */
export const shownMissedPath = (path: string) =>
  path.replace(
    new RegExp(invisible.source, 'gu'),
    (char) => `\\u{${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}}`,
  )

/**
 * The page that linked to a failing address, from the Referer header: its origin and path only
 * (no query, no fragment, which may carry what the visitor typed); its origin alone when that
 * would be too long; null when there is none or it is not an http(s) address.
 */
export function keptReferrer(header: string | null): string | null {
  if (!header) return null
  let url: URL
  try {
    url = new URL(header)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  const kept = [url.origin + url.pathname, url.origin].find(
    (candidate) => candidate.length <= MAX_MISSED_PATH_LENGTH && !invisible.test(candidate) && !/\s/.test(candidate),
  )
  return kept ?? null
}
