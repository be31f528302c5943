import { checkRedirect, isReservedPath, normalizeSitePath, type RedirectContext } from '@/lib/paths'
import { requestedPath } from '@/lib/paths/paths'
import { redirectProblems } from '@/lib/paths/redirect-problems'
import { site } from '@/content/site'

// The rules every writer of a redirect follows: each refusal, with the message staff read.

/** The staff pages these cases lead to: published at `live`, and a draft at /borrador. */
const context = (
  redirects: { source: string; destination: string }[] = [],
  live: string[] = ['/nuevo'],
): RedirectContext => ({
  redirects,
  isLivePage: (path) => live.includes(path),
  isStaffPage: (path) => live.includes(path) || path === '/borrador',
})

const refusal = (source: string, destination: string, given = context()) => {
  const check = checkRedirect({ source, destination }, given)
  if (check.ok) throw new Error(`accepted ${source} → ${destination}`)
  return check
}

describe('checkRedirect', () => {
  it('accepts a path without a page to a site path or an https address, normalized as the site stores it', () => {
    expect(
      checkRedirect({ source: ' /Placas-Cieza/ ', destination: '/instalacion-placas-murcia' }, context()),
    ).toEqual({
      ok: true,
      rule: { source: '/placas-cieza', destination: '/instalacion-placas-murcia' },
    })
    expect(
      checkRedirect({ source: '/pa%C3%B1o', destination: 'https://example.com/a?b=1' }, context()),
    ).toEqual({
      ok: true,
      rule: { source: '/paño', destination: 'https://example.com/a?b=1' },
    })
    // The old site's full address gives its path.
    expect(
      checkRedirect({ source: 'https://solarcieza.es/viejo', destination: '/' }, context()),
    ).toMatchObject({
      ok: true,
      rule: { source: '/viejo' },
    })
  })

  it('refuses what is not a site path, naming the field', () => {
    expect(refusal('placas', '/')).toMatchObject({
      field: 'source',
      message: expect.stringContaining('debe empezar por /'),
    })
    expect(refusal('/a?b=1', '/')).toMatchObject({
      field: 'source',
      message: expect.stringContaining('? ni #'),
    })
    expect(refusal('/a b', '/')).toMatchObject({ message: expect.stringContaining('espacios') })
    expect(refusal('/%E0%A4%A', '/')).toMatchObject({ message: expect.stringContaining('código %') })
    expect(refusal('', '/')).toMatchObject({ message: 'Escribe el origen.' })
    expect(refusal('/a', 'http://example.com')).toMatchObject({
      field: 'destination',
      message: expect.stringContaining('https://'),
    })
    expect(refusal('/a', 'javascript:alert(1)')).toMatchObject({ field: 'destination' })
    expect(refusal('/a', 'https://user:pw@example.com')).toMatchObject({ field: 'destination' })
    expect(refusal('/a', '/A/')).toMatchObject({
      field: 'destination',
      message: 'El origen y el destino son la misma dirección.',
    })
  })

  it('refuses a redirect away from a live page: a built-in page or a published staff page', () => {
    expect(refusal('/instalacion-placas-murcia', '/').message).toBe(
      'En /instalacion-placas-murcia hay una página publicada: solo se redirigen direcciones sin página.',
    )
    expect(refusal('/placas-cieza', '/', context([], ['/placas-cieza'])).message).toContain(
      'hay una página publicada',
    )
  })

  it('refuses a source that a built-in redirect answers, or that the site reserves', () => {
    expect(refusal('/contacto', '/').message).toBe(
      '/contacto ya tiene una redirección fija del sitio (a /solicitar-presupuesto).',
    )
    expect(refusal('/blog/author/pepe', '/').message).toContain('redirección fija del sitio')
    for (const reserved of [
      '/seo-dashboard/x',
      '/auth',
      '/api/cron',
      '/fotos/a.webp',
      '/_next/static/x.js',
      '/robots.txt',
    ])
      expect(refusal(reserved, '/').message).toBe(`La dirección ${reserved} está reservada para el sitio.`)
  })

  it('refuses a source that has a redirect already', () => {
    expect(refusal('/a', '/c', context([{ source: '/a', destination: '/b' }])).message).toBe(
      '/a ya tiene una redirección (a /b): cámbiala en la lista.',
    )
  })

  it('refuses a loop, however long', () => {
    expect(refusal('/b', '/a', context([{ source: '/a', destination: '/b' }]))).toEqual({
      ok: false,
      field: 'destination',
      message: 'Crearía un bucle: /a ya lleva de vuelta a /b.',
    })
  })

  it('refuses a chain of two hops, either way, built-in redirects included', () => {
    expect(refusal('/x', '/a', context([{ source: '/a', destination: '/b' }])).message).toBe(
      'El destino /a ya redirige a /b: pon /b como destino, para no encadenar redirecciones.',
    )
    expect(refusal('/x', '/contacto').message).toContain('ya redirige a /solicitar-presupuesto')
    expect(refusal('/b', '/c', context([{ source: '/a', destination: '/b' }])).message).toBe(
      'La redirección de /a lleva a /b: una dirección que recibe una redirección no puede redirigir a otra. Cambia antes el destino de /a.',
    )
  })

  it('refuses a backslash anywhere in either field, typed or encoded: browsers read it as a slash and leave the site', () => {
    const backslash = (what: string) =>
      `${what} no puede llevar barras invertidas (\\): usa / para separar las partes de la dirección.`
    expect(refusal('/viejo', '/\\otro.example.com')).toEqual({
      ok: false,
      field: 'destination',
      message: backslash('El destino'),
    })
    expect(refusal('/viejo', '/%5Cotro.example.com')).toMatchObject({
      field: 'destination',
      message: backslash('El destino'),
    })
    expect(refusal('/viejo', 'https://example.com/a\\b')).toMatchObject({ field: 'destination' })
    expect(refusal('/vie\\jo', '/')).toEqual({ ok: false, field: 'source', message: backslash('El origen') })
    expect(refusal('/vie%5cjo', '/')).toMatchObject({ field: 'source', message: backslash('El origen') })
  })

  it('stores an address on the site’s own domain as its path, so a loop through it is refused', () => {
    const own = new URL(site.url).hostname.replace(/^www\./, '')
    for (const address of [
      `https://${own}/nuevo`,
      `http://www.${own}/nuevo`,
      `HTTPS://WWW.${own.toUpperCase()}/Nuevo/`,
    ])
      expect(checkRedirect({ source: '/viejo', destination: address }, context())).toEqual({
        ok: true,
        rule: { source: '/viejo', destination: '/nuevo' },
      })
    expect(refusal('/a', `https://${own}/b`, context([{ source: '/b', destination: '/a' }]))).toEqual({
      ok: false,
      field: 'destination',
      message: 'Crearía un bucle: /b ya lleva de vuelta a /a.',
    })
    expect(
      refusal('/a', `https://www.${own}/b`, context([{ source: '/b', destination: '/c' }])),
    ).toMatchObject({
      field: 'destination',
      message: expect.stringContaining('para no encadenar redirecciones'),
    })
    // Another domain, or a subdomain of this one, stays an address of its own.
    expect(
      checkRedirect({ source: '/viejo', destination: `https://tienda.${own}/b` }, context()),
    ).toMatchObject({
      ok: true,
      rule: { destination: `https://tienda.${own}/b` },
    })
  })
})

