/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react'
import { AdminTable } from '@/components/admin/admin-table'
import { Pagination } from '@/components/admin/pagination'
import { listQuery, listFilter, pageParam, toggleFilter, valueFilter } from '@/lib/admin/list-query'
import { textsByRole } from '../support/texts-by-role'

// The admin lists' kit, as a new list would use it: its address declared once,
// its table's columns as data, its pages linked through href(page).

const invoices = listQuery('/seo-dashboard/facturas', {
  state: listFilter<'all' | 'paid'>('estado', {
    all: { slug: 'todas', label: 'Todas' },
    paid: { slug: 'pagadas', label: 'Pagadas' },
  }),
  city: valueFilter('ciudad', (city) => ['Cieza', 'Murcia'].includes(city)),
  archived: toggleFilter('archivo', 'incluir'),
  page: pageParam('pagina', 50),
})

describe('listQuery', () => {
  it('reads a view from the address, anything unexpected as its default', () => {
    expect(
      invoices.read({ q: '  luz ', estado: 'pagadas', ciudad: 'Cieza', archivo: 'incluir', pagina: '3' }),
    ).toEqual({ query: 'luz', state: 'paid', city: 'Cieza', archived: true, page: 3 })
    expect(invoices.read(new URLSearchParams('estado=borradas&ciudad=Lorca&archivo=si&pagina=0'))).toEqual({
      query: '',
      state: 'all',
      city: null,
      archived: false,
      page: 1,
    })
    expect(invoices.read({ pagina: '999' }).page).toBe(50)
  })

  it('writes a view back in the declared order, defaults left out, and reads it again', () => {
    const view = { query: 'a&b', state: 'paid', city: 'Murcia', archived: true, page: 2 } as const
    expect(invoices.href(view)).toBe(
      '/seo-dashboard/facturas?q=a%26b&estado=pagadas&ciudad=Murcia&archivo=incluir&pagina=2',
    )
    expect(invoices.read(new URLSearchParams(invoices.search(view)))).toEqual(view)
    expect(invoices.href({})).toBe('/seo-dashboard/facturas')
    expect(invoices.search({ state: 'all', page: 1 })).toBe('')
  })
})

describe('Pagination', () => {
  it('links every shown page through href(page), marking the current one', () => {
    render(
      <Pagination label="Páginas de facturas" page={2} pages={9} href={(page) => invoices.href({ page })} />,
    )
    const nav = screen.getByRole('navigation', { name: 'Páginas de facturas' })
    expect(within(nav).getByRole('link', { name: 'Anterior' })).toHaveAttribute(
      'href',
      '/seo-dashboard/facturas',
    )
    expect(within(nav).getByRole('link', { name: 'Siguiente' })).toHaveAttribute(
      'href',
      '/seo-dashboard/facturas?pagina=3',
    )
    expect(within(nav).getByRole('link', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page')
    expect(within(nav).getByRole('link', { name: 'Página 9' })).toHaveAttribute(
      'href',
      '/seo-dashboard/facturas?pagina=9',
    )
    expect(within(nav).queryByRole('link', { name: 'Página 6' })).toBeNull()
  })

  it('shows nothing for a list of one page', () => {
    const { container } = render(<Pagination label="Páginas" page={1} pages={1} href={() => '/'} />)
    expect(container).toBeEmptyDOMElement()
  })
})

describe('AdminTable', () => {
  it('draws a header and a cell per column, the row named by its header cell, values as text', () => {
    render(
      <AdminTable
        caption={{ text: 'Facturas del mes', className: '' }}
        columns={[
          { header: 'Cliente', rowHeader: true, cell: (row: { name: string; total: number }) => row.name },
          { header: 'Total', cell: (row) => `${row.total} €`, title: (row) => `Total: ${row.total} €` },
        ]}
        rows={[
          { name: '<b>Ana</b>', total: 120 },
          { name: 'Luis', total: 80 },
        ]}
        rowKey={(row) => row.name}
      />,
    )
    const table = screen.getByRole('table', { name: 'Facturas del mes' })
    expect(textsByRole(table, 'columnheader')).toEqual(['Cliente', 'Total'])
    const [, first] = within(table).getAllByRole('row')
    expect(within(first!).getByRole('rowheader')).toHaveTextContent('<b>Ana</b>')
    expect(within(first!).getByRole('cell')).toHaveAttribute('title', 'Total: 120 €')
    expect(table.querySelector('b')).toBeNull()
  })
})
