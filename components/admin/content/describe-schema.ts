import { z } from 'zod'
import type { JSONSchema } from 'zod/v4/core'
import { fieldLabels, itemNouns, kindLabels, optionLabels } from './content-labels'

// The content form is drawn from the content schema itself: zod writes the
// schema as JSON Schema (fields in order, limits, choices, the section kinds),
// and this module turns that into a small description the client form walks.
// Server-side: the browser gets the description, never zod. A field this cannot
// describe, or one without a Spanish label or limit, throws, so a new field or
// section kind fails the tests instead of going missing from the form.

type Base = { label: string; optional: boolean }
export type TextDescription = Base & { type: 'text'; maxLength: number; multiline: boolean }
export type ChoiceDescription = Base & {
  type: 'choice'
  options: { value: string | number; label: string }[]
}
/** Shown, not edited: a section's kind and anchor stay in the repository. */
export type FixedDescription = Base & { type: 'fixed' }
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
  | ChoiceDescription
  | FixedDescription
  | ObjectDescription
  | ListDescription
  | VariantsDescription

/** Fields that are part of a page's structure: shown but not edited (menus and buttons link to anchors). */
const structural = new Set(['kind', 'id'])
/** Texts that may be this long get a textarea. */
const multilineFrom = 300

/** The description of an object schema, for <ContentFields>. */
export function describeContentSchema(schema: z.ZodType): ObjectDescription {
  const description = describe(z.toJSONSchema(schema), { name: '', label: '', optional: false })
  if (description.type !== 'object') throw new Error('describeContentSchema: the content must be an object')
  return description
}

/** Where a schema sits: its field name, and its parent's ('faq' for faq.items), for words that differ by place. */
type Place = { name: string; parent?: string; label: string; optional: boolean }

function describe(json: JSONSchema.JSONSchema, place: Place): FieldDescription {
  const { label, optional } = place
  const at = place.name || 'the content'
  if (json.type === 'object')
    return { type: 'object', label, optional, fields: describeFields(json, place.name) }
  if (json.type === 'array') {
    if (!json.items || Array.isArray(json.items) || typeof json.items !== 'object')
      throw new Error(`describeContentSchema: ${at} has no item schema`)
    if (json.maxItems === undefined)
      throw new Error(`describeContentSchema: ${at} has no maximum number of items`)
    const itemNoun = need(itemNouns, place.name, 'item noun', place.parent)
    // A list of lists (a table's rows) names its inner items 'rows[]'.
    const itemName = json.items.type === 'array' ? `${place.name}[]` : place.name
    const item = describe(json.items, { name: itemName, label: itemNoun, optional: false })
    return {
      type: 'list',
      label,
      optional,
      item,
      itemNoun,
      minItems: json.minItems ?? 0,
      maxItems: json.maxItems,
      fixed: item.type === 'variants',
    }
  }
  if (json.oneOf) return { type: 'variants', label, optional, variants: describeVariants(json.oneOf, at) }
  if (structural.has(place.name)) return { type: 'fixed', label, optional }
  const choices =
    json.enum ?? json.anyOf?.map((option) => (typeof option === 'object' ? option.const : undefined))
  if (choices) {
    const named = Object.hasOwn(optionLabels, place.name) ? optionLabels[place.name] : undefined
    return {
      type: 'choice',
      label,
      optional,
      options: choices.map((value) => {
        if (typeof value !== 'string' && typeof value !== 'number')
          throw new Error(`describeContentSchema: ${at} has a choice that is not a string or number`)
        return { value, label: named ? need(named, String(value), `label for '${at}'`) : String(value) }
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
  throw new Error(`describeContentSchema: ${at} is of a type the content form does not know`)
}

function describeFields(json: JSONSchema.JSONSchema, parent: string): NamedField[] {
  const required = new Set(json.required ?? [])
  return Object.entries(json.properties ?? {}).map(([name, property]) => {
    if (typeof property !== 'object') throw new Error(`describeContentSchema: ${name} has no schema`)
    const label = need(fieldLabels, name, 'label', parent)
    return { name, field: describe(property, { name, parent, label, optional: !required.has(name) }) }
  })
}

function describeVariants(options: JSONSchema._JSONSchema[], at: string): VariantsDescription['variants'] {
  const variants: VariantsDescription['variants'] = {}
  for (const option of options) {
    const kind = typeof option === 'object' ? option.properties?.kind : undefined
    if (typeof option !== 'object' || typeof kind !== 'object' || typeof kind.const !== 'string')
      throw new Error(`describeContentSchema: ${at} is a union that is not told apart by 'kind'`)
    variants[kind.const] = {
      label: need(kindLabels, kind.const, 'kind label'),
      fields: describeFields(option, at),
    }
  }
  return variants
}

/** The word for `name`: its entry for this parent ('faq.items') if any, else its own. */
function need(words: Record<string, string>, name: string, what: string, parent?: string): string {
  const key = parent && Object.hasOwn(words, `${parent}.${name}`) ? `${parent}.${name}` : name
  const word = Object.hasOwn(words, key) ? words[key] : undefined
  if (!word) throw new Error(`describeContentSchema: '${name}' has no ${what} in content-labels.ts`)
  return word
}
