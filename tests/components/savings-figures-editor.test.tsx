/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ContentFields } from '@/components/admin/content/content-fields'
import { savingsPagePath } from '@/content/savings-names'
import { describeContentSchema } from '@/lib/content/describe-schema'
import { getEditablePage } from '@/lib/content/editable-pages'

// 'Datos del cálculo' in the calculator page's content form: each figure a field
// with its label and where it comes from, typed the Spanish way, and a figure
// out of its range refused with the schema's message.

const page = getEditablePage(savingsPagePath)!

function renderFigures() {
  const view = render(
    <form>
      <ContentFields
        description={describeContentSchema(page.schema)}
        defaultValue={page.builtIn}
        name="content"
      />
    </form>,
  )
  const submitted = () =>
    JSON.parse(new FormData(view.container.querySelector('form')!).get('content') as string) as {
      figures: Record<string, unknown>
    }
  return { submitted, user: userEvent.setup() }
}

const messageAt = (content: unknown, path: string) =>
  page.schema.safeParse(content).error?.issues.find((issue) => issue.path.join('.') === path)?.message

it('shows each figure with its help and reads it the Spanish way', async () => {
  const { submitted, user } = renderFigures()
  const ratio = screen.getByRole('textbox', { name: 'Rendimiento de la instalación (%)' })
  expect(ratio).toHaveValue('80')
  expect(ratio).toHaveAccessibleDescription(
    'Pérdidas del inversor, cables, calor y suciedad: 75-85 %, lo normal 80 %',
  )
  await user.clear(ratio)
  await user.type(ratio, '82,5')
  expect(submitted().figures.performanceRatio).toBe(82.5)
  expect(messageAt(submitted(), 'figures.performanceRatio')).toBeUndefined()
})

it('refuses a figure out of its range or that is not a number, with a message for the field', async () => {
  const { submitted, user } = renderFigures()
  const ratio = screen.getByRole('textbox', { name: 'Rendimiento de la instalación (%)' })
  await user.clear(ratio)
  await user.type(ratio, '8')
  expect(messageAt(submitted(), 'figures.performanceRatio')).toBe('No puede ser menor que 50')
  await user.type(ratio, 'a')
  expect(submitted().figures.performanceRatio).toBe('8a')
  expect(messageAt(submitted(), 'figures.performanceRatio')).toBe('Escribe un número')
})

it('refuses a range whose end is below its start, and an aid’s end date that is no day', () => {
  const { submitted } = renderFigures()
  const content = submitted()
  const figures = content.figures as { energyPrice: object; aids: { endsOn?: string }[] }
  figures.energyPrice = { min: 0.2, max: 0.15 }
  figures.aids[0]!.endsOn = '31/02/2025'
  expect(messageAt(content, 'figures.energyPrice.max')).toBe('El «hasta» no puede ser menor que el «desde»')
  expect(messageAt(content, 'figures.aids.0.endsOn')).toBe(
    'Escribe la fecha como dd/mm/aaaa, por ejemplo 31/03/2027',
  )
})
