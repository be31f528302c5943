'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useRef, useState, type BaseSyntheticEvent, type ReactNode } from 'react'
import { useFieldArray, useForm, useWatch } from 'react-hook-form'
import { toast } from 'sonner'
import { EditingGuard } from '@/components/admin/editing/editing-guard'
import { historyHref, PageChangedAlert } from '@/components/admin/editing/page-changed-alert'
import { useReplaceChoice } from '@/components/admin/editing/replace-choice'
import { stickyActions } from '@/components/admin/editing/sticky-actions'
import { useBasedOn } from '@/components/admin/editing/use-based-on'
import { useUnsavedChanges } from '@/components/admin/editing/use-unsaved-changes'
import { saveSeoRecordAction } from '@/components/admin/seo/save-seo-action'
import type { ActionResult } from '@/lib/admin/action'
import type { SavedRevision } from '@/lib/admin/page-changed'
import { buttonClasses } from '@/components/ui/button'
import { controlProps, FormField, inputClass, type FieldParts } from '@/components/ui/form-field'
import { useHydrated } from '@/components/ui/use-hydrated'
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
import { ogTypeLabels, robotsLabels, schemaTypeLabels } from './seo-choices'
import { SeoFaqFields } from './seo-faq-fields'
import { SearchPreview, SocialPreview } from './seo-previews'
import { SocialImageField, socialPreviewImage, type SocialPhotoChoice } from './social-image-field'

const selects = [
  {
    name: 'robots',
    label: 'Visibilidad en buscadores',
    hint: 'Si Google puede mostrar la página en sus resultados y seguir sus enlaces.',
    options: robotsValues.map((value) => [value, robotsLabels[value]] as const),
  },
  {
    name: 'schemaType',
    label: 'Qué es la página para los buscadores',
    hint: 'Cómo la describen los datos estructurados que lee Google.',
    options: schemaTypes.map((value) => [value, schemaTypeLabels[value]] as const),
  },
  {
    name: 'ogType',
    label: 'Tipo al compartir en redes',
    hint: 'Cómo presentan la página las redes sociales.',
    options: ogTypes.map((value) => [value, ogTypeLabels[value]] as const),
  },
] as const

type Intent = 'draft' | 'publish'
const buttonSize = 'min-h-11 px-5 py-2 text-sm'

type TextName = 'title' | 'description' | 'h1' | 'h2Primary' | 'h3Strategic' | 'keywords' | 'canonical'
type TextOptions = Omit<FieldParts, 'error'> & { rows?: number; mono?: boolean }

/**
 * Every field of a page's SEO record, with live previews. 'Guardar borrador' keeps it as the SEO half
 * of the page's draft; 'Publicar' saves it and publishes the page's whole draft (content too).
 * The fields carry the record in the server HTML too (register alone fills them only once
 * hydrated), and stay locked until then, as the form would overwrite what was typed.
 */
