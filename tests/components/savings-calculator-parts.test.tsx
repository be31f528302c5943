/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react'
import { SavingsFields } from '@/components/savings/savings-fields'
import { SavingsResult } from '@/components/savings/savings-result'
import { estimateSavings } from '@/lib/savings/estimate'
import { ciezaHouse, repositoryFigures as figures } from '../support/savings'
import { textsByRole } from '../support/texts-by-role'

const house = ciezaHouse()

describe('the calculator’s fields', () => {
  it('offer the towns by province, each province’s other towns, and keep what was typed', () => {
    render(
      <SavingsFields
        figures={figures}
        values={{ town: 'Elche', monthlyBill: '120', building: 'comunidad' }}
        errors={{}}
      />,
    )
    const town = screen.getByRole('combobox', { name: 'Tu localidad' })
    expect(town).toHaveValue('Elche')
    const murcia = within(town).getByRole('group', { name: 'Región de Murcia' })
    expect(textsByRole(murcia, 'option')).toEqual([
      'Cieza',
      'Abarán',
      'Blanca',
      'Calasparra',
      'Archena',
      'Molina de Segura',
      'Murcia',
      'Cartagena',
      'Lorca',
      'Jumilla',
      'Yecla',
      'Caravaca de la Cruz',
      'Otra localidad de Región de Murcia',
    ])
    expect(screen.getByRole('textbox', { name: 'Lo que pagas de luz al mes (€)' })).toHaveValue('120')
    expect(screen.getByRole('radio', { name: 'Comunidad de vecinos' })).toBeChecked()
  })

  it('show each message next to its field, tied to it for screen readers', () => {
    render(
      <SavingsFields
        figures={figures}
        values={{ monthlyBill: 'abc', roofArea: '0' }}
        errors={{
          monthlyBill: 'Escribe lo que pagas al mes solo con cifras, por ejemplo 90',
          roofArea: 'La superficie debe ser mayor que 0 m² (o déjala en blanco)',
          orientation: 'Elige hacia dónde mira el tejado',
        }}
      />,
    )
    const bill = screen.getByRole('textbox', { name: 'Lo que pagas de luz al mes (€)' })
    expect(bill).toHaveAttribute('aria-invalid', 'true')
    expect(bill).toHaveAccessibleDescription(/Escribe lo que pagas al mes solo con cifras, por ejemplo 90/)
    expect(screen.getByRole('textbox', { name: /Superficie útil del tejado/ })).toHaveAccessibleDescription(
      /La superficie debe ser mayor que 0 m²/,
    )
    expect(screen.getByRole('group', { name: 'Hacia dónde mira el tejado' })).toHaveAccessibleDescription(
      'Elige hacia dónde mira el tejado',
    )
    expect(screen.getByRole('textbox', { name: /O tu consumo al año/ })).not.toHaveAttribute('aria-invalid')
  })
})

describe('the calculator’s result', () => {
  it('shows the ranges, the aid left out and each month as a bar pair and a table row', () => {
    const estimate = estimateSavings(house, figures, '2026-11-29')
    render(<SavingsResult estimate={estimate} action={<a href="#contacto">Pedir presupuesto</a>} />)
    expect(screen.getByRole('heading', { name: 'Tu estimación en Cieza' })).toBeInTheDocument()
    expect(screen.getByText(/^Ahorrarías/)).toHaveTextContent(
      'Ahorrarías entre 440 y 570 € al año, entre 41 y 53 % de lo que pagas de luz.',
    )
    expect(screen.getByText('Ayudas terminadas, no contadas').nextSibling).toHaveTextContent(
      'Programa de ayudas al autoconsumo (fondos Next Generation) (terminó el 31/12/2023)',
    )
    const chart = screen.getByRole('img', { name: 'Producción de cada mes frente a tu consumo (kWh)' })
    expect(chart.querySelectorAll('rect')).toHaveLength(24)
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(12)
    expect(rows[6]).toHaveTextContent(
      `Julio${estimate.months[6]!.productionKwh}${estimate.months[6]!.consumptionKwh}`,
    )
    // The tallest bar is the highest month, against an axis topped at a round figure (500 kWh).
    const heights = [...chart.querySelectorAll('rect')].map((bar) => Number(bar.getAttribute('height')))
    const highest = Math.max(
      ...estimate.months.flatMap((month) => [month.productionKwh, month.consumptionKwh]),
    )
    expect(Math.max(...heights)).toBeCloseTo((highest / 500) * 220, 5)
    expect(screen.getByRole('link', { name: 'Pedir presupuesto' })).toHaveAttribute('href', '#contacto')
  })

  it('tells a business it needs a study, and offers the quote form instead of figures', () => {
    const estimate = estimateSavings({ ...house, building: 'empresa' }, figures, '2026-11-29')
    render(<SavingsResult estimate={estimate} action={<a href="#contacto">Pedir presupuesto</a>} />)
    expect(screen.getByRole('heading', { name: 'Tu caso necesita un estudio a medida' })).toBeInTheDocument()
    expect(screen.getByText(/una empresa o nave necesita un estudio a medida/)).toBeInTheDocument()
    expect(screen.queryByRole('img')).toBeNull()
    expect(screen.getByRole('link', { name: 'Pedir presupuesto' })).toBeInTheDocument()
  })
})