describe('where a redirect may lead and from where', () => {
  it('accepts a built-in page, a published staff page, a file the site serves or an https address', () => {
    for (const destination of [
      '/',
      '/instalacion-placas-murcia',
      '/nuevo',
      '/sitemap.xml',
      '/images/hero-solar-roof.svg',
      'https://example.com/nunca-comprobada',
    ])
      expect(checkRedirect({ source: '/viejo', destination }, context())).toMatchObject({ ok: true })
  })

  it('refuses a target with no page: unknown, a draft or unpublished staff page, the admin area', () => {
    for (const destination of ['/no-existe', '/borrador', '/seo-dashboard', '/api/fotos'])
      expect(refusal('/viejo', destination)).toEqual({
        ok: false,
        field: 'destination',
        message: `No hay ninguna página publicada en ${destination}: elige como destino una página del sitio o una dirección completa https://…`,
      })
  })

  it('refuses any staff page’s address as a source, published or not', () => {
    expect(refusal('/borrador', '/')).toEqual({
      ok: false,
      field: 'source',
      message:
        '/borrador es la dirección de una página sin publicar: si se publica, la página ocupará la dirección. Para redirigirla, bórrala antes en «Páginas».',
    })
    expect(refusal('/nuevo', '/').message).toBe(
      'En /nuevo hay una página publicada: solo se redirigen direcciones sin página.',
    )
  })
})

describe('redirectProblems', () => {
  it('flags a stored redirect whose target went, or whose source a staff page holds, when the list is drawn', () => {
    const facts = context()
    expect(redirectProblems({ source: '/viejo', destination: '/nuevo' }, facts)).toEqual([])
    expect(redirectProblems({ source: '/viejo', destination: 'https://example.com' }, facts)).toEqual([])
    expect(redirectProblems({ source: '/viejo', destination: '/borrador' }, facts)).toEqual([
      'El destino ya no existe.',
    ])
    expect(redirectProblems({ source: '/borrador', destination: '/' }, facts)).toEqual([
      'Esta dirección es de una página sin publicar: si se publica, la redirección dejará de usarse.',
    ])
    expect(redirectProblems({ source: '/nuevo', destination: '/renombrada' }, facts)).toEqual([
      'En esta dirección hay una página publicada: se muestra la página y la redirección no se usa.',
      'El destino ya no existe.',
    ])
  })
})

describe('isReservedPath', () => {
  it('keeps the built-in pages, redirects, admin, API, files and Next.js paths; leaves other paths free', () => {
    for (const path of [
      '/',
      '/solicitar-presupuesto',
      '/contacto',
      '/seo-dashboard',
      '/auth',
      '/api/x',
      '/fotos/x',
      '/_next/x',
      '/favicon.ico',
      '/bench-minimal',
    ])
      expect([path, isReservedPath(path)]).toEqual([path, true])
    for (const path of ['/placas-cieza', '/blog/otra-entrada', '/guia/autoconsumo', '/pagina-antigua.html'])
      expect([path, isReservedPath(path)]).toEqual([path, false])
  })
})

describe('paths', () => {
  it('normalizes a typed path and reads a catch-all route’s segments', () => {
    expect(normalizeSitePath('/Guía/')).toEqual({ ok: true, path: '/guía' })
    expect(normalizeSitePath('/a//b')).toMatchObject({ ok: false })
    expect(requestedPath(['Pa%C3%B1o', 'x'])).toBe('/paño/x')
    expect(requestedPath(['%E0%A4%A'])).toBe('/%e0%a4%a')
  })
})
