import { savingsFiguresSchema, type SavingsFigures } from '@/content/savings-figures'
import { describeContentSchema, type FieldDescription, type NamedField } from '@/lib/content/describe-schema'
import { spanishNumber } from '@/lib/savings/format'
import { Section } from '@/components/ui/section'
import { SectionHeader } from '@/components/sections/section-header'

// 'Cómo calculamos tu ahorro': every figure the calculator uses, with the
// value staff published and where it comes from. Drawn from the figures'
// schema (each figure's Spanish label and help), so a figure added to the
// schema shows here too. On the server only: the page ships none of it.

const figuresDescription = describeContentSchema(savingsFiguresSchema)

const unitOf = (label: string) => /\(([^)]+)\)$/.exec(label)?.[1] ?? ''
const withoutUnit = (label: string) => label.replace(/\s*\([^)]+\)$/, '')
const isRange = (fields: NamedField[]) => fields.map(({ name }) => name).join() === 'min,max'

/** A figure's value as read: '2.030', '0,14-0,18 €/kWh', 'Región de Murcia', '31/12/2025'. */
function valueText(field: FieldDescription, value: unknown): string {
  if (value === undefined) return 'no tiene'
  if (field.type === 'number' && typeof value === 'number') return spanishNumber(value, 4)
  if (field.type === 'choice')
    return field.options.find((option) => option.value === value)?.label ?? String(value)
  if (field.type === 'object' && isRange(field.fields)) {
    const { min, max } = value as { min: number; max: number }
    const unit = unitOf(field.fields[0]!.field.label)
    return `${spanishNumber(min, 4)}${min === max ? '' : `-${spanishNumber(max, 4)}`}${unit ? ` ${unit}` : ''}`
  }
  if (field.type === 'list' && Array.isArray(value))
    return value.map((item) => valueText(field.item, item)).join(', ')
  return String(value)
}

const helpOf = (field: FieldDescription) =>
  field.help ?? (field.type === 'object' && isRange(field.fields) ? field.fields[0]!.field.help : undefined)

/** One figure: its label, value and source. */
function Figure({ field, value }: { field: FieldDescription; value: unknown }) {
  const help = helpOf(field)
  const range = field.type === 'object' && isRange(field.fields)
  return (
    <li>
      <span className="font-semibold text-brand-900">{range ? field.label : withoutUnit(field.label)}:</span>{' '}
      {valueText(field, value)}
      {!range && field.type === 'number' && unitOf(field.label) ? ` ${unitOf(field.label)}` : ''}
      {help ? <span className="text-muted"> ({help})</span> : null}
    </li>
  )
}

/** An item of a list (a town, a price band, an aid) on one line of its figures. */
function itemLine(fields: NamedField[], item: Record<string, unknown>): string {
  return fields
    .filter(({ name }) => item[name] !== undefined)
    .map(({ field, name }) => {
      const unit = field.type === 'number' ? unitOf(field.label) : ''
      return `${withoutUnit(field.label)}: ${valueText(field, item[name])}${unit ? ` ${unit}` : ''}`
    })
    .join('; ')
}

function Figures({ fields, values }: { fields: NamedField[]; values: Record<string, unknown> }) {
  return (
    <ul className="mt-3 grid list-disc gap-2 pl-6">
      {fields.map(({ name, field }) => {
        const value = values[name]
        if (field.type === 'list' && field.item.type === 'object') {
          const itemFields = field.item.fields
          return (
            <li key={name}>
              <span className="font-semibold text-brand-900">{field.label}:</span>
              <ul className="mt-2 grid list-[circle] gap-1 pl-6">
                {(value as Record<string, unknown>[]).map((item, index) => (
                  <li key={index}>{itemLine(itemFields, item)}</li>
                ))}
              </ul>
            </li>
          )
        }
        if (field.type === 'object' && !isRange(field.fields))
          return (
            <li key={name}>
              <span className="font-semibold text-brand-900">{field.label}:</span>
              <Figures fields={field.fields} values={value as Record<string, unknown>} />
            </li>
          )
        return <Figure key={name} field={field} value={value} />
      })}
    </ul>
  )
}

export function HowWeCalculate({ figures }: { figures: SavingsFigures }) {
  return (
    // Laid out even off-screen: its list is taller than the placeholder a skipped band gets, and
    // contrast checkers would read its text as lying on the footer.
    <Section
      id="como-calculamos"
      labelledBy="como-calculamos-titulo"
      tone="surface"
      renderWhenVisible={false}
    >
      <SectionHeader
        id="como-calculamos-titulo"
        heading="Cómo calculamos tu ahorro"
        intro={[
          'Con lo que pagas de luz, quitando la potencia contratada, el contador y los impuestos, sabemos cuánta energía gastas. Proponemos las placas que cubren una parte de ese consumo, sin pasar de lo que cabe en tu tejado, y calculamos lo que producen con el sol de tu provincia, mes a mes según la altura del sol en tu localidad.',
          'La energía que gastas en casa mientras las placas producen se ahorra al precio de tu factura; la que sobra se compensa al precio de los excedentes, y el ahorro nunca pasa de la parte de energía de tu factura. Al precio de la instalación le restamos las ayudas abiertas que te corresponden. Cuando una cifra varía de un caso a otro, calculamos con los dos extremos y te damos el rango.',
          'Es una estimación orientativa, no un presupuesto: estas son todas las cifras que usamos y de dónde salen.',
        ]}
      />
      <Figures fields={figuresDescription.fields} values={figures} />
    </Section>
  )
}
