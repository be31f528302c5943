import { isBuiltInPage, isReservedPath, type RedirectRule } from '@/lib/paths'

// The address staff choose for a new page, or a page's new address: one
// segment of lowercase words with hyphens (the database checks the same), and
// free: no built-in page, staff page, redirect or path the site keeps for itself.

export const PAGE_PATH = /^\/[a-z0-9]+(-[a-z0-9]+)*$/
const MAX_LENGTH = 100

export type PathContext = {
  /** Every staff page's address, whatever its state. */
  staffPaths: ReadonlySet<string>
  /** The staff redirects stored now. */
  redirects: readonly RedirectRule[]
}

export type PathCheck = { ok: true; path: string } | { ok: false; message: string }

/** The address as stored ('/placas-solares-jumilla'; the leading slash may be left out), or why not, in Spanish. */
export function checkPagePath(input: string, { staffPaths, redirects }: PathContext): PathCheck {
  const trimmed = input.trim()
  if (!trimmed)
    return { ok: false, message: 'Escribe la dirección de la página, como /placas-solares-jumilla' }
  const path = trimmed.startsWith('/') ? trimmed : `/${trimmed}`
  if (path.length > MAX_LENGTH) return { ok: false, message: `Como máximo ${MAX_LENGTH} caracteres` }
  if (!PAGE_PATH.test(path))
    return {
      ok: false,
      message:
        'Usa solo minúsculas sin acentos, cifras y un guion entre palabras, sin más barras: /placas-solares-jumilla',
    }
  if (isBuiltInPage(path))
    return { ok: false, message: `${path} ya es una página del sitio: elige otra dirección` }
  if (staffPaths.has(path)) return { ok: false, message: `Ya hay una página creada en ${path}` }
  const redirect = redirects.find((rule) => rule.source === path)
  if (redirect)
    return {
      ok: false,
      message: `${path} es una redirección (a ${redirect.destination}): quítala en Redirecciones o elige otra dirección`,
    }
  if (isReservedPath(path)) return { ok: false, message: `La dirección ${path} está reservada para el sitio` }
  return { ok: true, path }
}
