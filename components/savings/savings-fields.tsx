import type { SavingsFigures } from '@/content/savings-figures'
import {
  buildingNames,
  orientationNames,
  provinceNames,
  provinces,
  usageNames,
} from '@/content/savings-names'
import { otherTownValue, type SavingsField, type SavingsFieldErrors } from '@/lib/validations/savings-form'
import { controlProps, FieldError, FormField, inputClass } from '@/components/ui/form-field'

type Values = Partial<Record<SavingsField, string>>

/** A choice among a few, as radio buttons under a legend (one per name, in their order), with its message below. */
function Choices({
  name,
  legend,
  names,
  value,
  error,
}: {
  name: SavingsField
  legend: string
  names: Readonly<Record<string, string>>
  value: string | undefined
  error?: string
}) {
  const id = `ahorro-${name}`
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="font-semibold text-brand-900">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        {Object.entries(names).map(([option, optionName]) => (
          <label key={option} className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name={name}
              value={option}
              defaultChecked={value === option}
              className="size-5 accent-brand-700"
            />
            {optionName}
          </label>
        ))}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  )
}

/** A number typed the Spanish way: text, so '90,5' and a wrong entry reach the check and its message. */
function NumberInput({
  name,
  label,
  hint,
  value,
  error,
  optional = false,
}: {
  name: SavingsField
  label: string
  hint?: string
  value: string | undefined
  error?: string
  optional?: boolean
}) {
  const id = `ahorro-${name}`
  const parts = { hint, error }
  return (
    <FormField id={id} label={label} hint={hint} error={error} marker={optional ? 'optional' : undefined}>
      <input
        {...controlProps(id, parts)}
        name={name}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        defaultValue={value ?? ''}
        className={`${inputClass} max-w-60`}
      />
    </FormField>
  )
}

/** The figures the visitor types, by field. */
const numbers = {
  monthlyBill: {
    name: 'monthlyBill',
    label: 'Lo que pagas de luz al mes (€)',
    hint: 'El total de la factura; si te llega cada dos meses, la mitad.',
  },
  yearlyConsumption: {
    name: 'yearlyConsumption',
    label: 'O tu consumo al año (kWh), si lo sabes',
    hint: 'Viene en la factura; si lo escribes, usamos este dato.',
    optional: true,
  },
  roofArea: {
    name: 'roofArea',
    label: 'Superficie útil del tejado (m²)',
    hint: 'La parte sin sombras donde caben placas; si no la sabes, déjala en blanco.',
    optional: true,
  },
} as const

/** The choices among a few, by field. */
const choices = {
  building: { name: 'building', legend: 'Tipo de edificio', names: buildingNames },
  orientation: { name: 'orientation', legend: 'Hacia dónde mira el tejado', names: orientationNames },
  usage: { name: 'usage', legend: 'Cuándo gastas más luz', names: usageNames },
} as const

/** The calculator's controls, uncontrolled: the browser posts them as they are, with or without JavaScript. */
export function SavingsFields({
  figures,
  values,
  errors,
}: {
  figures: SavingsFigures
  values: Values
  errors: SavingsFieldErrors
}) {
  const townParts = { error: errors.town }
  return (
    <div className="grid gap-6">
      <FormField id="ahorro-town" label="Tu localidad" error={errors.town}>
        <select
          {...controlProps('ahorro-town', townParts)}
          name="town"
          defaultValue={values.town}
          className={`${inputClass} max-w-sm`}
        >
          {provinces.map((province) => (
            <optgroup key={province} label={provinceNames[province]}>
              {figures.towns
                .filter((town) => town.province === province)
                .map((town) => (
                  <option key={town.name} value={town.name}>
                    {town.name}
                  </option>
                ))}
              <option value={otherTownValue(province)}>Otra localidad de {provinceNames[province]}</option>
            </optgroup>
          ))}
        </select>
      </FormField>
      <div className="grid gap-6 sm:grid-cols-2">
        <NumberInput {...numbers.monthlyBill} value={values.monthlyBill} error={errors.monthlyBill} />
        <NumberInput
          {...numbers.yearlyConsumption}
          value={values.yearlyConsumption}
          error={errors.yearlyConsumption}
        />
      </div>
      <Choices {...choices.building} value={values.building} error={errors.building} />
      <Choices {...choices.orientation} value={values.orientation} error={errors.orientation} />
      <NumberInput {...numbers.roofArea} value={values.roofArea} error={errors.roofArea} />
      <Choices {...choices.usage} value={values.usage} error={errors.usage} />
      <label className="flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          name="battery"
          defaultChecked={values.battery === 'on'}
          className="size-5 accent-brand-700"
        />
        Quiero una batería para usar de noche lo que sobra de día
      </label>
    </div>
  )
}
