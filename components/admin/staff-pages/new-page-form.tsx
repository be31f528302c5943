'use client'

import { useRouter } from 'next/navigation'
import { useActionState, useState } from 'react'
import { AnswerStatus } from '@/components/admin/answer-status'
import { PendingSubmit } from '@/components/admin/pending-submit'
import { controlProps, FormField, inputClass } from '@/components/ui/form-field'
import type { ActionResult } from '@/lib/admin/action'
import { suggestedPath } from '@/lib/staff-pages/suggested-path'
import { createStaffPageAction } from './staff-page-actions'

type Template = { id: string; name: string; local: boolean }

/** The town's facts a town page requires, with the words the form shows. */
const localFields = [
  { name: 'town', label: 'Localidad', hint: 'Como la escriben sus vecinos: Jumilla, Calasparra…' },
  { name: 'sunHours', label: 'Horas de sol al año', hint: 'Por ejemplo: más de 3.000' },
  { name: 'irradiation', label: 'Irradiación solar (kWh/m² al año)', hint: 'Por ejemplo: 1.800-1.900' },
  {
    name: 'reference',
    label: 'Una referencia local',
    hint: 'Una obra hecha allí, un barrio, un polígono o un paraje que conozcan sus vecinos.',
  },
  {
    name: 'area',
    label: 'Zona que atendemos',
    hint: 'Pedanías y pueblos cercanos a los que vamos desde allí.',
  },
] as const

/**
 * 'Nueva página': a template, a title, an address and, for a town page, the town's facts; then the
 * page's editor. The address follows the title as it is typed, until staff write one themselves.
 */
export function NewPageForm({ templates }: { templates: Template[] }) {
  const router = useRouter()
  const [template, setTemplate] = useState(templates[0]!.id)
  const [values, setValues] = useState<Record<string, string>>({})
  const [pathWritten, setPathWritten] = useState(false)
  const [result, action, pending] = useActionState<ActionResult<{ href: string }> | null, FormData>(
    async (previous, data) => {
      const answer = await createStaffPageAction(previous, data)
      if (answer.ok && answer.data) router.push(answer.data.href)
      return answer
    },
    null,
  )
  const errors = result && !result.ok ? (result.fieldErrors ?? {}) : {}
  const local = templates.find((candidate) => candidate.id === template)?.local
  const typed = (name: string, value: string) => {
    if (name === 'path') setPathWritten(true)
    setValues((now) => ({
      ...now,
      [name]: value,
      ...(name === 'title' && !pathWritten ? { path: suggestedPath(value) } : {}),
    }))
  }
  const field = (name: string, label: string, hint: string, marker: 'required' | 'optional' = 'required') => (
    <FormField key={name} id={`nueva-${name}`} label={label} marker={marker} hint={hint} error={errors[name]}>
      <input
        {...controlProps(`nueva-${name}`, { hint: true, error: errors[name] })}
        name={name}
        value={values[name] ?? ''}
        onChange={(event) => typed(name, event.target.value)}
        autoComplete="off"
        className={inputClass}
      />
    </FormField>
  )
  return (
    <form action={action} className="mt-6 grid max-w-2xl gap-5">
      <fieldset>
        <legend className="font-semibold text-brand-900">Plantilla</legend>
        <div className="mt-1 grid gap-2">
          {templates.map((option) => (
            <label key={option.id} className="inline-flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="template"
                value={option.id}
                checked={template === option.id}
                onChange={() => setTemplate(option.id)}
                className="size-5"
              />
              {option.name}
            </label>
          ))}
        </div>
      </fieldset>
      {field(
        'title',
        'Título de la página',
        'El titular grande de la página y su título en Google; lo puedes cambiar después. Vacío: el de la plantilla.',
        'optional',
      )}
      {field(
        'path',
        'Dirección',
        'Se propone a partir del título mientras escribes; puedes cambiarla. Palabras en minúscula unidas por guiones, como /placas-solares-jumilla. No se puede usar la de otra página o redirección.',
      )}
      {local ? (
        <fieldset className="grid gap-4">
          <legend className="font-semibold text-brand-900">Datos locales (obligatorios)</legend>
          {localFields.map(({ name, label, hint }) => field(name, label, hint))}
        </fieldset>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <PendingSubmit pending={pending} label="Crear página" />
        <AnswerStatus result={result && { ...result, data: undefined }} />
      </div>
    </form>
  )
}
