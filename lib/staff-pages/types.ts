import type { TemplateId } from '@/content/templates'

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
