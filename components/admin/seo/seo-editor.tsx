'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useFieldArray, useForm, useWatch } from 'react-hook-form'
import { toast } from 'sonner'
import { saveSeoRecordAction } from '@/app/(admin)/seo-dashboard/actions'
import { buttonClasses } from '@/components/ui/button'
import { limits } from '@/lib/seo/quality'
import { schemaTypes } from '@/lib/seo/types'
import {
  maxSecondaryH2,
  ogTypes,
  robotsValues,
  seoFormSchema,
  type SeoFormOutput,
  type SeoFormValues,
} from '@/lib/validations/seo'
import { SeoFaqFields } from './seo-faq-fields'
import { SearchPreview, SocialPreview } from './seo-previews'
import { EditorField, describedBy, fieldClass } from './seo-text-field'

const selects = [
  { name: 'robots', label: 'Robots', options: robotsValues },
  { name: 'schemaType', label: 'Tipo de schema', options: schemaTypes },
  { name: 'ogType', label: 'Tipo Open Graph', options: ogTypes },
] as const

/** Every field of a page's SEO record, with live previews; saving revalidates the live page. */
export function SeoEditor({
  values,
  siteUrl,
  onSaved,
}: {
  values: SeoFormValues
  siteUrl: string
  onSaved: () => void
}) {
  const form = useForm<SeoFormValues, unknown, SeoFormOutput>({
    resolver: zodResolver(seoFormSchema),
    defaultValues: values,
  })
  const { register, control, handleSubmit, formState } = form
  const { errors, isSubmitting } = formState
  const secondary = useFieldArray({ control, name: 'h2Secondary' })
  const [title = '', description = '', ogImage = '', canonical = ''] = useWatch({
    control,
    name: ['title', 'description', 'ogImage', 'canonical'],
  })
  const pageUrl = new URL(values.path, `${siteUrl}/`).toString()
  const previewUrl = canonical.startsWith('https://')
    ? canonical
    : new URL(canonical || values.path, `${siteUrl}/`).toString()
  const image = ogImage ? new URL(ogImage, `${siteUrl}/`).toString() : '/social-image.png'

  const save = handleSubmit(
    async () => {
      // The raw field values: the action validates them again with the same schema.
      const result = await saveSeoRecordAction(form.getValues())
      if (result.ok) {
        toast.success('SEO actualizado', { description: 'Los cambios se han guardado correctamente' })
        onSaved()
      } else {
        toast.error('Error', { description: result.message })
      }
    },
    (fieldErrors) => {
      const first = Object.values(fieldErrors).find(Boolean)
      toast.error('Error', { description: firstMessage(first) ?? 'No se pudo guardar el SEO' })
    },
  )

  const field = (
    name: 'title' | 'description' | 'h1' | 'h2Primary' | 'canonical' | 'ogImage' | 'category',
  ) => {
    const id = `seo-${name}`
    return { id, error: errors[name]?.message, invalid: errors[name] ? true : undefined }
  }
  const t = field('title')
  const d = field('description')

  return (
    <form onSubmit={save} noValidate className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="grid gap-5">
        <EditorField
          id={t.id}
          label="Título"
          error={t.error}
          counter={{ length: title.length, max: limits.titleMax }}
        >
          <input
            id={t.id}
            {...register('title')}
            aria-invalid={t.invalid}
            aria-describedby={describedBy(t.id, { counter: true, error: Boolean(t.error) })}
            className={fieldClass}
          />
        </EditorField>
        <EditorField
          id={d.id}
          label="Descripción"
          error={d.error}
          counter={{ length: description.length, max: limits.descriptionMax }}
        >
          <textarea
            id={d.id}
            rows={3}
            {...register('description')}
            aria-invalid={d.invalid}
            aria-describedby={describedBy(d.id, { counter: true, error: Boolean(d.error) })}
            className={fieldClass}
          />
        </EditorField>
        <EditorField id="seo-h1" label="H1" error={errors.h1?.message}>
          <input
            id="seo-h1"
            {...register('h1')}
            aria-invalid={errors.h1 ? true : undefined}
            className={fieldClass}
          />
        </EditorField>
        <EditorField
          id="seo-h2Primary"
          label="H2 principal"
          hint="El encabezado de la primera sección de la página."
        >
          <input
            id="seo-h2Primary"
            {...register('h2Primary')}
            aria-describedby="seo-h2Primary-ayuda"
            className={fieldClass}
          />
        </EditorField>

        <fieldset className="grid gap-2">
          <legend className="font-semibold text-brand-900">H2 secundarios (hasta {maxSecondaryH2})</legend>
          {secondary.fields.map((item, index) => (
            <div key={item.id} className="flex items-end gap-2">
              <div className="grow">
                <label htmlFor={`seo-h2-${item.id}`} className="text-sm text-muted">
                  H2 secundario {index + 1}
                </label>
                <input
                  id={`seo-h2-${item.id}`}
                  {...register(`h2Secondary.${index}.value`)}
                  className={fieldClass}
                />
              </div>
              <button
                type="button"
                onClick={() => secondary.remove(index)}
                className="mb-1 rounded-md border border-line bg-white px-2.5 py-1.5 text-sm font-semibold text-danger"
              >
                Quitar<span className="sr-only"> el H2 secundario {index + 1}</span>
              </button>
            </div>
          ))}
          {secondary.fields.length < maxSecondaryH2 ? (
            <div>
              <button
                type="button"
                onClick={() => secondary.append({ value: '' })}
                className="rounded-md border border-line bg-white px-2.5 py-1 text-sm font-semibold text-brand-800"
              >
                Añadir H2 secundario
              </button>
            </div>
          ) : null}
        </fieldset>

        <EditorField id="seo-h3Strategic" label="H3 estratégicos" hint="Uno por línea.">
          <textarea
            id="seo-h3Strategic"
            rows={3}
            {...register('h3Strategic')}
            aria-describedby="seo-h3Strategic-ayuda"
            className={fieldClass}
          />
        </EditorField>
        <EditorField
          id="seo-keywords"
          label="Palabras clave"
          hint="Separadas por comas; se recomiendan 10 como máximo."
        >
          <input
            id="seo-keywords"
            {...register('keywords')}
            aria-describedby="seo-keywords-ayuda"
            className={fieldClass}
          />
        </EditorField>
        <EditorField
          id="seo-canonical"
          label="URL canónica"
          hint="Vacía: la propia página."
          error={errors.canonical?.message}
        >
          <input
            id="seo-canonical"
            {...register('canonical')}
            aria-invalid={errors.canonical ? true : undefined}
            aria-describedby={describedBy('seo-canonical', { hint: true, error: Boolean(errors.canonical) })}
            className={fieldClass}
          />
        </EditorField>

        <div className="grid gap-5 sm:grid-cols-2">
          {selects.map(({ name, label, options }) => (
            <EditorField key={name} id={`seo-${name}`} label={label}>
              <select id={`seo-${name}`} {...register(name)} className={fieldClass}>
                {options.map((value) => (
                  <option key={value} value={value}>
                    {value}
                  </option>
                ))}
              </select>
            </EditorField>
          ))}
          <EditorField id="seo-category" label="Categoría" error={errors.category?.message}>
            <input
              id="seo-category"
              {...register('category')}
              aria-invalid={errors.category ? true : undefined}
              className={fieldClass}
            />
          </EditorField>
        </div>
        <EditorField
          id="seo-ogImage"
          label="Imagen Open Graph"
          hint="Vacía: la imagen social por defecto."
          error={errors.ogImage?.message}
        >
          <input
            id="seo-ogImage"
            {...register('ogImage')}
            aria-invalid={errors.ogImage ? true : undefined}
            aria-describedby={describedBy('seo-ogImage', { hint: true, error: Boolean(errors.ogImage) })}
            className={fieldClass}
          />
        </EditorField>

        <SeoFaqFields control={control} register={register} errors={errors.faqs} />

        <EditorField
          id="seo-additionalSchema"
          label="Schema adicional (JSON)"
          hint="Un objeto JSON-LD que se añade a los datos estructurados de la página."
          error={errors.additionalSchema?.message}
        >
          <textarea
            id="seo-additionalSchema"
            rows={6}
            spellCheck={false}
            {...register('additionalSchema')}
            aria-invalid={errors.additionalSchema ? true : undefined}
            aria-describedby={describedBy('seo-additionalSchema', {
              hint: true,
              error: Boolean(errors.additionalSchema),
            })}
            className={`${fieldClass} font-mono text-sm`}
          />
        </EditorField>

        <div>
          <button type="submit" disabled={isSubmitting} className={buttonClasses('secondary')}>
            {isSubmitting ? 'Guardando...' : 'Guardar cambios'}
          </button>
        </div>
      </div>

      <div className="grid content-start gap-4">
        <SearchPreview url={previewUrl} title={title} description={description} />
        <SocialPreview url={pageUrl} title={title} description={description} image={image} />
      </div>
    </form>
  )
}

function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined
  if ('message' in error && typeof error.message === 'string' && error.message) return error.message
  for (const [key, value] of Object.entries(error)) {
    if (key === 'ref') continue // a DOM element, not an error
    const message = firstMessage(value)
    if (message) return message
  }
  return undefined
}
