'use client'

import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form'
import type { SeoFormOutput, SeoFormValues } from '@/lib/validations/seo'
import { controlProps, FormField, inputClass } from '@/components/ui/form-field'

const smallButton =
  'rounded-md border border-line bg-white px-2.5 py-1 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-40'

/** The page's FAQs: add, edit, remove and reorder (buttons, so the keyboard alone is enough). */
export function SeoFaqFields({
  control,
  register,
  errors,
}: {
  control: Control<SeoFormValues, unknown, SeoFormOutput>
  register: UseFormRegister<SeoFormValues>
  errors: FieldErrors<SeoFormValues>['faqs']
}) {
  const { fields, append, remove, move } = useFieldArray({ control, name: 'faqs' })
  return (
    <fieldset className="grid gap-3">
      <legend className="font-semibold text-brand-900">Preguntas frecuentes ({fields.length})</legend>
      {fields.map((field, index) => {
        const id = `faq-${field.id}`
        const error = errors?.[index]
        return (
          <div key={field.id} className="rounded-lg border border-line bg-surface p-3">
            <FormField id={`${id}-pregunta`} label={`Pregunta ${index + 1}`} error={error?.question?.message}>
              <input
                {...register(`faqs.${index}.question`)}
                defaultValue={field.question}
                {...controlProps(`${id}-pregunta`, { error: error?.question?.message })}
                className={inputClass}
              />
            </FormField>
            <FormField
              id={`${id}-respuesta`}
              label={`Respuesta ${index + 1}`}
              error={error?.answer?.message}
              className="mt-2"
            >
              <textarea
                rows={3}
                {...register(`faqs.${index}.answer`)}
                defaultValue={field.answer}
                {...controlProps(`${id}-respuesta`, { error: error?.answer?.message })}
                className={inputClass}
              />
            </FormField>
            <div className="mt-2 flex flex-wrap gap-2">
              <button
                type="button"
                className={smallButton}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
              >
                Subir<span className="sr-only"> la pregunta {index + 1}</span>
              </button>
              <button
                type="button"
                className={smallButton}
                disabled={index === fields.length - 1}
                onClick={() => move(index, index + 1)}
              >
                Bajar<span className="sr-only"> la pregunta {index + 1}</span>
              </button>
              <button type="button" className={`${smallButton} text-danger`} onClick={() => remove(index)}>
                Eliminar<span className="sr-only"> la pregunta {index + 1}</span>
              </button>
            </div>
          </div>
        )
      })}
      <div>
        <button type="button" className={smallButton} onClick={() => append({ question: '', answer: '' })}>
          Añadir pregunta
        </button>
      </div>
    </fieldset>
  )
}
