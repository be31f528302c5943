/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ScrollingTable } from '@/components/admin/scrolling-table'

// An admin table wider than the screen scrolls sideways in its box; a table
// named by a caption with an id can be reached with the keyboard to scroll it,
// as a region with the caption's name. One without stays a plain box.

type Invoice = { client: string }
const columns = [{ header: 'Cliente', rowHeader: true, cell: (row: Invoice) => row.client }]
const rows = [{ client: 'Ana' }]

it('makes the box a focusable region named by its caption when the caption has an id', async () => {
  render(
    <ScrollingTable
      boxClassName="mt-4"
      caption={{ text: 'Facturas', className: 'sr-only', id: 'tabla-facturas' }}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.client}
    >
      <p>Importes con IVA.</p>
    </ScrollingTable>,
  )
  const region = screen.getByRole('region', { name: 'Facturas' })
  expect(within(region).getByRole('table', { name: 'Facturas' })).toBeInTheDocument()
  expect(within(region).getByText('Importes con IVA.')).toBeInTheDocument()
  await userEvent.tab()
  expect(region).toHaveFocus()
})

it('leaves a table whose caption has no id out of the landmarks and the tab order', async () => {
  render(
    <ScrollingTable
      boxClassName="mt-4"
      caption={{ text: 'Facturas', className: 'sr-only' }}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.client}
    />,
  )
  expect(screen.getByRole('table', { name: 'Facturas' })).toBeInTheDocument()
  expect(screen.queryByRole('region')).toBeNull()
  await userEvent.tab()
  expect(document.body).toHaveFocus()
})
