'use client'

import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form'
import type { SeoFormOutput, SeoFormValues } from '@/lib/validations/seo'
import { fieldClass } from './seo-text-field'

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
            <label htmlFor={`${id}-pregunta`} className="text-sm font-semibold text-brand-900">
              Pregunta {index + 1}
            </label>
            <input
              id={`${id}-pregunta`}
              {...register(`faqs.${index}.question`)}
              aria-invalid={error?.question ? true : undefined}
              className={fieldClass}
            />
            {error?.question ? <p className="mt-1 text-sm text-danger">{error.question.message}</p> : null}
            <label htmlFor={`${id}-respuesta`} className="mt-2 block text-sm font-semibold text-brand-900">
              Respuesta {index + 1}
            </label>
            <textarea
              id={`${id}-respuesta`}
              rows={3}
              {...register(`faqs.${index}.answer`)}
              aria-invalid={error?.answer ? true : undefined}
              className={fieldClass}
            />
            {error?.answer ? <p className="mt-1 text-sm text-danger">{error.answer.message}</p> : null}
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
