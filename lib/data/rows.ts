import { leadToColumns, type LeadColumns } from '@/supabase/functions/_shared/lead-fields'
import { leadSourceToColumns, type LeadSourceColumns } from '@/supabase/functions/_shared/lead-source-fields'
import type { ContentDraft, Faq, NewLead, PageVersion, SeoRecord, StoredContent } from './types'

// Conversions between the database's snake_case rows and the app's types,
// shared by both backends so they cannot drift apart.

export type SeoPageRow = {
  path: string
  title: string
  description: string
  h1: string
  h2_primary: string
  h2_secondary: string[]
  h3_strategic: string[]
  keywords: string[]
  canonical: string | null
  robots: string
  og_image: string | null
  og_type: string
  schema_type: string
  category: string
  faqs: Faq[]
  additional_schema: Record<string, unknown> | null
  updated_at: string | Date
}

export function toSeoRecord(row: SeoPageRow): SeoRecord {
  return {
    path: row.path,
    title: row.title,
    description: row.description,
    h1: row.h1,
    h2Primary: row.h2_primary,
    h2Secondary: row.h2_secondary,
    h3Strategic: row.h3_strategic,
    keywords: row.keywords,
    canonical: row.canonical,
    robots: row.robots,
    ogImage: row.og_image,
    ogType: row.og_type,
    schemaType: row.schema_type,
    category: row.category,
    faqs: row.faqs,
    additionalSchema: row.additional_schema,
    updatedAt: new Date(row.updated_at).toISOString(),
  }
}

/** The columns an upsert writes; updated_at is set by the database. */
export function toSeoPageRow(record: SeoRecord, updatedBy: string) {
  return {
    path: record.path,
    title: record.title,
    description: record.description,
    h1: record.h1,
    h2_primary: record.h2Primary,
    h2_secondary: record.h2Secondary,
    h3_strategic: record.h3Strategic,
    keywords: record.keywords,
    canonical: record.canonical,
    robots: record.robots,
    og_image: record.ogImage,
    og_type: record.ogType,
    schema_type: record.schemaType,
    category: record.category,
    faqs: record.faqs,
    additional_schema: record.additionalSchema,
    updated_by: updatedBy,
  }
}

/** The columns of public.leads a visitor's insert writes: the id and the lead's fields. */
export type LeadInsertRow = LeadColumns & LeadSourceColumns & { id: string }

export function toLeadInsertRow({ id, source, ...lead }: NewLead): LeadInsertRow {
  return { id, ...leadToColumns(lead), ...leadSourceToColumns(source) }
}

/** A row of page_content; review_before read as text ('YYYY-MM-DD'), as Supabase's API returns it. */
export type PageContentRow = {
  path: string
  content: Record<string, unknown>
  review_before: string | null
  published_at: string | Date
}

export type PageContentDraftRow = Omit<PageContentRow, 'published_at'> & { updated_at: string | Date }

export type PageVersionRow = {
  id: number | string
  path: string
  part: 'content' | 'seo'
  record: Record<string, unknown>
  created_at: string | Date
  created_by_email: string | null
}

export const toStoredContent = (row: PageContentRow): StoredContent => ({
  path: row.path,
  content: row.content,
  reviewBefore: row.review_before,
  publishedAt: new Date(row.published_at).toISOString(),
})

export const toContentDraft = (row: PageContentDraftRow): ContentDraft => ({
  path: row.path,
  content: row.content,
  reviewBefore: row.review_before,
  updatedAt: new Date(row.updated_at).toISOString(),
})

export const toPageVersion = (row: PageVersionRow): PageVersion => ({
  id: Number(row.id),
  path: row.path,
  part: row.part,
  record: row.record,
  createdAt: new Date(row.created_at).toISOString(),
  createdBy: row.created_by_email,
})
