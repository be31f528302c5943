import { z } from 'zod'
import type { SeoRecord } from '@/lib/seo/types'
import { schemaTypes } from '@/lib/seo/types'

// The SEO editor's form,
// shared by the browser form and the save action. Length advice (title 60,
// description 160) only colours the counters and never blocks a save; what is
// refused is what would break the page: an unknown path, an empty title or H1
// (a bare '| brand' tab and a blank heading), an empty question, a canonical
// that is not an address, additional schema that is not JSON.
// Full zod rather than zod/mini: this runs in the admin area only.

z.config({ jitless: true }) // The CSP forbids eval; see lib/validations/lead.ts.

export const robotsValues = ['index,follow', 'noindex,follow', 'index,nofollow', 'noindex,nofollow'] as const
export const ogTypes = ['website', 'article'] as const
export const maxSecondaryH2 = 3

const line = (max: number) => z.string().trim().max(max, `Máximo ${max} caracteres`)
/** A path of the site or an https:// address; empty means none. */
const optionalUrl = (message: string) =>
  z
    .string()
    .trim()
    .max(500)
    .refine((value) => value === '' || value.startsWith('/') || value.startsWith('https://'), { message })
    .transform((value) => value || null)
const list = (text: string, separator: RegExp) =>
  text
    .split(separator)
    .map((item) => item.trim())
    .filter(Boolean)

export const seoFormSchema = z
  .object({
    path: z.string().regex(/^\/[a-z0-9-]*(\/[a-z0-9-]+)*$/, 'Ruta no válida'),
    title: line(200).min(1, 'El título es obligatorio'),
    description: line(500),
    h1: line(200).min(1, 'El H1 es obligatorio'),
    h2Primary: line(200),
    h2Secondary: z
      .array(z.object({ value: line(200) }))
      .max(maxSecondaryH2, `Como máximo ${maxSecondaryH2} subtítulos`)
      .transform((items) => items.map((item) => item.value).filter(Boolean)),
    h3Strategic: z
      .string()
      .max(2000)
      .transform((text) => list(text, /\n/)),
    keywords: z
      .string()
      .max(1000)
      .transform((text) => list(text, /,/)),
    canonical: optionalUrl('La dirección principal debe empezar por https:// o por /'),
    robots: z.enum(robotsValues, { error: 'Elige una opción de visibilidad en buscadores' }),
    ogImage: optionalUrl('La imagen debe ser una dirección https:// o una ruta que empiece por /'),
    ogType: z.enum(ogTypes, { error: 'Elige un tipo al compartir en redes' }),
    schemaType: z.enum(schemaTypes, { error: 'Elige qué es la página para los buscadores' }),
    category: line(50).min(1, 'La categoría es obligatoria'),
    faqs: z
      .array(
        z.object({
          question: line(300).min(1, 'Cada pregunta necesita su texto'),
          answer: z
            .string()
            .trim()
            .min(1, 'Cada pregunta necesita su respuesta')
            .max(3000, 'Respuesta demasiado larga'),
        }),
      )
      .max(30, 'Como máximo 30 preguntas'),
    additionalSchema: z
      .string()
      .max(20_000, 'El esquema adicional es demasiado largo')
      .transform((text, context) => {
        if (!text.trim()) return null
        try {
          const value: unknown = JSON.parse(text)
          if (typeof value === 'object' && value !== null && !Array.isArray(value))
            return value as Record<string, unknown>
        } catch {
          // Reported below.
        }
        context.addIssue({
          code: 'custom',
          message: 'Los datos estructurados adicionales deben ser un objeto JSON válido',
        })
        return z.NEVER
      }),
  })
  // A record to store; the database sets the time of the save.
  .transform((record): SeoRecord => ({ ...record, updatedAt: null }))

/** What the editor's fields hold. */
export type SeoFormValues = z.input<typeof seoFormSchema>
/** What a valid form becomes: a record ready to store. */
export type SeoFormOutput = z.output<typeof seoFormSchema>

/** A stored or built-in record as the editor's fields show it. */
export function toSeoFormValues(record: SeoRecord): SeoFormValues {
  const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T) =>
    values.includes(value.replace(/\s+/g, '') as T) ? (value.replace(/\s+/g, '') as T) : fallback
  return {
    path: record.path,
    title: record.title,
    description: record.description,
    h1: record.h1,
    h2Primary: record.h2Primary,
    h2Secondary: record.h2Secondary.slice(0, maxSecondaryH2).map((value) => ({ value })),
    h3Strategic: record.h3Strategic.join('\n'),
    keywords: record.keywords.join(', '),
    canonical: record.canonical ?? '',
    robots: oneOf(robotsValues, record.robots, 'index,follow'),
    ogImage: record.ogImage ?? '',
    ogType: oneOf(ogTypes, record.ogType, 'website'),
    schemaType: oneOf(schemaTypes, record.schemaType, 'WebPage'),
    category: record.category,
    faqs: record.faqs.map((faq) => ({ ...faq })),
    additionalSchema: record.additionalSchema ? JSON.stringify(record.additionalSchema, null, 2) : '',
  }
}
