import path from 'node:path'
import { expect, test } from '@playwright/test'
import { redirects } from '@/lib/redirects'
import { folderBytes, unknownPaths } from '../bench/unknown-paths'
import { marker, needsDatabase, sql } from './database'

// Unknown addresses never write to disk: a thousand distinct ones (twice the
// misses kept; random, long past what a file name may be, deep, percent-escaped)
// get the site's 404 from the one dynamic route, and the server's build folder
// does not grow. A published staff page still answers 200 and a staff redirect
// its 308, from what the proxy keeps in memory; next.config's redirects still
// come first. Against the local production build: it measures its folder.

test.describe.configure({ mode: 'serial' })

/** The build folder of the server under test (playwright.config.ts builds with E2E=1). */
const buildFolder = path.resolve(process.env.NEXT_DIST_DIR ?? '.next-e2e')

async function statusesOf(baseURL: string, paths: string[], batch = 40): Promise<Map<number, number>> {
  const statuses = new Map<number, number>()
  for (let start = 0; start < paths.length; start += batch) {
    const answers = await Promise.all(
      paths.slice(start, start + batch).map(async (path) => {
        const response = await fetch(`${baseURL}${path}`, { redirect: 'manual' })
        await response.arrayBuffer()
        return response.status
      }),
    )
    for (const status of answers) statuses.set(status, (statuses.get(status) ?? 0) + 1)
  }
  return statuses
}

test(
  'a thousand unknown paths get the 404 and leave the build folder as it was; staff pages and redirects still answer',
  needsDatabase,
  async ({ request, baseURL }) => {
    test.setTimeout(120_000)
    const name = marker('placas-e2e')
    const staffPath = `/${name}`
    const oldPath = `/antigua-${name}`
    await sql(
      request,
      `insert into public.staff_pages (path, template, status) values ($1, 'placas-localidad', 'published')`,
      [staffPath],
    )
    await sql(request, `insert into public.site_redirects (source, destination) values ($1, $2)`, [
      oldPath,
      staffPath,
    ])
    // Were each kept as a page (its HTML and RSC, some 90 KB), a dozen would pass the 1 MiB allowed.
    const paths = unknownPaths(1000)
    const before = folderBytes(buildFolder)
    const statuses = await statusesOf(baseURL!, paths)
    const grown = folderBytes(buildFolder) - before

    expect(Object.fromEntries(statuses)).toEqual({ 404: paths.length })
    expect(grown).toBeLessThan(1024 * 1024)

    // Added behind the admin's back: the proxy reads its lists again within 20 s (REFRESH_MS), so
    // both answers are awaited that long and a margin, on a machine that may be busy. The flood
    // went first, in that time.
    await expect
      .poll(
        async () => [
          (await fetch(`${baseURL}${staffPath}`)).status,
          (await fetch(`${baseURL}${oldPath}`, { redirect: 'manual' })).status,
        ],
        { timeout: 30_000, intervals: [1000] },
      )
      .toEqual([200, 308])
    const moved = await fetch(`${baseURL}${oldPath}`, { redirect: 'manual' })
    expect([moved.status, moved.headers.get('location')]).toEqual([308, staffPath])
  },
)

test(
  'an unknown path gets the site’s 404 page, not indexed, and is counted; one with a bidi override is not',
  needsDatabase,
  async ({ page, request }) => {
    const missing = `/no-existe-${marker('x')}`
    const response = await page.goto(missing)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found')
    await expect(page).toHaveTitle(/^Página no encontrada/)
    await expect(page.locator('meta[name="robots"][content="noindex, follow"]')).toHaveCount(1)
    expect(response?.headers()['cache-control']).toMatch(/^s-maxage=1,/)
    await expect
      .poll(
        async () =>
          (await sql(request, 'select hits from public.missed_paths where path = $1', [missing]))[0],
      )
      .toEqual({ hits: 1 })

    const disguised = `/factura-${marker('x')}\u202Efdp.exe`
    expect((await request.get(encodeURI(disguised))).status()).toBe(404)
    // A visitor's own header does not choose what is counted.
    const chosen = `/elegida-${marker('x')}`
    const asked = `/otra-${marker('x')}`
    expect((await request.get(asked, { headers: { 'x-ruta-pedida': chosen } })).status()).toBe(404)
    await expect
      .poll(
        async () => (await sql(request, 'select hits from public.missed_paths where path = $1', [asked]))[0],
      )
      .toEqual({ hits: 1 })
    expect(
      await sql(request, 'select path from public.missed_paths where path = any($1)', [[disguised, chosen]]),
    ).toEqual([])
    // The page that linked to it is kept as origin and path: its query and fragment are dropped.
    const linked = `/enlazada-${marker('x')}`
    const referer = 'https://buscador.example.com/resultados?q=mi+nombre#arriba'
    expect((await request.get(linked, { headers: { referer } })).status()).toBe(404)
    await expect
      .poll(
        async () =>
          (await sql(request, 'select referrer from public.missed_paths where path = $1', [linked]))[0],
      )
      .toEqual({ referrer: 'https://buscador.example.com/resultados' })
    // Nor does it turn a page the proxy never sees (the home page, a built-in page) into the 404.
    for (const page of ['/', '/instalacion-placas-murcia'])
      expect((await request.get(page, { headers: { 'x-ruta-pedida': '1' } })).status()).toBe(200)
  },
)

test('next.config’s redirects answer before the proxy, and real files and routes are never taken for unknown', async ({
  request,
}) => {
  for (const { example, destination } of redirects.slice(0, 3)) {
    const answer = await request.get(example, { maxRedirects: 0 })
    expect([example, answer.status(), new URL(answer.headers().location!, 'http://x').pathname]).toEqual([
      example,
      308,
      destination,
    ])
  }
  for (const file of ['/images/gallery-1.svg', '/robots.txt', '/sitemap.xml', '/icon.svg'])
    expect([file, (await request.get(file)).status()]).toEqual([file, 200])
})
