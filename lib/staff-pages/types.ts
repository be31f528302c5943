import type { LocalFacts, TemplateId } from '@/content/templates'
import type { LandingPage } from '@/content/types'

/** A page staff created from a template ('Nueva página'); its content and SEO are stored like every page's. */
export type StaffPage = {
  path: string
  template: TemplateId
  /** 'draft': never published; 'unpublished': taken off the site, its content kept. */
  status: 'draft' | 'published' | 'unpublished'
}

/** A new staff page: its address, its template, and its first draft's content and SEO halves. */
export type NewStaffPage = { path: string; template: TemplateId; content: object; seo: object }

/** A page taken off the site (unpublished or deleted): where its address then leads (null: a 404). */
export type StaffPageRemoval = { path: string; redirectTo: string | null }

/** A page's content without its address and search copy, as a route draws it; a town page's carries its facts. */
export type PageBody = Omit<LandingPage, 'path' | 'seo'> & { local?: LocalFacts }
