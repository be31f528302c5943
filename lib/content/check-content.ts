import type { z } from 'zod'
import type { EditablePage } from './editable-pages'

// The server's check of what the content editor sends: the page's own zod
// schema (the one that checks content/), with Spanish messages at the field,
// and the repository's order and kind of sections.

export type ContentCheck =
  | { ok: true; content: Record<string, unknown> }
  | { ok: false; message: string; fieldErrors: Record<string, string> }

/** Spanish words for zod's own issues; a schema's own message (a field limit, the link rule) wins over these. */
function spanishIssue(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? 'Este campo no puede quedar vacío'
          : `Mínimo ${issue.minimum} caracteres`
      return `Hace falta al menos ${issue.minimum} elemento${Number(issue.minimum) === 1 ? '' : 's'}`
    case 'too_big':
      if (issue.origin === 'string') return `Máximo ${issue.maximum} caracteres`
      return `Como máximo ${issue.maximum} elementos`
    case 'invalid_format':
      return 'El formato no es válido'
    case 'invalid_value':
      return 'Elige una de las opciones de la lista'
    case 'unrecognized_keys':
      return 'Hay campos que la página no tiene'
    default:
      return 'Valor no válido'
  }
}

export function checkContent(page: EditablePage, json: string): ContentCheck {
  let value: unknown
  try {
    value = JSON.parse(json)
  } catch {
    return { ok: false, message: 'El contenido enviado no es válido', fieldErrors: {} }
  }
  const parsed = page.schema.safeParse(value, { error: spanishIssue })
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {}
    for (const issue of parsed.error.issues) fieldErrors[issue.path.join('.')] ??= issue.message
    return { ok: false, message: 'Revisa los campos marcados', fieldErrors }
  }
  const sections = (content: Record<string, unknown>) =>
    ((content.sections ?? []) as { kind: string; id?: string }[]).map(({ kind, id }) => `${kind}#${id ?? ''}`)
  if (sections(parsed.data).join() !== sections(page.builtIn).join())
    return {
      ok: false,
      message: 'El orden y el tipo de las secciones no se pueden cambiar desde aquí',
      fieldErrors: {},
    }
  return { ok: true, content: parsed.data }
}
