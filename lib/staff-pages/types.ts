import { z } from 'zod'
import { templateIds, type LocalFacts, type TemplateId } from '@/content/templates'
import type { LandingPage } from '@/content/types'

/** A page staff created from a template ('Nueva página'); its content and SEO are stored like every page's. */
export const staffPageSchema = z.object({
  path: z.string(),
  template: z.enum(templateIds),
  /** 'draft': never published; 'unpublished': taken off the site, its content kept. */
  status: z.enum(['draft', 'published', 'unpublished']),
})
export type StaffPage = z.output<typeof staffPageSchema>

/** A new staff page: its address, its template, and its first draft's content and SEO halves. */
export type NewStaffPage = { path: string; template: TemplateId; content: object; seo: object }

/** A page taken off the site (unpublished or deleted): where its address then leads (null: a 404). */
export type StaffPageRemoval = { path: string; redirectTo: string | null }

/** A page's content without its address and search copy, as a route draws it; a town page's carries its facts. */
export type PageBody = Omit<LandingPage, 'path' | 'seo'> & { local?: LocalFacts }
