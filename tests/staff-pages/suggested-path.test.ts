import { suggestedPath } from '@/lib/staff-pages/suggested-path'
import { checkPagePath } from '@/lib/staff-pages/path'

// The address suggested from a new page's title: what the address check accepts.

describe('suggestedPath', () => {
  it.each([
    ['Placas solares en Jumilla', '/placas-solares-en-jumilla'],
    ['Instalación eléctrica en Águilas', '/instalacion-electrica-en-aguilas'],
    ['Año 2027: ayudas, ¿cuáles?', '/ano-2027-ayudas-cuales'],
    ['  Pingüinos   y  CIGÜEÑAS  ', '/pinguinos-y-ciguenas'],
    ['Cargador «VE» — 7,4 kW', '/cargador-ve-7-4-kw'],
    ['¡¿!?', ''],
    ['', ''],
  ])('%j → %j', (title, path) => {
    expect(suggestedPath(title)).toBe(path)
  })

  it('suggests an address the address check takes as it is', () => {
    const context = { pages: [], staffPaths: new Set<string>(), redirects: [] }
    const path = suggestedPath('Reparación de averías en Cieza y Abarán')
    expect(checkPagePath(path, context)).toEqual({ ok: true, path })
  })
})
