import { checkPagePath } from '@/lib/staff-pages/path'

const context = {
  staffPaths: new Set(['/placas-solares-yecla']),
  redirects: [{ source: '/antigua-oferta', destination: '/instalacion-placas-solares' }],
}
const check = (input: string) => checkPagePath(input, context)

describe('a new page’s address', () => {
  it('is one segment of lowercase words with hyphens; the leading slash may be left out', () => {
    expect(check('/placas-solares-jumilla')).toEqual({ ok: true, path: '/placas-solares-jumilla' })
    expect(check('  electricista-24h  ')).toEqual({ ok: true, path: '/electricista-24h' })
  })

  it.each([
    '/Placas-Jumilla',
    '/placas--jumilla',
    '/placas-',
    '/placas/jumilla',
    '/placas_jumilla',
    '/jumílla',
    '/placas jumilla',
  ])('refuses %s with the rule in Spanish', (input) => {
    const rule =
      'Usa solo minúsculas sin acentos, cifras y un guion entre palabras, sin más barras: /placas-solares-jumilla'
    expect(check(input)).toEqual({ ok: false, message: rule })
  })

  it('refuses an empty or overlong address', () => {
    expect(check(' ')).toEqual({
      ok: false,
      message: 'Escribe la dirección de la página, como /placas-solares-jumilla',
    })
    expect(check(`/${'a'.repeat(100)}`)).toEqual({ ok: false, message: 'Como máximo 100 caracteres' })
  })

  it('refuses a built-in page, a staff page, a redirect and a reserved path, each with its message', () => {
    expect(check('/instalacion-placas-murcia')).toEqual({
      ok: false,
      message: '/instalacion-placas-murcia ya es una página del sitio: elige otra dirección',
    })
    expect(check('/placas-solares-yecla')).toEqual({
      ok: false,
      message: 'Ya hay una página creada en /placas-solares-yecla',
    })
    expect(check('/antigua-oferta')).toEqual({
      ok: false,
      message:
        '/antigua-oferta es una redirección (a /instalacion-placas-solares): quítala en Redirecciones o elige otra dirección',
    })
    for (const reserved of ['/api', '/fotos', '/seo-dashboard', '/auth', '/bench-home'])
      expect(check(reserved)).toEqual({
        ok: false,
        message: `La dirección ${reserved} está reservada para el sitio`,
      })
  })
})
