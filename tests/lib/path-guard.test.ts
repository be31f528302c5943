import { isMalformedPath } from '@/lib/security/path-guard'

// The proxy's 400 for paths no page can have, instead of Next.js's 500 on a dynamic route.

it('refuses escapes that do not decode or hide a slash, a backslash or a control character', () => {
  for (const path of [
    '/%E0%A4%A',
    '/instalacion%',
    '/%c0%ae%c0%ae/etc/passwd',
    '/..%2f..%2fBUILD_ID',
    '/..%5c..%5cetc',
    '/x%00',
    '/x%1F',
    '/x%7f',
  ])
    expect([path, isMalformedPath(path)]).toEqual([path, true])
})

it('lets decodable paths through: accents, spaces, a plain percent sign', () => {
  for (const path of ['/pa%C3%B1o', '/a%20b', '/50%25-descuento', '/instalacion-placas-murcia'])
    expect([path, isMalformedPath(path)]).toEqual([path, false])
})
