import { z } from 'zod'
import type { JSONSchema } from 'zod/v4/core'
import type { FieldMeta } from '@/content/text-rules'

// The content form is drawn from the content schema itself: zod writes the
// schema as JSON Schema (fields in order, limits, choices, the section kinds,
// and each field's Spanish words from its metadata, FieldMeta), and this module
// turns that into a small description the client form walks. Server-side: the
// browser gets the description, never zod. A field this cannot describe, or one
// without a Spanish label or limit, throws, so a new field or section kind fails
// the tests instead of going missing from the form.

/** `help`: a line under the field saying what it is or where its usual value comes from. */
type Base = { label: string; optional: boolean; help?: string }
export type TextDescription = Base & { type: 'text'; maxLength: number; multiline: boolean }
/** A figure between `min` and `max` (the savings calculator's). */
export type NumberDescription = Base & { type: 'number'; min: number; max: number }
export type ChoiceDescription = Base & {
  type: 'choice'
  options: { value: string | number; label: string }[]
}
/** Shown, not edited: a section's kind and anchor stay in the repository. */
export type FixedDescription = Base & { type: 'fixed' }
/** A photo of the library, by its id, or none (the place's drawing shows). */
export type PhotoDescription = Base & { type: 'photo' }
export type NamedField = { name: string; field: FieldDescription }
export type ObjectDescription = Base & { type: 'object'; fields: NamedField[] }
/** A list; `fixed` keeps its items' number and order (the sections). */
export type ListDescription = Base & {
  type: 'list'
  item: FieldDescription
  itemNoun: string
  minItems: number
  maxItems: number
  fixed: boolean
}
/** One object per `kind`, as the sections are. */
export type VariantsDescription = Base & {
  type: 'variants'
  variants: Record<string, { label: string; fields: NamedField[] }>
}
export type FieldDescription =
  | TextDescription
  | NumberDescription
  | ChoiceDescription
  | FixedDescription
  | PhotoDescription
  | ObjectDescription
  | ListDescription
  | VariantsDescription

/** Texts that may be this long get a textarea. */
const multilineFrom = 300

/** The description of an object schema, for <ContentFields>. */
export function describeContentSchema(schema: z.ZodType): ObjectDescription {
  const description = describe(z.toJSONSchema(schema), { name: '', label: '', optional: false })
  if (description.type !== 'object') throw new Error('describeContentSchema: the content must be an object')
  return description
}

/** Where a schema sits: its field name (for messages), the label it is shown with, whether it may be left out. */
type Place = { name: string; label: string; optional: boolean }

/** The content's words that z.toJSONSchema copied from a schema's metadata. */
function metaOf(json: JSONSchema.JSONSchema): FieldMeta {
  const { label, item, options, fixed, photo, help } = json as Record<string, unknown>
  return {
    label: typeof label === 'string' && label.trim() ? label : undefined,
    help: typeof help === 'string' && help.trim() ? help : undefined,
    item: typeof item === 'string' && item.trim() ? item : undefined,
    options:
      typeof options === 'object' && options !== null ? (options as Record<string, string>) : undefined,
    fixed: fixed === true,
    photo: photo === true,
  }
}

function describe(json: JSONSchema.JSONSchema, place: Place): FieldDescription {
  const at = place.name || 'the content'
  const meta = metaOf(json)
  const field = describeField(json, place, meta, at)
  return meta.help ? { ...field, help: meta.help } : field
}

function describeField(
  json: JSONSchema.JSONSchema,
  place: Place,
  meta: FieldMeta,
  at: string,
): FieldDescription {
  const { label, optional } = place
  if (json.type === 'object') return { type: 'object', label, optional, fields: describeFields(json) }
  if (json.type === 'array') {
    if (!json.items || Array.isArray(json.items) || typeof json.items !== 'object')
      throw new Error(`describeContentSchema: ${at} has no item schema`)
    if (json.maxItems === undefined)
      throw new Error(`describeContentSchema: ${at} has no maximum number of items`)
    if (!meta.item) throw new Error(`describeContentSchema: '${at}' has no item name (.meta({ item }))`)
    const item = describe(json.items, { name: `${place.name}[]`, label: meta.item, optional: false })
    return {
      type: 'list',
      label,
      optional,
      item,
      itemNoun: meta.item,
      minItems: json.minItems ?? 0,
      maxItems: json.maxItems,
      fixed: item.type === 'variants',
    }
  }
  if (json.oneOf) return { type: 'variants', label, optional, variants: describeVariants(json.oneOf, at) }
  if (meta.fixed) return { type: 'fixed', label, optional }
  if (meta.photo) return { type: 'photo', label, optional }
  const choices =
    json.enum ?? json.anyOf?.map((option) => (typeof option === 'object' ? option.const : undefined))
  if (choices) {
    const named = meta.options
    return {
      type: 'choice',
      label,
      optional,
      options: choices.map((value) => {
        if (typeof value !== 'string' && typeof value !== 'number')
          throw new Error(`describeContentSchema: ${at} has a choice that is not a string or number`)
        const name = named && Object.hasOwn(named, value) ? named[value] : undefined
        if (named && !name) throw new Error(`describeContentSchema: '${value}' has no label for '${at}'`)
        return { value, label: name ?? String(value) }
      }),
    }
  }
  if (json.type === 'string') {
    if (json.maxLength === undefined) throw new Error(`describeContentSchema: ${at} has no maximum length`)
    return {
      type: 'text',
      label,
      optional,
      maxLength: json.maxLength,
      multiline: json.maxLength >= multilineFrom,
    }
  }
  if (json.type === 'number') {
    if (json.minimum === undefined || json.maximum === undefined)
      throw new Error(`describeContentSchema: ${at} has no minimum or maximum`)
    return { type: 'number', label, optional, min: json.minimum, max: json.maximum }
  }
  throw new Error(`describeContentSchema: ${at} is of a type the content form does not know`)
}

function describeFields(json: JSONSchema.JSONSchema): NamedField[] {
  const required = new Set(json.required ?? [])
  return Object.entries(json.properties ?? {}).map(([name, property]) => {
    if (typeof property !== 'object') throw new Error(`describeContentSchema: ${name} has no schema`)
    const { label } = metaOf(property)
    if (!label) throw new Error(`describeContentSchema: '${name}' has no label (.meta({ label }))`)
    return { name, field: describe(property, { name, label, optional: !required.has(name) }) }
  })
}

function describeVariants(options: JSONSchema._JSONSchema[], at: string): VariantsDescription['variants'] {
  const variants: VariantsDescription['variants'] = {}
  for (const option of options) {
    const kind = typeof option === 'object' ? option.properties?.kind : undefined
    if (typeof option !== 'object' || typeof kind !== 'object' || typeof kind.const !== 'string')
      throw new Error(`describeContentSchema: ${at} is a union that is not told apart by 'kind'`)
    const { label } = metaOf(option)
    if (!label)
      throw new Error(`describeContentSchema: the kind '${kind.const}' has no label (.meta({ label }))`)
    variants[kind.const] = { label, fields: describeFields(option) }
  }
  return variants
}
