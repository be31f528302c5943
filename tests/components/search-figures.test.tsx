/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react'
import { SearchChart } from '@/components/admin/results/search-chart'
import { SearchPagesTable } from '@/components/admin/results/search-pages-table'
import { SearchSuggestions } from '@/components/admin/results/search-suggestions'
import { PageSearchFigures } from '@/components/admin/seo/page-search-figures'
import { textsByRole } from '../support/texts-by-role'

// What staff read of search: each page's figures beside the period before and
// the change, a page's history as a table with the days it was published, the
// suggestions linking to the editor, and the editor's own figures.

const figures = (clicks: number, impressions: number, position: number | null, leads: number) => ({
  clicks,
  impressions,
  position,
  ctr: impressions ? clicks / impressions : null,
  leads,
  leadsPer100Clicks: clicks ? (100 * leads) / clicks : null,
})

it('shows each figure of the period with the one before and the change, in Spanish', () => {
  render(
    <SearchPagesTable
      caption="Búsquedas por página"
      chartHref={(page) => `/seo-dashboard/resultados?pagina=${page}`}
      pages={[
        { page: '/', current: figures(40, 1200, 4.25, 2), previous: figures(30, 1500, 6, 0) },
        { page: '/aviso-legal', current: figures(0, 0, null, 0), previous: null },
      ]}
    />,
  )
  const home = screen.getByRole('row', { name: /^\/ / })
  expect(textsByRole(home, 'cell')).toEqual([
    '1200antes 1500 (−300)',
    '40antes 30 (+10)',
    '3,3 %antes 2,0 % (+1,3 %)',
    '4,3antes 6,0 (−1,8)',
    '2antes 0 (+2)',
    '5,0antes 0,0 (+5,0)',
  ])
  expect(within(home).getByRole('link', { name: 'Ver su evolución' })).toHaveAttribute(
    'href',
    '/seo-dashboard/resultados?pagina=/',
  )
  const legal = screen.getByRole('row', { name: /aviso-legal/ })
  expect(textsByRole(legal, 'cell')).toEqual(['0', '0', '—', '—', '0', '—'])
})

it('reads a page’s history as a table, with the days it was published in each period', () => {
  const { container } = render(
    <SearchChart
      page="/"
      history={[
        {
          startsOn: '2026-10-01',
          endsOn: '2026-10-31',
          clicks: 12,
          impressions: 400,
          position: 8,
          ctr: 0.03,
        },
        {
          startsOn: '2026-11-01',
          endsOn: '2026-11-30',
          clicks: 30,
          impressions: 500,
          position: 5,
          ctr: 0.06,
        },
      ]}
      publishes={['2026-10-20']}
    />,
  )
  const table = screen.getByRole('table', { name: 'Búsquedas de / por periodo, y cuándo se publicó' })
  expect(textsByRole(table, 'row')).toEqual([
    'PeriodoImpresionesClicsCTRPosiciónPublicada',
    '01/10/2026 – 31/10/2026400123,0 %8,020/10/2026',
    '01/11/2026 – 30/11/2026500306,0 %5,0—',
  ])
  expect(container.querySelectorAll('svg [data-publicada="2026-10-20"]')).toHaveLength(1)
})

it('links each suggestion to the part of the page’s editor it is about', () => {
  render(
    <SearchSuggestions
      items={[
        { kind: 'low-ctr', page: '/instalacion-placas-solares', worth: 2 },
        { kind: 'no-leads', page: '/', worth: 1 },
      ]}
    />,
  )
  expect(
    screen.getByRole('link', { name: 'Editar título y descripción de /instalacion-placas-solares' }),
  ).toHaveAttribute('href', '/seo-dashboard/paginas/instalacion-placas-solares')
  expect(screen.getByRole('link', { name: 'Editar el contenido de /' })).toHaveAttribute(
    'href',
    expect.stringMatching(
      /^\/seo-dashboard\/paginas\/inicio\?.*parte=contenido$|^\/seo-dashboard\/paginas\/inicio\?parte=contenido$/,
    ),
  )
})

it('shows the page’s own figures of the last period beside its search preview', () => {
  render(
    <PageSearchFigures
      figures={{
        startsOn: '2026-11-01',
        endsOn: '2026-11-30',
        clicks: 1234,
        impressions: 56789,
        position: 7.46,
        ctr: 1234 / 56789,
      }}
    />,
  )
  const box = screen.getByRole('region', { name: 'En Google, 01/11/2026 – 30/11/2026' })
  expect(box).toHaveTextContent('Clics1234Impresiones56.789CTR2,2 %Posición media7,5')
})
