import type { LocalFacts, TemplateId } from '@/content/templates'
import type { LandingPage } from '@/content/types'

/** A page staff created from a template ('Nueva página'); its content and SEO are stored like every page's. */
export type StaffPage = {
  path: string
  template: TemplateId
  /** 'draft': never published; 'unpublished': taken off the site, its content kept. */
  status: 'draft' | 'published' | 'unpublished'
}

/** The SQL functions that write staff pages, by what they do, and their arguments. */
export type StaffPageWrite =
  | [
      'create_staff_page',
      { page_path: string; page_template: string; draft_content: object; draft_seo: object },
    ]
  | ['unpublish_staff_page' | 'delete_staff_page', { page_path: string; redirect_to: string | null }]
  | ['rename_staff_page', { old_path: string; new_path: string }]

/** A page's content without its address and search copy, as a route draws it; a town page's carries its facts. */
export type PageBody = Omit<LandingPage, 'path' | 'seo'> & { local?: LocalFacts }