export function SeoEditor({
  values,
  siteUrl,
  revision,
  previewHref,
  photos = [],
  searchFigures = null,
}: {
  values: SeoFormValues
  /** The library's photos, to make the social image from. */
  photos?: SocialPhotoChoice[]
  siteUrl: string
  /** The page's revision when this page was drawn: the save is based on it. */
  revision: number
  /** The page with its draft (Draft Mode), when it has one. */
  previewHref: string | null
  /** The page's own search figures, shown under its search preview. */
  searchFigures?: ReactNode
}) {
  const hydrated = useHydrated()
  // A save's answer carries the page's revision since (a refusal too: the next save asks, then replaces it).
  const [answered, setAnswered] = useState<number>()
  const [intent, setIntent] = useState<Intent>('draft')
  // A refusal because the page changed says who changed it, until the next save.
  const [answer, setAnswer] = useState<ActionResult<SavedRevision> | null>(null)
  const replace = useReplaceChoice(answer, historyHref(values.path))
  const basedOn = useBasedOn(revision, answered)
  const form = useForm<SeoFormValues, unknown, SeoFormOutput>({
    resolver: zodResolver(seoFormSchema),
    defaultValues: values,
  })
  const { register, control, handleSubmit, formState } = form
  const formElement = useRef<HTMLFormElement>(null)
  const changes = useUnsavedChanges(formElement)
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
  const image = socialPreviewImage(ogImage, photos, siteUrl)

  const save = (chosen: Intent) => (event?: BaseSyntheticEvent) => {
    if (replace.asks(() => void save(chosen)())) return event?.preventDefault()
    setIntent(chosen)
    return handleSubmit(
      async () => {
        changes.sending()
        // The raw field values: the action validates them again with the same schema.
        const result = await saveSeoRecordAction(null, { ...form.getValues(), basedOn, intent: chosen })
        if (result.data) setAnswered(result.data.revision)
        setAnswer(result)
        if (result.ok) changes.saved()
        if (result.ok) toast.success(result.message ?? 'Guardado', { description: result.description })
        else toast.error('Error', { description: result.message })
      },
      (fieldErrors) => {
        const first = Object.values(fieldErrors).find(Boolean)
        toast.error('Error', { description: firstMessage(first) ?? 'No se pudo guardar el SEO' })
      },
    )(event)
  }

  /** A text field of the record, tied to its label, hint, counter and error. */
  const text = (
    name: TextName | 'category' | 'additionalSchema',
    label: string,
    { rows, mono, ...options }: TextOptions = {},
  ) => {
    const id = `seo-${name}`
    const parts = { ...options, error: errors[name]?.message }
    const props = {
      ...register(name),
      defaultValue: values[name],
      ...controlProps(id, parts),
      className: `${inputClass}${mono ? ' font-mono text-sm' : ''}`,
    }
    return (
      <FormField id={id} label={label} {...parts}>
        {rows ? (
          <textarea rows={rows} spellCheck={mono ? false : undefined} {...props} />
        ) : (
          <input {...props} />
        )}
      </FormField>
    )
  }

  return (
    <>
      <EditingGuard path={values.path} dirty={changes.dirty} />
      <form
        ref={formElement}
        onSubmit={save('draft')}
        noValidate
        aria-label="SEO de la página"
        className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]"
      >
        <fieldset disabled={!hydrated} className="grid min-w-0 gap-5">
          {replace.refusal ? <PageChangedAlert path={values.path} message={replace.refusal.message} /> : null}
          {replace.dialog}
          {text('title', 'Título', { counter: { length: title.length, max: limits.titleMax } })}
          {text('description', 'Descripción', {
            rows: 3,
            counter: { length: description.length, max: limits.descriptionMax },
          })}
          {text('h1', 'H1', { hint: 'El título grande que se lee arriba en la página.' })}
          {text('h2Primary', 'Subtítulo principal', {
            hint: 'El título de la primera sección de la página.',
          })}

          <fieldset
            aria-describedby="seo-objetivos-nota"
            className="grid gap-4 rounded-lg border border-line p-4"
          >
            <legend className="px-1 font-semibold text-brand-900">
              Objetivos editoriales: no se muestran en la página
            </legend>
            <p id="seo-objetivos-nota" className="text-sm text-muted">
              Temas que el contenido debería tratar. Los títulos de las secciones se cambian en la parte
              Contenido.
            </p>
            <fieldset className="grid gap-2">
              <legend className="font-semibold text-brand-900">
                Otros subtítulos (hasta {maxSecondaryH2})
              </legend>
              {secondary.fields.map((item, index) => {
                const id = `seo-h2-${item.id}`
                return (
                  <div key={item.id} className="flex items-end gap-2">
                    <FormField id={id} label={`Subtítulo ${index + 1}`} className="grow">
                      <input
                        {...register(`h2Secondary.${index}.value`)}
                        defaultValue={item.value}
                        {...controlProps(id, {})}
                        className={inputClass}
                      />
                    </FormField>
                    <button
                      type="button"
                      onClick={() => secondary.remove(index)}
                      className="mb-1 rounded-md border border-line bg-white px-2.5 py-1.5 text-sm font-semibold text-danger"
                    >
                      Quitar<span className="sr-only"> el subtítulo {index + 1}</span>
                    </button>
                  </div>
                )
              })}
              {secondary.fields.length < maxSecondaryH2 ? (
                <div>
                  <button
                    type="button"
                    onClick={() => secondary.append({ value: '' })}
                    className="rounded-md border border-line bg-white px-2.5 py-1 text-sm font-semibold text-brand-800"
                  >
                    Añadir subtítulo
                  </button>
                </div>
              ) : null}
            </fieldset>

            {text('h3Strategic', 'Temas de apoyo', {
              rows: 3,
              hint: 'Apartados que conviene tratar; uno por línea.',
            })}
          </fieldset>
          {text('keywords', 'Palabras clave', {
            hint: 'Separadas por comas; se recomiendan 10 como máximo.',
          })}
          {text('canonical', 'Dirección principal', {
            hint: 'La dirección que Google debe tomar como la buena, si esta página repite otra. Vacía: la propia página.',
          })}

          <div className="grid gap-5 sm:grid-cols-2">
            {selects.map(({ name, label, hint, options }) => (
              <FormField key={name} id={`seo-${name}`} label={label} hint={hint}>
                <select
                  {...register(name)}
                  defaultValue={values[name]}
                  {...controlProps(`seo-${name}`, { hint })}
                  className={inputClass}
                >
                  {options.map(([value, text]) => (
                    <option key={value} value={value}>
                      {text}
                    </option>
                  ))}
                </select>
              </FormField>
            ))}
            {text('category', 'Categoría')}
          </div>
          <SocialImageField
            value={ogImage}
            photos={photos}
            error={errors.ogImage?.message}
            onChange={(address) => form.setValue('ogImage', address, { shouldDirty: true })}
          />

          <SeoFaqFields control={control} register={register} errors={errors.faqs} />

          {text('additionalSchema', 'Datos estructurados adicionales', {
            rows: 6,
            mono: true,
            hint: 'Para quien sepa de datos estructurados: un objeto que se añade a los que la página ya da a Google.',
          })}

          <div className={`flex flex-wrap items-center gap-3 ${stickyActions}`}>
            <button type="submit" disabled={isSubmitting} className={buttonClasses('secondary', buttonSize)}>
              {isSubmitting && intent === 'draft' ? 'Guardando...' : 'Guardar borrador'}
            </button>
            {previewHref ? (
              <a
                href={previewHref}
                target="_blank"
                rel="noopener"
                className={buttonClasses('secondary', buttonSize)}
              >
                Vista previa
              </a>
            ) : null}
            <button
              type="button"
              data-no-change
              disabled={isSubmitting}
              onClick={save('publish')}
              className={buttonClasses('primary', buttonSize)}
            >
              {isSubmitting && intent === 'publish' ? 'Publicando...' : 'Publicar'}
            </button>
          </div>
        </fieldset>

        <div className="grid grid-cols-1 content-start gap-4">
          <SearchPreview url={previewUrl} title={title} description={description} />
          {searchFigures}
          <SocialPreview url={pageUrl} title={title} description={description} image={image} />
        </div>
      </form>
    </>
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
