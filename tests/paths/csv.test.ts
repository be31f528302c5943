import { checkCsvRows, MAX_CSV_ROWS, parseRedirectCsv } from '@/lib/paths/csv'

// The CSV import of the old site's addresses: the file read field by field,
// each row checked as the form checks one, and a report of the rows refused.

const parsed = (text: string) => {
  const answer = parseRedirectCsv(text)
  if (!answer.ok) throw new Error(answer.message)
  return answer.rows
}
const none = { redirects: [], isLivePage: () => false, isStaffPage: (path: string) => path === '/borrador' }
/** What the import makes of a file of these lines: the rows it takes, and each refused row's line and why. */
const imported = (lines: string[], facts: Parameters<typeof checkCsvRows>[1] = none) => {
  const { accepted, refused } = checkCsvRows(parsed(lines.join('\n')), facts)
  return { accepted, refused: refused.map(({ line, reason }) => [line, reason]) }
}

describe('parseRedirectCsv', () => {
  it('reads rows with or without the desde,hacia header, quoted fields, CRLF, a BOM and blank lines', () => {
    expect(parsed('\uFEFFdesde,hacia\r\n/a,/b\r\n\r\n"/c","https://example.com/x,y"\n/d, /e ')).toEqual([
      { line: 2, desde: '/a', hacia: '/b' },
      { line: 4, desde: '/c', hacia: 'https://example.com/x,y' },
      { line: 5, desde: '/d', hacia: '/e' },
    ])
    expect(parsed('/a,/b')).toEqual([{ line: 1, desde: '/a', hacia: '/b' }])
  })

  it('reads a spreadsheet’s semicolons and quotes within quotes', () => {
    expect(parsed('desde;hacia\n"/a ""x""";/b')).toEqual([{ line: 2, desde: '/a "x"', hacia: '/b' }])
  })

  it('says so when the file has no rows or too many', () => {
    expect(parseRedirectCsv('desde,hacia\n')).toEqual({
      ok: false,
      message: 'El archivo no tiene filas con redirecciones.',
    })
    expect(parseRedirectCsv('/a,/b\n'.repeat(MAX_CSV_ROWS + 1))).toMatchObject({ ok: false })
  })
})

describe('checkCsvRows', () => {
  it('accepts the good rows and reports each refused one with its line and why', () => {
    const { accepted, refused } = imported(
      [
        'desde,hacia',
        '/viejo,/instalacion-placas-murcia',
        '/instalacion-placas-murcia,/',
        '/otro,/viejo',
        '/sin-destino,',
        '/viejo,/ayudas-placas-solares',
        '=cmd|calc,/',
        '/externo,https://example.com/',
        '/fuera,/\\example.com',
      ],
      { ...none, redirects: [{ source: '/ya', destination: '/' }] },
    )
    expect(accepted).toEqual([
      { line: 2, source: '/viejo', destination: '/instalacion-placas-murcia' },
      { line: 8, source: '/externo', destination: 'https://example.com/' },
    ])
    expect(refused).toEqual([
      [
        3,
        'En /instalacion-placas-murcia hay una página publicada: solo se redirigen direcciones sin página.',
      ],
      [
        4,
        'El destino /viejo ya redirige a /instalacion-placas-murcia: pon /instalacion-placas-murcia como destino, para no encadenar redirecciones.',
      ],
      [5, 'Escribe el destino.'],
      [6, '/viejo ya tiene una redirección (a /instalacion-placas-murcia): cámbiala en la lista.'],
      [7, 'El origen debe empezar por / (por ejemplo, /placas-cieza).'],
      [
        9,
        'El destino no puede llevar barras invertidas (\\): usa / para separar las partes de la dirección.',
      ],
    ])
  })

  it('refuses a row whose target does not exist or whose source is a staff page, and keeps the good rows', () => {
    const { accepted, refused } = imported([
      '/viejo,/pagina-que-no-existe',
      '/borrador,/',
      '/antigua,/instalacion-placas-murcia',
      '/mapa,/sitemap.xml',
    ])
    expect(accepted).toEqual([
      { line: 3, source: '/antigua', destination: '/instalacion-placas-murcia' },
      { line: 4, source: '/mapa', destination: '/sitemap.xml' },
    ])
    expect(refused).toEqual([
      [
        1,
        'No hay ninguna página publicada en /pagina-que-no-existe: elige como destino una página del sitio o una dirección completa https://…',
      ],
      [
        2,
        '/borrador es la dirección de una página sin publicar: si se publica, la página ocupará la dirección. Para redirigirla, bórrala antes en «Páginas».',
      ],
    ])
  })
})
