import { readdirSync } from 'node:fs'
import path from 'node:path'
import { isOwnRoute, MISSING_PAGE_ROUTE } from '@/lib/paths/site-routes'

// The proxy rewrites every path that no route or file of the app answers to
// the 404 route; a route or file it did not know of would be lost. This walks
// app/ and public/ as Next.js does and asks lib/paths/site-routes.ts about
// each, so a new route or file fails here until it is listed there.

const root = path.join(__dirname, '../..')

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
}

/** What Next.js serves a file of app/ at, a dynamic segment given a sample value; null when it is not a route. */
function urlOf(file: string): string | null {
  const segments = file.split(path.sep)
  const name = segments.pop()!
  const isRoute = /^(page|route)(\.(bench|e2e))?\.tsx?$/.test(name)
  const metadataFile: Record<string, string> = {
    'sitemap.ts': 'sitemap.xml',
    'robots.ts': 'robots.txt',
    'icon.svg': 'icon.svg',
  }
  if (!isRoute && !metadataFile[name]) return null
  const parts = segments
    .filter((segment) => !/^\(.*\)$/.test(segment))
    .flatMap((segment) =>
      segment.startsWith('[...') ? ['una', 'ruta'] : segment.startsWith('[') ? ['muestra.webp'] : [segment],
    )
  if (metadataFile[name]) parts.push(metadataFile[name])
  return `/${parts.join('/')}`
}

const appRoutes = filesUnder(path.join(root, 'app'))
  .map((file) => ({ file, url: urlOf(file) }))
  .filter((route): route is { file: string; url: string } => route.url !== null)

it('finds the routes it walks, the catch-all among them', () => {
  expect(appRoutes.map((route) => route.url)).toEqual(
    expect.arrayContaining(['/', '/aviso-legal', '/una/ruta', '/fotos/muestra.webp', '/sitemap.xml']),
  )
})

it('knows every route of app/ but the catch-all, which gets what is left', () => {
  const unknown = appRoutes.filter(
    ({ file, url }) =>
      !file.startsWith(path.join('(site)', '[...path]')) && url !== MISSING_PAGE_ROUTE && !isOwnRoute(url),
  )
  expect(unknown).toEqual([])
  expect(isOwnRoute('/una/ruta')).toBe(false)
})

it('knows every file of public/', () => {
  const files = filesUnder(path.join(root, 'public')).map((file) => `/${file.split(path.sep).join('/')}`)
  expect(files.length).toBeGreaterThan(0)
  expect(files.filter((file) => !isOwnRoute(file))).toEqual([])
})

it('leaves to the catch-all what no route or file answers, below a route’s folder too', () => {
  for (const path of [
    '/images/x.png',
    '/images/gallery-1.svg/x',
    '/api/nope',
    '/api/fotos/x',
    '/auth/x',
    '/cualquier.php',
    '/fotos/a/b',
    '/aviso-legal/x',
    '/favicon.ico',
    '/.env',
  ])
    expect([path, isOwnRoute(path)]).toEqual([path, false])
})
