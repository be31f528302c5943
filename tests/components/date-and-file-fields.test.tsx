/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { DateField } from '@/components/ui/date-field'
import { FilePicker } from '@/components/ui/file-picker'

// The admin's own day and file controls: Spanish words whatever the browser's language.

describe('a date field', () => {
  it('shows the stored day as dd/mm/aaaa, in a text field that says its format', () => {
    render(<DateField id="dia" name="dia" label="Revisar antes de" value="2027-03-31" />)
    const field = screen.getByRole('textbox', { name: 'Revisar antes de' })
    expect(field).toHaveValue('31/03/2027')
    expect(field).toHaveAttribute('placeholder', 'dd/mm/aaaa')
    expect(field).toHaveAccessibleDescription('Formato: dd/mm/aaaa.')
  })

  it('says in Spanish, once left, that a typed day is no day; typing again clears it', async () => {
    const user = userEvent.setup()
    render(<DateField id="cuando" name="cuando" kind="dateTime" label="Fecha y hora" value="" />)
    const field = screen.getByRole('textbox', { name: 'Fecha y hora' })
    await user.type(field, '31/11/2026 10:00')
    await user.tab()
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveAccessibleDescription(/Escribe la fecha y la hora como dd\/mm\/aaaa hh:mm/)
    await user.clear(field)
    await user.type(field, '30/11/2026 10:00')
    await user.tab()
    expect(field).not.toHaveAttribute('aria-invalid')
  })
})

describe('a file picker', () => {
  const csv = (name: string) => new File(['desde,hacia\n'], name, { type: 'text/csv' })

  it('is the native input under its label, reading the chosen names or that none is chosen', async () => {
    const user = userEvent.setup()
    render(
      <form>
        <FilePicker id="archivo" name="file" label="Archivo CSV" accept=".csv" />
        <button type="reset">Vaciar</button>
      </form>,
    )
    expect(screen.getByText('Elegir archivo')).toBeVisible()
    const input = screen.getByLabelText('Archivo CSV')
    expect(input).toHaveAttribute('type', 'file')
    expect(input).toHaveAccessibleDescription('Ningún archivo elegido')
    await user.upload(input, csv('redirecciones.csv'))
    expect(input).toHaveAccessibleDescription('redirecciones.csv')
    fireEvent.click(screen.getByRole('button', { name: 'Vaciar' }))
    expect(input).toHaveAccessibleDescription('Ningún archivo elegido')
  })

  it('lists every chosen file when several may be chosen', async () => {
    const user = userEvent.setup()
    render(<FilePicker id="varios" name="files" label="Archivos" multiple />)
    expect(screen.getByText('Elegir archivos')).toBeVisible()
    await user.upload(screen.getByLabelText('Archivos'), [csv('a.csv'), csv('b.csv')])
    expect(screen.getByText('a.csv, b.csv')).toBeVisible()
  })

  it('hands each choice over when its caller shows the files, and empties itself for the next', async () => {
    const user = userEvent.setup()
    const chosen: string[][] = []
    render(
      <FilePicker
        id="fotos"
        label="Elegir fotos"
        multiple
        hint="Hasta 20 MB cada una."
        onChoose={(files) => chosen.push(files.map((file) => file.name))}
      />,
    )
    const input = screen.getByLabelText<HTMLInputElement>('Elegir fotos')
    expect(input).toHaveAccessibleDescription('Hasta 20 MB cada una.')
    await user.upload(input, [csv('a.csv'), csv('b.csv')])
    await user.upload(input, csv('a.csv'))
    expect(chosen).toEqual([['a.csv', 'b.csv'], ['a.csv']])
    expect(input.files).toHaveLength(0)
    expect(screen.queryByText('Ningún archivo elegido')).toBeNull()
    expect(screen.queryByText(/a\.csv/)).toBeNull()
  })
})
