import { once } from 'node:events'
import { createServer, type AddressInfo } from 'node:net'
import { renderToStaticMarkup } from 'react-dom/server'

// When the stored SEO records cannot be read, nothing is rendered with the
// built-in record instead (that would publish a page without the title, H1
// and FAQs staff saved): the page head, the page body and the sitemap fail,
// naming the page, the backend and the cause, so `next build` stops and a
// regeneration keeps the last good page. Only a record that does not exist
// gives the built-in one. The real Supabase client talks to an address that
// refuses connections; for the empty answer, a fake fetch answers as
// PostgREST does.

// A port nothing listens on (just freed), so the connection is refused; fetch
// would not even try a well-known one like 9 ('bad port').
let refusingPort = 0
beforeAll(async () => {
  const probe = createServer().listen(0, '127.0.0.1')
  await once(probe, 'listening')
  refusingPort = (probe.address() as AddressInfo).port
  probe.close()
  await once(probe, 'close')
  // Read by lib/env.ts when first imported: the modules below are loaded after this.
  Object.assign(process.env, {
    NEXT_PUBLIC_SUPABASE_URL: `https://127.0.0.1:${refusingPort}`,
    NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_x',
    SUPABASE_SECRET_KEY: 'sb_secret_x',
    SITE_SHARED_SECRET: 's'.repeat(32),
  })
})

const pageSeo = () => import('@/lib/seo/page-seo')
const builtIn = async (path: string) => (await import('@/lib/seo/config')).getSeoConfig(path)!
const sitemap = async () => (await import('@/app/sitemap')).default()
const seoPanel = async () =>
  (await import('@/components/admin/seo/seo-panel')).SeoPanel({
    view: { query: '', issue: 'all', reviewSoon: false },
    admin: { id: '00000000-0000-4000-8000-000000000001', email: 'admin@example.com', isAdmin: true },
  })

afterEach(() => jest.restoreAllMocks())

/**
 * supabase-js tries a failed read again after 1, 2 and 4 seconds: the test moves a fake clock
 * past those waits, letting the real connections (refused) run in between.
 */
async function pastRetryWaits<T>(read: () => Promise<T>): Promise<T> {
  jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] })
  try {
    let done = false
    const result = read().finally(() => (done = true))
    result.catch(() => undefined)
    while (!done) {
      await new Promise((resolve) => setImmediate(resolve))
      jest.advanceTimersByTime(1000)
    }
    return await result
  } finally {
    jest.useRealTimers()
  }
}

const refused = () => `ECONNREFUSED 127.0.0.1:${refusingPort}`

describe('Supabase unreachable', () => {
  it('the page head and body fail with the page, the backend and the cause', async () => {
    const { getPageSeo } = await pageSeo()
    await expect(pastRetryWaits(() => getPageSeo('/aviso-legal'))).rejects.toThrow(
      `Could not read the stored SEO record of /aviso-legal from Supabase: TypeError: fetch failed; caused by Error: connect ${refused()}`,
    )
  })

  it('the sitemap fails with the backend and the cause', async () => {
    await expect(pastRetryWaits(sitemap)).rejects.toThrow(
      `Could not read the stored SEO records from Supabase: TypeError: fetch failed; caused by Error: connect ${refused()}`,
    )
  })

  it('the dashboard says the records could not be read, and lists no built-in record as if it were current', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {})
    const html = renderToStaticMarkup(await pastRetryWaits(seoPanel))
    expect(html).toContain('role="alert"')
    expect(html).toContain(
      'No se pudo leer el SEO guardado de las páginas. Inténtalo de nuevo en unos minutos.',
    )
    expect(html).not.toContain('/aviso-legal')
    expect(console.error).toHaveBeenCalledWith(expect.stringMatching(/SEO dashboard/), expect.any(Error))
  })
})

describe('Supabase answering that no record is stored', () => {
  it('gives the built-in record', async () => {
    const fetchSpy = jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => Response.json([], { headers: { 'content-range': '*/0' } }))
    const { getPageSeo } = await pageSeo()
    const seo = await getPageSeo('/aviso-legal')
    expect(seo).toMatchObject({ path: '/aviso-legal', title: (await builtIn('/aviso-legal')).title })
    const url = new URL(String(fetchSpy.mock.calls[0]![0]))
    expect(url.pathname).toBe('/rest/v1/seo_pages')
    expect(url.searchParams.get('path')).toBe('eq./aviso-legal')
  })
})
