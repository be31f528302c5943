import { publicRoutes } from '@/lib/routes'

// Every link of a page's content (each button's `href`, the schema's only link
// field) must lead somewhere: a page of this site (lib/routes.ts, the quote
// page and the legal pages included), an anchor on the page ('#contacto') or
// an https address. A published staff page is a page of this site too (its
// paths are passed in: they are stored, not in the repository). The schema checks the form of a link; this checks that a
// site path is a page, so a typo never publishes a broken button.

const sitePaths = new Set(publicRoutes.map(({ path }) => path))

/** The page a site link opens: without its query or fragment, and without a trailing slash. */
function pageOf(href: string): string {
  const path = href.split(/[?#]/, 1)[0]!
  return path.length > 1 ? path.replace(/\/+$/, '') : path
}

/** Each link to a missing page, by its dotted path in `content`, with the message shown at its field. */
export function missingPageLinks(
  content: unknown,
  staffPaths: ReadonlySet<string> = new Set(),
): Record<string, string> {
  const errors: Record<string, string> = {}
  const walk = (node: unknown, path: (string | number)[]) => {
    if (Array.isArray(node)) node.forEach((item, index) => walk(item, [...path, index]))
    else if (node && typeof node === 'object')
      for (const [key, value] of Object.entries(node)) {
        if (key === 'href' && typeof value === 'string') {
          const href = value.trim()
          const page = pageOf(href)
          if (href.startsWith('/') && !sitePaths.has(page) && !staffPaths.has(page))
            errors[[...path, key].join('.')] = `Esta página no existe en el sitio: ${href}`
        } else walk(value, [...path, key])
      }
  }
  walk(content, [])
  return errors
}

/** The content editor's answer when a link leads to no page: each message at its field, nothing stored. */
export function checkLinks(
  content: unknown,
  staffPaths?: ReadonlySet<string>,
): { ok: true } | { ok: false; message: string; fieldErrors: Record<string, string> } {
  const fieldErrors = missingPageLinks(content, staffPaths)
  return Object.keys(fieldErrors).length === 0
    ? { ok: true }
    : { ok: false, message: 'Revisa los campos marcados', fieldErrors }
}
