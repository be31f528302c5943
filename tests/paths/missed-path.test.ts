import { isCountableMissedPath, shownMissedPath } from '@/lib/paths/missed-path'

// A path that reads as another one in 'Direcciones que fallan' (a bidi
// override, a zero-width character) is not counted, and one stored before
// is listed with its invisible characters written out.

it('does not count a path with a format or control character, or one too long', () => {
  for (const path of [
    '/factura\u202Efdp.exe',
    '/a\u202Ab',
    '/a\u2066b\u2069',
    '/placas\u200Bcieza',
    '/placas\u200Dcieza',
    '/\uFEFFplacas',
    '/a\u00ADb',
    '/a\u0000b',
    '/a\u2028b',
    `/${'a'.repeat(300)}`,
    'sin-barra',
  ])
    expect([path, isCountableMissedPath(path)]).toEqual([path, false])
  for (const path of ['/placas-cieza', '/año/baño', `/${'a'.repeat(299)}`])
    expect([path, isCountableMissedPath(path)]).toEqual([path, true])
})

it('writes out each invisible character as its code, and leaves the rest as it is', () => {
  expect(shownMissedPath('/factura\u202Efdp.exe')).toBe('/factura\\u{202E}fdp.exe')
  expect(shownMissedPath('/a\u2066b\u200Bc\u0007')).toBe('/a\\u{2066}b\\u{200B}c\\u{0007}')
  expect(shownMissedPath('/año/baño')).toBe('/año/baño')
})
